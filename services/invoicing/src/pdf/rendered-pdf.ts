import type { StoragePort } from '@portal/server-kit';
import { randomUUID } from 'node:crypto';

/** What a PDF call answers: where the gateway finds the file, its name and pages; `temporary` ones it removes once sent. */
export const pdfAnswer = (key: string, filename: string, pages: number, temporary: boolean) => ({
  key,
  filename,
  contentType: 'application/pdf',
  pages,
  temporary,
  leftOut: [],
});

/** Leaves a PDF rendered for one request in the storage, for the gateway to send and remove. */
export async function storeRenderedPdf(storage: StoragePort, rendered: { bytes: Buffer; pages: number }, filename: string) {
  const key = `invoicing/renders/${randomUUID()}.pdf`;
  await storage.put(key, rendered.bytes, 'application/pdf');
  return pdfAnswer(key, filename, rendered.pages, true);
}
