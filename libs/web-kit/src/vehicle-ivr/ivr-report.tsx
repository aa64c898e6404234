import {
  Body1,
  Button,
  Link,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { readConformance } from '@portal/contracts/call-routes';
import { CONFORMITY_ACTIONS, DOCUMENT_PACKAGES, IVR_NOT_COMPLETE, packagePath } from '@portal/contracts/constants';
import { useState, type ReactNode } from 'react';
import { alertError } from '../alerts/alerts.js';
import { openAuthorizedFile } from '../api/authorized-file.js';
import { messageOf } from '../api/errors.js';
import { useCall, useResourceList } from '../data/use-data.js';
import { businessToday, formatDate, formatStamp } from '../format/format.js';
import { exitPhotoText, physicalReleaseDate } from './ivr-dates.js';

/** What the IVR shows of a vehicle (document 3 §2.3, §2.8). */
export interface IvrVehicle {
  vehicleid: number;
  vehiclevin: string;
  yr?: unknown;
  make?: unknown;
  model?: unknown;
  client?: { clientname?: string | null } | null;
  nhtsa_conformance_location?: { name?: string | null; city?: string | null; state?: string | null } | null;
  crossedborderdate?: unknown;
  confirmedladeddate?: unknown;
  submitteddotdate?: unknown;
  vaultreleasedate?: unknown;
  bondreleasedate?: unknown;
  has_recall?: unknown;
}

export interface IvrImage {
  pwimageid: number;
  dateuploaded: string;
  type?: { id: number; name: string } | null;
}

export interface IvrConformanceItem {
  id: number;
  description: string;
  is_remediated: number | null;
  completed_date: string | null;
  completed_by_user?: { name?: string | null } | null;
}

export interface IvrConformance {
  items?: IvrConformanceItem[];
}

const useStyles = makeStyles({
  red: { color: tokens.colorPaletteRedForeground1 },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
});

/** The first upload of an image type whose name matches, e.g. the entry or exit photo. */
export function firstUpload(images: readonly IvrImage[], pattern: RegExp): IvrImage | undefined {
  return images.filter((i) => pattern.test(i.type?.name ?? '')).sort((a, b) => a.dateuploaded.localeCompare(b.dateuploaded))[0];
}

/** NHTSA's recall lookup of a VIN, where the recalls and their remedies are listed. */
export function recallLink(vin: string): string {
  return `https://www.nhtsa.gov/recalls?vin=${encodeURIComponent(vin)}`;
}

/**
 * What the IVR reads besides the vehicle: its photos (not deleted) and its Conformance Plus. `data` comes
 * once both answered; `error` is the first failure.
 */
export function useIvrDetails(vehicleId: number | string, enabled = true) {
  const images = useResourceList<IvrImage>(
    'vehicle_images',
    {
      per_page: 1000,
      filters: [
        { field: 'vehicleid', op: 'eq', value: String(vehicleId) },
        { field: 'deleted', op: 'eq', value: '0' },
      ],
      with: ['type'],
    },
    { enabled },
  );
  const inspection = useCall(readConformance, { params: { id: String(vehicleId) } }, { enabled });
  const failed = [images, inspection].find((r) => r.errorText);
  return {
    loading: !failed && (images.loading || inspection.loading),
    error: failed?.errorText,
    data:
      !failed && images.data && inspection.data
        ? { images: images.data.data, conformance: (inspection.data.conformance as IvrConformance | null) ?? null }
        : undefined,
    refetch: () => Promise.all([images.refetch(), inspection.refetch()]),
  };
}

/**
 * A vehicle's IVR (document 3 §2.3, §2.8, §4, §8): its dates, the entry, speedo and exit photos ('Missing' in
 * red without them), the physical release, its recall lookup, the DOT package and the conformance items
 * ('NO CONFORMANCE ITEMS' in red without any). The vehicle page and the IVR generator's cards show it alike.
 */
export function IvrReport({ vehicle: v, images, conformance }: { vehicle: IvrVehicle; images: readonly IvrImage[]; conformance: IvrConformance | null }) {
  const styles = useStyles();
  const entry = firstUpload(images, /entry/i);
  const exit = firstUpload(images, /exit/i);
  const speedo = firstUpload(images, /odometer|speedo/i);
  const release = physicalReleaseDate(v.vaultreleasedate as string | null, exit?.dateuploaded, v.bondreleasedate as string | null);
  const items = conformance?.items ?? [];
  const location = v.nhtsa_conformance_location;
  return (
    <>
      {!v.bondreleasedate ? (
        <Title1 as="p" className={styles.red}>
          {IVR_NOT_COMPLETE}
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
        <Fact label="Photos">{String(images.length)}</Fact>
      </dl>
      <div className={styles.links}>
        <DotPackageLink vehicleId={v.vehicleid} />
        <Link href={recallLink(v.vehiclevin)} target="_blank" rel="noopener">
          {v.has_recall === 1 ? 'Recalls (this vehicle has a recall)' : 'Recalls'}
        </Link>
      </div>
      <Subtitle2 as="h3">Conformance</Subtitle2>
      {items.length === 0 ? (
        <Body1 className={styles.red}>NO CONFORMANCE ITEMS</Body1>
      ) : (
        <Table size="small" aria-label={`IVR conformance items ${v.vehiclevin}`}>
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

/**
 * Opens a protected PDF in a new tab (or saves it), busy until it is there; a refusal is told as "Unable to
 * print: ...". The IVR's DOT package, the conformity document and the Hudson packages come this way.
 */
export function useDocumentOpener(): { busy: boolean; open: (path: string, fallbackName: string, save?: boolean) => Promise<void> } {
  const [busy, setBusy] = useState(false);
  async function open(path: string, fallbackName: string, save = false) {
    setBusy(true);
    try {
      await openAuthorizedFile(path, save, fallbackName);
    } catch (error) {
      alertError(`Unable to print: ${messageOf(error)}`);
    } finally {
      setBusy(false);
    }
  }
  return { busy, open };
}

/** The vehicle's DOT package (the IVR package, document 3 §7: forms 15, 17, 16, 25, 24, 9), opened in a new tab. */
function DotPackageLink({ vehicleId }: { vehicleId: number }) {
  const opener = useDocumentOpener();
  return (
    <Button
      appearance="primary"
      disabled={opener.busy}
      onClick={() => void opener.open(packagePath([vehicleId], DOCUMENT_PACKAGES.ivr.docs), 'dot-package.pdf')}
    >
      {opener.busy ? 'Preparing DOT package...' : 'DOT Package PDF'}
    </Button>
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
