import { ValidationError } from '@portal/server-kit';

const VIN_SHAPED = /^[A-Za-z0-9]{17}$/;
const VIN_HEADER = /^\s*vin\b|\bvin\s*#?\s*$/i;

/** Pasted text: VINs apart by spaces, new lines, commas or semicolons. */
export function vinsFromText(text: string): string[] {
  return text.split(/[\s,;]+/).filter(Boolean);
}

/**
 * A sheet's VINs: the column headed VIN, under its header; without one, the first column that holds a
 * VIN-shaped cell, its first row left out when that is a header of another name. Every other non-empty
 * cell of the column is kept, so a mistyped VIN comes back marked invalid rather than vanishing.
 */
export function vinsFromRows(rows: readonly string[][]): string[] {
  const header = rows[0] ?? [];
  let column = header.findIndex((cell) => VIN_HEADER.test(cell));
  let body = rows.slice(1);
  if (column < 0) {
    const width = Math.max(0, ...rows.map((r) => r.length));
    column = Array.from({ length: width }, (_, i) => i).find((i) => rows.some((r) => VIN_SHAPED.test((r[i] ?? '').trim()))) ?? -1;
    if (column < 0) throw ValidationError.field('file', 'no VIN column found: head a column VIN, or list one VIN per row');
    body = VIN_SHAPED.test((header[column] ?? '').trim()) ? rows.slice() : body;
  }
  return body.map((r) => (r[column] ?? '').trim()).filter(Boolean);
}
