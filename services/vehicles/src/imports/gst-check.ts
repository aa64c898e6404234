import { isStaff, type Principal } from '@portal/contracts';
import { ForbiddenError, ValidationError } from '@portal/server-kit';
import { releaseDate as sheetDate } from '../mass-update/bond-releases.js';
import { checkSize, type DecodeVin } from './import-check.js';
import { normalizeVin, vinProblem } from './import-rows.js';

/** The five columns the GST document needs (document 2 §5: all of them chosen), 0-based. */
export interface GstColumns {
  dateColumn: number;
  bgkColumn: number;
  supplierColumn: number;
  vinColumn: number;
  gstColumn: number;
  hasHeaders: boolean;
}

/** A GST line (document 2 §3 "GST row"), with the decode the document prints and why a line is red. */
export interface GstRow {
  row: number;
  vin: string;
  gst: number | null;
  bgk: string;
  date: string | null;
  supplier: string;
  year: number | null;
  make: string;
  model: string;
  validVin: boolean;
  flags: string[];
  checked: boolean;
}

const COLUMN_KEYS = ['dateColumn', 'bgkColumn', 'supplierColumn', 'vinColumn', 'gstColumn'] as const;

/**
 * Dollars and cents from a cell: `1,234.56`, `$1234.5`, `CA$ 980`; empty is none; anything else,
 * a negative amount included, is NaN. Amounts keep their cents: GST is owed to the cent.
 */
export function gstAmount(raw: unknown): number | null {
  const text = String(raw ?? '').trim();
  if (text === '') return null;
  const digits = text.replace(/^(CA|CAD|C)?\s*\$?\s*/i, '').replace(/[,\s]/g, '');
  return /^\d+(\.\d{1,2})?$/.test(digits) ? Math.round(Number(digits) * 100) / 100 : Number.NaN;
}

const cellText = (cells: ReadonlyArray<unknown>, column: number) => String(cells[column] ?? '').trim();

/**
 * POST /api/reports/management/vehicleGstProcess: each line of the sheet with its five cells read and
 * its VIN decoded offline. A line is red (not checked) when its VIN is not valid, its GST is not an
 * amount, its date is not a date, its supplier is blank, or its VIN repeats an earlier line (the same
 * vehicle's GST claimed twice). Blank lines are left out. Staff only, like every import.
 */
export async function processGstSheet(
  decode: DecodeVin,
  principal: Principal,
  request: GstColumns & { data: ReadonlyArray<ReadonlyArray<unknown>> },
): Promise<GstRow[]> {
  if (!isStaff(principal)) throw new ForbiddenError('The GST report is for staff only');
  checkSize(request.data);
  const width = Math.max(...request.data.map((cells) => cells.length));
  const errors: Record<string, string[]> = {};
  for (const key of COLUMN_KEYS) if (request[key] >= width) errors[key] = [`the file has no column ${request[key] + 1}`];
  const chosen = COLUMN_KEYS.map((key) => request[key]);
  COLUMN_KEYS.forEach((key, i) => {
    if (chosen.indexOf(request[key]) !== i) (errors[key] ??= []).push('is the column of another field');
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);

  const rows: GstRow[] = [];
  const seen = new Set<string>();
  for (const [index, cells] of request.data.entries()) {
    if (request.hasHeaders && index === 0) continue;
    if (cells.every((cell) => String(cell ?? '').trim() === '')) continue;
    const vin = normalizeVin(cells[request.vinColumn]);
    const gst = gstAmount(cells[request.gstColumn]);
    const dateText = cellText(cells, request.dateColumn);
    const date = sheetDate(dateText);
    const supplier = cellText(cells, request.supplierColumn);
    const flags: string[] = [];
    const problem = vinProblem(vin);
    const decoded = problem ? undefined : await decode(vin);
    const validVin = !!decoded && decoded.errorcode === 0;
    if (problem) flags.push(problem);
    else if (!validVin) flags.push(`VIN does not decode: ${decoded?.errortext ?? ''}`.trim());
    if (gst === null) flags.push('has no GST amount');
    else if (Number.isNaN(gst)) flags.push('GST is not an amount');
    if (date === null) flags.push(dateText === '' ? 'has no date' : 'date is not a date');
    if (supplier === '') flags.push('has no supplier');
    if (vin !== '' && seen.has(vin)) flags.push('repeats an earlier row');
    seen.add(vin);
    rows.push({
      row: index + 1,
      vin,
      gst: gst === null || Number.isNaN(gst) ? null : gst,
      bgk: cellText(cells, request.bgkColumn).slice(0, 60),
      date,
      supplier: supplier.slice(0, 120),
      year: typeof decoded?.modelyear === 'number' ? decoded.modelyear : null,
      make: decoded?.make ?? '',
      model: decoded?.model ?? '',
      validVin,
      flags,
      checked: flags.length === 0,
    });
  }
  return rows;
}
