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
import { queueTitleDocs, queueVehiclePackage } from '@portal/contracts/call-routes';
import { TITLE_PAPERWORK_DOCS } from '@portal/contracts/constants';
import { alertError, call, fetchAuthorizedFile, isAdmin, messageOf, saveBlob, useApi, isApiError, useDocumentJob } from '@portal/web-kit';
import { useState } from 'react';
import { directPath, documentsName, jobBody, loadForms, printsDirectly, type PrintChoice } from './print-documents.js';

const useStyles = makeStyles({
  forms: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: tokens.spacingHorizontalM, maxHeight: '320px', overflowY: 'auto' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  refusal: { color: tokens.colorPaletteRedForeground1 },
});

export interface PrintDocumentsDialogProps {
  open: boolean;
  /** Title Paperwork (document 2 §2, §7 titleDocs): the title forms of every vehicle, always a document job. */
  titlePaperwork?: boolean;
  loadName: string;
  vehicleIds: readonly number[];
  onClose: () => void;
}

/** The printed name, when one was typed. */
function printedNameOf(name: string): { printedName?: string } {
  return name.trim() ? { printedName: name.trim() } : {};
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
export function PrintDocumentsDialog({ open, titlePaperwork = false, loadName, vehicleIds, onClose }: PrintDocumentsDialogProps) {
  const styles = useStyles();
  const api = useApi();
  const forms = loadForms(isAdmin());
  const title = titlePaperwork ? 'Title Paperwork' : 'Print Documents';
  const [docs, setDocs] = useState<number[]>(() => (titlePaperwork ? [...TITLE_PAPERWORK_DOCS] : []));
  const [printedName, setPrintedName] = useState('');
  const [partial, setPartial] = useState(true);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { job, follow, stop, download } = useDocumentJob();
  const direct = !titlePaperwork && printsDirectly({ vehicleIds });

  const close = () => {
    stop();
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
    const first = titlePaperwork
      ? await call(api, queueTitleDocs, {
          body: { vehicles: [...vehicleIds], downloadName: documentsName(loadName, 'title-paperwork'), ...printedNameOf(printedName) },
        })
      : await call(api, queueVehiclePackage, { body: jobBody(choice) });
    const status = await follow(first);
    if (status?.state === 'failed') setRefusal(status.failedReason ?? 'The documents could not be printed');
  };

  const print = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      await (direct ? printDirectly() : queue());
    } catch (error) {
      setRefusal(reasonsOf(error));
    } finally {
      setBusy(false);
    }
  };

  const openJobFile = async (id: string) => {
    try {
      await download(id);
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
              {titlePaperwork
                ? `The title application (7) and odometer statement (3) of the load's ${vehicleIds.length} vehicle(s), in one PDF, ` +
                  'prepared in the background; forms a vehicle cannot have yet are left out.'
                : `The chosen documents of the load's ${vehicleIds.length} vehicle(s), in one PDF${direct ? '.' : ', prepared in the background.'}`}
            </Text>
            {titlePaperwork ? null : (
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
            )}
            <Field label="Printed name">
              <Input value={printedName} onChange={(_, data) => setPrintedName(data.value)} maxLength={120} />
            </Field>
            {titlePaperwork ? null : (
              <Checkbox label="Leave out documents a vehicle cannot have yet" checked={partial} onChange={(_, data) => setPartial(data.checked === true)} />
            )}
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
