import { Button, Spinner } from '@fluentui/react-components';
import { batchPdf, sendBatch, sendBatchStatus } from '@portal/contracts/call-routes';
import { invoiceSentText } from '@portal/contracts/constants';
import { alertError, alertInfo, alertSuccess, call, callPath, isAdmin, messageOf, openAuthorizedFile, useApi } from '@portal/web-kit';
import { useState } from 'react';
import type { InvoiceBatch } from '../shared/types.js';

/** How often, and how long, the screen asks how a queued e-mail stands (the job retries for about a minute). */
const POLL_MS = 1000;
const POLL_LIMIT_MS = 120_000;

/** Opens a protected PDF in a new tab, or saves it; a refusal says why. */
export async function openPdf(path: string, save: boolean, fallbackName: string): Promise<void> {
  try {
    await openAuthorizedFile(path, save, fallbackName);
  } catch (error) {
    alertError(`Unable to print: ${messageOf(error)}`);
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Email Batch, Print Batch and the PDF download of a batch (document 2 §2, §4, §8). Email Batch is staff's,
 * and disabled while the client has no invoice e-mail address or while sending; the notice
 * "Invoice sent: {email}" comes once the mail server accepted the message and the batch recorded it.
 */
export function BatchDocumentButtons({ batch, onSent }: { batch: InvoiceBatch; onSent: () => Promise<void> }) {
  const api = useApi();
  const [sending, setSending] = useState(false);
  const email = batch.client?.invoiceemailaddress?.trim() ?? '';
  const pdfPath = (download: boolean) => callPath(batchPdf, { id: batch.invoiceid }, download ? { download: 1 } : undefined);
  const name = `invoice-batch-${batch.invoiceid}.pdf`;

  const send = async () => {
    setSending(true);
    try {
      let state = await call(api, sendBatch, { params: { id: String(batch.invoiceid) }, body: { email } });
      const until = Date.now() + POLL_LIMIT_MS;
      while (['waiting', 'active', 'delayed'].includes(state.state) && Date.now() < until) {
        await wait(POLL_MS);
        state = await call(api, sendBatchStatus, { params: { id: String(batch.invoiceid) } });
      }
      if (state.state === 'completed') {
        alertSuccess(invoiceSentText(state.email ?? email));
        await onSent();
      } else if (state.state === 'failed') alertError(`The e-mail was not sent: ${state.failedReason ?? 'the mail server refused it'}`);
      else alertInfo(`The e-mail to ${state.email ?? email} is still queued; the batch shows it once it is sent`);
    } catch (error) {
      alertError(messageOf(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      {isAdmin() ? (
        <Button disabled={email === '' || sending} onClick={() => void send()} icon={sending ? <Spinner size="tiny" /> : undefined}>
          Email Batch
        </Button>
      ) : null}
      <Button onClick={() => void openPdf(pdfPath(false), false, name)}>Print Batch</Button>
      <Button onClick={() => void openPdf(pdfPath(true), true, name)}>PDF</Button>
    </>
  );
}
