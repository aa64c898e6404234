import { INVOICE_TEXT, type Principal } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { NotFoundError, ValidationError, type MailPort, type StoragePort } from '@portal/server-kit';
import { randomUUID } from 'node:crypto';
import { batchPdfFilename, renderBatchPdf } from './batch-pdf.js';
import { loadBatchPrint } from './batch-print.js';

/** What a queued batch e-mail carries: the batch, the recipients, and the PDF rendered when it was asked for. */
export interface BatchEmailJob {
  batchId: number;
  email: string;
  /** Where the PDF waits in the storage until the mail server accepts it. */
  pendingKey: string;
  filename: string;
}

/** What the job answers once the mail server accepted the message and the batch recorded it. */
export interface BatchEmailResult {
  emailed: string;
  attachmentId: number;
  messageId: string;
}

/** The recipients of `a@x.com, b@y.com; c@z.com`. */
export function recipientsOf(email: string): string[] {
  return email
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean);
}

export const attachmentKey = (batchId: number, attachmentId: number) => `invoicing/batches/${batchId}/attachments/${attachmentId}.pdf`;
export const attachmentLink = (batchId: number, attachmentId: number) => `/api/invoice_batches/${batchId}/pdf?sent=${attachmentId}`;

/**
 * Prepares a batch's e-mail (staff): the batch must exist and its client have an invoice e-mail address
 * (document 2 §4); the PDF is rendered now, so what goes out is the batch as it was when Email Batch was
 * pressed, and waits in the storage for the job.
 */
export async function prepareBatchEmail(prisma: PrismaClient, storage: StoragePort, principal: Principal, batchId: number, email: string) {
  const print = await loadBatchPrint(prisma, principal, batchId);
  if (!print.client.email) throw ValidationError.field('email', INVOICE_TEXT.NO_INVOICE_EMAIL);
  const { bytes } = await renderBatchPdf(print);
  const pendingKey = `invoicing/batches/${batchId}/pending/${randomUUID()}.pdf`;
  await storage.put(pendingKey, bytes, 'application/pdf');
  return { batchId, email: recipientsOf(email).join(', '), pendingKey, filename: batchPdfFilename(print) } satisfies BatchEmailJob;
}

/**
 * Sends one batch e-mail through the mail port and records it. The batch's `emailed`, `emailinfo` and the
 * PDFs Sent row are written only after the mail server accepted the message: a refusal or an unreachable
 * server throws, the job is retried, and the batch shows nothing sent meanwhile.
 */
export async function deliverBatchEmail(
  prisma: PrismaClient,
  storage: StoragePort,
  mailer: MailPort,
  job: BatchEmailJob,
  now: () => Date = () => new Date(),
): Promise<BatchEmailResult> {
  const pdf = await storage.get(job.pendingKey);
  // The file is removed only after a successful delivery, so a missing one cannot come back on a retry.
  if (!pdf) throw new NotFoundError(`The PDF of invoice batch ${job.batchId} is no longer available; please send it again`);
  const to = recipientsOf(job.email);
  const receipt = await mailer.send({
    to,
    subject: `Invoice Batch #${job.batchId}`,
    text: `Please find attached the invoice for batch #${job.batchId}.`,
    attachments: [{ filename: job.filename, contentType: 'application/pdf', contentBase64: pdf.toString('base64') }],
  });
  if (receipt.accepted.length === 0) throw new Error(`the mail server accepted none of ${to.join(', ')}`);
  const at = now();
  const attachmentId = await prisma.$transaction(async (tx) => {
    const row = await tx.invoiceBatchAttachment.create({ data: { invoice_batch_id: job.batchId, cloud_url: '', sent_to: job.email, created_at: at } });
    await storage.put(attachmentKey(job.batchId, row.id), pdf, 'application/pdf');
    await tx.invoiceBatchAttachment.update({ where: { id: row.id }, data: { cloud_url: attachmentLink(job.batchId, row.id) } });
    await tx.invoiceBatch.update({ where: { invoiceid: job.batchId }, data: { emailed: at, emailinfo: job.email } });
    return row.id;
  });
  await storage.delete(job.pendingKey);
  return { emailed: at.toISOString(), attachmentId, messageId: receipt.messageId };
}
