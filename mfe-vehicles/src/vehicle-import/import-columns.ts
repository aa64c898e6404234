/** The browser's side of the import: which files it offers to send and how it names the columns. */

import { SPREADSHEET_ACCEPT, spreadsheetRefusal, type ApiClient } from '@portal/web-kit';

export const ACCEPT_ATTRIBUTE = SPREADSHEET_ACCEPT;

/** The file picker's refusal (document 2 §5): "{path} is not valid. {reason}". */
export const rejectedFile = (name: string) => spreadsheetRefusal(name, 'imported');

/** Each column by its header when the file has one, otherwise by its number. */
export function columnOptions(rows: readonly string[][], hasHeaders: boolean): Array<{ value: string; label: string }> {
  const width = Math.max(0, ...rows.map((r) => r.length));
  return Array.from({ length: width }, (_, i) => {
    const header = hasHeaders ? (rows[0]?.[i] ?? '').trim() : '';
    return { value: String(i), label: header ? `${header} (column ${i + 1})` : `Column ${i + 1}` };
  });
}

/** The column whose header names it (VIN, Odometer/Mileage, Price), as a first guess the person can change. */
export function guessColumn(rows: readonly string[][], pattern: RegExp): string {
  const index = (rows[0] ?? []).findIndex((h) => pattern.test(h));
  return index < 0 ? '' : String(index);
}

/** A spreadsheet as the gateway read it: every cell as text. */
export interface UploadedSheet {
  filename: string;
  rows: string[][];
}

/** Sends a picked file to be read (vehicleMassUpload): the gateway judges it by its content, not its name. */
export function readSheetFile(api: ApiClient, file: File): Promise<UploadedSheet> {
  const form = new FormData();
  form.append('file', file);
  return api.request<UploadedSheet>({ method: 'POST', path: '/api/reports/management/vehicleMassUpload', body: form });
}

/** The checked rows after one row's box changed. */
export function toggled(set: ReadonlySet<number>, row: number, on: boolean): Set<number> {
  const next = new Set(set);
  if (on) next.add(row);
  else next.delete(row);
  return next;
}
