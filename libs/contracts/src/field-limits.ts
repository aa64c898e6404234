/**
 * What a text value may hold, by column name, for every model: the longest value and, where the
 * column is an e-mail address, a ZIP/postal code or a phone number, its format. The engine refuses
 * what breaks them (422 naming the field) and the screens give their inputs the same `maxLength`.
 *
 * Most columns of the data model are plain PostgreSQL `text`; these limits are the lengths the
 * values themselves imply (a VIN is 17 characters, an e-mail address at most 254, a name fits on
 * one line of a form), so a 5,000-character client name is a mistake caught at the door.
 */

/** Any text column not listed below: a name, a code or an address line. */
export const DEFAULT_TEXT_LENGTH = 255;

/** Free text: notes, descriptions, reasons, mapping values. */
export const LONG_TEXT_LENGTH = 10_000;

const LONG_TEXT_FIELDS = [
  'notes',
  'note',
  'docnote',
  'details',
  'description',
  'remedy_notes',
  'cancelledreason',
  'chargenote',
  'emailinfo',
  'static_value',
  'object_value',
  'regex_pattern',
  'value',
  'old_value',
  'legal_address',
  'mailingaddress',
] as const;

/** Addresses of stored files and links. */
const URL_FIELDS = [
  'logo_url',
  'signature_url',
  'cloud_url',
  'cloud_url_orig',
  'cloud_url_thumb',
  'cloud_url_large',
  'url',
  'path',
  'lotvision_domain',
] as const;

export const EMAIL_FIELDS = ['clientemailaddress', 'invoiceemailaddress', 'useremail', 'email', 'client_email'] as const;
export const ZIP_FIELDS = ['clientzip', 'auctionzip', 'mailingzip', 'zip', 'debtorzip'] as const;
export const PHONE_FIELDS = ['clientphonenumber', 'clientfaxnumber', 'auctionphonenumber', 'phonenumber', 'phone'] as const;

const FIXED_LENGTHS: Readonly<Record<string, number>> = {
  vehiclevin: 17,
  vin: 17,
  last6: 6,
  stateabbreviation: 2,
  clientcountrycode: 2,
  country: 2,
  drivers_license_state: 2,
  debtorstate: 2,
  scac_code: 4,
  ...Object.fromEntries(EMAIL_FIELDS.map((f) => [f, 254])),
  ...Object.fromEntries(ZIP_FIELDS.map((f) => [f, 10])),
  ...Object.fromEntries(PHONE_FIELDS.map((f) => [f, 25])),
  ...Object.fromEntries(URL_FIELDS.map((f) => [f, 2048])),
  ...Object.fromEntries(LONG_TEXT_FIELDS.map((f) => [f, LONG_TEXT_LENGTH])),
};

/** The longest text a column holds (`declared` is a `@db.VarChar(n)` of the schema, which wins). */
export function maxTextLength(field: string, declared?: number): number {
  return declared ?? (Object.hasOwn(FIXED_LENGTHS, field) ? FIXED_LENGTHS[field] : DEFAULT_TEXT_LENGTH);
}

export type TextFormat = 'email' | 'zip' | 'phone';

export function textFormatOf(field: string): TextFormat | undefined {
  if ((EMAIL_FIELDS as readonly string[]).includes(field)) return 'email';
  if ((ZIP_FIELDS as readonly string[]).includes(field)) return 'zip';
  if ((PHONE_FIELDS as readonly string[]).includes(field)) return 'phone';
  return undefined;
}

// One address, as people type them: no spaces, one @, a dot in the domain.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// US ZIP (12345, 12345-6789), Canadian postal code (A1A 1A1), Mexican código postal (12345).
const ZIP = /^(\d{5}(-\d{4})?|[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d)$/;
// Digits with the usual separators and an optional extension; 7 to 15 digits before it.
const PHONE = /^\+?[\d\s().-]+((x|ext\.?)\s*\d{1,6})?$/i;

export const FORMAT_REASON: Readonly<Record<TextFormat, string>> = {
  email: 'must be an e-mail address such as name@example.com',
  zip: 'must be a ZIP or postal code such as 46204, 46204-1234 or K1A 0B1',
  phone: 'must be a phone number such as (317) 555-0100',
};

/** Whether a non-empty value has the column's format. */
export function hasTextFormat(format: TextFormat, value: string): boolean {
  const v = value.trim();
  switch (format) {
    case 'email':
      return EMAIL.test(v);
    case 'zip':
      return ZIP.test(v);
    case 'phone': {
      if (!PHONE.test(v)) return false;
      const digits = v.replace(/(x|ext\.?)\s*\d+$/i, '').replace(/\D/g, '').length;
      return digits >= 7 && digits <= 15;
    }
  }
}

/**
 * Control characters never belong in a stored text value: NUL cannot be stored at all, and the
 * others are invisible on screen and on printed forms. Tabs and line breaks are kept for notes.
 */
export function hasControlCharacters(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(value);
}

/** The text without any control character (line breaks and tabs too): for a name shown on one line, such as a file's. */
export function withoutControlCharacters(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001F\u007F]/g, '');
}
