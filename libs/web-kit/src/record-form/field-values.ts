import type { FormFieldDef, FormValues } from './types.js';

/** The text an input shows for a stored value. */
export function inputText(field: FormFieldDef, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (field.kind === 'yesNo') return value === true || value === 1 || value === '1' || value === 'true' ? '1' : '0';
  if (field.kind === 'date' && typeof value === 'string') return value.slice(0, 10);
  return String(value);
}

/**
 * The value sent for what was typed or chosen. Numbers are sent as typed text so the service, which
 * owns the rule, names a field that is not a number; choices become their stored type.
 */
export function storedValue(field: FormFieldDef, text: string): unknown {
  switch (field.kind) {
    case 'yesNo':
      return field.boolean ? text === '1' : text === '1' ? 1 : 0;
    case 'choice':
      if (text === '') return null;
      return field.text ? text : Number(text);
    case 'integer':
    case 'number':
    case 'money':
    case 'date':
      return text.trim() === '' ? null : text.trim();
    default:
      return text;
  }
}

/** Only the fields whose value differs from the loaded record, so a save records only real changes. */
export function changedValues(fields: ReadonlyArray<FormFieldDef>, record: FormValues, draft: FormValues): FormValues {
  const out: FormValues = {};
  for (const field of fields) {
    if (field.kind === 'readonly' || !(field.name in draft)) continue;
    if (inputText(field, draft[field.name]) !== inputText(field, record[field.name])) out[field.name] = draft[field.name];
  }
  return out;
}

/** Fields the browser can tell are missing before asking the service (which checks again). */
export function missingRequired(fields: ReadonlyArray<FormFieldDef>, values: FormValues): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.required && (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))) out[field.name] = ['is required'];
  }
  return out;
}
