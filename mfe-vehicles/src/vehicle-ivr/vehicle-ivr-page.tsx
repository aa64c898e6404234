import {
  Body1,
  Button,
  makeStyles,
  Spinner,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title1,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { readConformance } from '@portal/contracts/call-routes';
import { businessToday, formatDate, formatStamp, useCall, useResourceList, useResourceRecord } from '@portal/web-kit';
import { DOCUMENT_PACKAGES, packagePath } from '@portal/contracts/constants';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { CONFORMITY_ACTIONS, type ConformanceAnswer } from '../vehicle-conformance/conformance-page.js';
import { openDocument } from '../vehicle-documents/vehicle-documents.js';
import type { VehicleImage } from '../vehicle-images/vehicle-images.js';
import type { Vehicle } from '../vehicle-shared/vehicle.js';
import { AppLink } from '../vehicle-shared/vehicle-link.js';
import { exitPhotoText, physicalReleaseDate } from './ivr-dates.js';

export const NOT_COMPLETE = 'Vehicle is not complete';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  red: { color: tokens.colorPaletteRedForeground1 },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
});

interface IvrData {
  vehicle: Vehicle;
  images: VehicleImage[];
  conformance: ConformanceAnswer['conformance'];
}

/** The first upload of an image type whose name matches, e.g. the entry or exit photo. */
function firstUpload(images: VehicleImage[], pattern: RegExp): VehicleImage | undefined {
  return images.filter((i) => pattern.test(i.type?.name ?? '')).sort((a, b) => a.dateuploaded.localeCompare(b.dateuploaded))[0];
}

/** The Vehicle IVR report (document 3 §2.3, §4). */
export function VehicleIvrPage() {
  const styles = useStyles();
  const { vehicleId = '' } = useParams();
  const vehicle = useResourceRecord<Vehicle>('vehicles', vehicleId);
  const images = useResourceList<VehicleImage>('vehicle_images', {
    per_page: 1000,
    filters: [
      { field: 'vehicleid', op: 'eq', value: vehicleId },
      { field: 'deleted', op: 'eq', value: '0' },
    ],
    with: ['type'],
  });
  const inspection = useCall(readConformance, { params: { id: vehicleId } });
  // The report needs all three: it shows when each answered, or the first failure.
  const reads = [vehicle, images, inspection];
  const failed = reads.find((r) => r.errorText);
  const state = {
    loading: !failed && reads.some((r) => r.loading),
    error: failed?.errorText,
    data:
      !failed && vehicle.data && images.data && inspection.data
        ? { vehicle: vehicle.data, images: images.data.data, conformance: (inspection.data as ConformanceAnswer).conformance }
        : undefined,
  };

  const data = state.data;
  return (
    <section className={styles.page}>
      <AppLink to={`/vehicles/${vehicleId}`}>Back to Vehicle Details</AppLink>
      <Title3 as="h2">Vehicle IVR</Title3>
      {state.loading ? <Spinner size="small" label="Loading..." /> : null}
      {state.error ? (
        <Body1 className={styles.red} role="alert">
          {state.error}
        </Body1>
      ) : null}
      {data ? <IvrReport data={data} /> : null}
    </section>
  );
}

function IvrReport({ data }: { data: IvrData }) {
  const styles = useStyles();
  const v = data.vehicle;
  const entry = firstUpload(data.images, /entry/i);
  const exit = firstUpload(data.images, /exit/i);
  const speedo = firstUpload(data.images, /odometer|speedo/i);
  const release = physicalReleaseDate(v.vaultreleasedate as string | null, exit?.dateuploaded, v.bondreleasedate as string | null);
  const items = data.conformance?.items ?? [];
  const location = v.nhtsa_conformance_location as { name?: string; city?: string; state?: string } | null | undefined;
  return (
    <>
      {!v.bondreleasedate ? (
        <Title1 as="p" className={styles.red}>
          {NOT_COMPLETE}
        </Title1>
      ) : null}
      <dl className={styles.facts}>
        <Fact label="VIN">{v.vehiclevin}</Fact>
        <Fact label="Vehicle">{[v.yr, v.make, v.model].filter(Boolean).join(' ')}</Fact>
        <Fact label="Client">{v.client?.clientname ?? ''}</Fact>
        <Fact label="Conformance location">{location ? [location.name, location.city, location.state].filter(Boolean).join(', ') : ''}</Fact>
        <Fact label="Crossed border">{formatDate(v.crossedborderdate as string)}</Fact>
        <Fact label="Physical possession">{formatDate(v.confirmedladeddate as string)}</Fact>
        <Fact label="Entry photo">{entry ? formatStamp(entry.dateuploaded) : <span className={styles.red}>Missing</span>}</Fact>
        <Fact label="Speedo image">{speedo ? formatStamp(speedo.dateuploaded) : <span className={styles.red}>Missing</span>}</Fact>
        <Fact label="Submitted to DOT">{formatDate(v.submitteddotdate as string)}</Fact>
        <Fact label="Vault release">{formatDate(v.vaultreleasedate as string)}</Fact>
        <Fact label="Bond release">{formatDate(v.bondreleasedate as string)}</Fact>
        <Fact label="Exit photo">
          {exit ? formatStamp(exit.dateuploaded) : exitPhotoText(v.bondreleasedate as string, v.vaultreleasedate as string, businessToday())}
        </Fact>
        <Fact label="Physical release">{release ?? ''}</Fact>
      </dl>
      <DotPackageLink vehicleId={v.vehicleid} />
      <Subtitle2 as="h3">Conformance</Subtitle2>
      {items.length === 0 ? (
        <Body1 className={styles.red}>NO CONFORMANCE ITEMS</Body1>
      ) : (
        <Table size="small" aria-label="IVR conformance items">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Item</TableHeaderCell>
              <TableHeaderCell>Action</TableHeaderCell>
              <TableHeaderCell>Completed</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.id}>
                <TableCell>{item.description}</TableCell>
                <TableCell>{CONFORMITY_ACTIONS.find(([value]) => value === String(item.is_remediated))?.[1] ?? ''}</TableCell>
                <TableCell>{item.completed_date ? `${formatStamp(item.completed_date)} ${item.completed_by_user?.name ?? ''}` : ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}

/** The vehicle's DOT package (the IVR package, document 3 §7: forms 15, 17, 16, 25, 24, 9), opened in a new tab. */
function DotPackageLink({ vehicleId }: { vehicleId: number }) {
  const [busy, setBusy] = useState(false);
  const path = packagePath([vehicleId], DOCUMENT_PACKAGES.ivr.docs);
  async function open() {
    setBusy(true);
    try {
      await openDocument(path, false, 'dot-package.pdf');
    } finally {
      setBusy(false);
    }
  }
  return (
    <div>
      <Button appearance="primary" disabled={busy} onClick={() => void open()}>
        {busy ? 'Preparing DOT package...' : 'DOT Package PDF'}
      </Button>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>{children || '—'}</dd>
    </>
  );
}
