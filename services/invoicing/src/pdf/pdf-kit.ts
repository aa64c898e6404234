// The shared pdfmake setup and pieces of every printed document (libs/server-kit/src/pdf), and how
// this service answers a rendered file.
export { cell, headerCell, letterDocument, pdfPageCount, renderPdf, right, usd, usDate } from '@portal/server-kit/pdf';

/** How a rendered file is answered to the gateway, which streams it from the storage. */
export const fileAnswer = (key: string, filename: string, contentType: string, pages: number, temporary: boolean) => ({
  key,
  filename,
  contentType,
  pages,
  temporary,
  leftOut: [],
});
