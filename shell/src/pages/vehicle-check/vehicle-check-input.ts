import { SPREADSHEET_ACCEPT, spreadsheetRefusal } from '@portal/web-kit';

export const ACCEPT_ATTRIBUTE = SPREADSHEET_ACCEPT;

/** The spec's refusal of a file it does not take (document 3 §5): '{path} is not valid. {message}'. */
export const rejectedFile = (name: string) => spreadsheetRefusal(name, 'checked');

export interface CheckRow {
  vin: string;
  validVin: boolean;
  tpmsCheck: string;
  gstCheck: string;
}

/** The answer must be the rows (document 3 §5: anything else is 'Unexpected data'). */
export function checkRows(answer: unknown): CheckRow[] | null {
  if (!Array.isArray(answer)) return null;
  const ok = answer.every((r) => r && typeof r === 'object' && typeof r.vin === 'string' && typeof r.tpmsCheck === 'string' && typeof r.gstCheck === 'string');
  return ok ? (answer as CheckRow[]) : null;
}

/** A duty answer the screen highlights (document 3 §2.6). */
export const isDutyWarning = (row: CheckRow) => row.gstCheck.includes('25%');
