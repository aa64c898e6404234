import { encodeCsvColumn, rowsToCsv, type CsvColumn, type CsvFormat } from '@portal/contracts/csv';
import type { ApiClient } from '../api/client.js';
import { listQueryString, type ListQuery } from '../api/list-query.js';
import type { Column, CsvSpec } from './types.js';

/** A generated download address is released after 150 ms (document 1 §9). */
export const DOWNLOAD_URL_LIFETIME_MS = 150;

/**
 * The CSV columns of a table: each column's `csv` names the row fields the server writes and how it
 * shows them (the same formatters the table uses). A column without `csv` is a mistake in a table
 * that offers a download: it says so rather than leaving the column out.
 */
export function csvColumns<T>(columns: ReadonlyArray<Column<T>>): CsvColumn[] {
  const out: CsvColumn[] = [];
  for (const column of columns) {
    if (column.csv === false) continue;
    if (column.csv === undefined) throw new Error(`The column "${column.header}" does not say what its CSV holds`);
    out.push(toCsvColumn(column.header, column.csv));
  }
  return out;
}

function toCsvColumn(header: string, spec: CsvSpec): CsvColumn {
  if (typeof spec === 'string') return { fields: [spec], header, format: { kind: 'text' } };
  const format: CsvFormat = typeof spec.format === 'string' ? ({ kind: spec.format } as CsvFormat) : (spec.format ?? { kind: 'text' });
  return { fields: typeof spec.field === 'string' ? [spec.field] : [...spec.field], header, format };
}

/** `labels` format from choice options, as `labelOf` shows them. */
export function labelsFormat(options: ReadonlyArray<{ value: string | number; label: string }>): CsvFormat {
  return { kind: 'labels', labels: Object.fromEntries(options.map((o) => [String(o.value), o.label])) };
}

export interface CsvDownloadResult {
  /** Rows in the file. */
  rows: number;
  /** Rows that matched; more than `rows` when the server's cap left some out. */
  total: number;
}

/**
 * Asks the server for the CSV of a list (`/api/{resource}/export.csv`: the same filters, order and
 * client scope as the table) and hands it to the browser as `filename`; `onProgress` hears the bytes
 * received while the server streams it.
 */
export async function downloadCsv(
  api: ApiClient,
  resource: string,
  query: ListQuery,
  columns: ReadonlyArray<CsvColumn>,
  filename: string,
  onProgress?: (receivedBytes: number) => void,
): Promise<CsvDownloadResult> {
  const list = listQueryString({ ...query, page: undefined, per_page: undefined });
  const cols = columns.map((column) => `columns[]=${encodeURIComponent(encodeCsvColumn(column))}`).join('&');
  const { blob, headers } = await api.download(`/api/${encodeURIComponent(resource)}/export.csv?${list ? `${list}&` : ''}${cols}`, undefined, onProgress);
  saveBlob(filename, blob.type ? blob : new Blob([blob], { type: 'text/csv;charset=utf-8' }));
  const rows = Number(headers['x-export-rows']);
  const total = Number(headers['x-export-total']);
  return { rows: Number.isFinite(rows) ? rows : 0, total: Number.isFinite(total) ? total : 0 };
}

// The browser's reports and the services' files write CSV text alike.
export { rowsToCsv };

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

/** Bytes as a person reads a download's progress: "840 KB", "12.4 MB". */
export function receivedText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-US')} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
