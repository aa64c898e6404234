import { FORMAT_REASON, hasControlCharacters, hasTextFormat, maxTextLength, textFormatOf } from '@portal/contracts';
import type { ScalarField } from './catalog.js';

/** PostgreSQL `integer`: what an Int column stores. */
const INT_MIN = -2_147_483_648;
const INT_MAX = 2_147_483_647;

/**
 * Why a converted value does not fit its column, or undefined when it does: text within its length,
 * free of control characters and in the column's format; numbers within the column's range and scale.
 * Checked before the database sees the value, so the caller gets a field error instead of a failure.
 */
export function boundsReason(field: ScalarField, value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return textReason(field, value);
  if (typeof value === 'number') return numberReason(field, value);
  return undefined;
}

function textReason(field: ScalarField, value: string): string | undefined {
  if (hasControlCharacters(value)) return 'must not contain control characters';
  const max = maxTextLength(field.name, field.maxLength);
  // Counted in characters as people see them, not UTF-16 units.
  const length = [...value].length;
  if (length > max) return `must be at most ${max} characters (got ${length})`;
  const format = textFormatOf(field.name);
  if (format && value.trim() !== '' && !hasTextFormat(format, value)) return FORMAT_REASON[format];
  return undefined;
}

/** Why a whole number does not fit an integer column (a filter's value as much as a written one), or undefined. */
export function integerRangeReason(field: ScalarField, value: number): string | undefined {
  if (field.type === 'Int' && (value < INT_MIN || value > INT_MAX)) return `must be between ${INT_MIN} and ${INT_MAX}`;
  if (field.type === 'BigInt' && !Number.isSafeInteger(value)) return 'is too large';
  return undefined;
}

function numberReason(field: ScalarField, value: number): string | undefined {
  const range = integerRangeReason(field, value);
  if (range) return range;
  if (field.type === 'Decimal' && field.decimal) {
    const [precision, scale] = field.decimal;
    const limit = 10 ** (precision - scale);
    if (Math.abs(value) >= limit) return `must be less than ${limit.toLocaleString('en-US')} and more than -${limit.toLocaleString('en-US')}`;
    if (decimalPlaces(value) > scale) return `may have at most ${scale} decimal places`;
  }
  return undefined;
}

function decimalPlaces(value: number): number {
  const text = String(value);
  if (text.includes('e-')) return Number(text.split('e-')[1]);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}
