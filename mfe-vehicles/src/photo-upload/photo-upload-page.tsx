import { Body1, makeStyles, Radio, RadioGroup, Spinner, Subtitle2, Title2, tokens, Field } from '@fluentui/react-components';
import { PHOTO_TEXT, photoNeedsAirbagChoice, type AirbagChoice } from '@portal/contracts/constants';
import { alertError, alertSuccess, messageOf, useApi, useInvalidate, useResourceList, useResourceRecord } from '@portal/web-kit';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { Vehicle } from '../vehicle-shared/vehicle.js';
import { AppLink } from '../vehicle-shared/vehicle-link.js';
import type { VehicleImage } from '../vehicle-images/vehicle-images.js';
import { PhotoCard, type PhotoType } from './photo-card.js';
import { photoCardTypes, positionFields } from './photo-rules.js';
import { photoScreensClosed } from './photo-search-page.js';
import { PhotoVehicleFields } from './photo-vehicle-fields.js';
import { usePosition } from './use-position.js';
import { InspectionSignature } from './inspection-signature.js';
import { RapidPhotos } from './rapid-photos.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '1100px' },
  cards: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: tokens.spacingHorizontalM },
  unset: { backgroundColor: tokens.colorPaletteRedBackground2, padding: tokens.spacingHorizontalS, borderRadius: tokens.borderRadiusMedium },
  muted: { color: tokens.colorNeutralForeground3 },
  tools: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

type PhotoVehicle = Vehicle & { is_pass_airbag_modified?: boolean | null; doc_signatures?: { physicalInspection: { url: string } | null } };

const VEHICLE_QUERY = { with: ['client'], appends: ['doc_signatures'] };
const TYPES_QUERY = { per_page: 100, order_by: [{ field: 'display_order', direction: 'asc' as const }] };

/** The airbag choice as the radio group names it: unset, No (false) or Modified (true). */
function airbagValue(choice: AirbagChoice | undefined): string {
  return choice === true ? 'modified' : choice === false ? 'no' : '';
}

/**
 * /photoupload/{vehicle id} (document 3 §2.4): the vehicle's VIN, year/make/model and client, the
 * passenger airbag modification, and one card per photo type to take (camera), upload, view and delete
 * its photos. Each photo carries the phone's position when the browser gives it.
 */
export function PhotoUploadPage() {
  const styles = useStyles();
  const api = useApi();
  const invalidate = useInvalidate();
  const { vehicleId = '' } = useParams();
  const position = usePosition();
  const vehicle = useResourceRecord<PhotoVehicle>('vehicles', vehicleId, VEHICLE_QUERY);
  const types = useResourceList<PhotoType>('vehicle_image_types', TYPES_QUERY);
  const images = useResourceList<VehicleImage & { mightHasKm?: boolean }>('vehicle_images', {
    per_page: 1000,
    filters: [
      { field: 'vehicleid', op: 'eq', value: vehicleId },
      { field: 'deleted', op: 'eq', value: '0' },
    ],
  });
  const [savingAirbag, setSavingAirbag] = useState(false);
  // The choice shows as soon as it is made; a refused save puts back what the vehicle holds.
  const [airbagChoice, setAirbagChoice] = useState<string | null>(null);

  if (photoScreensClosed()) return <Body1 role="alert">{PHOTO_TEXT.clientsOnly}</Body1>;
  if (vehicle.loading) return <Spinner label="Loading..." />;
  if (!vehicle.data) {
    return (
      <Body1 role="alert">
        {vehicle.errorText ?? 'Vehicle not found'} <AppLink to="/photoupload">Search again</AppLink>
      </Body1>
    );
  }
  const record = vehicle.data;
  const airbag = record.is_pass_airbag_modified;

  async function saveAirbag(value: string) {
    setSavingAirbag(true);
    setAirbagChoice(value);
    try {
      await api.updateResource('vehicles', record.vehicleid, { is_pass_airbag_modified: value === 'modified' });
      await vehicle.refetch();
    } catch (error) {
      alertError(`Unable to update: ${messageOf(error)}`);
    } finally {
      setAirbagChoice(null);
      setSavingAirbag(false);
    }
  }

  // Finishing an upload or a delete reads the vehicle and its photos again (document 3 §2.4).
  async function changed() {
    await invalidate('vehicle_images');
    await Promise.all([images.refetch(), vehicle.refetch()]);
  }

  async function upload(type: PhotoType, file: File): Promise<boolean> {
    const form = new FormData();
    form.append('photo', file);
    form.append('vehicleId', String(record.vehicleid));
    form.append('note', '');
    form.append('type', String(type.id));
    const where = positionFields(position.status === 'known' ? position : null);
    for (const [name, value] of Object.entries(where)) form.append(name, value);
    try {
      await api.request({ method: 'POST', path: `/api/vehicles/${record.vehicleid}/images`, body: form });
      await changed();
      return true;
    } catch {
      // A failed photo upload clears its preview and says nothing more (document 3 §8).
      return false;
    }
  }

  async function remove(image: VehicleImage) {
    try {
      await api.request({ method: 'DELETE', path: `/api/vehicle_images/${image.pwimageid}` });
      alertSuccess('Image deleted');
      await changed();
    } catch (error) {
      alertError(`Unable to delete image: ${messageOf(error)}`);
    }
  }

  const all = images.data?.data ?? [];
  return (
    <section className={styles.page} aria-label="Vehicle Photos">
      <Title2 as="h1">Vehicle Photos</Title2>
      <div>
        <Subtitle2 as="p" block>
          {record.vehiclevin}
        </Subtitle2>
        <Body1 as="p" block>
          {[record.yr, record.make, record.model].filter((part) => part !== null && part !== undefined && part !== '').join(' ')}
        </Body1>
        <Body1 as="p" block>
          {record.client?.clientname ?? ''}
        </Body1>
        <Body1 as="p" block className={styles.muted}>
          {position.status === 'known'
            ? `Position ${position.latitude.toFixed(5)}, ${position.longitude.toFixed(5)}`
            : position.status === 'asking'
              ? 'Finding position...'
              : PHOTO_TEXT.positionNotAvailable}
        </Body1>
        <AppLink to={`/vehicles/${record.vehicleid}`}>Vehicle details</AppLink> · <AppLink to="/photoupload">Another vehicle</AppLink>
      </div>
      <PhotoVehicleFields vehicleId={String(record.vehicleid)} />
      <div className={styles.tools}>
        <RapidPhotos types={photoCardTypes(types.data?.data ?? [])} airbag={airbag} onUpload={upload} />
        <InspectionSignature vehicleid={record.vehicleid} signed={!!record.doc_signatures?.physicalInspection} onSigned={vehicle.refetch} />
      </div>
      <Field label="Passenger airbag modification" className={airbag === null || airbag === undefined ? styles.unset : undefined}>
        <RadioGroup layout="horizontal" value={airbagChoice ?? airbagValue(airbag)} disabled={savingAirbag} onChange={(_, data) => void saveAirbag(data.value)}>
          <Radio value="no" label="No" />
          <Radio value="modified" label="Modified" />
        </RadioGroup>
      </Field>
      {types.loading || images.loading ? <Spinner size="tiny" label="Loading photos..." /> : null}
      {types.errorText || images.errorText ? <Body1 role="alert">{types.errorText ?? images.errorText}</Body1> : null}
      <div className={styles.cards}>
        {photoCardTypes(types.data?.data ?? []).map((type) => (
          <PhotoCard
            key={type.id}
            type={type}
            images={all.filter((image) => image.imagetype === type.id)}
            blocked={photoNeedsAirbagChoice(type.id, airbag) ? 'Choose the passenger airbag modification first' : null}
            onUpload={(file) => upload(type, file)}
            onDelete={remove}
          />
        ))}
      </div>
    </section>
  );
}
