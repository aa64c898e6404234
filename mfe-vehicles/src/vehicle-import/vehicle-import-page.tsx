import {
  Body1,
  Button,
  Checkbox,
  Field,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Select,
  Spinner,
  TableBody,
  TableCell,
  TableRow,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { undoImport } from '@portal/contracts/call-routes';
import { alertError, alertSuccess, call, FittedTable, lookupOptions, useApi, useFittedCellClasses, useLoad } from '@portal/web-kit';
import { useState } from 'react';
import { ColumnSelect } from './column-select.js';
import { useBusyWork } from './use-busy-work.js';
import { useCheckJob, type CheckedRow } from './use-check-job.js';
import { useImportJob, type ImportOutcome as Outcome, type RunningImport } from './use-import-job.js';
import { ACCEPT_ATTRIBUTE, columnOptions, guessColumn, readSheetFile, rejectedFile, toggled, type UploadedSheet } from './import-columns.js';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end', marginBlock: tokens.spacingVerticalM },
  red: { color: tokens.colorPaletteRedForeground1 },
  refused: { color: tokens.colorPaletteRedForeground1 },
});

const loadClients = lookupOptions('clients_active', 'clientid', 'clientname', { order_by: [{ field: 'clientname' }] });
const loadTypes = lookupOptions('title_application_types', 'titleapplicationid', 'titleapplicationtype', { order_by: [{ field: 'titleapplicationtype' }] });

/** /management/vehicleFileUpload (document 2 §2): upload a sheet, map its columns, check every VIN, create the checked rows. */
export function VehicleImportPage() {
  const styles = useStyles();
  const api = useApi();
  const [file, setFile] = useState<UploadedSheet | null>(null);
  const [hasHeaders, setHasHeaders] = useState(true);
  const [columns, setColumns] = useState({ vin: '', odo: '', price: '' });
  const [checked, setChecked] = useState<CheckedRow[] | null>(null);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [target, setTarget] = useState({ clientid: '', titleprocessingtype: '' });
  const { busy, run: busyWith } = useBusyWork();
  // The last import's outcome, or why it has none; a person who left the page while it ran finds either
  // here when coming back (the notice that told it has gone by then), until moving on to other work.
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const job = useImportJob(
    (answer, { finishedNow }) => {
      setOutcome(answer);
      setFailure(null);
      if (finishedNow && !answer.dryRun) alertSuccess(`${answer.created} vehicle${answer.created === 1 ? '' : 's'} added`);
    },
    (reason) => {
      setOutcome(null);
      setFailure(reason);
    },
  );
  const moveOn = () => {
    setOutcome(null);
    setFailure(null);
    job.forget();
  };
  const checkJob = useCheckJob();
  const lookups = useLoad(['vehicle-import-lookups'], async () => ({ clients: await loadClients(api), types: await loadTypes(api) }));

  function upload(picked: File | undefined) {
    if (!picked) return;
    const rejected = rejectedFile(picked.name);
    if (rejected) return alertError(rejected);
    busyWith('Reading the file…', async () => {
      const read = await readSheetFile(api, picked);
      setFile(read);
      setChecked(null);
      moveOn();
      setColumns({ vin: guessColumn(read.rows, /vin/i), odo: guessColumn(read.rows, /odo|mile/i), price: guessColumn(read.rows, /price|cost|value/i) });
    });
  }

  function process() {
    if (!file) return;
    busyWith('Decoding every VIN…', async () => {
      const column = (v: string) => (v === '' ? null : Number(v));
      const rows = await checkJob.check({
        vinColumn: Number(columns.vin),
        odoColumn: column(columns.odo),
        priceColumn: column(columns.price),
        hasHeaders,
        data: file.rows,
      });
      if (!rows) return;
      setChecked(rows);
      setChosen(new Set(rows.filter((r) => r.checked).map((r) => r.row)));
      moveOn();
    });
  }

  function create(dryRun: boolean) {
    if (!checked) return;
    moveOn();
    busyWith(dryRun ? 'Queuing the dry run…' : 'Queuing the import…', async () => {
      const rows = checked.filter((r) => chosen.has(r.row)).map((r) => ({ row: r.row, vin: r.vin, odo: r.odo, price: r.price }));
      const body = { clientid: Number(target.clientid), titleprocessingtype: Number(target.titleprocessingtype), filename: file?.filename, dryRun, rows };
      await job.start(body);
    });
  }

  function undo(importId: number) {
    busyWith('Undoing the import…', async () => {
      const answer = await call(api, undoImport, { params: { id: String(importId) } });
      alertSuccess(`Import undone: ${answer.removed} vehicle${answer.removed === 1 ? '' : 's'} removed`);
      moveOn();
    });
  }

  const ready = !!checked && columns.vin !== '' && target.clientid !== '' && target.titleprocessingtype !== '' && chosen.size > 0 && !busy && !job.running;
  const options = file ? columnOptions(file.rows, hasHeaders) : [];
  const pick = (key: keyof typeof columns, label: string, required = false) => (
    <ColumnSelect label={label} value={columns[key]} options={options} required={required} onChange={(value) => setColumns((c) => ({ ...c, [key]: value }))} />
  );

  return (
    <section aria-label="Vehicle File Upload">
      <Title3 as="h1">Vehicle File Upload</Title3>
      <div className={styles.bar}>
        <Field label="File (.csv, .xlsx, .xls)">
          <input type="file" accept={ACCEPT_ATTRIBUTE} aria-label="File to import" onChange={(e) => upload(e.target.files?.[0])} disabled={!!busy} />
        </Field>
        {busy && <Spinner size="tiny" label={busy} />}
      </div>
      {/* Outside the file's section: an import picked up after leaving the page has no file on screen. */}
      {job.running && <ImportProgress running={job.running} />}
      {checkJob.checking && <ImportProgress running={checkJob.checking} label="Check progress" />}
      {outcome && <ImportOutcome outcome={outcome} onUndo={undo} busy={!!busy} />}
      {failure && (
        <section aria-label="Import result">
          <MessageBar intent="error">
            <MessageBarBody>{failure}</MessageBarBody>
          </MessageBar>
        </section>
      )}
      {!file ? (
        <Body1>No file yet: choose a spreadsheet or CSV with a VIN column.</Body1>
      ) : (
        <>
          <div className={styles.bar}>
            <Body1>
              {file.filename}: {file.rows.length.toLocaleString('en-US')} rows
            </Body1>
            <Checkbox label="First row is headers" checked={hasHeaders} onChange={(_, d) => setHasHeaders(!!d.checked)} />
            {pick('vin', 'VIN column', true)}
            {pick('odo', 'Odometer column')}
            {pick('price', 'Price column')}
            <Button onClick={process} disabled={columns.vin === '' || !!busy}>
              Process
            </Button>
          </div>
          {checked && (
            <>
              <div className={styles.bar}>
                <Field label="Client" required validationMessage={target.clientid ? undefined : 'Required'}>
                  <Select value={target.clientid} onChange={(_, d) => setTarget((t) => ({ ...t, clientid: d.value }))}>
                    <option value="">Choose…</option>
                    {(lookups.data?.clients ?? []).map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Field label="Title Application Type" required validationMessage={target.titleprocessingtype ? undefined : 'Required'}>
                  <Select value={target.titleprocessingtype} onChange={(_, d) => setTarget((t) => ({ ...t, titleprocessingtype: d.value }))}>
                    <option value="">Choose…</option>
                    {(lookups.data?.types ?? []).map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Button onClick={() => create(true)} disabled={!ready}>
                  Dry Run
                </Button>
                <Button appearance="primary" onClick={() => create(false)} disabled={!ready}>
                  Add Vehicles ({chosen.size})
                </Button>
              </div>
              <CheckedTable rows={checked} chosen={chosen} onToggle={(row, on) => setChosen((s) => toggled(s, row, on))} />
            </>
          )}
        </>
      )}
    </section>
  );
}

function ImportProgress({ running, label = 'Import progress' }: { running: RunningImport; label?: string }) {
  return (
    <Field label={label} validationState="none" validationMessage={running.message}>
      <ProgressBar value={running.percent / 100} aria-label={label} />
    </Field>
  );
}

function ImportOutcome({ outcome, onUndo, busy }: { outcome: Outcome; onUndo(id: number): void; busy: boolean }) {
  const styles = useStyles();
  const refused = outcome.rows.filter((r) => r.outcome === 'refused');
  const made = outcome.dryRun ? `Dry run: ${outcome.created} vehicles would be created` : `${outcome.created} vehicles created`;
  return (
    <section aria-label="Import result">
      <Body1>{`${made}, ${outcome.refused} refused (import ${outcome.importId}).`}</Body1>
      {!outcome.dryRun && outcome.created > 0 && (
        <Button onClick={() => onUndo(outcome.importId)} disabled={busy}>
          Undo Import
        </Button>
      )}
      {refused.length > 0 && (
        <ul className={styles.refused}>
          {refused.map((r) => (
            <li key={r.row}>
              Row {r.row} {r.vin}: {r.reason}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const CHECKED_ROW_HEADERS = ['Add', 'Row', 'VIN', 'Odometer', 'Price', 'Year / Make / Model', 'Body Class', 'Warnings'];

function CheckedTable({ rows, chosen, onToggle }: { rows: CheckedRow[]; chosen: Set<number>; onToggle(row: number, on: boolean): void }) {
  const styles = useStyles();
  const cells = useFittedCellClasses();
  return (
    <FittedTable aria-label="Rows to import" size="small" headers={CHECKED_ROW_HEADERS}>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.row} className={r.flags.length ? styles.red : undefined}>
            <TableCell>
              <Checkbox aria-label={`Add row ${r.row}`} checked={chosen.has(r.row)} onChange={(_, d) => onToggle(r.row, !!d.checked)} />
            </TableCell>
            <TableCell>{r.row}</TableCell>
            <TableCell className={cells.vin}>{r.vin}</TableCell>
            <TableCell>{r.odo ?? ''}</TableCell>
            <TableCell>{r.price ?? ''}</TableCell>
            <TableCell>{[r.data.modelyear, r.data.make, r.data.model].filter((v) => v !== null && v !== '').join(' ')}</TableCell>
            <TableCell>{r.data.bodyclass}</TableCell>
            <TableCell>{r.flags.join('; ')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </FittedTable>
  );
}
