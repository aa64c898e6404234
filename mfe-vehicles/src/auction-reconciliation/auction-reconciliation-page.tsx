import {
  Body1,
  Button,
  Field,
  ProgressBar,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AppLink, alertError, alertSuccess, lookupOptions, messageOf, useApi, useLoad, type ApiClient } from '@portal/web-kit';
import { useRef, useState } from 'react';
import { FileDropZone } from '../vehicle-shared/file-drop-zone.js';
import { findColumns, readLines, reconciledFields, type SheetLine } from './reconcile-sheet.js';

/** The spec's pause between two vehicle lookups (document 2 §9), so a long sheet does not crowd out the staff's own work. */
const LOOKUP_PAUSE_MS = 250;

type Outcome = { state: 'waiting' } | { state: 'updated'; vehicleid: number } | { state: 'skipped' | 'failed'; reason: string };

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end', marginBlock: tokens.spacingVerticalM },
  red: { color: tokens.colorPaletteRedForeground1 },
});

const loadAuctions = lookupOptions('auctions', 'auctionid', 'auctionname', { order_by: [{ field: 'auctionname' }] });

/** /management/autoims (document 2 §2): drop an auction's CSV, pick the auction, and write its lot and stock on the vehicles it names. */
export function AuctionReconciliationPage() {
  const styles = useStyles();
  const api = useApi();
  const auctions = useLoad(['autoims-auctions'], () => loadAuctions(api));
  const [auction, setAuction] = useState('');
  const [lines, setLines] = useState<SheetLine[] | null>(null);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const [running, setRunning] = useState(false);
  const stopped = useRef(false);

  async function take(file: File) {
    if (!auction) return alertError('Must Select Auction');
    if (!file.name.toLowerCase().endsWith('.csv')) return alertError(`${file.name} is not valid. Only .csv files can be reconciled.`);
    try {
      const form = new FormData();
      form.append('file', file);
      const read = await api.request<{ rows: string[][] }>({ method: 'POST', path: '/api/reports/management/vehicleMassUpload', body: form });
      const columns = findColumns(read.rows);
      if (typeof columns === 'string') return alertError(columns);
      const found = readLines(read.rows, columns);
      setLines(found);
      setOutcomes(found.map(() => ({ state: 'waiting' })));
      await reconcile(found, Number(auction));
    } catch (error) {
      alertError(messageOf(error));
    }
  }

  async function reconcile(found: SheetLine[], auctionId: number) {
    stopped.current = false;
    setRunning(true);
    let updated = 0;
    for (const [index, line] of found.entries()) {
      if (stopped.current) break;
      const outcome = await reconcileLine(api, line, auctionId);
      if (outcome.state === 'updated') updated += 1;
      setOutcomes((all) => all.map((o, i) => (i === index ? outcome : o)));
      if (line.vin) await pause(LOOKUP_PAUSE_MS);
    }
    setRunning(false);
    alertSuccess(`${updated} of ${found.length} vehicles updated`);
  }

  const done = outcomes.filter((o) => o.state !== 'waiting').length;
  return (
    <section aria-label="AutoIMS Reconciliation">
      <Title3 as="h1">AutoIMS Reconciliation</Title3>
      <div className={styles.bar}>
        <Field label="Auction" required validationMessage={auction ? undefined : 'Auction must be selected'}>
          <Select value={auction} onChange={(_, d) => setAuction(d.value)} disabled={running}>
            <option value="">{auctions.loading ? 'Loading auctions…' : 'Choose…'}</option>
            {(auctions.data ?? []).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </Field>
        {running && <Button onClick={() => (stopped.current = true)}>Stop</Button>}
      </div>
      {auctions.error != null && <Body1 className={styles.red}>The auctions could not be loaded: {messageOf(auctions.error)}</Body1>}
      <FileDropZone accept=".csv" label="Auction CSV" disabled={running} onFile={(file) => void take(file)}>
        Drop the auction&apos;s CSV here, or click to choose it. The VIN is read from the Description column; Lot ID and Auc. WO/SN are optional.
      </FileDropZone>
      {lines === null ? (
        <Body1>No sheet yet.</Body1>
      ) : lines.length === 0 ? (
        <Body1>The sheet has no rows under its header.</Body1>
      ) : (
        <>
          <ProgressBar value={done / lines.length} aria-label="Reconciled" />
          <Body1>{`Checked ${done} of ${lines.length}`}</Body1>
          <ReconciliationTable lines={lines} outcomes={outcomes} />
        </>
      )}
    </section>
  );
}

/** One line: the vehicle is updated only when exactly one in the register has its VIN (document 2 §5). */
async function reconcileLine(api: ApiClient, line: SheetLine, auctionId: number): Promise<Outcome> {
  if (!line.vin) return { state: 'skipped', reason: 'No VIN in the description' };
  try {
    const found = await api.listResource<{ vehicleid: number }>('vehicles', { filters: [{ field: 'vehiclevin', op: 'eq', value: line.vin }], per_page: 2 });
    if (found.total === 0) return { state: 'skipped', reason: 'Not in the system' };
    if (found.total > 1) return { state: 'skipped', reason: `${found.total} vehicles have this VIN: none updated` };
    const vehicleid = found.data[0].vehicleid;
    await api.updateResource('vehicles', vehicleid, reconciledFields(line, auctionId));
    return { state: 'updated', vehicleid };
  } catch (error) {
    return { state: 'failed', reason: messageOf(error) };
  }
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function ReconciliationTable({ lines, outcomes }: { lines: SheetLine[]; outcomes: Outcome[] }) {
  const styles = useStyles();
  return (
    <Table aria-label="Reconciled rows" size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Row</TableHeaderCell>
          <TableHeaderCell>VIN</TableHeaderCell>
          <TableHeaderCell>Lot ID</TableHeaderCell>
          <TableHeaderCell>Auc. WO/SN</TableHeaderCell>
          <TableHeaderCell>Result</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {lines.map((line, index) => {
          const outcome = outcomes[index];
          return (
            <TableRow key={line.row}>
              <TableCell>{line.row}</TableCell>
              <TableCell>{line.vin ?? ''}</TableCell>
              <TableCell>{line.lot}</TableCell>
              <TableCell>{line.stock}</TableCell>
              <TableCell className={outcome.state === 'failed' || outcome.state === 'skipped' ? styles.red : undefined}>
                {outcome.state === 'waiting' ? (
                  'Waiting'
                ) : outcome.state === 'updated' ? (
                  <AppLink to={`/vehicles/${outcome.vehicleid}`}>Updated</AppLink>
                ) : (
                  outcome.reason
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
