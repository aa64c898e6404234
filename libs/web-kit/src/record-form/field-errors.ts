import { ApiError, messageOf } from '../api/errors.js';
import type { FormErrors, FormFieldDef } from './types.js';

/** A field as a person may read about it: its label when the page has one. */
export type NamedField = Pick<FormFieldDef, 'name' | 'label'>;

// Parts of column names that are abbreviations or units rather than words.
const UPPER = new Set(['bmv', 'dot', 'dvs', 'fid', 'gst', 'gvwr', 'id', 'ivr', 'nhtsa', 'ri', 'rrmc', 'soc', 'tpms', 'vin', 'zip']);
const UNITS = new Set(['kg', 'lbs', 'km', 'mi']);

/**
 * A readable name for a field no input on the page shows ("gvwr_kg" reads "GVWR (kg)",
 * "late_fee_in_days" "Late Fee In Days"); relation paths read by their last part.
 */
export function readableFieldName(name: string): string {
  const last = name.split('.').pop() ?? name;
  const words = last.split(/[_\s]+/).filter(Boolean);
  if (words.length === 0) return name;
  return words
    .map((word, index) => {
      const lower = word.toLowerCase();
      if (UNITS.has(lower) && index > 0) return `(${lower})`;
      if (UPPER.has(lower)) return lower.toUpperCase();
      return lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join(' ');
}

export function fieldLabel(name: string, fields: ReadonlyArray<NamedField> = []): string {
  return fields.find((f) => f.name === name)?.label ?? readableFieldName(name);
}

/** One line per field with its reasons: "Vehicle Release Days: expects a whole number". */
export function fieldErrorLines(errors: FormErrors, fields: ReadonlyArray<NamedField> = []): string[] {
  return Object.entries(errors)
    .filter(([, reasons]) => reasons && reasons.length > 0)
    .map(([name, reasons]) => `${fieldLabel(name, fields)}: ${reasons!.join('; ')}`);
}

/** The field errors of a refusal, or none when it did not name fields. */
export function failureFieldErrors(failure: unknown): FormErrors {
  return failure instanceof ApiError && failure.errors ? failure.errors : {};
}

/**
 * The banner text of a refused save. A refusal that names fields is told by their labels: the
 * service's own summary names its columns, which mean nothing to the person at the screen.
 */
export function saveFailureText(failure: unknown, fields: ReadonlyArray<NamedField> = []): string {
  const lines = fieldErrorLines(failureFieldErrors(failure), fields);
  return lines.length ? lines.join('; ') : messageOf(failure);
}

/** The errors of fields that have no input among `fields`: they can only be told apart from the page. */
export function unplacedErrors(errors: FormErrors, fields: ReadonlyArray<NamedField>): FormErrors {
  const placed = new Set(fields.map((f) => f.name));
  return Object.fromEntries(Object.entries(errors).filter(([name, reasons]) => !placed.has(name) && reasons && reasons.length > 0));
}
