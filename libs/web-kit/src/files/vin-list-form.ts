/** What a VIN check sends: a chosen file, or pasted VINs (as a file when too long for a form field). */
export type VinListInput = { kind: 'file'; file: File } | { kind: 'text'; text: string };

/** The longest text the gateway takes in a form field; longer pasted text travels as a one-column CSV. */
const FIELD_LIMIT = 10_000;

/** The multipart form of a VIN list: `file`, or `text` for pasted VINs that fit a form field. */
export function vinListForm(input: VinListInput): FormData {
  const form = new FormData();
  if (input.kind === 'file') form.append('file', input.file);
  else if (input.text.length <= FIELD_LIMIT) form.append('text', input.text);
  else {
    const lines = input.text
      .split(/[\s,;]+/)
      .filter(Boolean)
      .join('\r\n');
    form.append('file', new Blob([lines], { type: 'text/csv' }), 'pasted-vins.csv');
  }
  return form;
}
