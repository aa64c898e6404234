import { randomUUID } from 'node:crypto';
import { ACCOUNTING_REPORT_TEXT, INVOICE_SUMMARY_PDF_MAX_LINES, type CallAnswer, type invoiceSummaryPdf } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import type { StoragePort } from '@portal/server-kit';
import { PDF_FONT, renderPdf, usDate, usd } from '@portal/server-kit/pdf';
import { invoiceSummaryReport, type InvoiceSummaryQuery } from './invoice-summary.js';

type Summary = Awaited<ReturnType<typeof invoiceSummaryReport>>;

const right = { alignment: 'right' };

/** The summary laid out for print: a heading per client with its count and total, then its dates and lines. */
export function invoiceSummaryDefinition(summary: Summary, onPages: (pages: number) => void = () => undefined): object {
  const period = summary.end ? `${usDate(summary.start)} - ${usDate(summary.end)}` : `From ${usDate(summary.start)}`;
  const body: Array<Array<object | string>> = [
    ['Invoice Date', 'Invoice #', 'Batch #', 'VIN', 'Total'].map((text) => ({
      text,
      bold: true,
      fillColor: '#eeeeee',
      ...(text === 'Total' ? right : {}),
    })),
  ];
  for (const client of summary.rows) {
    body.push([
      { text: `${client.name} (${client.count})`, colSpan: 4, bold: true, fillColor: '#f6f6f6' },
      {},
      {},
      {},
      { text: usd(Number(client.total_cost)), bold: true, fillColor: '#f6f6f6', ...right },
    ]);
    for (const date of client.dates) {
      date.data.forEach((line, i) =>
        body.push([
          i === 0 ? `${usDate(date.name)} (${date.count})` : '',
          String(line.invoice_detail_id),
          String(line.invoice_batch_id),
          line.serial_number,
          { text: usd(Number(line.total_cost)), ...right },
        ]),
      );
    }
  }
  const shown = summary.rows.reduce((n, r) => n + r.dates.reduce((m, d) => m + d.data.length, 0), 0);
  return {
    pageSize: 'LETTER',
    pageMargins: [36, 36, 36, 48],
    defaultStyle: { font: PDF_FONT, fontSize: 9 },
    info: { title: `Invoice Summary ${period}` },
    footer: (page: number, pages: number) => (onPages(pages), { text: `Invoice Summary - page ${page} of ${pages}`, alignment: 'center', fontSize: 8 }),
    content: [
      { text: 'Invoice Summary', fontSize: 16, bold: true },
      { text: period, margin: [0, 2, 0, 2] },
      { text: `Invoices: ${summary.total.count}    Total: ${usd(Number(summary.total.total_cost))}`, bold: true, margin: [0, 0, 0, 8] },
      ...(shown < summary.total.count
        ? [{ text: `The first ${shown.toLocaleString('en-US')} invoices are printed.`, italics: true, margin: [0, 0, 0, 8] }]
        : []),
      summary.rows.length ? { table: { headerRows: 1, widths: [80, 55, 50, '*', 70], body }, layout: 'lightHorizontalLines' } : { text: 'No Data' },
    ],
  };
}

/** The invoice summary of the period as a PDF in the file storage, for the gateway to send once. */
export async function invoiceSummaryPdfFile(
  prisma: PrismaClient,
  storage: StoragePort,
  query: InvoiceSummaryQuery,
): Promise<CallAnswer<typeof invoiceSummaryPdf>> {
  const summary = await invoiceSummaryReport(prisma, query, { perPage: INVOICE_SUMMARY_PDF_MAX_LINES });
  const { bytes, pages } = await renderPdf((onPages) => invoiceSummaryDefinition(summary, onPages));
  const key = `reports/renders/${randomUUID()}.pdf`;
  await storage.put(key, bytes, 'application/pdf');
  return { key, filename: ACCOUNTING_REPORT_TEXT.INVOICE_SUMMARY_PDF_FILE, contentType: 'application/pdf', pages, temporary: true, leftOut: [] };
}
