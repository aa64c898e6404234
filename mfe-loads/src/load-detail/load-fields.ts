import { LOAD_TEXT, LOAD_TYPE_LABEL } from '@portal/contracts/constants';
import type { FormFieldDef, Option, OptionsLoader, Session } from '@portal/web-kit';
import { clientField } from '../shared/client-choice.js';

const loaders = new Map<string, OptionsLoader>();

/** A client's locations, drivers or transporters for a load's choices; one loader per client and kind, so lookups are cached. */
function ofClient(resource: string, clientId: number, label: (row: Record<string, unknown>) => string): OptionsLoader {
  const key = `${resource}:${clientId}`;
  let loader = loaders.get(key);
  if (!loader) {
    loader = async (api) => {
      const page = await api.listResource<Record<string, unknown>>(resource, { per_page: 1000, filters: [{ field: 'client_id', op: 'eq', value: clientId }] });
      return page.data.map((row) => ({ value: String(row.id), label: label(row) }));
    };
    loaders.set(key, loader);
  }
  return loader;
}

const locationLabel = (row: Record<string, unknown>) => [row.alias, row.name].filter(Boolean).join(' - ');
const driverLabel = (row: Record<string, unknown>) => `${String(row.first_name ?? '')} ${String(row.last_name ?? '')}`.trim();

export const LOAD_TYPE_OPTIONS = Object.entries(LOAD_TYPE_LABEL).map(([value, label]) => ({ value, label }));

/** The Basic Details tab (document 2 §3): the client's own locations, driver and transporter are offered. */
export function loadFields(session: Session, clientId: number): FormFieldDef[] {
  const location = ofClient('client_locations', clientId, locationLabel);
  return [
    clientField(session),
    { name: 'name', label: 'Load Number', required: true },
    { name: 'load_type', label: 'Load Type', kind: 'choice', options: LOAD_TYPE_OPTIONS, text: true, allowEmpty: false },
    {
      name: 'client_transporter_id',
      label: 'Transporter',
      kind: 'choice',
      loadOptions: ofClient('client_transporters', clientId, (r) => String(r.name)),
      allowEmpty: true,
    },
    { name: 'location_from_id', label: 'From', kind: 'choice', loadOptions: location, allowEmpty: true },
    { name: 'location_to_id', label: 'To', kind: 'choice', loadOptions: location, allowEmpty: true },
    { name: 'location_pickup_id', label: 'Pickup', kind: 'choice', loadOptions: location, allowEmpty: true },
    { name: 'client_driver_id', label: 'Driver', kind: 'choice', loadOptions: ofClient('client_drivers_full', clientId, driverLabel), allowEmpty: true },
    { name: 'port', label: 'Port' },
    { name: 'port_us', label: 'US Port' },
    { name: 'date_departure', label: 'Departure Date', kind: 'date' },
    { name: 'paps_number', label: 'Paps Number' },
    { name: 'bkg_number', label: 'BKG Number' },
    { name: 'total_value', label: 'Total Value', kind: 'money' },
  ];
}

/** What the load page loads (document 2 §7). */
export const LOAD_RELATIONS = ['vehicles', 'client', 'transporter', 'from', 'to', 'pickup', 'driver', 'created_by_user', 'bay_shipment'];
export const LOAD_APPENDS = ['vehicles_count', 'bay_readiness'];
export const STAFF_LOAD_APPENDS = [...LOAD_APPENDS, 'soc_ready'];

/** The choices that, left empty, mean the client was not set up yet (document 2 §8), and what they then say. */
const SETUP_HINTS: Readonly<Record<string, string>> = {
  client_transporter_id: LOAD_TEXT.CLIENT_HAS_NO_TRANSPORTERS,
  location_from_id: LOAD_TEXT.CLIENT_HAS_NO_LOCATIONS,
  location_to_id: LOAD_TEXT.CLIENT_HAS_NO_LOCATIONS,
  location_pickup_id: LOAD_TEXT.CLIENT_HAS_NO_LOCATIONS,
};

/**
 * The fields as the page shows them: a transporter or location choice that came back empty says the
 * client has none. Only once the lookups answered (`settled`): a failed or pending one says nothing.
 */
export function withSetupHints(
  fields: ReadonlyArray<FormFieldDef>,
  options: Readonly<Record<string, ReadonlyArray<Option> | undefined>>,
  settled: boolean,
): FormFieldDef[] {
  return fields.map((field) => {
    const hint = SETUP_HINTS[field.name];
    return settled && hint && options[field.name]?.length === 0 ? { ...field, hint } : field;
  });
}

/** The refused-delete alert (document 2 §8): "Unable to delete load" once, then the reason. */
export function deleteRefusedText(reason: string): string {
  return reason.startsWith(LOAD_TEXT.DELETE_REFUSED) ? reason : `${LOAD_TEXT.DELETE_REFUSED}: ${reason}`;
}
