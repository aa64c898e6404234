import { INVOICE_PAGE, invoiceHeading, pagedFooter, renderPdf, usDate, usd } from '../pdf/pdf-kit.js';
import type { BatchPrint, PrintedLine } from './batch-print.js';

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
    ...INVOICE_PAGE,
    info: { title: `Invoice Batch #${print.invoiceid}` },
    footer: pagedFooter(`Invoice Batch #${print.invoiceid}`, onPages),
    content: [
      invoiceHeading([
        { text: `Invoice Batch #${print.invoiceid}`, bold: true, fontSize: 12 },
        `Invoice Date: ${usDate(print.invoicedate)}`,
        ...(print.overnighttrackingno ? [`Overnight Tracking #: ${print.overnighttrackingno}`] : []),
      ]),
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
export function renderBatchPdf(print: BatchPrint): Promise<{ bytes: Buffer; pages: number }> {
  return renderPdf((onPages) => batchPdfDefinition(print, onPages));
}

export function batchPdfFilename(print: Pick<BatchPrint, 'invoiceid'>): string {
  return `invoice-batch-${print.invoiceid}.pdf`;
}
