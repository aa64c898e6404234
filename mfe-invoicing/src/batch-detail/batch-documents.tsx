import { Button, Spinner } from '@fluentui/react-components';
import { batchPdf, sendBatch, sendBatchStatus } from '@portal/contracts/call-routes';
import { alertError, call, callPath, isAdmin, messageOf, openAuthorizedFile, useApi } from '@portal/web-kit';
import { useState } from 'react';
import { announceSent, sendAndWait } from '../shared/send-and-wait.js';
import type { InvoiceBatch } from '../shared/types.js';

/** Opens a protected PDF in a new tab, or saves it; a refusal says why. */
export async function openPdf(path: string, save: boolean, fallbackName: string): Promise<void> {
  try {
    await openAuthorizedFile(path, save, fallbackName);
  } catch (error) {
    alertError(`Unable to print: ${messageOf(error)}`);
  }
}

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
      const state = await sendAndWait(
        () => call(api, sendBatch, { params: { id: String(batch.invoiceid) }, body: { email } }),
        () => call(api, sendBatchStatus, { params: { id: String(batch.invoiceid) } }),
      );
      if (announceSent(state, email, 'the batch shows it once it is sent')) await onSent();
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
