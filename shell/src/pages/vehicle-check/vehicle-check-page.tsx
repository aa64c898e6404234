import {
  Body1,
  Button,
  Field,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Textarea,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { checkVehicleVins, checkVehicleVinsFile } from '@portal/contracts/call-routes';
import { alertError, fetchAuthorizedFile, messageOf, saveBlob, useApi, vinListForm, type VinListInput } from '@portal/web-kit';
import { useState } from 'react';
import { ACCEPT_ATTRIBUTE, checkRows, isDutyWarning, rejectedFile, type CheckRow } from './vehicle-check-input.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '1100px' },
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  duty: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

/**
 * /NonCompliantVehicleCheck (public; document 3 §2.6): paste VINs or upload a sheet, see for each VIN
 * whether it is valid, might lack a compliant tyre-pressure monitor, and the duty of where it was built;
 * or take the same answer as an annotated spreadsheet.
 */
export function VehicleCheckPage() {
  const styles = useStyles();
  const api = useApi();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [rows, setRows] = useState<CheckRow[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const input = (): VinListInput | null => (file ? { kind: 'file', file } : text.trim() ? { kind: 'text', text } : null);

  async function check() {
    const chosen = input();
    if (!chosen) return;
    setBusy('Checking…');
    try {
      const answer = checkRows(await api.request({ method: 'POST', path: checkVehicleVins.path, body: vinListForm(chosen), auth: false }));
      if (!answer) alertError('Unexpected data');
      setRows(answer);
    } catch (error) {
      alertError(messageOf(error));
    } finally {
      setBusy(null);
    }
  }

  async function annotated() {
    const chosen = input();
    if (!chosen) return;
    setBusy('Preparing the file…');
    try {
      const got = await fetchAuthorizedFile(checkVehicleVinsFile.path, vinListForm(chosen));
      saveBlob(got.filename ?? 'VehicleCheck.xlsx', got.blob);
    } catch (error) {
      alertError(messageOf(error));
    } finally {
      setBusy(null);
    }
  }

  function pick(picked: File | undefined) {
    if (!picked) return setFile(null);
    const rejected = rejectedFile(picked.name);
    if (rejected) return alertError(rejected);
    setFile(picked);
  }

  const ready = !busy && (file !== null || text.trim() !== '');
  return (
    <section className={styles.page} aria-label="Non-Compliant Vehicle Check">
      <Title2 as="h1">Non-Compliant Vehicle Check</Title2>
      <Body1>
        Check Canadian vehicles before you buy them for import: whether each VIN is valid, whether the vehicle might lack a tyre-pressure monitoring system that
        complies with FMVSS 138, and whether it carries the 25% duty of vehicles built outside the USMCA countries.
      </Body1>
      <Field label="VINs (one per line, or separated by spaces or commas)">
        <Textarea value={text} onChange={(_, d) => setText(d.value)} rows={5} disabled={file !== null} resize="vertical" />
      </Field>
      <div className={styles.bar}>
        <Field label="Or upload a file (.csv, .xlsx, .xls) with a VIN column">
          <input type="file" accept={ACCEPT_ATTRIBUTE} aria-label="File to check" onChange={(e) => pick(e.target.files?.[0])} disabled={!!busy} />
        </Field>
        <Button appearance="primary" onClick={() => void check()} disabled={!ready}>
          Check VINs
        </Button>
        <Button onClick={() => void annotated()} disabled={!ready}>
          Get Annotated File
        </Button>
        {busy && <Spinner size="tiny" label={busy} />}
      </div>
      {rows === null ? (
        <Body1>No results yet: paste VINs or choose a file, then Check VINs.</Body1>
      ) : rows.length === 0 ? (
        <Body1>No VINs were found.</Body1>
      ) : (
        <CheckTable rows={rows} />
      )}
    </section>
  );
}

function CheckTable({ rows }: { rows: CheckRow[] }) {
  const styles = useStyles();
  return (
    <Table aria-label="Vehicle check results" size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>VIN</TableHeaderCell>
          <TableHeaderCell>Valid VIN</TableHeaderCell>
          <TableHeaderCell>TPMS Check</TableHeaderCell>
          <TableHeaderCell>GST Check</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={`${index}-${row.vin}`}>
            <TableCell>{row.vin}</TableCell>
            <TableCell>{row.validVin ? 'Yes' : 'No'}</TableCell>
            <TableCell>{row.tpmsCheck}</TableCell>
            <TableCell className={isDutyWarning(row) ? styles.duty : undefined}>{row.gstCheck}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
