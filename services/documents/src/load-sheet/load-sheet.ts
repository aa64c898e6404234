import { LOAD_SHEET_TEXT, LOAD_TYPE_LABEL, type LoadType } from '@portal/contracts/constants';
import { PDFDocument, PDFTextField, StandardFonts } from 'pdf-lib';
import { businessToday, type Row } from '../data/form-context.js';
import { printable } from '../mapping/field-value.js';
import { drawable } from '../mapping/fill-form.js';
import { buildTemplate } from '../templates/build-template.js';
import { LETTER, text, type FormLayout } from '../templates/layout.js';

export const LOAD_SHEET_TITLE = LOAD_SHEET_TEXT.TITLE;

const COLUMNS = [
  { field: 'LINE', label: '#', span: 0.5, align: 'right' },
  { field: 'VIN', label: 'VIN', span: 3 },
  { field: 'YEAR', label: 'Year', span: 0.8 },
  { field: 'MAKE', label: 'Make', span: 1.6 },
  { field: 'MODEL', label: 'Model', span: 2 },
  { field: 'MILEAGE', label: 'Mileage', span: 1.2, align: 'right' },
  { field: 'VALUE', label: 'Price (USD)', span: 1.4, align: 'right' },
] as const;

/** The load sheet: the seller and the shipment (fields), one printed line per vehicle, the totals (fields). */
export function loadSheetLayout(lines: readonly (readonly string[])[]): FormLayout {
  return {
    size: LETTER,
    header: { title: LOAD_SHEET_TITLE, subtitle: 'Purchase prices of the motor vehicles of one shipment, in US dollars', formNumber: 'LOAD SHEET' },
    sections: [
      {
        heading: 'Seller',
        rows: [
          [text('SELLER_NAME', 'Name', 2), text('INVOICE_DATE', 'Invoice date')],
          [text('SELLER_ADDRESS', 'Address', 2), text('SELLER_PHONE', 'Phone')],
        ],
      },
      {
        heading: 'Shipment',
        rows: [
          [text('LOAD_NUMBER', 'Load number', 2), text('LOAD_TYPE', 'Load type'), text('DATE_DEPARTURE', 'Date of departure')],
          [text('TRANSPORTER', 'Transporter', 2), text('PORT', 'Port'), text('PORT_US', 'US port')],
          [text('PAPS_NUMBER', 'PAPS number', 2), text('BKG_NUMBER', 'BKG number', 2)],
          [text('FROM', 'From', 2), text('TO', 'To', 2)],
          [text('PICKUP', 'Pickup', 4)],
        ],
      },
      { heading: 'Vehicles', table: { columns: COLUMNS, lines } },
      {
        rows: [[text('VEHICLE_COUNT', 'Vehicles'), text('SUBTOTAL', 'Subtotal (USD)'), text('SALES_TAX', 'Sales tax'), text('TOTAL', 'Total (USD)')]],
      },
    ],
  };
}

function present(...parts: unknown[]): string {
  return parts
    .filter((part) => part !== null && part !== undefined && String(part).trim() !== '')
    .map(String)
    .join(', ');
}

/** "Yard A, 1 Main St, Toronto, ON M5V 1A1" */
function place(location: Row | null | undefined): string {
  if (!location) return '';
  return present(location.name, location.street, location.city, [location.state, location.zip].filter(Boolean).join(' '));
}

/** Whole dollars with thousands separators: the load sheet rounds to 0 decimals (document 2 §9). */
export function dollars(value: number): string {
  return `$${Math.round(value).toLocaleString('en-US')}`;
}

function miles(value: unknown): string {
  if (value === null || value === undefined || value === '' || !Number.isFinite(Number(value))) return '';
  return Math.round(Number(value)).toLocaleString('en-US');
}

/**
 * The vehicles a load sheet prints: the load's, and only those of the load's client. The loads service
 * already scopes them to the caller; a load of one client never lists a vehicle of another, even for staff.
 */
export function sheetVehicles(load: Row): Row[] {
  const vehicles = (load.vehicles as Row[] | undefined) ?? [];
  const owner = Number(load.client_id ?? 0);
  return owner > 0 ? vehicles.filter((vehicle) => Number(vehicle.clientid) === owner) : vehicles;
}

const priceOf = (vehicle: Row): number => {
  const value = Number(vehicle.value_us_dollars ?? 0);
  return Number.isFinite(value) ? value : 0;
};

/** One printed line per vehicle: #, VIN, year, make, model, mileage with separators, price in whole dollars. */
export function loadSheetLines(load: Row): string[][] {
  return sheetVehicles(load).map((vehicle, i) => [
    String(i + 1),
    String(vehicle.vehiclevin ?? ''),
    vehicle.yr === null || vehicle.yr === undefined ? '' : String(vehicle.yr),
    String(vehicle.make ?? ''),
    String(vehicle.model ?? ''),
    miles(vehicle.mileage),
    vehicle.value_us_dollars === null || vehicle.value_us_dollars === undefined ? '' : dollars(priceOf(vehicle)),
  ]);
}

/** Every field of the load sheet with its value. */
export function loadSheetValues(load: Row, client: Row | null, today = businessToday()): Map<string, string> {
  const vehicles = sheetVehicles(load);
  const state = (client?.state as Row | undefined)?.stateabbreviation;
  const transporter = load.transporter as Row | null | undefined;
  const values = new Map<string, string>([
    ['SELLER_NAME', String(client?.legal_name || client?.clientname || (load.client as Row | null | undefined)?.clientname || 'Unassigned')],
    [
      'SELLER_ADDRESS',
      String(client?.legal_address || present(client?.clientstreetaddress, client?.clientcity, [state, client?.clientzip].filter(Boolean).join(' '))),
    ],
    ['SELLER_PHONE', String(client?.clientphonenumber ?? '')],
    ['INVOICE_DATE', today.date],
    ['LOAD_NUMBER', String(load.name ?? '')],
    ['LOAD_TYPE', LOAD_TYPE_LABEL[load.load_type as LoadType] ?? String(load.load_type ?? '')],
    ['DATE_DEPARTURE', String(printable(load.date_departure))],
    ['TRANSPORTER', String(transporter?.name ?? '')],
    ['PORT', String(load.port ?? '')],
    ['PORT_US', String(load.port_us ?? '')],
    ['PAPS_NUMBER', String(load.paps_number ?? '')],
    ['BKG_NUMBER', String(load.bkg_number ?? '')],
    ['FROM', place(load.from as Row | null)],
    ['TO', place(load.to as Row | null)],
    ['PICKUP', place(load.pickup as Row | null)],
    ['VEHICLE_COUNT', String(vehicles.length)],
    // Document 2 §9: the sales tax row stays blank.
    ['SALES_TAX', ''],
  ]);
  const total = vehicles.reduce((sum, vehicle) => sum + priceOf(vehicle), 0);
  values.set('SUBTOTAL', dollars(total));
  values.set('TOTAL', dollars(total));
  return values;
}

/** The load sheet as a PDF: drawn for the load's number of vehicles, then filled (fields stay fillable). */
export async function renderLoadSheet(load: Row, client: Row | null, today = businessToday()): Promise<PDFDocument> {
  const doc = await PDFDocument.load(await buildTemplate(loadSheetLayout(loadSheetLines(load)), `${LOAD_SHEET_TITLE} ${String(load.name ?? load.id)}`));
  const values = loadSheetValues(load, client, today);
  const form = doc.getForm();
  for (const field of form.getFields()) {
    const value = values.get(field.getName());
    if (field instanceof PDFTextField && value) field.setText(drawable(value));
  }
  form.updateFieldAppearances(await doc.embedFont(StandardFonts.Helvetica));
  return doc;
}

/** "load-L-1234.pdf" */
export function loadSheetFilename(load: Row): string {
  const name = String(load.name ?? load.id).replace(/[^A-Za-z0-9._-]+/g, '-');
  return `load-sheet-${name || load.id}.pdf`;
}
