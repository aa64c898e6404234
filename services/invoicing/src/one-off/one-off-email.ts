import { ONE_OFF_TEXT } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { NotFoundError, ValidationError, type MailPort, type StoragePort } from '@portal/server-kit';
import { randomUUID } from 'node:crypto';
import { recipientsOf } from '../batches/batch-email.js';
import { loadOneOffInvoice, oneOffPdfFilename, renderOneOffPdf } from './one-off-pdf.js';

/** What a queued one-off invoice e-mail carries: the invoice, its client's address, the PDF rendered when Email was pressed. */
export interface OneOffEmailJob {
  kind: 'one-off';
  invoiceId: number;
  email: string;
  pendingKey: string;
  filename: string;
}

export interface OneOffEmailResult {
  emailed: string;
  messageId: string;
}

/**
 * Prepares a one-off invoice's e-mail: the invoice must exist and have a client e-mail address (document 3
 * §5); the PDF is rendered now, as the invoice stands when Email was pressed (the screen allows it only
 * without unsaved edits).
 */
export async function prepareOneOffEmail(prisma: PrismaClient, storage: StoragePort, invoiceId: number): Promise<OneOffEmailJob> {
  const invoice = await loadOneOffInvoice(prisma, invoiceId);
  const email = recipientsOf(invoice.client_email ?? '').join(', ');
  if (!email) throw ValidationError.field('client_email', ONE_OFF_TEXT.NO_CLIENT_EMAIL);
  const { bytes } = await renderOneOffPdf(invoice);
  const pendingKey = `invoicing/one-off/${invoiceId}/pending/${randomUUID()}.pdf`;
  await storage.put(pendingKey, bytes, 'application/pdf');
  return { kind: 'one-off', invoiceId, email, pendingKey, filename: oneOffPdfFilename(invoiceId) };
}

/** Sends a one-off invoice e-mail through the mail port; a refusal or an unreachable server throws and the job is tried again. */
export async function deliverOneOffEmail(
  storage: StoragePort,
  mailer: MailPort,
  job: OneOffEmailJob,
  now: () => Date = () => new Date(),
): Promise<OneOffEmailResult> {
  const pdf = await storage.get(job.pendingKey);
  if (!pdf) throw new NotFoundError(`The PDF of one-off invoice ${job.invoiceId} is no longer available; please send it again`);
  const to = recipientsOf(job.email);
  const receipt = await mailer.send({
    to,
    subject: `Invoice #${job.invoiceId}`,
    text: `Please find attached invoice #${job.invoiceId}.`,
    attachments: [{ filename: job.filename, contentType: 'application/pdf', contentBase64: pdf.toString('base64') }],
  });
  if (receipt.accepted.length === 0) throw new Error(`the mail server accepted none of ${to.join(', ')}`);
  await storage.delete(job.pendingKey);
  return { emailed: now().toISOString(), messageId: receipt.messageId };
}
