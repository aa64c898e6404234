import type { ScalarField } from './catalog.js';
import { zonedWallClockToUtc } from './time.js';

export type Coerced = { ok: true; value: unknown } | { ok: false; reason: string };

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?$/;
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?$/;

export function isDateOnlyText(text: string): boolean {
  return DATE_ONLY.test(text);
}

/** Turns query-string text into the field's type, or says why it cannot. */
export function coerceText(field: ScalarField, text: string): Coerced {
  switch (field.type) {
    case 'Int':
    case 'BigInt':
      return /^-?\d+$/.test(text) && Number.isSafeInteger(Number(text))
        ? { ok: true, value: Number(text) }
        : { ok: false, reason: `expects a whole number, got "${text}"` };
    case 'Float':
    case 'Decimal':
      return text.trim() !== '' && Number.isFinite(Number(text)) ? { ok: true, value: Number(text) } : { ok: false, reason: `expects a number, got "${text}"` };
    case 'Boolean': {
      const t = text.toLowerCase();
      if (t === 'true' || t === '1') return { ok: true, value: true };
      if (t === 'false' || t === '0') return { ok: true, value: false };
      return { ok: false, reason: `expects true or false, got "${text}"` };
    }
    case 'DateTime':
      return parseDate(text);
    case 'String':
      return { ok: true, value: text };
    default:
      return field.kind === 'enum' ? { ok: true, value: text } : { ok: false, reason: `cannot be filtered` };
  }
}

/** Half of a UTF-16 pair without its other half: JSON lets a body carry one, PostgreSQL's text cannot hold it. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a value, or any text within it (keys too), holds a broken character. */
export function holdsBrokenText(value: unknown): boolean {
  if (typeof value === 'string') return UNPAIRED_SURROGATE.test(value);
  if (Array.isArray(value)) return value.some(holdsBrokenText);
  if (value !== null && typeof value === 'object') return Object.entries(value).some(([key, v]) => UNPAIRED_SURROGATE.test(key) || holdsBrokenText(v));
  return false;
}

const BROKEN_TEXT: Coerced = { ok: false, reason: 'holds a broken character (half of a UTF-16 pair)' };

/** Turns a JSON body value into the field's type for a write. `null` clears the field. */
export function coerceJson(field: ScalarField, value: unknown): Coerced {
  if (value === null) return { ok: true, value: null };
  if (holdsBrokenText(value)) return BROKEN_TEXT;
  switch (field.type) {
    case 'Int':
    case 'BigInt':
      if (typeof value === 'number') return Number.isSafeInteger(value) ? { ok: true, value } : { ok: false, reason: `must be a whole number` };
      if (typeof value === 'string') return value.trim() === '' ? { ok: true, value: null } : coerceText(field, value.trim());
      if (typeof value === 'boolean') return { ok: true, value: value ? 1 : 0 };
      return { ok: false, reason: 'must be a whole number' };
    case 'Float':
    case 'Decimal':
      if (typeof value === 'number') return Number.isFinite(value) ? { ok: true, value } : { ok: false, reason: 'must be a number' };
      if (typeof value === 'string') return value.trim() === '' ? { ok: true, value: null } : coerceText(field, value.trim().replace(/[$,]/g, ''));
      return { ok: false, reason: 'must be a number' };
    case 'Boolean':
      if (typeof value === 'boolean') return { ok: true, value };
      if (value === 0 || value === 1) return { ok: true, value: value === 1 };
      if (typeof value === 'string') return coerceText(field, value.trim());
      return { ok: false, reason: 'must be true or false' };
    case 'DateTime':
      if (typeof value === 'string') return value.trim() === '' ? { ok: true, value: null } : parseDate(value.trim());
      return { ok: false, reason: 'must be a date (YYYY-MM-DD) or a date and time' };
    case 'String':
      if (typeof value === 'string') return { ok: true, value };
      if (typeof value === 'number' || typeof value === 'boolean') return { ok: true, value: String(value) };
      return { ok: false, reason: 'must be text' };
    case 'Json':
      return { ok: true, value };
    default:
      return typeof value === 'string' ? { ok: true, value } : { ok: false, reason: 'has an unsupported type' };
  }
}

/** PostgreSQL has no year 0 (1 BC), and a four-digit year ends at 9999: outside these a date is refused, not sent. */
const inStoredYears = (date: Date) => date.getUTCFullYear() >= 1 && date.getUTCFullYear() <= 9999;

function parseDate(text: string): Coerced {
  if (DATE_ONLY.test(text)) {
    const date = new Date(`${text}T00:00:00.000Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) && inStoredYears(date)
      ? { ok: true, value: date }
      : { ok: false, reason: `"${text}" is not a real date` };
  }
  const match = DATE_TIME.exec(text);
  if (match) {
    // A stamp without an offset is business (Indianapolis) wall-clock time.
    const date = match[3] ? new Date(text.replace(' ', 'T')) : wallClock(text);
    if (!Number.isNaN(date.getTime()) && inStoredYears(date)) return { ok: true, value: date };
  }
  return { ok: false, reason: `expects a date (YYYY-MM-DD) or a date and time from year 1 to 9999, got "${text}"` };
}

function wallClock(text: string): Date {
  const m = WALL_CLOCK.exec(text);
  if (!m) return new Date(NaN);
  const [, y, mo, d, h, mi, sec, frac] = m;
  return zonedWallClockToUtc(+y, +mo, +d, +h, +mi, sec ? +sec : 0, frac ? Math.round(Number(`0.${frac}`) * 1000) : 0);
}
