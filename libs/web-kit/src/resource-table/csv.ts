import type { CellValue, Column } from './types.js';

/** A generated download address is released after 150 ms (document 1 §9). */
export const DOWNLOAD_URL_LIFETIME_MS = 150;

/** CSV text with a header row; fields quoted when they hold a comma, quote or line break. */
export function toCsv<T>(columns: ReadonlyArray<Column<T>>, rows: ReadonlyArray<T>): string {
  const included = columns.filter((column) => column.csv !== false && (typeof column.csv === 'function' || column.value));
  const lines = [included.map((column) => quote(column.header))];
  for (const row of rows) {
    lines.push(included.map((column) => quote((typeof column.csv === 'function' ? column.csv : column.value!)(row))));
  }
  return lines.map((fields) => fields.join(',')).join('\r\n') + '\r\n';
}

/** Hands the text to the browser as a file download. */
export function saveTextFile(filename: string, text: string, type = 'text/csv;charset=utf-8'): void {
  saveBlob(filename, new Blob([text], { type }));
}

/** Hands any bytes to the browser as a file download; the address is released shortly after. */
export function saveBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_LIFETIME_MS);
}

function quote(value: CellValue): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
