import { formatCurrency } from '@portal/contracts/csv';
import { PDFDocument, PDFTextField, StandardFonts } from 'pdf-lib';
import { businessToday } from '../data/form-context.js';
import { drawable } from '../mapping/fill-form.js';
import { buildTemplate } from '../templates/build-template.js';
import { LETTER, signature, text, type FormLayout, type LayoutSection } from '../templates/layout.js';

export const GST_DOCUMENT_TITLE = 'GST/HST Proof of Export';

/** One checked line of a GST sheet, as the GST report sends it. */
export interface GstLine {
  vin: string;
  gst: number;
  bgk: string;
  /** YYYY-MM-DD */
  date: string;
  supplier: string;
  year?: number | null;
  make?: string;
  model?: string;
}

const COLUMNS = [
  { field: 'LINE', label: '#', span: 0.5, align: 'right' },
  { field: 'DATE', label: 'Date', span: 1.2 },
  { field: 'BGK', label: 'BKG number', span: 1.5 },
  { field: 'VIN', label: 'VIN', span: 2.8 },
  { field: 'VEHICLE', label: 'Vehicle', span: 2.6 },
  { field: 'GST', label: 'GST paid', span: 1.3, align: 'right' },
] as const;

const cents = (amount: number) => Math.round(amount * 100);

/** "$1,250.00": GST is owed to the cent, so the document prints cents. */
export const money = (amount: number): string => formatCurrency(cents(amount) / 100);

/** 2026-11-20 as MM/DD/YYYY, as every document of the portal prints dates. */
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** The lines of each supplier, suppliers in alphabetical order, each supplier's lines by date then VIN. */
export function bySupplier(lines: readonly GstLine[]): Array<{ supplier: string; lines: GstLine[] }> {
  const groups = new Map<string, GstLine[]>();
  for (const line of lines) {
    const key = line.supplier.trim();
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en', { sensitivity: 'base' }))
    .map(([supplier, group]) => ({ supplier, lines: group.sort((a, b) => a.date.localeCompare(b.date) || a.vin.localeCompare(b.vin)) }));
}

/** Sums in cents, so a thousand lines of $0.10 make $100.00 and not $99.99999. */
export const totalOf = (lines: readonly GstLine[]) => lines.reduce((sum, line) => sum + cents(line.gst), 0) / 100;

const vehicleOf = (line: GstLine) => [line.year ?? '', line.make ?? '', line.model ?? ''].join(' ').trim();

function supplierSection(supplier: string, lines: readonly GstLine[]): LayoutSection {
  const printed = lines.map((line, i) => [String(i + 1), usDate(line.date), line.bgk, line.vin.toUpperCase(), vehicleOf(line), money(line.gst)]);
  const total = ['', '', '', '', `Total, ${lines.length} vehicle${lines.length === 1 ? '' : 's'}`, money(totalOf(lines))];
  return { heading: `Supplier: ${supplier}`, table: { columns: COLUMNS, lines: [...printed, total] } };
}

/**
 * The GST document: for each supplier the vehicles bought from it and exported, with the booking that
 * carried each one and the GST paid, then the totals and the exporter's declaration. A supplier can
 * zero-rate the sale, or the exporter claim the GST back, only with such a proof of export.
 */
export function gstDocumentLayout(lines: readonly GstLine[]): FormLayout {
  return {
    size: LETTER,
    header: {
      title: GST_DOCUMENT_TITLE,
      subtitle: 'Motor vehicles purchased in Canada and exported, with the GST/HST paid on each',
      formNumber: 'GST EXPORT',
    },
    sections: [
      ...bySupplier(lines).map((group) => supplierSection(group.supplier, group.lines)),
      {
        heading: 'Totals',
        rows: [[text('SUPPLIER_COUNT', 'Suppliers'), text('VEHICLE_COUNT', 'Vehicles'), text('GST_TOTAL', 'Total GST/HST paid', 2)]],
      },
      {
        heading: 'Declaration',
        text:
          'I declare that each motor vehicle listed above was purchased from the supplier named and exported from Canada ' +
          'under the booking (BKG) number shown, and that it was not used or altered in Canada after its purchase.',
        rows: [[text('PREPARED_BY', 'Prepared by', 2), text('PREPARED_ON', 'Date')], [signature('SIGNATURE', 'Signature', 3)]],
      },
    ],
  };
}

/** The GST document as a PDF: drawn for its lines, then filled; the declaration stays fillable for the signer. */
export async function renderGstDocument(lines: readonly GstLine[], preparedBy: string, today = businessToday()): Promise<PDFDocument> {
  const doc = await PDFDocument.load(await buildTemplate(gstDocumentLayout(lines), `${GST_DOCUMENT_TITLE} ${today.date}`));
  const values = new Map([
    ['SUPPLIER_COUNT', String(bySupplier(lines).length)],
    ['VEHICLE_COUNT', String(lines.length)],
    ['GST_TOTAL', money(totalOf(lines))],
    ['PREPARED_BY', preparedBy],
    ['PREPARED_ON', today.date],
  ]);
  const form = doc.getForm();
  for (const field of form.getFields()) {
    const value = values.get(field.getName());
    if (field instanceof PDFTextField && value) field.setText(drawable(value));
  }
  form.updateFieldAppearances(await doc.embedFont(StandardFonts.Helvetica));
  return doc;
}

/** "gst-document-2026-11-25.pdf" */
export const gstDocumentFilename = (today = businessToday()) => `gst-document-${today.iso}.pdf`;
