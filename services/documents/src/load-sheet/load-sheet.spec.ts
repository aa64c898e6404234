import { describe, expect, it } from '@jest/globals';
import { PDFDocument, PDFTextField } from 'pdf-lib';
import type { Row } from '../data/form-context.js';
import { pageTexts } from '../testing/pdf-text.js';
import { LOAD_SHEET_TITLE, loadSheetFilename, renderLoadSheet, sheetVehicles } from './load-sheet.js';

const TODAY = { date: '11/25/2026', iso: '2026-11-25', year: 2026 };

const vehicle = (vehicleid: number, clientid: number, extra: Row = {}): Row => ({
  vehicleid,
  clientid,
  vehiclevin: `1HGCM82633A00${String(vehicleid).padStart(4, '0')}`,
  yr: 2019,
  make: 'Honda',
  model: 'Accord',
  mileage: 45210,
  value_us_dollars: 12500,
  ...extra,
});

const LOAD: Row = {
  id: 7,
  name: 'L-2026/11 A',
  client_id: 3,
  load_type: 'multiple',
  date_departure: '2026-11-20T00:00:00.000Z',
  port: 'Windsor',
  port_us: 'Detroit',
  paps_number: 'PAPS-1',
  bkg_number: 'BKG-9',
  transporter: { id: 1, name: 'Northern Haul' },
  from: { name: 'Toronto Yard', street: '1 King St', city: 'Toronto', state: 'ON', zip: 'M5V 1A1' },
  to: { name: 'Indy Lot', street: '7120 Intech Blvd', city: 'Indianapolis', state: 'IN', zip: '46278' },
  pickup: null,
  client: { clientid: 3, clientname: 'Alpha Motors' },
  vehicles: [
    vehicle(1, 3),
    vehicle(2, 3, { mileage: 1234567, value_us_dollars: 8999.6, make: 'Citroën' }),
    vehicle(3, 4, { vehiclevin: 'OTHERCLIENTVIN001' }),
    vehicle(4, 3, { value_us_dollars: null, mileage: null, yr: null }),
  ],
};

const CLIENT: Row = {
  clientid: 3,
  clientname: 'Alpha Motors',
  legal_name: 'Alpha Motors Ltd.',
  clientstreetaddress: '5 Main St',
  clientcity: 'Indianapolis',
  clientzip: '46204',
  state: { stateabbreviation: 'IN' },
  clientphonenumber: '317-555-0100',
};

async function fields(doc: PDFDocument): Promise<Record<string, string>> {
  // Read back from the saved bytes: what a viewer would show.
  const saved = await PDFDocument.load(await doc.save());
  const out: Record<string, string> = {};
  for (const field of saved.getForm().getFields()) if (field instanceof PDFTextField) out[field.getName()] = field.getText() ?? '';
  return out;
}

describe('the load sheet', () => {
  it('prints the seller, the shipment and one line per vehicle, with the mileage separated and whole-dollar totals', async () => {
    const doc = await renderLoadSheet(LOAD, CLIENT, TODAY);
    const values = await fields(doc);
    expect(doc.getTitle()).toBe(`${LOAD_SHEET_TITLE} L-2026/11 A`);
    expect(doc.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    expect(values).toMatchObject({
      SELLER_NAME: 'Alpha Motors Ltd.',
      SELLER_ADDRESS: '5 Main St, Indianapolis, IN 46204',
      SELLER_PHONE: '317-555-0100',
      INVOICE_DATE: '11/25/2026',
      LOAD_NUMBER: 'L-2026/11 A',
      LOAD_TYPE: 'Multiple (Carrier)',
      DATE_DEPARTURE: '11/20/2026',
      TRANSPORTER: 'Northern Haul',
      PORT: 'Windsor',
      PORT_US: 'Detroit',
      PAPS_NUMBER: 'PAPS-1',
      BKG_NUMBER: 'BKG-9',
      FROM: 'Toronto Yard, 1 King St, Toronto, ON M5V 1A1',
      TO: 'Indy Lot, 7120 Intech Blvd, Indianapolis, IN 46278',
      PICKUP: '',
      VEHICLE_COUNT: '3',
      SALES_TAX: '',
      SUBTOTAL: '$21,500',
      TOTAL: '$21,500',
    });
  });

  it('prints one line per vehicle: number, VIN, year, make, model, mileage with separators, whole-dollar price', async () => {
    const [page] = await pageTexts(await (await renderLoadSheet(LOAD, CLIENT, TODAY)).save());
    const line = (vin: string) => page.slice(page.indexOf(vin) - 1, page.indexOf(vin) + 6);
    expect(line('1HGCM82633A000001')).toEqual(['1', '1HGCM82633A000001', '2019', 'Honda', 'Accord', '45,210', '$12,500']);
    expect(line('1HGCM82633A000002')).toEqual(['2', '1HGCM82633A000002', '2019', 'Citro\u00EBn', 'Accord', '1,234,567', '$9,000']);
    expect(line('1HGCM82633A000004')).toEqual(['3', '1HGCM82633A000004', '', 'Honda', 'Accord', '', '']);
  });

  it("never lists a vehicle of another client than the load's", async () => {
    const pages = await pageTexts(await (await renderLoadSheet(LOAD, CLIENT, TODAY)).save());
    expect(pages.flat()).not.toContain('OTHERCLIENTVIN001');
    expect(sheetVehicles(LOAD).map((v) => v.vehicleid)).toEqual([1, 2, 4]);
    expect(sheetVehicles({ ...LOAD, client_id: 0 })).toHaveLength(4);
  });

  it('prints a load of 1000 vehicles on as many letter pages as its lines need, every line there', async () => {
    const vehicles = Array.from({ length: 1000 }, (_, i) => vehicle(i + 1, 3, { value_us_dollars: 1000 }));
    const started = Date.now();
    const doc = await renderLoadSheet({ ...LOAD, vehicles }, CLIENT, TODAY);
    const bytes = await doc.save();
    expect(Date.now() - started).toBeLessThan(15_000);
    const texts = (await pageTexts(bytes)).flat();
    expect(texts).toContain('1HGCM82633A001000');
    expect(texts.filter((t) => /^1HGCM82633A0\d{5}$/.test(t))).toHaveLength(1000);
    expect((await fields(doc)).TOTAL).toBe('$1,000,000');
    expect(doc.getPageCount()).toBeGreaterThan(15);
  }, 60_000);

  it('prints an empty load with no vehicle line and a zero total, and the unassigned seller', async () => {
    const doc = await renderLoadSheet({ ...LOAD, client_id: 0, client: null, vehicles: [] }, null, TODAY);
    expect(await fields(doc)).toMatchObject({ SELLER_NAME: 'Unassigned', VEHICLE_COUNT: '0', TOTAL: '$0' });
    expect((await pageTexts(await doc.save())).flat().filter((t) => t.startsWith('1HGCM'))).toEqual([]);
  });

  it('names the file after the load number', () => {
    expect(loadSheetFilename(LOAD)).toBe('load-sheet-L-2026-11-A.pdf');
  });
});
