import type { BatchPrint, PrintedLine } from './batch-print.js';

// pdfmake's server build lays the document out with pdfkit; the standard PDF fonts need no font files.
import pdfmake from 'pdfmake';

const FONTS = { Helvetica: { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' } };

const STANDARD_FONTS: readonly string[] = Object.values(FONTS.Helvetica);

const maker = pdfmake;
maker.setFonts(FONTS);
// The document names no images or files: nothing it holds may make the service fetch a URL or read a
// file beyond the standard fonts, which pdfkit carries itself.
maker.setUrlAccessPolicy(() => false);
maker.setLocalAccessPolicy((path) => STANDARD_FONTS.includes(path));

/** Dollars with cents and thousands separators: invoices round to 2 decimals (document 2 §9). */
export function usd(value: number): string {
  return `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** MM/DD/YYYY from YYYY-MM-DD. */
function usDate(day: string): string {
  const [y, m, d] = day.split('-');
  return `${m}/${d}/${y}`;
}

function chargeLines(line: PrintedLine): string {
  return line.charges.map((c) => `${c.type}${c.note ? ` (${c.note})` : ''}: ${usd(c.amount)}`).join('\n');
}

const cell = (text: string, style?: object) => ({ text, ...style });
const right = { alignment: 'right' };

/**
 * The batch laid out as an invoice: the bill-to client, the batch number and date, one row per invoice
 * (VIN, year/make/model, the state, DVS and other fees, the charges billed on the batch, the line's
 * total), and the batch total, which is the sum of the rows. Sales tax is a blank row (document 2 §9).
 */
export function batchPdfDefinition(print: BatchPrint, onPages: (pages: number) => void = () => undefined): object {
  const header = ['#', 'VIN', 'Year / Make / Model', 'State fee', 'DVS fee', 'Other fee', 'Charges', 'Total'].map((h) =>
    cell(h, { bold: true, fillColor: '#eeeeee' }),
  );
  const rows = print.lines.map((line, i) => [
    cell(String(i + 1)),
    cell(line.vin),
    cell(line.vehicle),
    cell(usd(line.fees.state), right),
    cell(usd(line.fees.dvs), right),
    cell(usd(line.fees.other), right),
    cell(chargeLines(line)),
    cell(usd(line.total), right),
  ]);
  const summary = (label: string, value: string, bold = false) => [
    { text: label, colSpan: 7, alignment: 'right', bold },
    {},
    {},
    {},
    {},
    {},
    {},
    { text: value, alignment: 'right', bold },
  ];
  return {
    pageSize: 'LETTER',
    pageMargins: [36, 36, 36, 48],
    defaultStyle: { font: 'Helvetica', fontSize: 9 },
    info: { title: `Invoice Batch #${print.invoiceid}` },
    footer: (page: number, pages: number) => (
      onPages(pages),
      { text: `Invoice Batch #${print.invoiceid} - page ${page} of ${pages}`, alignment: 'center', fontSize: 8 }
    ),
    content: [
      {
        columns: [
          { text: 'INVOICE', fontSize: 20, bold: true },
          {
            alignment: 'right',
            stack: [
              { text: `Invoice Batch #${print.invoiceid}`, bold: true, fontSize: 12 },
              `Invoice Date: ${usDate(print.invoicedate)}`,
              ...(print.overnighttrackingno ? [`Overnight Tracking #: ${print.overnighttrackingno}`] : []),
            ],
          },
        ],
      },
      { text: 'Bill To', bold: true, margin: [0, 16, 0, 2] },
      { text: print.client.name, fontSize: 11 },
      ...print.client.address.map((line) => ({ text: line })),
      ...(print.client.email ? [{ text: print.client.email }] : []),
      ...(print.client.paymentType ? [{ text: `Payment Type: ${print.client.paymentType}` }] : []),
      {
        margin: [0, 16, 0, 0],
        fontSize: 8,
        table: {
          headerRows: 1,
          widths: [12, 90, '*', 40, 40, 40, 92, 46],
          body: [
            header,
            ...rows,
            summary(`Vehicles: ${print.lines.length}    Subtotal`, usd(print.total)),
            summary('Sales Tax', ''),
            summary('Total', usd(print.total), true),
          ],
        },
        layout: 'lightHorizontalLines',
      },
    ],
  };
}

/** The batch's invoice as PDF bytes, and its page count (as the footer numbered them). */
export async function renderBatchPdf(print: BatchPrint): Promise<{ bytes: Buffer; pages: number }> {
  let pages = 0;
  const bytes = await maker.createPdf(batchPdfDefinition(print, (n) => (pages = n))).getBuffer();
  return { bytes, pages };
}

export function batchPdfFilename(print: Pick<BatchPrint, 'invoiceid'>): string {
  return `invoice-batch-${print.invoiceid}.pdf`;
}

/** The pages of a PDF this module wrote (pdfkit writes each page object as `/Type /Page`). */
export function pdfPageCount(bytes: Buffer): number {
  return bytes.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}
