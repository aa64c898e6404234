import { PDFButton, PDFCheckBox, PDFDocument, PDFTextField, StandardFonts } from 'pdf-lib';
import type { FieldSource, FormDefinition } from '../forms/form-definition.js';
import { mappingObjects, type FormContext } from '../data/form-context.js';
import { fieldValue, ticks } from './field-value.js';

export type MappingRow = FieldSource & { form_field: string };

/** The signature images a form may place, by source. */
export type SignatureImages = Partial<Record<'physicalInspection' | 'signer', Uint8Array | null>>;

/** Text the form's standard font can draw: anything else becomes '?' rather than failing the whole form. */
export function drawable(text: string): string {
  return text.replace(/[^\x20-\x7E\xA0-\xFF\n]/g, '?');
}

/** The value of every field the mapping or the vehicle's records fill. */
export function formValues(definition: FormDefinition, mapping: readonly MappingRow[], context: FormContext): Map<string, string | boolean> {
  const objects = mappingObjects(context);
  const values = new Map<string, string | boolean>();
  for (const row of mapping) values.set(row.form_field, fieldValue(row, objects));
  for (const [field, value] of Object.entries(definition.rows?.(context) ?? {})) values.set(field, value);
  return values;
}

export function isPng(bytes: Uint8Array): boolean {
  return bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
}

export function isJpeg(bytes: Uint8Array): boolean {
  return bytes[0] === 0xff && bytes[1] === 0xd8;
}

/**
 * Fills a blank form: text fields take their values, check boxes tick, and each signature box shows
 * its signer's image when one is stored. The fields stay fillable (a person can correct a printed
 * value); a package flattens them before it merges its parts.
 */
export async function fillForm(
  template: Uint8Array,
  definition: FormDefinition,
  mapping: readonly MappingRow[],
  context: FormContext,
  images: SignatureImages,
): Promise<PDFDocument> {
  const doc = await PDFDocument.load(template);
  const form = doc.getForm();
  const values = formValues(definition, mapping, context);
  for (const field of form.getFields()) {
    const value = values.get(field.getName());
    if (field instanceof PDFTextField)
      field.setText(value === undefined || value === '' ? undefined : drawable(typeof value === 'boolean' ? (value ? 'X' : '') : value));
    else if (field instanceof PDFCheckBox) {
      if (value !== undefined && ticks(value)) field.check();
      else field.uncheck();
    }
  }
  for (const [field, source] of Object.entries(definition.signatures ?? {})) {
    const bytes = images[source];
    if (!bytes) continue;
    // A stored signature that is neither PNG nor JPEG is left out: the form still prints, unsigned.
    const image = isPng(bytes) ? await doc.embedPng(bytes) : isJpeg(bytes) ? await doc.embedJpg(bytes) : null;
    const button = form.getFieldMaybe(field);
    if (image && button instanceof PDFButton) button.setImage(image);
  }
  form.updateFieldAppearances(await doc.embedFont(StandardFonts.Helvetica));
  return doc;
}
