// The text a client could read in a binary answer (a PDF, a workbook), so the canary check that reads
// JSON and text answers reads these too: another client's VIN or name printed on a page or in a cell
// is a leak like any other.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';

const run = promisify(execFile);

const PDF = 'application/pdf';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Whether the answer's bytes are a kind whose text is read: a PDF or an XLSX workbook. */
export function readableKind(res) {
  if (res.type.startsWith(PDF) || res.bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (res.type.startsWith(XLSX)) return 'xlsx';
  return undefined;
}

/** The text of a PDF, page by page (poppler's pdftotext reads the bytes from standard input). */
async function pdfText(bytes) {
  const child = run('pdftotext', ['-q', '-enc', 'UTF-8', '-', '-'], { maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' });
  child.child.stdin.end(bytes);
  return (await child).stdout;
}

/** Every cell of every sheet of a workbook, one line per row, cells apart by tabs. */
async function xlsxText(bytes) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const lines = [];
  workbook.eachSheet((sheet) => {
    lines.push(sheet.name);
    sheet.eachRow((row) =>
      lines.push(row.values.map((cell) => (cell && typeof cell === 'object' ? (cell.text ?? cell.result ?? JSON.stringify(cell)) : cell)).join('\t')),
    );
  });
  return lines.join('\n');
}

/** The answer's readable text: its own for JSON and text, extracted for PDF and XLSX, undefined for other bytes. */
export async function answerText(res) {
  if (res.text) return res.text;
  const kind = readableKind(res);
  if (kind === 'pdf') return pdfText(res.bytes);
  if (kind === 'xlsx') return xlsxText(res.bytes);
  return undefined;
}
