import { describe, expect, it } from '@jest/globals';
import { PDFDocument } from 'pdf-lib';
import type { Row } from '../data/form-context.js';
import { pageTexts } from '../testing/pdf-text.js';
import { SOC_TEXT, inspectionRefusals, renderConformityInspection, renderStatementOfConformity, socRefusals } from './conformity-documents.js';
import { maySignSoc } from './load-documents.controller.js';

// A 1x1 PNG: the shape of what the signature pad stores.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const vehicle = (vehicleid: number, extra: Row = {}): Row => ({
  vehicleid,
  vehiclevin: `2T1BURHE0JC0${String(vehicleid).padStart(5, '0')}`,
  yr: 2018,
  make: 'Toyota',
  model: 'Corolla',
  bkg_number: `BKG-${vehicleid}`,
  crossedborderdate: '2026-11-02T00:00:00.000Z',
  blackbook_info: { model_year: 2018, make: 'Toyota', model: 'Corolla', series: 'LE', class_name: 'Compact Car', gvw: 3850, uvc: '2018TOY001' },
  ...extra,
});

const OPTIONS = { name: 'Jane Signer', date: '11/25/2026', designation: 'Compliance Officer', socBay: false };

async function fieldsOf(doc: PDFDocument): Promise<Record<string, string>> {
  const saved = await PDFDocument.load(await doc.save());
  return Object.fromEntries(
    saved
      .getForm()
      .getFields()
      .filter((f) => 'getText' in f)
      .map((f) => [f.getName(), (f as unknown as { getText(): string | undefined }).getText() ?? '']),
  );
}

describe('the Statements of Conformity', () => {
  it("prints each vehicle with Blackbook's data and its crossing date, signed with the name, designation, date and signature", async () => {
    const doc = await renderStatementOfConformity(
      [vehicle(1), vehicle(2, { blackbook_info: { ...(vehicle(2).blackbook_info as Row), gvw: 10250, class_name: 'Pickup' } })],
      OPTIONS,
      PNG,
    );
    expect(await fieldsOf(doc)).toMatchObject({ PRINTED_NAME: 'Jane Signer', DESIGNATION: 'Compliance Officer', SIGN_DATE: '11/25/2026' });
    const [page] = await pageTexts(await doc.save());
    expect(page).toContain('Statement of Conformity');
    expect(page.some((t) => t.includes('I, Jane Signer, Compliance Officer, certify'))).toBe(true);
    const line = (vin: string) => page.slice(page.indexOf(vin) - 1, page.indexOf(vin) + 7);
    expect(line('2T1BURHE0JC000001')).toEqual(['1', '2T1BURHE0JC000001', '2018', 'Toyota', 'Corolla LE', 'Compact Car', '3,850', '11/02/2026']);
    expect(line('2T1BURHE0JC000002').slice(5)).toEqual(['Pickup', '10,250', '11/02/2026']);
    expect(page).not.toContain('BKG-1');
    // The signature box carries the signer's image; without one the statement prints unsigned.
    expect(Buffer.from(await doc.save()).includes('/Subtype /Image')).toBe(true);
    const unsigned = await renderStatementOfConformity([vehicle(1)], OPTIONS, null);
    expect(Buffer.from(await unsigned.save()).includes('/Subtype /Image')).toBe(false);
  });

  it('SOC from Bay Directly adds the bay numbers, and a title and subtitle given replace the defaults', async () => {
    const doc = await renderStatementOfConformity([vehicle(1)], { ...OPTIONS, socBay: true, title: 'Bay SOC', subtitle: 'For the bay' }, null);
    const [page] = await pageTexts(await doc.save());
    expect(page).toEqual(expect.arrayContaining(['Bay SOC', 'For the bay', 'SOC (BAY)', 'BKG #', 'BKG-1']));
  });

  it('is refused while a vehicle has no crossed-border date or no Blackbook info, naming them', () => {
    expect(socRefusals([vehicle(1), vehicle(2)])).toEqual([]);
    expect(socRefusals([vehicle(1), vehicle(2, { crossedborderdate: null }), vehicle(3, { blackbook_info: null })])).toEqual([
      SOC_TEXT.NO_CROSSED_BORDER,
      'Without a Crossed Border Date: 2T1BURHE0JC000002',
      SOC_TEXT.NO_BLACKBOOK,
      'Without Blackbook info: 2T1BURHE0JC000003',
    ]);
    expect(SOC_TEXT.NO_CROSSED_BORDER).toBe('There are vehicles without a Crossed Border Date');
  });

  it('is signed only by an active staff user who may sign statements of conformity', () => {
    // Web users' active is 0 Active, 1 Disabled.
    expect(maySignSoc({ can_sign_soc: 1, roleid: 2, active: 0 })).toBe(true);
    expect(maySignSoc({ can_sign_soc: 0, roleid: 2, active: 0 })).toBe(false);
    expect(maySignSoc({ can_sign_soc: 1, roleid: 11, active: 0 })).toBe(false);
    expect(maySignSoc({ can_sign_soc: 1, roleid: 2, active: 1 })).toBe(false);
  });
});

describe('the conformity inspection', () => {
  const conformance = {
    completed_date: '2026-11-20T15:00:00.000Z',
    completed_by_user: { name: 'Ivan Inspector' },
    items: [
      { id: 1, description: 'FMVSS 108 Lamps', conformity_action: 2, remedy_notes: 'DRL replaced' },
      { id: 2, description: 'FMVSS 111 Mirrors', conformity_action: 0, remedy_notes: null },
    ],
  };

  it('prints one report per vehicle: the vehicle, each item with its action and notes, who inspected and the designation', async () => {
    const doc = await renderConformityInspection(
      [
        { vehicle: vehicle(1), conformance },
        { vehicle: vehicle(2), conformance: { ...conformance, items: [conformance.items[1]] } },
      ],
      'RI Inspector',
      '11/25/2026',
    );
    expect(doc.getPageCount()).toBe(2);
    const [first, second] = await pageTexts(await doc.save());
    expect(first).toEqual(
      expect.arrayContaining(['Conformity Inspection', 'FMVSS 108 Lamps', 'Inspected, conformed by RI', 'DRL replaced', 'FMVSS 111 Mirrors']),
    );
    expect(first).toEqual(expect.arrayContaining(['Inspected, no actions required', '2T1BURHE0JC000001', '11/20/2026', 'Ivan Inspector', 'RI Inspector']));
    expect(second).toContain('2T1BURHE0JC000002');
    expect(second).not.toContain('FMVSS 108 Lamps');
  });

  it('is refused while a vehicle has no completed inspection', () => {
    expect(inspectionRefusals([{ vehicle: vehicle(1), conformance }])).toEqual([]);
    expect(
      inspectionRefusals([
        { vehicle: vehicle(1), conformance: null },
        { vehicle: vehicle(2), conformance: { ...conformance, completed_date: null } },
      ]),
    ).toEqual([SOC_TEXT.NO_INSPECTION, 'Not completed: 2T1BURHE0JC000001, 2T1BURHE0JC000002']);
  });
});
