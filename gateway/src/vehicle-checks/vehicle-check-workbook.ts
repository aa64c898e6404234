import type { CallAnswer, checkVehicleVins } from '@portal/contracts';
import ExcelJS from 'exceljs';

/** VehicleCheck.xlsx: the checked VINs with their results, the duty answers with 25% in red as on the screen. */
export async function vehicleCheckWorkbook(rows: CallAnswer<typeof checkVehicleVins>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Vehicle Check');
  sheet.columns = [
    { header: 'VIN', key: 'vin', width: 22 },
    { header: 'Valid VIN', key: 'valid', width: 10 },
    { header: 'TPMS Check', key: 'tpms', width: 60 },
    { header: 'GST Check', key: 'gst', width: 36 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const added = sheet.addRow({ vin: row.vin, valid: row.validVin ? 'Yes' : 'No', tpms: row.tpmsCheck, gst: row.gstCheck });
    if (row.gstCheck.includes('25%')) added.getCell('gst').font = { color: { argb: 'FFC00000' }, bold: true };
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
