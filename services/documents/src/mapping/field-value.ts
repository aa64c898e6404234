import type { FieldSource } from '../forms/form-definition.js';
import type { Row } from '../data/form-context.js';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/** A value as a form prints it: dates as MM/DD/YYYY, yes/no for flags, nothing for empty. */
export function printable(value: unknown): string | boolean {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value;
  if (value instanceof Date) return printable(value.toISOString());
  if (typeof value === 'object') return '';
  const text = String(value);
  const date = ISO_DATE.exec(text);
  return date ? `${date[2]}/${date[3]}/${date[1]}` : text;
}

/** `object_value` read from the object, with dots into its relations (`state.stateabbreviation`). */
export function readPath(object: Row | null | undefined, path: string): unknown {
  let current: unknown = object;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Row)[key];
  }
  return current;
}

/**
 * A field's value from its mapping row (document 3 §3): the static value, or the object's value; a
 * regex pattern then keeps its first group (or the whole match), and nothing when it does not match.
 */
export function fieldValue(source: FieldSource, objects: Record<string, Row | null>): string | boolean {
  let value: string | boolean;
  if (source.is_static) value = source.static_value ?? '';
  else if (source.object_name && source.object_value) value = printable(readPath(objects[source.object_name], source.object_value));
  else value = '';
  if (source.regex_pattern && typeof value === 'string') {
    let pattern: RegExp;
    try {
      pattern = new RegExp(source.regex_pattern);
    } catch {
      // The admin service refuses a bad pattern; one written straight into the table prints nothing rather than failing the form.
      return '';
    }
    const match = pattern.exec(value);
    value = match ? (match[1] ?? match[0]) : '';
  }
  return value;
}

/** Whether a value ticks a check box: true, or a text other than empty, 0, false, no, N. */
export function ticks(value: string | boolean): boolean {
  if (typeof value === 'boolean') return value;
  return !['', '0', 'false', 'no', 'n', 'off'].includes(value.trim().toLowerCase());
}
