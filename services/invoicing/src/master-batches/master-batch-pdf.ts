import { billTo, titleBlock } from '../batches/batch-pdf.js';
import { amountHeader, invoiceTable } from '../batches/invoice-tables.js';
import { cell, headerCell, letterDocument, renderPdf, right, usd, usDate } from '../pdf/pdf-kit.js';
import type { MasterBatchPrint } from './master-batch-print.js';

/** The summary of the member batches: number, date, vehicles and total, then the master total. */
function summaryTable(print: MasterBatchPrint): object {
  return {
    margin: [0, 16, 0, 0],
    table: {
      headerRows: 1,
      widths: ['*', 90, 70, 90],
      body: [
        [...['Invoice Batch #', 'Invoice Date'].map(headerCell), ...['Vehicles', 'Total'].map(amountHeader)],
        ...print.batches.map((b) => [cell(String(b.invoiceid)), cell(usDate(b.invoicedate)), cell(String(b.lines.length), right), cell(usd(b.total), right)]),
        [{ text: 'Master Total', colSpan: 3, alignment: 'right', bold: true }, {}, {}, { text: usd(print.total), alignment: 'right', bold: true }],
      ],
    },
    layout: 'lightHorizontalLines',
  };
}

/**
 * The master batch as one invoice: its client, a summary of its batches and the master total, then each
 * batch with its invoice rows as the batch's own PDF prints them.
 */
export function masterBatchPdfDefinition(print: MasterBatchPrint, onPages: (pages: number) => void = () => undefined): object {
  const title = `Master Invoice Batch #${print.id}`;
  return letterDocument(
    title,
    [
      titleBlock('MASTER INVOICE', title, print.master_invoice_number ? [`Master Invoice #: ${print.master_invoice_number}`] : []),
      ...billTo(print.client),
      summaryTable(print),
      ...print.batches.flatMap((b) => [
        {
          text: `Invoice Batch #${b.invoiceid} - ${usDate(b.invoicedate)}${b.overnighttrackingno ? ` - Overnight Tracking #: ${b.overnighttrackingno}` : ''}`,
          bold: true,
          margin: [0, 18, 0, 0],
        },
        invoiceTable(b, `Batch #${b.invoiceid} Total`),
      ]),
    ],
    onPages,
  );
}

export function renderMasterBatchPdf(print: MasterBatchPrint): Promise<{ bytes: Buffer; pages: number }> {
  return renderPdf((onPages) => masterBatchPdfDefinition(print, onPages));
}

export const masterBatchFilename = (id: number, extension: 'pdf' | 'xlsx') => `master-invoice-batch-${id}.${extension}`;
