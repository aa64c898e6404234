import { Body1, Button, Checkbox, Field, Spinner, TableBody, TableCell, TableRow, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { checkGstImport, renderGstDocument, type CallAnswer } from '@portal/contracts/call-routes';
import type * as catalog from '@portal/contracts';
import { alertError, call, callPath, FittedTable, formatCurrency, saveBlob, useApi, useFittedCellClasses } from '@portal/web-kit';
import { useState } from 'react';
import { ColumnSelect } from '../vehicle-import/column-select.js';
import { ACCEPT_ATTRIBUTE, columnOptions, guessColumn, readSheetFile, rejectedFile, toggled, type UploadedSheet } from '../vehicle-import/import-columns.js';
import { useBusyWork } from '../vehicle-import/use-busy-work.js';

type GstRow = CallAnswer<typeof catalog.checkGstImport>[number];

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end', marginBlock: tokens.spacingVerticalM },
  red: { color: tokens.colorPaletteRedForeground1 },
});

/** The five columns of document 2 §5, each of which the GST document needs. */
const COLUMNS = [
  { key: 'dateColumn', label: 'Date column', guess: /date/i },
  { key: 'bgkColumn', label: 'BGK column', guess: /bgk|bkg|booking/i },
  { key: 'supplierColumn', label: 'Supplier column', guess: /supplier|vendor|seller/i },
  { key: 'vinColumn', label: 'VIN column', guess: /vin/i },
  { key: 'gstColumn', label: 'GST column', guess: /gst|hst|tax/i },
] as const;

type ColumnKey = (typeof COLUMNS)[number]['key'];
type Columns = Record<ColumnKey, string>;

const NO_COLUMNS: Columns = { dateColumn: '', bgkColumn: '', supplierColumn: '', vinColumn: '', gstColumn: '' };

/** /management/gst-report, GST Upload (document 2 §2, §5, §7): a sheet of vehicles and the GST paid on each, made into the GST document. */
export function GstReportPage() {
  const styles = useStyles();
  const api = useApi();
  const { busy, run } = useBusyWork();
  const [file, setFile] = useState<UploadedSheet | null>(null);
  const [hasHeaders, setHasHeaders] = useState(true);
  const [columns, setColumns] = useState<Columns>(NO_COLUMNS);
  const [rows, setRows] = useState<GstRow[] | null>(null);
  const [chosen, setChosen] = useState<Set<number>>(new Set());

  function upload(picked: File | undefined) {
    if (!picked) return;
    const rejected = rejectedFile(picked.name);
    if (rejected) return alertError(rejected);
    run('Reading the file…', async () => {
      const read = await readSheetFile(api, picked);
      setFile(read);
      setRows(null);
      setColumns(Object.fromEntries(COLUMNS.map((c) => [c.key, guessColumn(read.rows, c.guess)])) as Columns);
    });
  }

  const allChosen = COLUMNS.every((c) => columns[c.key] !== '');

  function process() {
    if (!file) return;
    run('Reading every line…', async () => {
      const numbers = Object.fromEntries(COLUMNS.map((c) => [c.key, Number(columns[c.key])])) as Record<ColumnKey, number>;
      const answer = await call(api, checkGstImport, { body: { ...numbers, hasHeaders, data: file.rows } });
      setRows(answer);
      setChosen(new Set(answer.filter((r) => r.checked).map((r) => r.row)));
    });
  }

  function getDocument() {
    if (!rows) return;
    // The tab opens at the click, so no pop-up blocker stops it; a refusal closes it again.
    const tab = window.open('', '_blank');
    run('Making the GST document…', async () => {
      const lines = rows
        .filter((r) => chosen.has(r.row) && r.gst !== null && r.date !== null)
        .map((r) => ({ vin: r.vin, gst: r.gst!, bgk: r.bgk, date: r.date!, supplier: r.supplier, year: r.year, make: r.make, model: r.model, checked: true }));
      try {
        const got = await api.download(callPath(renderGstDocument, {}), { rows: lines });
        if (tab) tab.location.href = URL.createObjectURL(got.blob);
        else saveBlob('gst-document.pdf', got.blob);
      } catch (error) {
        tab?.close();
        throw error;
      }
    });
  }

  const options = file ? columnOptions(file.rows, hasHeaders) : [];
  const printable = rows?.filter((r) => chosen.has(r.row) && r.gst !== null && r.date !== null).length ?? 0;
  return (
    <section aria-label="GST Upload">
      <Title3 as="h1">GST Upload</Title3>
      <div className={styles.bar}>
        <Field label="File (.csv, .xlsx, .xls)">
          <input type="file" accept={ACCEPT_ATTRIBUTE} aria-label="GST file" onChange={(e) => upload(e.target.files?.[0])} disabled={!!busy} />
        </Field>
        {busy && <Spinner size="tiny" label={busy} />}
      </div>
      {!file ? (
        <Body1>No file yet: choose a spreadsheet or CSV with the date, BGK, supplier, VIN and GST of each vehicle.</Body1>
      ) : (
        <>
          <div className={styles.bar}>
            <Body1>
              {file.filename}: {file.rows.length.toLocaleString('en-US')} rows
            </Body1>
            <Checkbox label="First row is headers" checked={hasHeaders} onChange={(_, d) => setHasHeaders(!!d.checked)} />
            {COLUMNS.map((c) => (
              <ColumnSelect
                key={c.key}
                label={c.label}
                value={columns[c.key]}
                options={options}
                required
                onChange={(value) => setColumns((now) => ({ ...now, [c.key]: value }))}
              />
            ))}
            <Button onClick={process} disabled={!allChosen || !!busy}>
              Process
            </Button>
            <Button appearance="primary" onClick={getDocument} disabled={!allChosen || !rows || printable === 0 || !!busy}>
              Get GST Document ({printable})
            </Button>
          </div>
          {!allChosen && <Body1>Choose the date, BGK, supplier, VIN and GST columns to get the GST document.</Body1>}
          {rows && <GstTable rows={rows} chosen={chosen} onToggle={(row, on) => setChosen((s) => toggled(s, row, on))} />}
        </>
      )}
    </section>
  );
}

const GST_LINE_HEADERS = ['Print', 'Row', 'Date', 'BGK', 'Supplier', 'VIN', 'Year / Make / Model', 'GST', 'Problems'];

function GstTable({ rows, chosen, onToggle }: { rows: GstRow[]; chosen: Set<number>; onToggle(row: number, on: boolean): void }) {
  const styles = useStyles();
  const cells = useFittedCellClasses();
  if (rows.length === 0) return <Body1>No data: the sheet has no lines below its headers.</Body1>;
  return (
    <FittedTable aria-label="GST lines" size="small" headers={GST_LINE_HEADERS}>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.row} className={r.flags.length ? styles.red : undefined}>
            <TableCell>
              {/* A line without an amount or a date cannot be printed, whatever the box says. */}
              <Checkbox
                aria-label={`Print row ${r.row}`}
                checked={chosen.has(r.row)}
                disabled={r.gst === null || r.date === null}
                onChange={(_, d) => onToggle(r.row, !!d.checked)}
              />
            </TableCell>
            <TableCell>{r.row}</TableCell>
            <TableCell className={cells.oneLine}>{r.date ?? ''}</TableCell>
            <TableCell className={cells.oneLine}>{r.bgk}</TableCell>
            <TableCell>{r.supplier}</TableCell>
            <TableCell className={cells.vin}>{r.vin}</TableCell>
            <TableCell>{[r.year, r.make, r.model].filter((v) => v !== null && v !== '').join(' ')}</TableCell>
            <TableCell>{formatCurrency(r.gst)}</TableCell>
            <TableCell>{r.flags.join('; ')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </FittedTable>
  );
}
