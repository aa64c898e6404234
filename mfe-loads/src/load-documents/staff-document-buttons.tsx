import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Input,
  Option,
  ProgressBar,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { renderConformityInspection, renderStatementOfConformity } from '@portal/contracts/call-routes';
import { businessToday, call, formatUsDate, isApiError, messageOf, useApi, useDocumentJob, useResourceList } from '@portal/web-kit';
import { useState } from 'react';
import type { ClientLoad } from '../load-detail/load-types.js';
import { PrintDocumentsDialog } from './print-documents-dialog.js';
import { SOC_SIGNER_QUERY, bayVehicleIds, signingProblems, socBody, type SigningChoice } from './staff-documents.js';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  refusal: { color: tokens.colorPaletteRedForeground1, whiteSpace: 'pre-line' },
});

type Signing = { kind: 'soc'; socBay: boolean } | { kind: 'inspection' };

interface Signer {
  userid: number;
  name: string | null;
  username: string;
}

/** Why a document was refused: the server's reasons, one a line. */
function reasonsOf(error: unknown): string {
  if (isApiError(error)) {
    const reasons = Object.values(error.errors ?? {}).flat();
    if (reasons.length) return reasons.join('\n');
  }
  return messageOf(error);
}

/**
 * The staff-only buttons of a load (document 2 §2): Conformity Inspection, Statements of Conformity,
 * SOC from Bay Directly (both through the Signing Name dialog) and Title Paperwork (the title forms of
 * every vehicle, printed as Print Documents prints).
 */
export function StaffDocumentButtons({ load }: { load: ClientLoad }) {
  const styles = useStyles();
  const api = useApi();
  const [signing, setSigning] = useState<Signing | null>(null);
  const [titles, setTitles] = useState(false);
  const [choice, setChoice] = useState<SigningChoice>({ signer: null, name: '', date: formatUsDate(businessToday()), designation: '' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { job, follow, stop, download } = useDocumentJob();
  const signers = useResourceList<Signer>('web_users', SOC_SIGNER_QUERY, { enabled: signing?.kind === 'soc' });
  const vehicles = (load.vehicles ?? []).map((v) => v.vehicleid);
  const bayVehicles = bayVehicleIds(load);
  const problems = signing?.kind === 'soc' ? signingProblems(choice) : {};

  const open = (next: Signing) => {
    setRefusal(null);
    stop();
    setSigning(next);
  };

  const close = () => {
    stop();
    setSigning(null);
  };

  // The statements and the inspection cover the whole load: they are document jobs, followed here until their file is saved.
  const sign = async () => {
    if (!signing) return;
    setBusy(true);
    setRefusal(null);
    try {
      const first =
        signing.kind === 'soc'
          ? await call(api, renderStatementOfConformity, { body: socBody(choice, signing.socBay ? bayVehicles : vehicles, signing.socBay) })
          : await call(api, renderConformityInspection, { body: { vehicles, replacements: { designation: choice.designation.trim() } } });
      const status = await follow(first);
      if (status?.state === 'completed') {
        await download(status.id, signing.kind === 'soc' ? 'statements-of-conformity.pdf' : 'conformity-inspection.pdf');
        close();
      } else if (status?.state === 'failed') setRefusal(status.failedReason ?? 'The document could not be made');
    } catch (error) {
      setRefusal(reasonsOf(error));
    } finally {
      setBusy(false);
    }
  };

  const signerName = (id: number | null) => signers.data?.data.find((s) => s.userid === id)?.name ?? '';
  const title = signing?.kind === 'inspection' ? 'Conformity Inspection' : 'Signing Name';

  return (
    <>
      <Button disabled={vehicles.length === 0} onClick={() => open({ kind: 'inspection' })}>
        Conformity Inspection
      </Button>
      {/* SOC readiness (document 2 §4): every vehicle has its Blackbook info, else SOC Refresh Blackbook is offered. */}
      <Button disabled={vehicles.length === 0 || load.soc_ready === false} onClick={() => open({ kind: 'soc', socBay: false })}>
        Statements of Conformity
      </Button>
      <Button disabled={bayVehicles.length === 0 || load.soc_ready === false} onClick={() => open({ kind: 'soc', socBay: true })}>
        SOC from Bay Directly
      </Button>
      <Button disabled={vehicles.length === 0} onClick={() => setTitles(true)}>
        Title Paperwork
      </Button>
      <Dialog open={signing !== null} onOpenChange={(_, data) => !data.open && close()}>
        <DialogSurface aria-label={title}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>
              {signing?.kind === 'soc' && (
                <>
                  <Text>
                    {signing.socBay ? 'The bay' : 'The'} statements of conformity of {signing.socBay ? bayVehicles.length : vehicles.length} vehicle(s).
                  </Text>
                  <Field label="Signer" validationMessage={signers.errorText}>
                    <Dropdown
                      placeholder={signers.loading ? 'Loading...' : signers.data?.data.length === 0 ? 'No signers' : 'Choose who signs'}
                      value={signerName(choice.signer)}
                      selectedOptions={choice.signer ? [String(choice.signer)] : []}
                      onOptionSelect={(_, data) => {
                        const signer = Number(data.optionValue);
                        setChoice((c) => ({ ...c, signer, name: c.name.trim() ? c.name : signerName(signer) }));
                      }}
                    >
                      {(signers.data?.data ?? []).map((s) => (
                        <Option key={s.userid} value={String(s.userid)}>
                          {s.name ?? s.username}
                        </Option>
                      ))}
                    </Dropdown>
                  </Field>
                  <Field label="Name">
                    <Input value={choice.name} maxLength={120} onChange={(_, data) => setChoice((c) => ({ ...c, name: data.value }))} />
                  </Field>
                  <Field label="Date" hint="MM/DD/YYYY">
                    <Input value={choice.date} maxLength={10} onChange={(_, data) => setChoice((c) => ({ ...c, date: data.value }))} />
                  </Field>
                </>
              )}
              <Field label="Designation">
                <Input value={choice.designation} maxLength={120} onChange={(_, data) => setChoice((c) => ({ ...c, designation: data.value }))} />
              </Field>
              {job && (
                <Field label="Preparing the document" validationMessage={job.message} validationState="none">
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
              <Button appearance="primary" disabled={busy || Object.keys(problems).length > 0} onClick={() => void sign()}>
                {busy ? 'Preparing...' : signing?.kind === 'inspection' ? 'Print' : 'Sign'}
              </Button>
              <Button onClick={close}>Close</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      <PrintDocumentsDialog open={titles} titlePaperwork loadName={load.name} vehicleIds={vehicles} onClose={() => setTitles(false)} />
    </>
  );
}
