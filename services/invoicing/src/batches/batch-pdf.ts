import { cell, headerCell, letterDocument, renderPdf, right, titleBlock, usd, usDate } from '../pdf/pdf-kit.js';
import type { BatchPrint, PrintedLine } from './batch-print.js';
import { amountHeader, invoiceTable } from './invoice-tables.js';

export { pdfPageCount, titleBlock, usd } from '../pdf/pdf-kit.js';

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

const batchFacts = (print: BatchPrint) => [
  `Invoice Date: ${usDate(print.invoicedate)}`,
  ...(print.overnighttrackingno ? [`Overnight Tracking #: ${print.overnighttrackingno}`] : []),
];

/** The bulk invoice: the whole batch as one invoice, one table of its vehicles and the batch total. */
function bulkInvoice(print: BatchPrint): object[] {
  return [titleBlock('INVOICE', `Invoice Batch #${print.invoiceid}`, batchFacts(print)), ...billTo(print.client), invoiceTable(print)];
}

/** One vehicle's invoice, on a page of its own: its invoice number, the batch's, the bill-to, its rows and its own total. */
function vehicleInvoice(print: BatchPrint, line: PrintedLine, first: boolean): object {
  return {
    ...(first ? {} : { pageBreak: 'before' }),
    stack: [
      titleBlock('INVOICE', `Invoice #${line.invoicedetailid}`, [`Invoice Batch #${print.invoiceid}`, ...batchFacts(print)]),
      ...billTo(print.client),
      invoiceTable({ lines: [line], total: line.total, layout: print.layout }, 'Invoice Total'),
    ],
  };
}

/** After the single invoices, the batch's list of them and the batch total, so the set adds up to the batch's Total. */
function singleInvoicesSummary(print: BatchPrint): object {
  const rows = print.lines.map((line) => [cell(`#${line.invoicedetailid}`), cell(line.vin), cell(line.vehicle), cell(usd(line.total), right)]);
  const closing = (label: string, value: string, bold = false) => [
    { text: label, colSpan: 3, alignment: 'right', bold },
    {},
    {},
    { text: value, alignment: 'right', bold },
  ];
  return {
    ...(print.lines.length ? { pageBreak: 'before' } : {}),
    stack: [
      titleBlock('INVOICE SUMMARY', `Invoice Batch #${print.invoiceid}`, batchFacts(print)),
      ...billTo(print.client),
      {
        margin: [0, 16, 0, 0],
        fontSize: 9,
        table: {
          headerRows: 1,
          widths: [60, 110, '*', 70],
          body: [
            [...['Invoice', 'VIN', 'Year / Make / Model'].map(headerCell), amountHeader('Total')],
            ...rows,
            closing(`Invoices: ${print.lines.length}    Subtotal`, usd(print.total)),
            closing('Sales Tax', ''),
            closing('Batch Total', usd(print.total), true),
          ],
        },
        layout: 'lightHorizontalLines',
      },
    ],
  };
}

/**
 * The batch laid out as its client asks (document 2 §9): single-invoice mode prints one invoice per vehicle,
 * each on its own page with its own total, then the batch's summary; bulk mode prints the batch as one
 * invoice. Either way the rows are detailed or one per vehicle (`invoiceTable`).
 */
export function batchPdfDefinition(print: BatchPrint, onPages: (pages: number) => void = () => undefined): object {
  const content = print.layout.single
    ? [...print.lines.map((line, i) => vehicleInvoice(print, line, i === 0)), singleInvoicesSummary(print)]
    : bulkInvoice(print);
  return letterDocument(`Invoice Batch #${print.invoiceid}`, content, onPages);
}

/** The batch's invoice as PDF bytes, and its page count (as the footer numbered them). */
export function renderBatchPdf(print: BatchPrint): Promise<{ bytes: Buffer; pages: number }> {
  return renderPdf((onPages) => batchPdfDefinition(print, onPages));
}

export function batchPdfFilename(print: Pick<BatchPrint, 'invoiceid'>): string {
  return `invoice-batch-${print.invoiceid}.pdf`;
}
