import { Body1, Button, Card, CardHeader, Field, Spinner, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { hudsonCheck, type CallAnswer } from '@portal/contracts/call-routes';
import { DOCUMENT_PACKAGES, HUDSON_MAX_VINS, HUDSON_TEXT, packagePath, vinsOfText } from '@portal/contracts/constants';
import { PageFrame, SPREADSHEET_ACCEPT, alertError, saveFailureText, useApi, useDocumentOpener, vinListForm } from '@portal/web-kit';
import { useState } from 'react';

type HudsonResult = CallAnswer<NonNullable<(typeof hudsonCheck)['entry']>>[number];

const useStyles = makeStyles({
  entry: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '480px' },
  cards: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(360px, 1fr))', gap: tokens.spacingHorizontalL },
  success: { color: tokens.colorBrandForeground1 },
  error: { color: tokens.colorPaletteRedForeground1 },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
});

/** The files the check reads: a sheet with a VIN column, or a text file of VINs. */
const HUDSON_ACCEPT = `${SPREADSHEET_ACCEPT},.txt`;

/** The picker's refusal in the spec's words ('{path} is not valid. {reason}'); null for a file the check reads. */
export function hudsonFileRefusal(name: string): string | null {
  return /\.(csv|xlsx|xls|txt)$/i.test(name) ? null : `${name} is not valid. Only .csv, .xlsx, .xls and .txt files can be checked.`;
}

/** The check answers one result a VIN; anything else is 'Unexpected data' (document 3 §5). */
export function hudsonResults(answer: unknown): HudsonResult[] | null {
  return Array.isArray(answer) ? (answer as HudsonResult[]) : null;
}

/** The file name of a vehicle's Hudson package. */
export function hudsonFileName(vin: string, partial: boolean): string {
  return `hudson_${vin}${partial ? '_partial' : ''}.pdf`;
}

/** The Hudson package of one vehicle, whole or with only the forms it can have yet, saved under its name. */
export function hudsonPackagePath(vehicleId: number, vin: string, partial: boolean): string {
  const name = encodeURIComponent(hudsonFileName(vin, partial));
  return `${packagePath([vehicleId], DOCUMENT_PACKAGES.hudson.docs, true)}${partial ? '&partial=1' : ''}&downloadName=${name}`;
}

function HudsonCard({ result }: { result: HudsonResult }) {
  const styles = useStyles();
  const opener = useDocumentOpener();
  const v = result.vehicle;
  const met = result.errors.length === 0;
  return (
    <Card aria-label={`Hudson ${result.vin}`}>
      <CardHeader header={<Text weight="semibold">{result.vin}</Text>} description={v ? [v.yr, v.make, v.model].filter(Boolean).join(' ') : undefined} />
      {result.successes.length > 0 ? (
        <ul className={`${styles.list} ${styles.success}`} aria-label={`Ready ${result.vin}`}>
          {result.successes.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      ) : null}
      {result.errors.length > 0 ? (
        <ul className={`${styles.list} ${styles.error}`} aria-label={`Missing ${result.vin}`}>
          {result.errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}
      {v ? (
        <div className={styles.actions}>
          <Button
            appearance="primary"
            disabled={!met || opener.busy}
            onClick={() => void opener.open(hudsonPackagePath(v.vehicleid, result.vin, false), hudsonFileName(result.vin, false), true)}
          >
            {HUDSON_TEXT.DOWNLOAD_ALL}
          </Button>
          {!met ? <Text className={styles.error}>{HUDSON_TEXT.REQUIREMENTS_NOT_MET}</Text> : null}
          {!met && result.successes.length > 0 ? (
            <Button
              disabled={opener.busy}
              onClick={() => void opener.open(hudsonPackagePath(v.vehicleid, result.vin, true), hudsonFileName(result.vin, true), true)}
            >
              {HUDSON_TEXT.DOWNLOAD_PARTIAL}
            </Button>
          ) : null}
          {opener.busy ? <Spinner size="tiny" label="Preparing..." /> : null}
        </div>
      ) : null}
    </Card>
  );
}

/**
 * /clientHudsonPaperwork, Hudson Paperwork Download (document 3 §2.8, §3, §8): paste VINs; each shows whether it
 * is one of the caller's vehicles, the Hudson forms it can have (blue) and those it cannot yet (red), and
 * downloads its package whole, or without the missing forms; Start Over returns to the VINs.
 */
export function HudsonPaperworkPage() {
  const styles = useStyles();
  const api = useApi();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [results, setResults] = useState<HudsonResult[] | null>(null);
  const typed = vinsOfText(text);
  const tooMany = typed.length > HUDSON_MAX_VINS;

  function pick(picked: File | undefined) {
    const refusal = picked ? hudsonFileRefusal(picked.name) : null;
    if (refusal) alertError(refusal);
    setFile(picked && !refusal ? picked : null);
  }

  async function check() {
    setBusy(true);
    setFailure(null);
    try {
      const form = vinListForm(file ? { kind: 'file', file } : { kind: 'text', text });
      const answer = hudsonResults(await api.request({ method: 'POST', path: hudsonCheck.path, body: form }));
      if (answer) setResults(answer);
      else alertError('Unexpected data');
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageFrame title="Hudson Paperwork Download">
      {results === null ? (
        <div className={styles.entry}>
          <Field
            label="VINs"
            hint="One VIN a line (or separated by commas or spaces)"
            validationMessage={tooMany ? `At most ${HUDSON_MAX_VINS} VINs at a time` : undefined}
          >
            <Textarea rows={10} value={text} onChange={(_, d) => setText(d.value)} disabled={file !== null} />
          </Field>
          <Field label="Or upload a file (.csv, .xlsx, .xls with a VIN column, or .txt)">
            <input type="file" accept={HUDSON_ACCEPT} aria-label="File of VINs" onChange={(e) => pick(e.target.files?.[0])} disabled={busy} />
          </Field>
          <div className={styles.actions}>
            <Button appearance="primary" disabled={busy || (file === null && (typed.length === 0 || tooMany))} onClick={() => void check()}>
              Check VINs
            </Button>
            {busy ? <Spinner size="tiny" label="Checking..." /> : null}
          </div>
          {failure ? (
            <Body1 role="alert" className={styles.error}>
              {saveFailureText(failure, [
                { name: 'text', label: 'VINs' },
                { name: 'file', label: 'File' },
              ])}
            </Body1>
          ) : null}
        </div>
      ) : (
        <>
          <div>
            <Button
              onClick={() => {
                setResults(null);
                setFile(null);
              }}
            >
              {HUDSON_TEXT.START_OVER}
            </Button>
          </div>
          {results.length === 0 ? <Text>No Data</Text> : null}
          <div className={styles.cards}>
            {results.map((r) => (
              <HudsonCard key={r.vin} result={r} />
            ))}
          </div>
        </>
      )}
    </PageFrame>
  );
}
