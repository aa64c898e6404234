import { cell, headerCell, letterDocument, renderPdf, right, titleBlock, usd, usDate } from '../pdf/pdf-kit.js';
import type { BatchPrint, PrintedLine } from './batch-print.js';

export { pdfPageCount, titleBlock, usd } from '../pdf/pdf-kit.js';

function chargeLines(line: PrintedLine): string {
  return line.charges.map((c) => `${c.type}${c.note ? ` (${c.note})` : ''}: ${usd(c.amount)}`).join('\n');
}

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

/**
 * A batch's invoice rows (VIN, year/make/model, the state, DVS and other fees, the charges billed on the
 * batch, the line's total) and its total, which is the sum of the rows. Sales tax is a blank row
 * (document 2 §9). The batch PDF and the master batch PDF print a batch with it.
 */
export function batchLinesTable(print: Pick<BatchPrint, 'lines' | 'total'>, totalLabel = 'Total'): object {
  const header = ['#', 'VIN', 'Year / Make / Model', 'State fee', 'DVS fee', 'Other fee', 'Charges', 'Total'].map(headerCell);
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
  return {
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
        summary(totalLabel, usd(print.total), true),
      ],
    },
    layout: 'lightHorizontalLines',
  };
}

/** Bill To: the client's legal name (else its name), address, invoice e-mail address and payment type. */
export function billTo(client: BatchPrint['client']): object[] {
  return [
    { text: 'Bill To', bold: true, margin: [0, 16, 0, 2] },
    { text: client.name, fontSize: 11 },
    ...client.address.map((line) => ({ text: line })),
    ...(client.email ? [{ text: client.email }] : []),
    ...(client.paymentType ? [{ text: `Payment Type: ${client.paymentType}` }] : []),
  ];
}

/**
 * The batch laid out as an invoice: the bill-to client, the batch number and date, one row per invoice,
 * and the batch total.
 */
export function batchPdfDefinition(print: BatchPrint, onPages: (pages: number) => void = () => undefined): object {
  return letterDocument(
    `Invoice Batch #${print.invoiceid}`,
    [
      titleBlock('INVOICE', `Invoice Batch #${print.invoiceid}`, [
        `Invoice Date: ${usDate(print.invoicedate)}`,
        ...(print.overnighttrackingno ? [`Overnight Tracking #: ${print.overnighttrackingno}`] : []),
      ]),
      ...billTo(print.client),
      batchLinesTable(print),
    ],
    onPages,
  );
}

/** The batch's invoice as PDF bytes, and its page count (as the footer numbered them). */
export function renderBatchPdf(print: BatchPrint): Promise<{ bytes: Buffer; pages: number }> {
  return renderPdf((onPages) => batchPdfDefinition(print, onPages));
}

export function batchPdfFilename(print: Pick<BatchPrint, 'invoiceid'>): string {
  return `invoice-batch-${print.invoiceid}.pdf`;
}
