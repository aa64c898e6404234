import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  ProgressBar,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { packageJobFile, packageJobStatus, queueVehiclePackage } from '@portal/contracts/call-routes';
import { alertError, call, callPath, fetchAuthorizedFile, followJob, isAdmin, messageOf, saveBlob, useApi, isApiError } from '@portal/web-kit';
import { useRef, useState } from 'react';
import { directPath, jobBody, loadForms, printsDirectly, type PrintChoice } from './print-documents.js';

const useStyles = makeStyles({
  forms: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: tokens.spacingHorizontalM, maxHeight: '320px', overflowY: 'auto' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  refusal: { color: tokens.colorPaletteRedForeground1 },
});

export interface PrintDocumentsDialogProps {
  open: boolean;
  /** Title Paperwork is this dialog with its forms chosen (document 2 §2). */
  title?: string;
  presetDocs?: readonly number[];
  loadName: string;
  vehicleIds: readonly number[];
  onClose: () => void;
}

interface JobProgress {
  id: string;
  percent: number;
  message: string;
  state: string;
}

/** Why a print was refused, as the person can act on it: the server's reasons, field by field. */
function reasonsOf(error: unknown): string {
  if (isApiError(error)) {
    const reasons = Object.values(error.errors ?? {}).flat();
    if (reasons.length) return reasons.join('; ');
  }
  return messageOf(error);
}

/**
 * Print Documents (document 2 §2, §7): the chosen forms of every vehicle of the load, in one PDF,
 * with the printed name. Up to 10 vehicles print at once (multipleForms) in a new tab; more are
 * queued as a document job whose progress the dialog shows until its file can be opened.
 */
export function PrintDocumentsDialog({ open, title = 'Print Documents', presetDocs, loadName, vehicleIds, onClose }: PrintDocumentsDialogProps) {
  const styles = useStyles();
  const api = useApi();
  const forms = loadForms(isAdmin());
  const [docs, setDocs] = useState<number[]>(() => [...(presetDocs ?? [])]);
  const [printedName, setPrintedName] = useState('');
  const [partial, setPartial] = useState(true);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [job, setJob] = useState<JobProgress | null>(null);
  const watching = useRef(0);

  const close = () => {
    watching.current += 1;
    setJob(null);
    setRefusal(null);
    onClose();
  };
  const toggle = (n: number, checked: boolean) => setDocs((current) => (checked ? [...current, n] : current.filter((d) => d !== n)));
  const choice: PrintChoice = { vehicleIds, docs, printedName, partial, loadName };

  const printDirectly = async () => {
    // The tab opens at the click, so no pop-up blocker stops it; a refusal closes it again.
    const tab = window.open('', '_blank');
    try {
      const file = await fetchAuthorizedFile(directPath(choice));
      if (tab) tab.location.href = URL.createObjectURL(file.blob);
      else saveBlob(file.filename ?? 'documents.pdf', file.blob);
    } catch (error) {
      tab?.close();
      setRefusal(reasonsOf(error));
    }
  };

  const queue = async () => {
    const run = ++watching.current;
    const first = await call(api, queueVehiclePackage, { body: jobBody(choice) });
    const status = await followJob(
      first,
      () => call(api, packageJobStatus, { params: { id: first.id } }),
      (s) => setJob({ id: s.id, percent: s.progress.percent, message: s.progress.message ?? s.state, state: s.state }),
      () => run === watching.current,
    );
    if (status.state === 'failed') setRefusal(status.failedReason ?? 'The documents could not be printed');
  };

  const print = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      await (printsDirectly(choice) ? printDirectly() : queue());
    } catch (error) {
      setRefusal(reasonsOf(error));
    } finally {
      setBusy(false);
    }
  };

  const openJobFile = async (id: string) => {
    try {
      const file = await fetchAuthorizedFile(callPath(packageJobFile, { id }));
      saveBlob(file.filename ?? 'documents.pdf', file.blob);
    } catch (error) {
      alertError(reasonsOf(error));
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && close()}>
      <DialogSurface aria-label={title}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text>
              The chosen documents of the load&apos;s {vehicleIds.length} vehicle(s), in one PDF
              {printsDirectly(choice) ? '.' : ', prepared in the background.'}
            </Text>
            <div className={styles.forms} role="group" aria-label="Documents">
              {forms.map((form) => (
                <Checkbox
                  key={form.n}
                  label={`${form.n} ${form.name}`}
                  checked={docs.includes(form.n)}
                  onChange={(_, data) => toggle(form.n, data.checked === true)}
                />
              ))}
            </div>
            <Field label="Printed name">
              <Input value={printedName} onChange={(_, data) => setPrintedName(data.value)} maxLength={120} />
            </Field>
            <Checkbox label="Leave out documents a vehicle cannot have yet" checked={partial} onChange={(_, data) => setPartial(data.checked === true)} />
            {job && (
              <Field label={job.state === 'completed' ? 'Ready' : 'Preparing documents'} validationMessage={job.message} validationState="none">
                <ProgressBar value={job.percent / 100} aria-label="Progress" />
              </Field>
            )}
            {refusal && (
              <Text role="alert" className={styles.refusal}>
                {refusal}
              </Text>
            )}
          </DialogContent>
          <DialogActions>
            {job?.state === 'completed' && (
              <Button appearance="primary" onClick={() => void openJobFile(job.id)}>
                Download
              </Button>
            )}
            <Button
              appearance={job?.state === 'completed' ? 'secondary' : 'primary'}
              disabled={busy || docs.length === 0 || vehicleIds.length === 0}
              onClick={() => void print()}
            >
              {busy ? 'Printing...' : 'Print'}
            </Button>
            <Button onClick={close}>Close</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
