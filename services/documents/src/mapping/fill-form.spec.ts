import { describe, expect, it } from '@jest/globals';
import { PRINTED_FORMS } from '@portal/contracts/constants';
import { PDFCheckBox, PDFDocument, PDFName, PDFRawStream, PDFTextField } from 'pdf-lib';
import { businessToday, type FormContext } from '../data/form-context.js';
import { FORMS } from '../forms/registry.js';
import { layoutFields } from '../templates/layout.js';
import { layoutOf, templateOf } from '../templates/template-cache.js';
import { fieldValue } from './field-value.js';
import { fillForm, type MappingRow } from './fill-form.js';

// A 1x1 PNG: the shape of what the signature pad stores.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const STANDARDS = [
  {
    id: 1,
    fmvss_number: '101',
    fmvss_name: 'Controls and displays',
    car: 1,
    truck: 1,
    truck_heavy: 1,
    car_default: 'O',
    truck_default: 'O',
    truck_heavy_default: 'O',
  },
  { id: 2, fmvss_number: '108', fmvss_name: 'Lamps', car: 1, truck: 1, truck_heavy: 1, car_default: 'O', truck_default: 'M', truck_heavy_default: 'N' },
  {
    id: 3,
    fmvss_number: '208',
    fmvss_name: 'Occupant crash protection',
    car: 1,
    truck: 0,
    truck_heavy: 0,
    car_default: 'M',
    truck_default: null,
    truck_heavy_default: null,
  },
];

function context(overrides: Partial<FormContext> = {}): FormContext {
  return {
    vehicle: {
      vehicleid: 7,
      vehiclevin: '2T1BURHE5JC012345',
      last6: '012345',
      yr: 2018,
      make: 'Toyota',
      model: 'Corolla',
      vehicletype: 'PASSENGER CAR',
      mileage: 84213,
      is_exempt: 0,
      crossedborderdate: '2026-10-02',
      submitteddotdate: '2026-10-10',
      titleregownershipdate: '2026-09-20',
      value_us_dollars: 14500,
      is_pass_airbag_modified: true,
      nhtsa_conformance_location: { name: 'DVS RI Facility - Indianapolis', city: 'Indianapolis' },
    },
    client: {
      clientname: 'Alpha Motors',
      legal_name: 'Alpha Motors LLC',
      clientstreetaddress: '100 Main St',
      clientcity: 'Indianapolis',
      clientzip: '46204',
      ri_reg_docs_complete: 1,
      state: { stateabbreviation: 'IN' },
    },
    signer: { userid: 1, name: 'Dana Admin' },
    conformance: { completed_date: '2026-10-08', completed_by_user: { name: 'Dana Admin' }, items: [{ nhtsa_conformity_item_id: 1, is_remediated: 2 }] },
    conformityItems: STANDARDS,
    blackbook: null,
    options: {},
    today: businessToday(new Date('2026-11-23T15:00:00Z')),
    signatureKeys: { physicalInspection: 'signatures/a.png', signer: null },
    ...overrides,
  };
}

const shipped = (n: number): MappingRow[] => Object.entries(FORMS.get(n)!.mapping).map(([form_field, source]) => ({ form_field, ...source }));

async function filled(n: number, ctx = context(), mapping = shipped(n), images = {}) {
  const definition = FORMS.get(n)!;
  const doc = await fillForm(await templateOf(definition, ctx), definition, mapping, ctx, images);
  // Read back from the saved bytes, as a person's PDF reader would.
  return PDFDocument.load(await doc.save());
}

function textOf(doc: PDFDocument, field: string): string | undefined {
  return (doc.getForm().getField(field) as PDFTextField).getText();
}

function imageCount(doc: PDFDocument): number {
  return doc.context
    .enumerateIndirectObjects()
    .filter(([, object]) => object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')).length;
}

describe('every printed form', () => {
  it.each(PRINTED_FORMS.map((form) => [form.n, form.name]))('form %i (%s) has a mapping row for each of its fields and prints the vehicle', async (n) => {
    const definition = FORMS.get(n)!;
    const ctx = context();
    const fields = layoutFields(layoutOf(definition, ctx)).filter((f) => f.kind !== 'signature' && !f.field.startsWith('FMVSS_'));
    expect(fields.map((f) => f.field).sort()).toEqual(Object.keys(definition.mapping).sort());
    const doc = await filled(n, ctx);
    expect(textOf(doc, 'VIN')).toBe('2T1BURHE5JC012345');
    expect(doc.getPageCount()).toBeGreaterThan(0);
  });
});

describe('the mapping decides every value', () => {
  it('prints dates as MM/DD/YYYY, mileage with separators, and ticks the odometer box of the vehicle', async () => {
    const doc = await filled(3);
    expect(textOf(doc, 'ODOMETER')).toBe('84,213');
    expect(textOf(doc, 'STATEMENT_DATE')).toBe('11/23/2026');
    expect((doc.getForm().getField('ODO_ACTUAL') as PDFCheckBox).isChecked()).toBe(true);
    expect((doc.getForm().getField('ODO_NOT_ACTUAL') as PDFCheckBox).isChecked()).toBe(false);
  });

  it('takes a changed row at the next render: a static value, another object field, a regex group', async () => {
    const mapping = shipped(7).map((row) =>
      row.form_field === 'DEALER_NO'
        ? { ...row, static_value: 'DVS-9000' }
        : row.form_field === 'MAKE'
          ? { ...row, is_static: false, object_name: 'client', object_value: 'state.stateabbreviation' }
          : row.form_field === 'VIN'
            ? { ...row, regex_pattern: '(\\w{6})$' }
            : row,
    );
    const doc = await filled(7, context(), mapping);
    expect(textOf(doc, 'DEALER_NO')).toBe('DVS-9000');
    expect(textOf(doc, 'MAKE')).toBe('IN');
    expect(textOf(doc, 'VIN')).toBe('012345');
    expect(textOf(doc, 'OWNER_NAME')).toBe('Alpha Motors LLC');
    expect(textOf(doc, 'OWNER_ADDRESS')).toBe('100 Main St, Indianapolis, IN 46204');
  });

  it('prints nothing for a pattern that does not match, an unknown object or a pattern that does not compile', () => {
    const row = { is_static: false, static_value: null, object_name: 'vehicle', object_value: 'vehiclevin', regex_pattern: '^\\d+$' };
    const objects = { vehicle: { vehiclevin: 'ABC123' } };
    expect(fieldValue(row, objects)).toBe('');
    expect(fieldValue({ ...row, regex_pattern: null, object_name: 'nothing' }, objects)).toBe('');
    expect(fieldValue({ ...row, regex_pattern: '(' }, objects)).toBe('');
    expect(fieldValue({ ...row, regex_pattern: '\\d+' }, objects)).toBe('123');
  });

  it('leaves a field without a mapping row empty', async () => {
    const doc = await filled(
      7,
      context(),
      shipped(7).filter((row) => row.form_field !== 'MODEL'),
    );
    expect(textOf(doc, 'MODEL')).toBeUndefined();
  });
});

describe('signatures', () => {
  it("places the vehicle's physical inspection signature in the inspector's box", async () => {
    const unsigned = await filled(1);
    const signed = await filled(1, context(), shipped(1), { physicalInspection: new Uint8Array(PNG) });
    // The image, and its transparency mask.
    expect(imageCount(unsigned)).toBe(0);
    expect(imageCount(signed)).toBeGreaterThan(0);
  });

  it('prints unsigned when the stored signature is not an image', async () => {
    const doc = await filled(1, context(), shipped(1), { physicalInspection: new Uint8Array(Buffer.from('not an image')) });
    expect(imageCount(doc)).toBe(0);
  });
});

describe('the conformity document', () => {
  const choice = (doc: PDFDocument, number: string) =>
    ['O', 'M', 'N'].filter((c) => (doc.getForm().getField(`FMVSS_${number}_${c}`) as PDFCheckBox).isChecked());

  it("lists the car standards with their defaults, and M where the vehicle's inspection conformed it", async () => {
    const doc = await filled(18, context({ options: { type: 'car' } }));
    expect(choice(doc, '101')).toEqual(['M']);
    expect(choice(doc, '108')).toEqual(['O']);
    expect(choice(doc, '208')).toEqual(['M']);
    expect(textOf(doc, 'CONFORMITY_TYPE')).toBe('Passenger car');
  });

  it('lists only the heavy-truck standards for type truck_heavy, with the heavy-truck defaults', async () => {
    const doc = await filled(18, context({ options: { type: 'truck_heavy', uvc: '2018TOY01' }, conformance: null }));
    expect(doc.getForm().getFieldMaybe('FMVSS_208_O')).toBeUndefined();
    expect(choice(doc, '108')).toEqual(['N']);
    expect(textOf(doc, 'UVC')).toBe('2018TOY01');
  });

  it('takes the class from the Blackbook data when no type is asked: GVW over 10000 is a heavy truck', async () => {
    const doc = await filled(18, context({ blackbook: { gvw: 12000, class_name: 'Truck' }, conformance: null }));
    expect(textOf(doc, 'CONFORMITY_TYPE')).toBe('Heavy truck (GVWR over 10,000 lb)');
  });
});
