/** What the vehicle check sends: the file chosen, or the pasted VINs (as a file when too long for a form field). */
import { SPREADSHEET_ACCEPT, spreadsheetRefusal } from '@portal/web-kit';

export const ACCEPT_ATTRIBUTE = SPREADSHEET_ACCEPT;

/** The longest text the gateway takes in a form field; longer pasted text travels as a one-column CSV. */
const FIELD_LIMIT = 10_000;

/** The spec's refusal of a file it does not take (document 3 §5): '{path} is not valid. {message}'. */
export const rejectedFile = (name: string) => spreadsheetRefusal(name, 'checked');

export type CheckInput = { kind: 'file'; file: File } | { kind: 'text'; text: string };

export function checkForm(input: CheckInput): FormData {
  const form = new FormData();
  if (input.kind === 'file') form.append('file', input.file);
  else if (input.text.length <= FIELD_LIMIT) form.append('text', input.text);
  else
    form.append(
      'file',
      new Blob(
        [
          input.text
            .split(/[\s,;]+/)
            .filter(Boolean)
            .join('\r\n'),
        ],
        { type: 'text/csv' },
      ),
      'pasted-vins.csv',
    );
  return form;
}

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
