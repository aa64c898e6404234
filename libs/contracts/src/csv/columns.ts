import type { FieldErrors } from '../errors.js';
import { formatCurrency, formatDate, formatStamp, formatUsDate } from './format.js';

/**
 * How a CSV cell shows its value, as the table on screen does: a date or stamp in business time, an
 * amount in dollars, a flag as Yes/No (or other words), a code by its label.
 */
export type CsvFormat =
  | { kind: 'text' }
  | { kind: 'usDate' }
  | { kind: 'date' }
  | { kind: 'stamp' }
  | { kind: 'currency' }
  | { kind: 'yesNo'; yes?: string; no?: string }
  | { kind: 'labels'; labels: Record<string, string> };

/** One column of an export: the first of `fields` that has a value, under `header`. */
export interface CsvColumn {
  /** Field paths of a list row: `vehiclevin`, `client.clientname` (the relation is loaded for it), an append. */
  fields: string[];
  header: string;
  format: CsvFormat;
}

/** The most columns one export may ask for. */
export const MAX_CSV_COLUMNS = 60;

const FIELD_PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)?$/;
const PLAIN_FORMATS = ['text', 'usDate', 'date', 'stamp', 'currency', 'yesNo'] as const;

/**
 * `columns[]=fields|header[|format]`: fields comma-separated (the first with a value wins); format
 * one of text, usDate, date, stamp, currency, yesNo, or `yesNo:{"yes":..,"no":..}` /
 * `labels:{"1":"Client User",..}` (JSON after the colon).
 */
export function encodeCsvColumn(column: CsvColumn): string {
  const format = formatText(column.format);
  return `${column.fields.join(',')}|${column.header.replace(/\|/g, '/')}${format === 'text' ? '' : `|${format}`}`;
}

function formatText(format: CsvFormat): string {
  if (format.kind === 'labels') return `labels:${JSON.stringify(format.labels)}`;
  if (format.kind === 'yesNo' && (format.yes !== undefined || format.no !== undefined)) return `yesNo:${JSON.stringify({ yes: format.yes, no: format.no })}`;
  return format.kind;
}

export type CsvColumnsResult = { ok: true; columns: CsvColumn[] } | { ok: false; errors: FieldErrors };

/** Reads `columns[]` as sent; each refusal names the column. */
export function parseCsvColumns(raw: string | string[] | undefined): CsvColumnsResult {
  const texts = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const errors: string[] = [];
  const columns: CsvColumn[] = [];
  if (texts.length === 0) errors.push('name at least one column as fields|header');
  if (texts.length > MAX_CSV_COLUMNS) errors.push(`at most ${MAX_CSV_COLUMNS} columns`);
  for (const text of texts.slice(0, MAX_CSV_COLUMNS)) {
    const first = text.indexOf('|');
    const second = first < 0 ? -1 : text.indexOf('|', first + 1);
    const fields = (first < 0 ? text : text.slice(0, first)).split(',');
    const header = first < 0 ? '' : text.slice(first + 1, second < 0 ? undefined : second);
    const format = second < 0 ? { kind: 'text' as const } : parseFormat(text.slice(second + 1));
    const bad = fields.filter((f) => !FIELD_PATH.test(f));
    if (first < 0 || header.trim() === '') errors.push(`"${text}" is not fields|header[|format]`);
    else if (bad.length) errors.push(`"${bad.join(',')}" is not a field path`);
    else if (typeof format === 'string') errors.push(`"${text}": ${format}`);
    else columns.push({ fields, header, format });
  }
  return errors.length ? { ok: false, errors: { columns: errors } } : { ok: true, columns };
}

function parseFormat(text: string): CsvFormat | string {
  if ((PLAIN_FORMATS as readonly string[]).includes(text)) return { kind: text } as CsvFormat;
  const colon = text.indexOf(':');
  const kind = colon < 0 ? text : text.slice(0, colon);
  let options: unknown;
  try {
    options = colon < 0 ? undefined : JSON.parse(text.slice(colon + 1));
  } catch {
    return `the options of ${kind} are not valid JSON`;
  }
  const words = (o: unknown): o is Record<string, string> =>
    !!o && typeof o === 'object' && !Array.isArray(o) && Object.values(o).every((v) => typeof v === 'string');
  if (kind === 'labels' && words(options)) return { kind, labels: options };
  if (kind === 'yesNo' && words(options) && Object.keys(options).every((k) => k === 'yes' || k === 'no')) return { kind, ...options };
  return `the format must be one of ${PLAIN_FORMATS.join(', ')}, yesNo:{"yes":..,"no":..} or labels:{..}`;
}

export type CsvCell = string | number | boolean | null | undefined;

/** The value of the first field path that has one (`client.clientname` reads the loaded relation). */
export function cellValue(row: Record<string, unknown>, column: CsvColumn): unknown {
  for (const path of column.fields) {
    const value = valueAt(row, path);
    if (value !== null && value !== undefined && value !== '') return value;
  }
  // Nothing had a value: keep the difference between "no related row" (undefined) and an empty field.
  return column.fields.map((path) => valueAt(row, path)).find((v) => v !== undefined);
}

function valueAt(row: Record<string, unknown>, path: string): unknown {
  let value: unknown = row;
  for (const key of path.split('.')) {
    if (Array.isArray(value))
      return value
        .map((item) => (item && typeof item === 'object' ? (item as Record<string, unknown>)[key] : undefined))
        .filter((v) => v !== null && v !== undefined)
        .join('; ');
    if (!value || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The text of a cell as the table shows it. */
export function formatCell(value: unknown, format: CsvFormat): string {
  switch (format.kind) {
    case 'usDate':
      return formatUsDate(value as string);
    case 'date':
      return formatDate(value as string);
    case 'stamp':
      return formatStamp(value as string);
    case 'currency':
      return formatCurrency(value as number);
    case 'yesNo':
      // No related row at all shows nothing; a row with the flag unset is No.
      if (value === undefined) return '';
      return truthy(value) ? (format.yes ?? 'Yes') : (format.no ?? 'No');
    case 'labels':
      if (value === null || value === undefined) return '';
      return format.labels[String(value)] ?? String(value);
    default:
      return value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

function truthy(value: unknown): boolean {
  return !(value === null || value === false || value === 0 || value === '0' || value === '' || value === 'false');
}
