import {
  Body1,
  Button,
  Checkbox,
  Field,
  Select,
  Spinner,
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
import { checkImport, runImport, undoImport, type CallAnswer } from '@portal/contracts/call-routes';
import type * as catalog from '@portal/contracts';
import { alertError, alertSuccess, call, lookupOptions, messageOf, useApi, useLoad } from '@portal/web-kit';
import { useState } from 'react';
import { ACCEPT_ATTRIBUTE, columnOptions, guessColumn, rejectedFile } from './import-columns.js';

type CheckedRow = CallAnswer<typeof catalog.checkImport>[number];
type Outcome = CallAnswer<typeof catalog.runImport>;

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
  const [file, setFile] = useState<{ filename: string; rows: string[][] } | null>(null);
  const [hasHeaders, setHasHeaders] = useState(true);
  const [columns, setColumns] = useState({ vin: '', odo: '', price: '' });
  const [checked, setChecked] = useState<CheckedRow[] | null>(null);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [target, setTarget] = useState({ clientid: '', titleprocessingtype: '' });
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const lookups = useLoad(['vehicle-import-lookups'], async () => ({ clients: await loadClients(api), types: await loadTypes(api) }));

  async function busyWith(what: string, work: () => Promise<void>) {
    setBusy(what);
    try {
      await work();
    } catch (error) {
      alertError(messageOf(error));
    } finally {
      setBusy(null);
    }
  }

  function upload(picked: File | undefined) {
    if (!picked) return;
    const rejected = rejectedFile(picked.name);
    if (rejected) return alertError(rejected);
    void busyWith('Reading the file…', async () => {
      const form = new FormData();
      form.append('file', picked);
      const read = await api.request<{ filename: string; rows: string[][] }>({ method: 'POST', path: '/api/reports/management/vehicleMassUpload', body: form });
      setFile(read);
      setChecked(null);
      setOutcome(null);
      setColumns({ vin: guessColumn(read.rows, /vin/i), odo: guessColumn(read.rows, /odo|mile/i), price: guessColumn(read.rows, /price|cost|value/i) });
    });
  }

  function process() {
    if (!file) return;
    void busyWith('Decoding every VIN…', async () => {
      const column = (v: string) => (v === '' ? null : Number(v));
      const rows = await call(api, checkImport, {
        body: { vinColumn: Number(columns.vin), odoColumn: column(columns.odo), priceColumn: column(columns.price), hasHeaders, data: file.rows },
      });
      setChecked(rows);
      setChosen(new Set(rows.filter((r) => r.checked).map((r) => r.row)));
      setOutcome(null);
    });
  }

  function create(dryRun: boolean) {
    if (!checked) return;
    void busyWith(dryRun ? 'Trying the import…' : 'Adding vehicles…', async () => {
      const rows = checked.filter((r) => chosen.has(r.row)).map((r) => ({ row: r.row, vin: r.vin, odo: r.odo, price: r.price }));
      const body = { clientid: Number(target.clientid), titleprocessingtype: Number(target.titleprocessingtype), filename: file?.filename, dryRun, rows };
      const answer = await call(api, runImport, { body });
      setOutcome(answer);
      if (!dryRun) alertSuccess(`${answer.created} vehicle${answer.created === 1 ? '' : 's'} added`);
    });
  }

  function undo(importId: number) {
    void busyWith('Undoing the import…', async () => {
      const answer = await call(api, undoImport, { params: { id: String(importId) } });
      alertSuccess(`Import undone: ${answer.removed} vehicle${answer.removed === 1 ? '' : 's'} removed`);
      setOutcome(null);
    });
  }

  const ready = !!checked && columns.vin !== '' && target.clientid !== '' && target.titleprocessingtype !== '' && chosen.size > 0 && !busy;
  const options = file ? columnOptions(file.rows, hasHeaders) : [];
  const pick = (key: keyof typeof columns, label: string, required = false) => (
    <Field label={label} required={required}>
      <Select value={columns[key]} onChange={(_, d) => setColumns((c) => ({ ...c, [key]: d.value }))}>
        <option value="">{required ? 'Choose…' : 'None'}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
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
              {outcome && <ImportOutcome outcome={outcome} onUndo={undo} busy={!!busy} />}
              <CheckedTable rows={checked} chosen={chosen} onToggle={(row, on) => setChosen((s) => toggled(s, row, on))} />
            </>
          )}
        </>
      )}
    </section>
  );
}

function toggled(set: Set<number>, row: number, on: boolean): Set<number> {
  const next = new Set(set);
  if (on) next.add(row);
  else next.delete(row);
  return next;
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

function CheckedTable({ rows, chosen, onToggle }: { rows: CheckedRow[]; chosen: Set<number>; onToggle(row: number, on: boolean): void }) {
  const styles = useStyles();
  return (
    <Table aria-label="Rows to import" size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Add</TableHeaderCell>
          <TableHeaderCell>Row</TableHeaderCell>
          <TableHeaderCell>VIN</TableHeaderCell>
          <TableHeaderCell>Odometer</TableHeaderCell>
          <TableHeaderCell>Price</TableHeaderCell>
          <TableHeaderCell>Year / Make / Model</TableHeaderCell>
          <TableHeaderCell>Body Class</TableHeaderCell>
          <TableHeaderCell>Warnings</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.row} className={r.flags.length ? styles.red : undefined}>
            <TableCell>
              <Checkbox aria-label={`Add row ${r.row}`} checked={chosen.has(r.row)} onChange={(_, d) => onToggle(r.row, !!d.checked)} />
            </TableCell>
            <TableCell>{r.row}</TableCell>
            <TableCell>{r.vin}</TableCell>
            <TableCell>{r.odo ?? ''}</TableCell>
            <TableCell>{r.price ?? ''}</TableCell>
            <TableCell>{[r.data.modelyear, r.data.make, r.data.model].filter((v) => v !== null && v !== '').join(' ')}</TableCell>
            <TableCell>{r.data.bodyclass}</TableCell>
            <TableCell>{r.flags.join('; ')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
