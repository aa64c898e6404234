import {
  Body1,
  Button,
  Link,
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
import { applyBondReleases, type CallAnswer } from '@portal/contracts/call-routes';
import type * as catalog from '@portal/contracts';
import { SPREADSHEET_ACCEPT, alertError, alertInfo, messageOf, rowsToCsv, saveTextFile, spreadsheetRefusal, useApi } from '@portal/web-kit';
import { useState } from 'react';
import { FileDropZone } from '../vehicle-shared/file-drop-zone.js';

type Answer = CallAnswer<typeof catalog.applyBondReleases>;
type Result = Answer['results'][number];

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center', marginBlock: tokens.spacingVerticalM },
  error: { color: tokens.colorPaletteRedForeground1, display: 'block' },
});

/** The answer must carry its results (document 3 §5); anything else is 'Unexpected data'. */
export function bondReleaseAnswer(answer: unknown): Answer | null {
  const results = (answer as { results?: unknown } | null)?.results;
  return Array.isArray(results) ? (answer as Answer) : null;
}

/** The results as a CSV the person can keep, since the upload itself is not stored. */
export function resultsCsv(results: readonly Result[]): string {
  return rowsToCsv(
    ['VIN', 'Release Date', 'Updated', 'Error'],
    results.map((r) => [r.vin, r.releaseDate ?? '', r.updated ? 'Yes' : 'No', r.error]),
  );
}

/** /management/massUpdateBondReleases (document 3 §2.10): a sheet or a PDF notice of VINs and bond release dates, applied vehicle by vehicle. */
export function BondReleasePage() {
  const styles = useStyles();
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);

  async function upload(file: File) {
    const refused = file.name.toLowerCase().endsWith('.pdf') ? null : spreadsheetRefusal(file.name, 'uploaded');
    if (refused) return alertError(refused);
    setBusy(true);
    try {
      const form = new FormData();
      form.append('file', file);
      const got = bondReleaseAnswer(await api.request({ method: 'POST', path: applyBondReleases.path, body: form }));
      if (!got) return alertError('Unexpected data');
      setAnswer(got);
      alertInfo('Data uploaded');
    } catch (error) {
      alertError(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  const updated = answer?.results.filter((r) => r.updated).length ?? 0;
  return (
    <section aria-label="Bond Release Mass Update">
      <Title3 as="h1">Bond Release Mass Update</Title3>
      <FileDropZone accept={`${SPREADSHEET_ACCEPT},.pdf`} label="Bond release file" disabled={busy} onFile={(file) => void upload(file)}>
        Drop a file here, or click to choose it: a sheet (csv, xls, xlsx) with a VIN column and a Release Date column, one vehicle per row, or a release notice
        in PDF (each line with a VIN and a date); up to 200 vehicles.
      </FileDropZone>
      {busy && <Spinner size="tiny" label="Updating bond release dates…" />}
      {answer === null ? (
        !busy && <Body1>No file uploaded yet.</Body1>
      ) : (
        <>
          <div className={styles.bar}>
            <Body1>{`${updated} of ${answer.results.length} vehicles updated.`}</Body1>
            {answer.url && <Link href={answer.url}>Uploaded file</Link>}
            <Button onClick={() => saveTextFile('bond_release_results.csv', resultsCsv(answer.results), 'text/csv;charset=utf-8')}>Download Results</Button>
          </div>
          <ResultsTable results={answer.results} />
        </>
      )}
    </section>
  );
}

function ResultsTable({ results }: { results: readonly Result[] }) {
  const styles = useStyles();
  return (
    <Table aria-label="Bond release results" size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>VIN</TableHeaderCell>
          <TableHeaderCell>Release Date</TableHeaderCell>
          <TableHeaderCell>Updated</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {results.map((r, index) => (
          <TableRow key={`${index}-${r.vin}`}>
            <TableCell>{r.vin}</TableCell>
            <TableCell>{r.releaseDate ?? ''}</TableCell>
            <TableCell>
              {r.updated ? 'Yes' : 'No'}
              {r.error && <span className={styles.error}>{r.error}</span>}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
