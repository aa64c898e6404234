import { FieldErrorCollector } from '@portal/server-kit';

/** One allowed value per code, with its meaning, for the error message (`1 STATE, 2 DVS, 3 OTHER`). */
export type Choices = Readonly<Record<string | number, string>>;

/**
 * Refuses any coded field whose value is not one of its codes; every refusal is reported at once.
 * A field that is not being written is left alone.
 */
export function checkChoices(data: Record<string, unknown>, rules: Readonly<Record<string, Choices>>): void {
  const errors = new FieldErrorCollector();
  for (const [field, choices] of Object.entries(rules)) {
    if (!(field in data) || data[field] === null || data[field] === undefined) continue;
    if (!Object.prototype.hasOwnProperty.call(choices, String(data[field]))) {
      const allowed = Object.entries(choices)
        .map(([code, label]) => `${code} (${label})`)
        .join(', ');
      errors.add(field, `must be one of ${allowed}`);
    }
  }
  errors.throwIfAny();
}

/** Trims text fields and turns blank text into null, so "   " is never stored as a value. */
export function trimText(data: Record<string, unknown>, fields: readonly string[]): void {
  for (const field of fields) {
    const value = data[field];
    if (typeof value === 'string') data[field] = value.trim() === '' ? null : value.trim();
  }
}

export const REFERENCE = { none: true, reason: 'reference data shared by every client' } as const;
export const STAFF_DATA = { none: true, reason: 'staff only: every action requires roleid 2' } as const;
