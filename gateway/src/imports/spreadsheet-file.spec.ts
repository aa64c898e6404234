import { describe, expect, it } from '@jest/globals';
import * as SheetJS from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { readSheet, sheetKind } from './spreadsheet-file.js';

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Load');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** An Excel 97-2003 (BIFF8) workbook, as older dealer systems still export. */
function xls(rows: unknown[][]): Buffer {
  const workbook = SheetJS.utils.book_new();
  SheetJS.utils.book_append_sheet(workbook, SheetJS.utils.aoa_to_sheet(rows), 'Load');
  return SheetJS.write(workbook, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

async function refusalOf(promise: Promise<unknown>): Promise<{ message: string; errors?: Record<string, string[]> }> {
  try {
    await promise;
  } catch (error) {
    return error as { message: string; errors?: Record<string, string[]> };
  }
  throw new Error('expected a refusal');
}

describe('reading an import file', () => {
  it('reads an xlsx workbook as text, whatever its name says', async () => {
    const data = await xlsx([['VIN', 'Odometer', 'Price'], ['1G1ZT53826F109149', 12345, 9500.5], [], ['00000000000012345', '', '']]);
    const sheet = await readSheet(data, 'load.csv');
    expect(sheet.kind).toBe('xlsx');
    expect(sheet.rows).toEqual([
      ['VIN', 'Odometer', 'Price'],
      ['1G1ZT53826F109149', '12345', '9500.5'],
      ['', '', ''],
      ['00000000000012345', '', ''],
    ]);
  });

  it('reads CSV text with quotes, keeping digits as typed', async () => {
    const sheet = await readSheet(Buffer.from('VIN,Odometer\r\n"1G1ZT53826F109149","12,345"\r\n00012345678901234,007\r\n'), 'load.xlsx');
    expect(sheet.kind).toBe('csv');
    expect(sheet.rows).toEqual([
      ['VIN', 'Odometer'],
      ['1G1ZT53826F109149', '12,345'],
      ['00012345678901234', '007'],
    ]);
  });

  it('reads an Excel 97-2003 workbook as text, whatever its name says', async () => {
    const data = xls([['VIN', 'Odometer', 'Price'], ['1G1ZT53826F109149', 12345, 9500.5], [], ['00000000000012345', '', '']]);
    expect(sheetKind(data, 'load.csv')).toBe('xls');
    const sheet = await readSheet(data, 'load.csv');
    expect(sheet.kind).toBe('xls');
    expect(sheet.rows).toEqual([
      ['VIN', 'Odometer', 'Price'],
      ['1G1ZT53826F109149', '12345', '9500.5'],
      ['', '', ''],
      ['00000000000012345', '', ''],
    ]);
  });

  it('refuses an Excel 97-2003 workbook that is too long, naming the file', async () => {
    const rows = [['VIN'], ...Array.from({ length: 10_001 }, (_, i) => [`VIN${i}`])];
    const refused = await refusalOf(readSheet(xls(rows), 'huge.xls'));
    expect(refused.message).toBe('huge.xls is not valid. It has more than 10,000 rows.');
  });

  it('refuses a damaged Excel 97-2003 workbook, a binary file, an empty one and a damaged workbook, naming the file', async () => {
    const oldDamaged = await refusalOf(readSheet(Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]), 'old.xls'));
    expect(oldDamaged.message).toBe('old.xls is not valid. The workbook is damaged or not an Excel workbook.');
    expect(() => sheetKind(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]), 'photo.csv')).toThrow('photo.csv is not valid.');
    expect(() => sheetKind(Buffer.alloc(0), 'empty.csv')).toThrow('empty.csv is not valid. The file is empty.');
    const damaged = await refusalOf(readSheet(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('not a zip')]), 'cut.xlsx'));
    expect(damaged.message).toBe('cut.xlsx is not valid. The workbook is damaged or not an Excel workbook.');
    expect(damaged.errors).toEqual({ file: ['The workbook is damaged or not an Excel workbook.'] });
  });
});
