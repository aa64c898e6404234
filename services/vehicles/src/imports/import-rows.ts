import { VIN_LENGTH } from '@portal/contracts';

/** Which columns of the file hold what (0-based), and whether its first row is a header. */
export interface ColumnChoice {
  vinColumn: number;
  odoColumn?: number | null;
  priceColumn?: number | null;
  hasHeaders: boolean;
}

/** One line of the file as the import reads it. `row` is its number in the file (1-based). */
export interface ImportLine {
  row: number;
  vin: string;
  odo: number | null;
  price: number | null;
  /** Why the line cannot become a vehicle as it is, before any lookup. */
  problem?: string;
}

/** Spaces and dashes are how people type VINs, never part of one. */
export function normalizeVin(raw: unknown): string {
  return String(raw ?? '')
    .replace(/[\s-]+/g, '')
    .toUpperCase();
}

/** A whole number from a cell: `12,345`, `12345 mi`, `$9,500.00`; empty is none; anything else is NaN. */
export function wholeNumber(raw: unknown): number | null {
  const text = String(raw ?? '').trim();
  if (text === '') return null;
  const digits = text.replace(/[$,\s]|mi$|km$/gi, '');
  return /^\d+(\.\d+)?$/.test(digits) ? Math.round(Number(digits)) : Number.NaN;
}

/** What is wrong with a VIN before decoding: empty, too long, or characters no VIN has. */
export function vinProblem(vin: string): string | undefined {
  if (vin === '') return 'has no VIN';
  if (vin.length > VIN_LENGTH) return `VIN is longer than ${VIN_LENGTH} characters`;
  if (!/^[A-Z0-9]+$/.test(vin)) return 'VIN may contain only letters and digits';
  return undefined;
}

/** The file's lines as the chosen columns read them; blank lines are left out. */
export function importLines(data: ReadonlyArray<ReadonlyArray<unknown>>, columns: ColumnChoice): ImportLine[] {
  const lines: ImportLine[] = [];
  data.forEach((cells, index) => {
    if (columns.hasHeaders && index === 0) return;
    if (cells.every((cell) => String(cell ?? '').trim() === '')) return;
    const vin = normalizeVin(cells[columns.vinColumn]);
    const odo = columns.odoColumn === null || columns.odoColumn === undefined ? null : wholeNumber(cells[columns.odoColumn]);
    const price = columns.priceColumn === null || columns.priceColumn === undefined ? null : wholeNumber(cells[columns.priceColumn]);
    const problems = [vinProblem(vin), Number.isNaN(odo) ? 'odometer is not a number' : undefined, Number.isNaN(price) ? 'price is not a number' : undefined];
    const problem = problems.filter(Boolean).join('; ') || undefined;
    lines.push({ row: index + 1, vin, odo: Number.isNaN(odo) ? null : odo, price: Number.isNaN(price) ? null : price, ...(problem ? { problem } : {}) });
  });
  return lines;
}
