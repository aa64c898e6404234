import { Button, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { queueTitleDocs, renderPaperworkBatchForms } from '@portal/contracts/call-routes';
import { DIRECT_PACKAGE_MAX_VEHICLES } from '@portal/contracts/constants';
import { alertError, call, callPath, saveFailureText, useApi, useDocumentJob } from '@portal/web-kit';
import { useState } from 'react';
import { openPdf } from '../batch-detail/batch-documents.js';

const useStyles = makeStyles({
  progress: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: '200px' },
});

/**
 * Print Forms of a paperwork batch: the title paperwork of its vehicles in the name of its person
 * signing. A small batch opens at once; a larger one is a document job, followed here until saved.
 */
export function PaperworkFormsButton({ batchId, vehicleIds, personSigning }: { batchId: number; vehicleIds: readonly number[]; personSigning: string | null }) {
  const styles = useStyles();
  const api = useApi();
  const { job, follow, download } = useDocumentJob();
  const [busy, setBusy] = useState(false);
  const name = `paperwork-batch-${batchId}`;

  const print = async () => {
    setBusy(true);
    try {
      if (vehicleIds.length <= DIRECT_PACKAGE_MAX_VEHICLES) {
        await openPdf(callPath(renderPaperworkBatchForms, { id: batchId }), false, `${name}.pdf`);
        return;
      }
      const first = await call(api, queueTitleDocs, {
        body: { vehicles: [...vehicleIds], downloadName: name, ...(personSigning?.trim() ? { printedName: personSigning.trim() } : {}) },
      });
      const status = await follow(first);
      if (status?.state === 'completed') await download(status.id, `${name}.pdf`);
      else if (status?.state === 'failed') alertError(`Unable to print: ${status.failedReason ?? 'the forms could not be made'}`);
    } catch (error) {
      alertError(`Unable to print: ${saveFailureText(error)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button disabled={busy || vehicleIds.length === 0} onClick={() => void print()}>
        {busy ? 'Preparing...' : 'Print Forms'}
      </Button>
      {busy && job ? (
        <div className={styles.progress}>
          <ProgressBar value={job.percent / 100} aria-label="Progress" />
          <Text size={200}>{job.message}</Text>
        </div>
      ) : null}
    </>
  );
}
