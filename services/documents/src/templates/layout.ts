/**
 * A printed form described as data: the header of the real-world form it stands for, then sections of
 * labelled boxes, statements and signature boxes. `build-template.ts` draws it as a fillable AcroForm
 * PDF; the renderer fills its fields through the `pdf_form_fields` mapping. Field names are the
 * mapping's `form_field` values, unique within a form.
 */
export interface FormLayout {
  /** Page width and height in points (letter: 612 x 792). */
  size: readonly [number, number];
  header: FormHeader;
  sections: readonly LayoutSection[];
  /** Printed at the bottom of every page (an OMB notice, a privacy statement). */
  footer?: string;
}

export interface FormHeader {
  /** The issuing body, printed small above the title ("U.S. Department of Transportation"). */
  agency?: string;
  title: string;
  subtitle?: string;
  /** The official form designation, printed in a box at the top right ("HS-7", "CBP Form 7501"). */
  formNumber?: string;
  /** The second line of the designation box ("OMB No. 2127-0002"). */
  formNote?: string;
}

export interface LayoutSection {
  heading?: string;
  /** A statement printed as a paragraph (the declaration the signer makes). */
  text?: string;
  rows?: readonly LayoutRow[];
  /**
   * A table printed as text (one line per vehicle of a load sheet): a document of a thousand lines
   * cannot afford a form field per cell, and nobody corrects a listed VIN by hand.
   */
  table?: LayoutTable;
}

export interface TableColumn {
  field: string;
  label: string;
  span?: number;
  align?: 'left' | 'right';
}

export interface LayoutTable {
  columns: readonly TableColumn[];
  /** The cells of each line, in the columns' order. */
  lines: readonly (readonly string[])[];
}

export type LayoutRow = readonly LayoutCell[];

export type CellKind = 'text' | 'multiline' | 'check' | 'signature' | 'label';

export interface LayoutCell {
  /** The AcroForm field's name (unused for `label` cells). */
  field: string;
  label: string;
  /** Relative width within its row (1 by default). */
  span?: number;
  kind?: CellKind;
  /** Height in text lines for multiline and signature boxes. */
  lines?: number;
}

export const LETTER: readonly [number, number] = [612, 792];
/** A 4 x 2 inch adhesive label. */
export const LABEL_4X2: readonly [number, number] = [288, 144];

/** Shorthands that keep form definitions readable. */
export const text = (field: string, label: string, span = 1): LayoutCell => ({ field, label, span, kind: 'text' });
export const box = (field: string, label: string, span = 1, lines = 3): LayoutCell => ({ field, label, span, kind: 'multiline', lines });
export const check = (field: string, label: string, span = 1): LayoutCell => ({ field, label, span, kind: 'check' });
export const signature = (field: string, label: string, span = 1): LayoutCell => ({ field, label, span, kind: 'signature', lines: 3 });

/** Every fillable field of a layout, with its kind. */
export function layoutFields(layout: FormLayout): { field: string; kind: CellKind }[] {
  return layout.sections.flatMap((section) =>
    (section.rows ?? []).flatMap((row) => row.filter((cell) => cell.kind !== 'label').map((cell) => ({ field: cell.field, kind: cell.kind ?? 'text' }))),
  );
}
