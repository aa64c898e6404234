import { Body1, Button, Field, Input, Link, makeStyles, Select, Spinner, Subtitle2, tokens } from '@fluentui/react-components';
import { RI_LABEL_FORM, formPath } from '@portal/contracts/constants';
import {
  alertError,
  alertInfo,
  alertSuccess,
  isAdmin,
  saveFailureText,
  failureFieldErrors,
  useApi,
  useDocumentOpener,
  useInvalidate,
  useResourceList,
  useResourceRecord,
} from '@portal/web-kit';
import { useState, type ComponentProps, type ReactElement } from 'react';
import { lotVisionUrl } from '../vehicle-shared/lot-vision.js';
import type { Vehicle } from '../vehicle-shared/vehicle.js';
import { PhotoLoadFields, useClientLoads } from './photo-load-fields.js';
import {
  changePhotoField,
  chosenLoad,
  photoDraftOf,
  photoFieldProblems,
  photoFieldsBody,
  poundsText,
  riLabelBlocked,
  type PhotoField,
  type PhotoFieldsDraft,
  type PhotoLoad,
} from './photo-vehicle-rules.js';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  // One column on a phone, more as the screen widens.
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))', gap: tokens.spacingHorizontalM, alignItems: 'start' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

/** The vehicle as these fields read it: its client (with the Lot Vision default), its load, and whether that went to the bay. */
const QUERY = { with: ['client', 'client_load'], appends: ['sent_to_bay'] };
const CLIENTS_QUERY = { per_page: 1000, order_by: [{ field: 'clientname', direction: 'asc' as const }] };

const FIELDS: ReadonlyArray<{ name: PhotoField; label: string }> = [
  { name: 'clientid', label: 'Client' },
  { name: 'mileage', label: 'Mileage (mi)' },
  { name: 'cs_km', label: 'Kilometers' },
  { name: 'client_load_id', label: 'Load' },
  { name: 'has_recall', label: 'Has recall' },
  { name: 'transit_number', label: 'Transit number' },
  { name: 'client_driver_id', label: 'Driver' },
  { name: 'manufacturer', label: 'Manufacturer' },
  { name: 'manufacture_date', label: 'Manufacture date' },
  { name: 'vehicletype', label: 'Type' },
  { name: 'gvwr_kg', label: 'GVWR (kg)' },
  { name: 'gawr_front_kg', label: 'GAWR front (kg)' },
  { name: 'gawr_rear_kg', label: 'GAWR rear (kg)' },
  { name: 'value_us_dollars', label: 'Value (USD)' },
];

const labelOf = (name: PhotoField) => FIELDS.find((field) => field.name === name)!.label;

/**
 * The photo screen's vehicle fields (document 3 §2.4, §5): mileage and kilometers, the load, recall,
 * manufacture data, weights and value, saved together with Save Mileage and Load; the RI Label once
 * they are saved; and the client's Lot Vision link. Staff choose the vehicle's client here too.
 */
export function PhotoVehicleFields({ vehicleId }: { vehicleId: string }) {
  const vehicle = useResourceRecord<Vehicle>('vehicles', vehicleId, QUERY);
  if (vehicle.loading) return <Spinner size="tiny" label="Loading mileage and load..." />;
  if (!vehicle.data) return <Body1 role="alert">{`Unable to load the mileage and load: ${vehicle.errorText ?? 'vehicle not found'}`}</Body1>;
  return <PhotoVehicleForm vehicle={vehicle.data} />;
}

function PhotoVehicleForm({ vehicle }: { vehicle: Vehicle }) {
  const styles = useStyles();
  const api = useApi();
  const invalidate = useInvalidate();
  const admin = isAdmin();
  const opener = useDocumentOpener();
  // Unsaved edits; null shows the vehicle as stored.
  const [edits, setEdits] = useState<PhotoFieldsDraft | null>(null);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string[] | undefined>>({});
  const [added, setAdded] = useState<PhotoLoad | null>(null);
  const draft = edits ?? photoDraftOf(vehicle);
  const clientId = admin ? draft.clientid : String(vehicle.clientid ?? '');
  const loads = useClientLoads(clientId);
  const clients = useResourceList<{ clientid: number; clientname: string }>('clients_active', CLIENTS_QUERY, { enabled: admin });
  const load = chosenLoad(draft.client_load_id, [added, vehicle.client_load as PhotoLoad | null, ...loads.listed]);
  const problems = tried ? photoFieldProblems(draft, admin) : {};
  const riBlocked = riLabelBlocked(vehicle, draft, admin);
  const lotVision = lotVisionUrl(vehicle);

  function change(field: PhotoField, value: string) {
    setEdits(changePhotoField(draft, field, value));
  }

  const message = (name: PhotoField) => problems[name] ?? serverErrors[name]?.join(', ');
  const field = (name: PhotoField, input: ReactElement, hint?: string) => (
    <Field label={labelOf(name)} validationState={message(name) ? 'error' : 'none'} validationMessage={message(name)} hint={hint}>
      {input}
    </Field>
  );
  const text = (name: PhotoField, props: Partial<ComponentProps<typeof Input>> = {}) => (
    <Input value={draft[name]} onChange={(_, data) => change(name, data.value)} {...props} />
  );
  const kilograms = (name: 'gvwr_kg' | 'gawr_front_kg' | 'gawr_rear_kg') =>
    field(name, text(name, { inputMode: 'numeric' }), poundsText(draft[name]) ? `Saved as ${poundsText(draft[name])} lb` : undefined);

  async function save() {
    setTried(true);
    const found = photoFieldProblems(draft, admin);
    const first = Object.entries(found)[0];
    if (first) {
      alertError(`Unable to save: ${first[1]}`);
      return;
    }
    const body = photoFieldsBody(vehicle, draft, admin, load);
    if (Object.keys(body).length === 0) {
      alertInfo('Nothing to save: the fields are as saved');
      return;
    }
    setSaving(true);
    setServerErrors({});
    try {
      await api.updateResource('vehicles', vehicle.vehicleid, body);
      await invalidate('vehicles');
      setEdits(null);
      setTried(false);
      alertSuccess('Mileage and load saved');
    } catch (error) {
      setServerErrors(failureFieldErrors(error));
      alertError(`Unable to save: ${saveFailureText(error, FIELDS)}`);
    } finally {
      setSaving(false);
    }
  }

  const clientOptions = clients.data?.data ?? [];
  const ownClient = vehicle.client && !clientOptions.some((c) => c.clientid === vehicle.client!.clientid) ? [vehicle.client] : [];

  return (
    <section className={styles.box} aria-label="Mileage and Load">
      <Subtitle2 as="h2">Mileage and Load</Subtitle2>
      <div className={styles.grid}>
        {admin
          ? field(
              'clientid',
              <Select value={draft.clientid} disabled={clients.loading} onChange={(_, data) => change('clientid', data.value)}>
                <option value="">{clients.loading ? 'Loading clients...' : 'Choose a client'}</option>
                {[...ownClient, ...clientOptions].map((client) => (
                  <option key={client.clientid} value={String(client.clientid)}>
                    {client.clientname}
                  </option>
                ))}
              </Select>,
              clients.errorText,
            )
          : null}
        {field('mileage', text('mileage', { inputMode: 'numeric', required: true }))}
        {field('cs_km', text('cs_km', { inputMode: 'numeric', required: true }))}
        <PhotoLoadFields
          clientId={clientId}
          loads={loads}
          draft={draft}
          load={load}
          sentToBay={vehicle.sent_to_bay === true}
          problems={{ client_load_id: message('client_load_id') }}
          onChange={change}
          onLoadAdded={setAdded}
        />
        {field(
          'has_recall',
          <Select value={draft.has_recall} onChange={(_, data) => change('has_recall', data.value)}>
            <option value="">Not known</option>
            <option value="0">No</option>
            <option value="1">Yes</option>
          </Select>,
        )}
        {field('manufacturer', text('manufacturer'))}
        {field('manufacture_date', text('manufacture_date', { type: 'date' }))}
        {field('vehicletype', text('vehicletype'))}
        {kilograms('gvwr_kg')}
        {kilograms('gawr_front_kg')}
        {kilograms('gawr_rear_kg')}
        {field('value_us_dollars', text('value_us_dollars', { inputMode: 'decimal', contentBefore: '$' }), 'Saved as whole dollars')}
      </div>
      <div className={styles.actions}>
        <Button appearance="primary" disabled={saving} onClick={() => void save()}>
          {saving ? 'Saving...' : 'Save Mileage and Load'}
        </Button>
        <Button
          disabled={riBlocked !== null || opener.busy}
          title={riBlocked ?? undefined}
          onClick={() => void opener.open(formPath([vehicle.vehicleid], RI_LABEL_FORM), 'ri-label.pdf')}
        >
          RI Label
        </Button>
        {lotVision ? (
          <Link href={lotVision} target="_blank" rel="noopener noreferrer">
            Lot Vision
          </Link>
        ) : null}
      </div>
      {riBlocked ? <Body1>{riBlocked}</Body1> : null}
    </section>
  );
}
