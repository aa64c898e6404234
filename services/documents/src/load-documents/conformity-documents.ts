import { PDFButton, PDFDocument, PDFTextField, StandardFonts } from 'pdf-lib';
import type { Row } from '../data/form-context.js';
import { printable } from '../mapping/field-value.js';
import { drawable, isJpeg, isPng } from '../mapping/fill-form.js';
import { buildTemplate } from '../templates/build-template.js';
import { LETTER, signature, text, type FormLayout, type TableColumn } from '../templates/layout.js';

/** Document 2 §8. */
export const SOC_TEXT = {
  NO_CROSSED_BORDER: 'There are vehicles without a Crossed Border Date',
  NO_BLACKBOOK: 'There are vehicles without Blackbook info (use SOC Refresh Blackbook)',
  NO_INSPECTION: 'There are vehicles without a completed conformity inspection',
} as const;

/** The three choices of a Conformance Plus item (document 3 §3). */
export const CONFORMITY_ACTION_TEXT = ['Inspected, no actions required', 'Inspected, previously conformed', 'Inspected, conformed by RI'] as const;

export interface SocOptions {
  name: string;
  date: string;
  designation: string;
  title?: string;
  subtitle?: string;
  /** SOC from Bay Directly: the bay's numbers of each vehicle are printed with it. */
  socBay: boolean;
}

const cell = (value: unknown): string => {
  const shown = printable(value);
  return typeof shown === 'boolean' ? (shown ? 'Yes' : 'No') : shown;
};

const SOC_COLUMNS: TableColumn[] = [
  { field: 'LINE', label: '#', span: 0.45, align: 'right' },
  { field: 'VIN', label: 'VIN', span: 2.6 },
  { field: 'YEAR', label: 'Year', span: 0.7 },
  { field: 'MAKE', label: 'Make', span: 1.3 },
  { field: 'MODEL', label: 'Model', span: 1.5 },
  { field: 'CLASS', label: 'Class', span: 1.3 },
  { field: 'GVW', label: 'GVW (lb)', span: 0.9, align: 'right' },
  { field: 'CROSSED', label: 'Crossed border', span: 1.1 },
];
const BAY_COLUMN: TableColumn = { field: 'BKG', label: 'BKG #', span: 1.1 };

/** Why the statements cannot be made yet: every vehicle needs its crossed-border date and its Blackbook info. */
export function socRefusals(vehicles: readonly Row[]): string[] {
  const vins = (list: readonly Row[]) => list.map((v) => String(v.vehiclevin ?? v.vehicleid)).join(', ');
  const refusals: string[] = [];
  const notCrossed = vehicles.filter((v) => !v.crossedborderdate);
  if (notCrossed.length) refusals.push(SOC_TEXT.NO_CROSSED_BORDER, `Without a Crossed Border Date: ${vins(notCrossed)}`);
  const noBlackbook = vehicles.filter((v) => !v.blackbook_info);
  if (noBlackbook.length) refusals.push(SOC_TEXT.NO_BLACKBOOK, `Without Blackbook info: ${vins(noBlackbook)}`);
  return refusals;
}

/** One printed line per vehicle: the VIN with Blackbook's year, make, model and class, and the crossing date. */
export function socLines(vehicles: readonly Row[], socBay: boolean): string[][] {
  return vehicles.map((vehicle, i) => {
    const bb = (vehicle.blackbook_info as Row | null) ?? {};
    const line = [
      String(i + 1),
      cell(vehicle.vehiclevin),
      cell(bb.model_year ?? vehicle.yr),
      cell(bb.make ?? vehicle.make),
      cell([bb.model ?? vehicle.model, bb.series].filter(Boolean).join(' ')),
      cell(bb.class_name),
      bb.gvw ? Number(bb.gvw).toLocaleString('en-US') : '',
      cell(vehicle.crossedborderdate),
    ];
    return socBay ? [...line, cell(vehicle.bkg_number)] : line;
  });
}

export function socLayout(options: SocOptions, lines: readonly (readonly string[])[]): FormLayout {
  return {
    size: LETTER,
    header: {
      agency: 'U.S. Department of Transportation, National Highway Traffic Safety Administration',
      title: options.title?.trim() || 'Statement of Conformity',
      subtitle: options.subtitle?.trim() || 'Motor vehicles imported from Canada, each identified by its vehicle identification number',
      formNumber: options.socBay ? 'SOC (BAY)' : 'SOC',
      formNote: `${lines.length} vehicle(s)`,
    },
    sections: [
      {
        heading: 'Statement',
        text:
          `I, ${options.name}, ${options.designation}, certify that each motor vehicle listed below was originally manufactured ` +
          'to conform to every applicable Federal motor vehicle safety, bumper and theft prevention standard in effect at ' +
          "the time of its manufacture, as shown by its manufacturer's data for its vehicle identification number, and " +
          'that it has not been altered in a way that affects that conformity.',
      },
      { heading: 'Vehicles', table: { columns: options.socBay ? [...SOC_COLUMNS, BAY_COLUMN] : SOC_COLUMNS, lines } },
      {
        heading: 'Signed',
        rows: [[text('PRINTED_NAME', 'Name', 2), text('DESIGNATION', 'Designation', 2), text('SIGN_DATE', 'Date')], [signature('SIGNATURE', 'Signature', 5)]],
      },
    ],
    footer: 'Statement of conformity',
  };
}

/** Fills a drawn document's fields, and its signature box with the signer's stored image when there is one. */
async function fill(layout: FormLayout, values: Record<string, string>, signatureImage: Uint8Array | null): Promise<PDFDocument> {
  const doc = await PDFDocument.load(await buildTemplate(layout, layout.header.title));
  const form = doc.getForm();
  for (const field of form.getFields()) {
    const value = values[field.getName()];
    if (field instanceof PDFTextField && value) field.setText(drawable(value));
  }
  const box = form.getFieldMaybe('SIGNATURE');
  if (signatureImage && box instanceof PDFButton) {
    // A stored signature that is neither PNG nor JPEG is left out: the statement still prints, unsigned.
    const image = isPng(signatureImage) ? await doc.embedPng(signatureImage) : isJpeg(signatureImage) ? await doc.embedJpg(signatureImage) : null;
    if (image) box.setImage(image);
  }
  form.updateFieldAppearances(await doc.embedFont(StandardFonts.Helvetica));
  return doc;
}

/** The Statements of Conformity of the vehicles, one document signed once. */
export function renderStatementOfConformity(vehicles: readonly Row[], options: SocOptions, signatureImage: Uint8Array | null): Promise<PDFDocument> {
  const layout = socLayout(options, socLines(vehicles, options.socBay));
  return fill(layout, { PRINTED_NAME: options.name, DESIGNATION: options.designation, SIGN_DATE: options.date }, signatureImage);
}

export interface InspectedVehicle {
  vehicle: Row;
  conformance: Row | null;
}

/** Vehicles whose inspection is not completed: the report has nothing to show for them. */
export function inspectionRefusals(inspected: readonly InspectedVehicle[]): string[] {
  const missing = inspected.filter((one) => !one.conformance?.completed_date);
  return missing.length ? [SOC_TEXT.NO_INSPECTION, `Not completed: ${missing.map((one) => String(one.vehicle.vehiclevin)).join(', ')}`] : [];
}

function inspectionLayout(one: InspectedVehicle): FormLayout {
  const items = (one.conformance?.items as Row[] | undefined) ?? [];
  return {
    size: LETTER,
    header: { agency: 'Registered importer', title: 'Conformity Inspection', subtitle: 'Conformance Plus inspection of one vehicle', formNumber: 'INSPECTION' },
    sections: [
      {
        heading: 'Vehicle',
        rows: [
          [text('VIN', 'Vehicle identification number (VIN)', 2), text('YEAR', 'Model year'), text('MAKE', 'Make')],
          [text('MODEL', 'Model', 2), text('COMPLETED', 'Inspection completed'), text('INSPECTOR', 'Inspected by')],
        ],
      },
      {
        heading: 'Items',
        table: {
          columns: [
            { field: 'ITEM', label: 'Item', span: 3.2 },
            { field: 'ACTION', label: 'Action', span: 2.2 },
            { field: 'NOTES', label: 'Remedy notes', span: 2.6 },
          ],
          lines: items.map((item) => [
            cell(item.description),
            CONFORMITY_ACTION_TEXT[Number(item.conformity_action ?? item.is_remediated)] ?? 'Not inspected',
            cell(item.remedy_notes),
          ]),
        },
      },
      { heading: 'Inspector', rows: [[text('DESIGNATION', 'Designation', 2), text('PRINTED_ON', 'Printed')]] },
    ],
    footer: 'Conformity inspection',
  };
}

/** One report per vehicle, in the order asked, merged into one PDF. */
export async function renderConformityInspection(inspected: readonly InspectedVehicle[], designation: string, today: string): Promise<PDFDocument> {
  const merged = await PDFDocument.create();
  merged.setTitle('Conformity Inspection');
  for (const one of inspected) {
    const { vehicle, conformance } = one;
    const doc = await fill(
      inspectionLayout(one),
      {
        VIN: cell(vehicle.vehiclevin),
        YEAR: cell(vehicle.yr),
        MAKE: cell(vehicle.make),
        MODEL: cell(vehicle.model),
        COMPLETED: cell(conformance?.completed_date),
        INSPECTOR: cell((conformance?.completed_by_user as Row | null | undefined)?.name),
        DESIGNATION: designation,
        PRINTED_ON: today,
      },
      null,
    );
    // Each vehicle's fields share names with the next's: the report is printed, so its fields are flattened.
    doc.getForm().flatten();
    for (const page of await merged.copyPages(doc, doc.getPageIndices())) merged.addPage(page);
  }
  return merged;
}
