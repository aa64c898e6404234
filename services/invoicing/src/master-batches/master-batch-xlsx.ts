import ExcelJS from 'exceljs';
import type { MasterBatchPrint } from './master-batch-print.js';

const COLUMNS = [
  { header: 'Invoice Batch #', key: 'batch', width: 15 },
  { header: 'Invoice Date', key: 'date', width: 13 },
  { header: 'VIN', key: 'vin', width: 20 },
  { header: 'Vehicle', key: 'vehicle', width: 28 },
  { header: 'State Fee', key: 'state', width: 11 },
  { header: 'DVS Fee', key: 'dvs', width: 11 },
  { header: 'Other Fee', key: 'other', width: 11 },
  { header: 'Charges', key: 'charges', width: 36 },
  { header: 'Total', key: 'total', width: 12 },
] as const;

const MONEY = '"$"#,##0.00';

/**
 * Get MIB Excel: one row per invoice of the member batches (fees, charges, total), a subtotal row per batch
 * and the master total. Amounts are numbers with a currency format, so the sheet adds up as the PDF does.
 */
export async function masterBatchWorkbook(print: MasterBatchPrint): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(`Master Invoice ${print.id}`);
  sheet.addRow([`Master Invoice Batch #${print.id}`, print.master_invoice_number ?? '']).font = { bold: true, size: 13 };
  sheet.addRow(['Client', print.client.name]);
  sheet.addRow([]);
  const header = sheet.addRow(COLUMNS.map((c) => c.header));
  header.font = { bold: true };
  COLUMNS.forEach((c, i) => (sheet.getColumn(i + 1).width = c.width));
  for (const batch of print.batches) {
    for (const line of batch.lines)
      sheet.addRow([
        batch.invoiceid,
        batch.invoicedate,
        line.vin,
        line.vehicle,
        line.fees.state,
        line.fees.dvs,
        line.fees.other,
        line.charges.map((c) => `${c.type}${c.note ? ` (${c.note})` : ''}: ${c.amount.toFixed(2)}`).join('; '),
        line.total,
      ]);
    const subtotal = sheet.addRow([
      batch.invoiceid,
      batch.invoicedate,
      `Batch #${batch.invoiceid} Total (${batch.lines.length} vehicles)`,
      '',
      '',
      '',
      '',
      '',
      batch.total,
    ]);
    subtotal.font = { bold: true };
  }
  const total = sheet.addRow(['', '', 'Master Total', '', '', '', '', '', print.total]);
  total.font = { bold: true };
  for (const key of ['state', 'dvs', 'other', 'total'] as const) sheet.getColumn(COLUMNS.findIndex((c) => c.key === key) + 1).numFmt = MONEY;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
