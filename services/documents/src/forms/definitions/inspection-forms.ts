import { CONFORMITY_TYPES, standardsOfClass } from '@portal/contracts/constants';
import { LABEL_4X2, LETTER, box, check, signature, text, type FormLayout, type LayoutRow } from '../../templates/layout.js';
import { conformityTypeOf, type ConformityStandard, type FormContext } from '../../data/form-context.js';
import { IMPORTER, type FormDefinition, from, fromVehicle, vehicleIdentification, fixed } from '../form-definition.js';

const id = vehicleIdentification();

/** 1: the physical inspection of the vehicle (VIN, odometer, weights, tyres), signed on the photo screens' signature pad. */
export const PHYSICAL_INSPECTION: FormDefinition = {
  n: 1,
  layout: {
    size: LETTER,
    header: {
      agency: 'Indiana Bureau of Motor Vehicles',
      title: 'Physical Inspection of Vehicle',
      subtitle: 'VIN verification by an authorized inspector (IC 9-17-2-12).',
      formNumber: 'State Form 39530',
      formNote: 'VIN inspection',
    },
    sections: [
      { heading: 'Vehicle', rows: [...id.rows, [text('MILEAGE', 'Odometer reading'), text('KILOMETERS', 'Kilometers'), text('ODO_BRAND', 'Odometer brand')]] },
      {
        heading: 'Manufacturer label',
        rows: [
          [text('MANUFACTURER', 'Manufacturer', 2), text('MFG_DATE', 'Date of manufacture')],
          [text('GVWR', 'GVWR'), text('GAWR_FRONT', 'GAWR front (lb)'), text('GAWR_REAR', 'GAWR rear (lb)')],
        ],
      },
      {
        heading: 'Tyres',
        rows: [
          [
            text('FRONT_SIZE', 'Front tyre size'),
            text('FRONT_PSI', 'Front pressure (psi)'),
            text('REAR_SIZE', 'Rear tyre size'),
            text('REAR_PSI', 'Rear pressure (psi)'),
          ],
        ],
      },
      { heading: 'Location', rows: [[text('LOCATION', 'Inspection location', 2), text('INSPECTION_DATE', 'Date of inspection')]] },
      {
        heading: 'Inspector',
        text: 'I certify that I have physically inspected the vehicle described above and that the VIN shown is the VIN on the vehicle.',
        rows: [[text('INSPECTOR', 'Printed name of inspector', 2), signature('INSPECTOR_SIGNATURE', 'Signature of inspector')]],
      },
    ],
    footer: 'Physical inspection of vehicle',
  },
  mapping: {
    ...id.mapping,
    MILEAGE: from('form', 'mileage'),
    KILOMETERS: from('form', 'kilometers'),
    ODO_BRAND: from('form', 'odometer_brand'),
    MANUFACTURER: fromVehicle('manufacturer'),
    MFG_DATE: fromVehicle('manufacture_date'),
    GVWR: from('form', 'gvwr'),
    GAWR_FRONT: fromVehicle('gawr_front_lbs'),
    GAWR_REAR: fromVehicle('gawr_rear_lbs'),
    FRONT_SIZE: fromVehicle('front_size'),
    FRONT_PSI: fromVehicle('front_psi'),
    REAR_SIZE: fromVehicle('rear_size'),
    REAR_PSI: fromVehicle('rear_psi'),
    LOCATION: from('location', 'name'),
    INSPECTION_DATE: fromVehicle('vehicleinspectiondate'),
    INSPECTOR: from('form', 'printed_name'),
  },
  signatures: { INSPECTOR_SIGNATURE: 'physicalInspection' },
  needs: ['signer'],
};

const CHOICES = ['O', 'M', 'N'] as const;

/** The standards of the chosen class, in their order. */
function standardsOf(context: FormContext): ConformityStandard[] {
  const type = context.options.type ?? conformityTypeOf(context.blackbook);
  return standardsOfClass(context.conformityItems, type);
}

function standardField(item: ConformityStandard, choice: string): string {
  return `FMVSS_${item.fmvss_number.replace(/[^A-Za-z0-9]/g, '_')}_${choice}`;
}

/** The conformity document's layout: one row per FMVSS standard of the vehicle's class, with O / M / N. */
function conformityLayout(context: FormContext): FormLayout {
  const rows: LayoutRow[] = standardsOf(context).map((item) => [
    { field: `FMVSS_${item.id}_LABEL`, label: `FMVSS ${item.fmvss_number} - ${item.fmvss_name}`, span: 6, kind: 'label' },
    ...CHOICES.map((choice) => check(standardField(item, choice), choice, 1)),
  ]);
  return {
    size: LETTER,
    header: {
      agency: 'Registered importer - certificate of conformity',
      title: 'Conformity Document',
      subtitle: 'O: original, conforms as manufactured. M: modified by the RI to conform. N: not applicable.',
      formNumber: '49 CFR 592.6(d)',
      formNote: 'FMVSS item list',
    },
    sections: [
      {
        heading: 'Vehicle',
        rows: [...id.rows, [text('CONFORMITY_TYPE', 'Vehicle class'), text('UVC', 'Blackbook UVC'), text('MFG_DATE', 'Date of manufacture')]],
      },
      { heading: 'Registered importer', rows: IMPORTER.rows },
      { heading: 'Federal motor vehicle safety standards', rows },
      { heading: 'Certification', rows: [[text('INSPECTOR', 'Inspected by', 2), text('INSPECTED', 'Date completed')]] },
    ],
    footer: 'Conformity document',
  };
}

/**
 * The choice printed for each standard: the class's default (O, M or N), unless the vehicle's own
 * inspection says it was conformed by the RI (M) or inspected as it came (O).
 */
function conformityChoices(context: FormContext): Record<string, boolean> {
  const type = context.options.type ?? conformityTypeOf(context.blackbook);
  const inspected = new Map<number, number | null>();
  for (const item of (context.conformance?.items as { nhtsa_conformity_item_id?: number; is_remediated?: number | null }[] | undefined) ?? []) {
    if (item.nhtsa_conformity_item_id) inspected.set(item.nhtsa_conformity_item_id, item.is_remediated ?? null);
  }
  const values: Record<string, boolean> = {};
  for (const item of standardsOf(context)) {
    const action = inspected.get(item.id);
    const fallback = (item[`${type}_default`] ?? 'O') || 'O';
    const choice = action === 2 ? 'M' : action === 0 || action === 1 ? (fallback === 'N' ? 'N' : 'O') : fallback;
    for (const option of CHOICES) values[standardField(item, option)] = option === choice;
  }
  return values;
}

/** 18: the conformity document with the car, truck or heavy-truck standards (`?type`, `?uvc`). */
export const CONFORMITY_DOCUMENT: FormDefinition = {
  n: 18,
  layout: conformityLayout,
  mapping: {
    ...id.mapping,
    CONFORMITY_TYPE: from('form', 'conformity_type'),
    UVC: from('form', 'uvc'),
    MFG_DATE: fromVehicle('manufacture_date'),
    ...IMPORTER.mapping,
    INSPECTOR: from('conformance', 'completed_by_user.name'),
    INSPECTED: from('conformance', 'completed_date'),
  },
  rows: conformityChoices,
  needs: ['conformance', 'conformityItems', 'blackbook'],
};

/** 26: the RI certification label (49 CFR 567.4(k), 592.6(d)), a 4 x 2 inch label per vehicle. */
export const RI_LABEL: FormDefinition = {
  n: 26,
  layout: {
    size: LABEL_4X2,
    header: { title: 'Registered Importer Certification' },
    sections: [
      {
        text:
          'This vehicle has been altered by the registered importer below and conforms to all applicable ' +
          'Federal motor vehicle safety, bumper and theft prevention standards.',
        rows: [
          [text('RI_NAME', 'Registered importer', 3), text('RI_NUMBER', 'RI no.', 2)],
          [text('VIN', 'VIN', 3), text('MFG_DATE', 'Original manufacture', 2)],
          [text('LAST6', 'Last 6', 2), text('YMM', 'Year make model', 3)],
        ],
      },
    ],
  },
  mapping: {
    RI_NAME: fixed('DVS Registered Importer LLC'),
    RI_NUMBER: fixed('R-04-301'),
    VIN: fromVehicle('vehiclevin'),
    MFG_DATE: fromVehicle('manufacture_date'),
    LAST6: fromVehicle('last6'),
    YMM: from('form', 'year_make_model'),
  },
};

/** 27: the statement on the passenger airbag (FMVSS 208) made for the vehicle's conformity. */
export const AIRBAG_COMPLIANCE: FormDefinition = {
  n: 27,
  layout: {
    size: LETTER,
    header: {
      agency: 'Registered importer - FMVSS 208 occupant crash protection',
      title: 'Passenger Airbag Compliance Statement',
      formNumber: 'FMVSS 208',
      formNote: '49 CFR 571.208',
    },
    sections: [
      { heading: 'Vehicle', rows: id.rows },
      {
        heading: 'Passenger airbag',
        rows: [
          [check('AIRBAG_NOT_MODIFIED', 'The passenger airbag and its indicator are original and were not modified', 3)],
          [check('AIRBAG_MODIFIED', 'The passenger airbag system was modified to conform to FMVSS 208 (suppression and telltale)', 3)],
          [box('NOTES', 'Description of the work', 3, 3)],
        ],
      },
      { heading: 'Certification', rows: [[text('PRINTED_NAME', 'Printed name', 2), text('SIGN_DATE', 'Date')], [signature('SIGNATURE', 'Signature', 3)]] },
    ],
  },
  mapping: {
    ...id.mapping,
    AIRBAG_NOT_MODIFIED: from('form', 'airbag_not_modified'),
    AIRBAG_MODIFIED: from('form', 'airbag_modified'),
    NOTES: fixed(''),
    PRINTED_NAME: from('form', 'printed_name'),
    SIGN_DATE: from('today', 'date'),
  },
  signatures: { SIGNATURE: 'signer' },
  needs: ['signer'],
  missing: (context) =>
    context.vehicle.is_pass_airbag_modified === null || context.vehicle.is_pass_airbag_modified === undefined ? 'the passenger airbag is not recorded' : null,
};

/** The USMCA certification of origin's minimum data elements (USMCA Art. 5.2, Annex 5-A). */
function usmcaForm(n: 28 | 29, truck: boolean): FormDefinition {
  return {
    n,
    layout: {
      size: LETTER,
      header: {
        agency: 'United States-Mexico-Canada Agreement',
        title: `Certification of Origin${truck ? ' - Truck' : ''}`,
        subtitle: 'Minimum data elements of USMCA Annex 5-A.',
        formNumber: 'USMCA Annex 5-A',
        formNote: truck ? 'Light / heavy truck (Art. 4-B.5)' : 'Passenger vehicle (Art. 4-B.3)',
      },
      sections: [
        {
          heading: '1. Certifier',
          rows: [
            [check('CERT_IMPORTER', 'Importer'), check('CERT_EXPORTER', 'Exporter'), check('CERT_PRODUCER', 'Producer')],
            [text('CERTIFIER', 'Certifier name', 2), text('CERTIFIER_PHONE', 'Phone')],
            [text('CERTIFIER_ADDRESS', 'Address', 3)],
          ],
        },
        {
          heading: '2-4. Exporter, producer, importer',
          rows: [[text('EXPORTER', 'Exporter', 3)], [text('PRODUCER', 'Producer', 3)], [text('IMPORTER', 'Importer', 3)]],
        },
        { heading: '5-7. Goods', rows: [...id.rows, [text('HS', 'HS tariff classification'), text('CRITERION', 'Origin criterion'), text('GVWR', 'GVWR')]] },
        {
          heading: '8-9. Blanket period and authorization',
          text:
            'I certify that the goods described in this document qualify as originating and the information ' +
            'contained in this document is true and accurate.',
          rows: [[text('PRINTED_NAME', 'Name', 2), text('SIGN_DATE', 'Date')], [signature('SIGNATURE', 'Authorized signature', 3)]],
        },
      ],
    },
    mapping: {
      CERT_IMPORTER: fixed('X'),
      CERT_EXPORTER: fixed(''),
      CERT_PRODUCER: fixed(''),
      CERTIFIER: from('form', 'owner_name'),
      CERTIFIER_PHONE: from('client', 'clientphonenumber'),
      CERTIFIER_ADDRESS: from('form', 'owner_address'),
      EXPORTER: fromVehicle('auction.auctionname'),
      PRODUCER: fromVehicle('manufacturer'),
      IMPORTER: from('form', 'owner_name'),
      ...id.mapping,
      HS: fixed(truck ? '8704.21' : '8703.23'),
      CRITERION: fixed('B'),
      GVWR: from('form', 'gvwr'),
      PRINTED_NAME: from('form', 'printed_name'),
      SIGN_DATE: from('today', 'date'),
    },
    signatures: { SIGNATURE: 'signer' },
    needs: ['signer'],
  };
}

/** 28: USMCA certification of a truck; 29: of any other vehicle, signed by `?user_id`. */
export const USMCA_TRUCK = usmcaForm(28, true);
export const USMCA_NOT_TRUCK = usmcaForm(29, false);

export const INSPECTION_FORMS = [PHYSICAL_INSPECTION, CONFORMITY_DOCUMENT, RI_LABEL, AIRBAG_COMPLIANCE, USMCA_TRUCK, USMCA_NOT_TRUCK];
export { CONFORMITY_TYPES };
