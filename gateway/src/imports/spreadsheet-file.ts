import { MAX_IMPORT_COLUMNS, MAX_IMPORT_FILE_ROWS } from '@portal/contracts';
import { ValidationError } from '@portal/server-kit';
import * as Legacy from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';

export type SheetKind = 'xlsx' | 'xls' | 'csv';

const OLE_COMPOUND_FILE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** The refusal the screens show as is (document 2 §5): "{path} is not valid. {reason}". */
export function notValid(filename: string, reason: string): ValidationError {
  return new ValidationError({ file: [reason] }, `${filename} is not valid. ${reason}`);
}

/**
 * What the bytes are, whatever the file is called: an xlsx workbook (a zip), an Excel 97-2003 workbook
 * (an OLE compound file), or text that may be CSV.
 */
export function sheetKind(data: Buffer, filename: string): SheetKind {
  if (data.length === 0) throw notValid(filename, 'The file is empty.');
  if (data.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'xlsx';
  if (data.subarray(0, 8).equals(OLE_COMPOUND_FILE)) return 'xls';
  if (data.includes(0) || !isUtf8(data)) throw notValid(filename, 'It is neither an xlsx workbook nor a CSV text file.');
  return 'csv';
}

function isUtf8(data: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data.subarray(0, 64 * 1024));
    return true;
  } catch {
    // A multi-byte character cut at the 64 KB mark is still text.
    return data.length > 64 * 1024;
  }
}

/** A cell as the person sees it in the sheet: its text, never a formula or a rich-text object. */
function cellText(cell: ExcelJS.Cell): string {
  return clip(cell.text ?? '');
}

const clip = (text: string) => (text.length > 1000 ? text.slice(0, 1000) : text);

/**
 * An Excel 97-2003 workbook's first sheet as the text of its cells. exceljs reads only xlsx, so the
 * SheetJS reader takes this one format; it reads one row past the limit, to tell a file that is too long.
 */
function readLegacySheet(data: Buffer, filename: string): string[][] {
  let rows: unknown[][];
  try {
    const workbook = Legacy.read(data, { type: 'buffer', sheetRows: MAX_IMPORT_FILE_ROWS + 1, cellFormula: false, cellHTML: false });
    const first = workbook.SheetNames[0];
    const sheet = first === undefined ? undefined : workbook.Sheets[first];
    if (!sheet) throw new Error('no sheet');
    rows = Legacy.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: true });
  } catch {
    throw notValid(filename, 'The workbook is damaged or not an Excel workbook.');
  }
  if (rows.length === 0) throw notValid(filename, 'No columns found, the sheet is empty.');
  if (rows.length > MAX_IMPORT_FILE_ROWS) throw notValid(filename, `It has more than ${(MAX_IMPORT_FILE_ROWS - 1).toLocaleString('en-US')} rows.`);
  const width = Math.min(Math.max(...rows.map((r) => r.length)), MAX_IMPORT_COLUMNS);
  return rows.map((row) => Array.from({ length: width }, (_, c) => clip(String(row[c] ?? ''))));
}

/** The first worksheet's rows as text, at most the import's rows and columns; a damaged file is a 422 naming it. */
export async function readSheet(data: Buffer, filename: string): Promise<{ kind: SheetKind; rows: string[][] }> {
  const kind = sheetKind(data, filename);
  if (kind === 'xls') return { kind, rows: readLegacySheet(data, filename) };
  const workbook = new ExcelJS.Workbook();
  let sheet: ExcelJS.Worksheet | undefined;
  try {
    if (kind === 'xlsx') {
      await workbook.xlsx.load(data as unknown as ArrayBuffer);
      sheet = workbook.worksheets[0];
    } else {
      // Every cell stays text: a VIN of digits or an odometer must not become a date or a float.
      sheet = await workbook.csv.read(Readable.from([data]), { parserOptions: { delimiter: ',' }, map: (value: string) => value });
    }
  } catch {
    throw notValid(filename, kind === 'xlsx' ? 'The workbook is damaged or not an Excel workbook.' : 'The CSV text cannot be read.');
  }
  if (!sheet || sheet.actualRowCount === 0) throw notValid(filename, 'No columns found, the sheet is empty.');
  if (sheet.rowCount > MAX_IMPORT_FILE_ROWS) throw notValid(filename, `It has more than ${(MAX_IMPORT_FILE_ROWS - 1).toLocaleString('en-US')} rows.`);
  const width = Math.min(sheet.columnCount, MAX_IMPORT_COLUMNS);
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: string[] = [];
    for (let c = 1; c <= width; c += 1) cells.push(cellText(row.getCell(c)));
    rows.push(cells);
  });
  return { kind, rows };
}
