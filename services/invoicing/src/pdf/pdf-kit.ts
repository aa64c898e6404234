// The shared pdfmake setup and pieces of every printed document (libs/server-kit/src/pdf), the
// invoice's own heading, and how this service answers a rendered file.
export {
  LETTER_PAGE as INVOICE_PAGE,
  cell,
  headerCell,
  letterDocument,
  pagedFooter,
  pdfPageCount,
  renderPdf,
  right,
  usd,
  usDate,
} from '@portal/server-kit/pdf';

/** A big word on the left (INVOICE), lines on the right. */
function headingColumns(word: string, lines: Array<string | object>): object {
  return {
    columns: [
      { text: word, fontSize: 20, bold: true },
      { alignment: 'right', stack: lines },
    ],
  };
}

/** A document's title block: a big word on the left, its number in bold and its facts on the right. */
export const titleBlock = (word: string, heading: string, facts: string[]) => headingColumns(word, [{ text: heading, bold: true, fontSize: 12 }, ...facts]);

/** The invoice's heading: INVOICE on the left, its number and dates on the right. */
export const invoiceHeading = (lines: Array<string | object>) => headingColumns('INVOICE', lines);

/** How a rendered file is answered to the gateway, which streams it from the storage. */
export const fileAnswer = (key: string, filename: string, contentType: string, pages: number, temporary: boolean) => ({
  key,
  filename,
  contentType,
  pages,
  temporary,
  leftOut: [],
});
