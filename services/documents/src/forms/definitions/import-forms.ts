import { LETTER, box, check, signature, text } from '../../templates/layout.js';
import { IMPORTER, type FormDefinition, from, fromClient, fromVehicle, vehicleIdentification, fixed } from '../form-definition.js';

const id = vehicleIdentification();
const signerRows = (label: string) => [[text('PRINTED_NAME', 'Printed name', 2), text('SIGN_DATE', 'Date')], [signature('SIGNATURE', label, 3)]];
const signerMapping = { PRINTED_NAME: from('form', 'printed_name'), SIGN_DATE: from('today', 'date') };
const entryRows = [[text('ENTRY_DATE', 'Date of entry'), text('PORT', 'Port of entry'), text('ENTRY_NO', 'Entry number / transit')]];
const entryMapping = { ENTRY_DATE: fromVehicle('crossedborderdate'), PORT: fixed('Detroit, MI (3801)'), ENTRY_NO: fromVehicle('transit_number') };

/** 15: NHTSA's HS-7 declaration, box 3 (imported by a registered importer under bond, 49 CFR 591.5(f)). */
export const HS7: FormDefinition = {
  n: 15,
  layout: {
    size: LETTER,
    header: {
      agency: 'U.S. Department of Transportation - National Highway Traffic Safety Administration',
      title:
        'Declaration: Importation of Motor Vehicles and Motor Vehicle Equipment Subject to Federal Motor Vehicle Safety, Bumper and Theft Prevention Standards',
      formNumber: 'HS-7',
      formNote: 'OMB No. 2127-0002',
    },
    sections: [
      { heading: 'Vehicle', rows: [...id.rows, [text('MFG_DATE', 'Date of manufacture'), text('MANUFACTURER', 'Manufacturer', 2)]] },
      { heading: 'Entry', rows: entryRows },
      {
        heading: 'Declaration (check one)',
        rows: [
          [check('BOX_1', '1. The vehicle was manufactured in conformity with all applicable FMVSS and bears a certification label', 3)],
          [check('BOX_2B', '2B. The vehicle is 25 years old or older', 3)],
          [check('BOX_3', '3. Nonconforming vehicle imported by a registered importer under a DOT conformance bond (49 CFR 591.5(f))', 3)],
          [text('RI_NUMBER', 'RI number'), text('ELIGIBILITY', 'Eligibility number (VSA / VCP)'), text('BOND_AMOUNT', 'Bond amount')],
        ],
      },
      {
        heading: 'Importer',
        text: 'I declare that the statements above are true and correct to the best of my knowledge (18 U.S.C. 1001).',
        rows: [[text('IMPORTER_NAME', 'Importer of record', 3)], ...signerRows('Signature of importer or RI')],
      },
    ],
    footer: 'HS-7 (Rev. 2024)',
  },
  mapping: {
    ...id.mapping,
    MFG_DATE: fromVehicle('manufacture_date'),
    MANUFACTURER: fromVehicle('manufacturer'),
    ...entryMapping,
    BOX_1: fixed(''),
    BOX_2B: fixed(''),
    BOX_3: fixed('X'),
    RI_NUMBER: fixed('R-04-301'),
    ELIGIBILITY: fixed('VCP-40'),
    BOND_AMOUNT: from('form', 'value_usd'),
    IMPORTER_NAME: from('form', 'owner_name'),
    ...signerMapping,
  },
  signatures: { SIGNATURE: 'signer' },
  needs: ['signer'],
  missing: (context) => (context.vehicle.crossedborderdate ? null : 'the crossed border date is not recorded'),
};

/** 17: the vehicle lines of the CBP entry summary (CBP Form 7501) of the vehicle. */
export const ENTRY_SUMMARY: FormDefinition = {
  n: 17,
  layout: {
    size: LETTER,
    header: {
      agency: 'Department of Homeland Security - U.S. Customs and Border Protection',
      title: 'Entry Summary - Vehicle Details',
      formNumber: 'CBP Form 7501',
      formNote: 'OMB No. 1651-0022',
    },
    sections: [
      {
        heading: 'Entry',
        rows: [
          ...entryRows,
          [text('IMPORTER_NAME', 'Importer of record name', 2), text('IMPORTER_NO', 'Importer number')],
          [text('ORIGIN', 'Country of origin'), text('EXPORT_DATE', 'Export date'), text('SUBMITTED', 'Submitted to customs')],
        ],
      },
      {
        heading: 'Description of merchandise',
        rows: [...id.rows, [text('HTS', 'HTSUS number'), text('VALUE', 'Entered value (USD)'), text('DUTY', 'Duty rate')]],
      },
      {
        heading: 'Declaration',
        text: 'I declare that I am the importer of record and that the statements in this entry summary fully disclose the price paid or payable.',
        rows: signerRows('Signature of declarant'),
      },
    ],
    footer: 'CBP Form 7501 vehicle detail',
  },
  mapping: {
    ...entryMapping,
    IMPORTER_NAME: from('form', 'owner_name'),
    IMPORTER_NO: fromClient('fidno'),
    ORIGIN: fixed('CA'),
    EXPORT_DATE: fromVehicle('crossedborderdate'),
    SUBMITTED: fromVehicle('submittedtocustomsdate'),
    ...id.mapping,
    HTS: fixed('8703.23.0190'),
    VALUE: from('form', 'value_usd'),
    DUTY: fixed('2.5% (free under USMCA)'),
    ...signerMapping,
  },
  signatures: { SIGNATURE: 'signer' },
  needs: ['signer'],
};

/** 16: the registered importer's statement of conformity to NHTSA (49 CFR 592.6(d)). */
export const STATEMENT_OF_CONFORMITY: FormDefinition = {
  n: 16,
  layout: {
    size: LETTER,
    header: {
      agency: 'To: National Highway Traffic Safety Administration, Office of Vehicle Safety Compliance',
      title: 'Statement of Conformity',
      formNumber: '49 CFR 592.6(d)',
      formNote: 'Registered importer',
    },
    sections: [
      { heading: 'Registered importer', rows: IMPORTER.rows },
      {
        heading: 'Vehicle',
        rows: [...id.rows, [text('ENTRY_DATE', 'Date of entry'), text('INSPECTED', 'Conformance completed'), text('INSPECTOR', 'Inspected by')]],
      },
      { heading: 'Inspection location', rows: [[text('LOCATION', 'Facility', 2), text('LOCATION_CITY', 'City, State')]] },
      {
        heading: 'Certification',
        text:
          'The registered importer certifies that the vehicle described above has been brought into conformity ' +
          'with every applicable Federal motor vehicle safety, bumper and theft prevention standard, and that ' +
          'photographs and documents showing the conformity are submitted with this statement.',
        rows: signerRows('Signature of RI officer'),
      },
    ],
    footer: 'Statement of conformity',
  },
  mapping: {
    ...IMPORTER.mapping,
    ...id.mapping,
    ENTRY_DATE: fromVehicle('crossedborderdate'),
    INSPECTED: from('conformance', 'completed_date'),
    INSPECTOR: from('conformance', 'completed_by_user.name'),
    LOCATION: from('location', 'name'),
    LOCATION_CITY: from('location', 'city'),
    ...signerMapping,
  },
  signatures: { SIGNATURE: 'signer' },
  needs: ['signer', 'conformance'],
  missing: (context) => (context.conformance?.completed_date ? null : 'the conformance inspection is not completed'),
};

/** 25: the index of conformity photographs submitted with the statement of conformity. */
export const CONFORMITY_PHOTOGRAPHS: FormDefinition = {
  n: 25,
  layout: {
    size: LETTER,
    header: {
      agency: 'Registered importer submission to NHTSA',
      title: 'Conformity Package - Photographs and Documents Index',
      formNumber: '49 CFR 592.6(d)(2)',
    },
    sections: [
      { heading: 'Vehicle', rows: id.rows },
      {
        heading: 'Enclosed',
        rows: [
          [
            check('PHOTO_FRONT', 'Front and side views of the vehicle'),
            check('PHOTO_LABEL', 'RI certification label (affixed)'),
            check('PHOTO_VIN', 'VIN plate'),
          ],
          [check('PHOTO_ODOMETER', 'Odometer reading'), check('PHOTO_TPMS', 'TPMS / tyre placard'), check('PHOTO_AIRBAG', 'Passenger airbag indicator')],
          [box('REMARKS', 'Remarks', 3, 4)],
        ],
      },
      { heading: 'Inspection', rows: [[text('INSPECTED', 'Conformance completed'), text('INSPECTOR', 'Inspected by', 2)]] },
    ],
  },
  mapping: {
    ...id.mapping,
    PHOTO_FRONT: fixed('X'),
    PHOTO_LABEL: fixed('X'),
    PHOTO_VIN: fixed('X'),
    PHOTO_ODOMETER: fixed('X'),
    PHOTO_TPMS: fixed('X'),
    PHOTO_AIRBAG: from('form', 'airbag_modified'),
    REMARKS: fixed('Photographs are kept with the vehicle record and sent with the DOT package.'),
    INSPECTED: from('conformance', 'completed_date'),
    INSPECTOR: from('conformance', 'completed_by_user.name'),
  },
  needs: ['conformance'],
};

/** 24: NHTSA's DOT conformance bond of the vehicle (HS-474): 150% of its dutiable value. */
export const CONFORMANCE_BOND: FormDefinition = {
  n: 24,
  layout: {
    size: LETTER,
    header: {
      agency: 'U.S. Department of Transportation - National Highway Traffic Safety Administration',
      title: 'DOT Conformance Bond',
      formNumber: 'HS-474',
      formNote: '49 CFR Part 591 Appendix A',
    },
    sections: [
      {
        heading: 'Principal (registered importer) and surety',
        rows: [...IMPORTER.rows, [text('SURETY', 'Surety company', 2), text('BOND_NO', 'Bond number')]],
      },
      {
        heading: 'Vehicle',
        rows: [...id.rows, [text('ENTRY_DATE', 'Date of entry'), text('VALUE', 'Dutiable value'), text('BOND_AMOUNT', 'Bond amount (150%)')]],
      },
      {
        heading: 'Conditions',
        text:
          'The principal shall bring the vehicle into conformity with all applicable standards within 120 days ' +
          'of entry, or export or abandon it to the United States, and shall not release it until NHTSA ' +
          'releases the bond.',
        rows: signerRows('Signature of principal'),
      },
    ],
    footer: 'HS-474 DOT conformance bond',
  },
  mapping: {
    ...IMPORTER.mapping,
    SURETY: fixed('Great Lakes Surety Company'),
    BOND_NO: fromVehicle('vehiclevin', '(\\w{8})$'),
    ...id.mapping,
    ENTRY_DATE: fromVehicle('crossedborderdate'),
    VALUE: from('form', 'value_usd'),
    BOND_AMOUNT: from('form', 'bond_amount'),
    ...signerMapping,
  },
  signatures: { SIGNATURE: 'signer' },
  needs: ['signer'],
};

/** 9: EPA's declaration for a vehicle subject to the air pollution regulations (EPA Form 3520-1, 19 CFR 12.73). */
export const IMPORTER_DECLARATION: FormDefinition = {
  n: 9,
  layout: {
    size: LETTER,
    header: {
      agency: 'U.S. Environmental Protection Agency',
      title: 'Importation of Motor Vehicles and Motor Vehicle Engines Subject to Federal Air Pollution Regulations',
      formNumber: 'EPA Form 3520-1',
      formNote: 'OMB No. 2060-0095',
    },
    sections: [
      { heading: 'Importer', rows: [[text('IMPORTER_NAME', 'Importer name', 2), text('IMPORTER_PHONE', 'Phone')], [text('IMPORTER_ADDRESS', 'Address', 3)]] },
      { heading: 'Vehicle', rows: [...id.rows, [text('MFG_DATE', 'Date of manufacture'), text('MILEAGE', 'Odometer'), text('GVWR', 'GVWR')]] },
      { heading: 'Entry', rows: entryRows },
      {
        heading: 'Code (check one)',
        rows: [
          [check('CODE_A', 'A - U.S. version, bears the EPA emission label', 3)],
          [check('CODE_B', 'B - Identical to a U.S. version, imported by an ICI or RI', 3)],
          [check('CODE_E', 'E - 21 years old or older, original configuration', 3)],
        ],
      },
      {
        heading: 'Declaration',
        text: 'I declare under penalty of perjury that the information above is true and correct.',
        rows: signerRows('Signature of importer'),
      },
    ],
    footer: 'EPA Form 3520-1',
  },
  mapping: {
    IMPORTER_NAME: from('form', 'owner_name'),
    IMPORTER_PHONE: fromClient('clientphonenumber'),
    IMPORTER_ADDRESS: from('form', 'owner_address'),
    ...id.mapping,
    MFG_DATE: fromVehicle('manufacture_date'),
    MILEAGE: from('form', 'mileage'),
    GVWR: from('form', 'gvwr'),
    ...entryMapping,
    CODE_A: fixed('X'),
    CODE_B: fixed(''),
    CODE_E: fixed(''),
    ...signerMapping,
  },
  signatures: { SIGNATURE: 'signer' },
  needs: ['signer'],
};

/** 8: the foreign shipper's declaration of American goods returned (19 CFR 10.1(a)). */
export const FOREIGN_SHIPPER_DECLARATION: FormDefinition = {
  n: 8,
  layout: {
    size: LETTER,
    header: {
      agency: 'U.S. Customs and Border Protection',
      title: "Foreign Shipper's Declaration",
      subtitle: 'Declaration by the foreign shipper of a vehicle exported to the United States (19 CFR 10.1(a)(1)).',
      formNumber: '19 CFR 10.1',
    },
    sections: [
      { heading: 'Shipper', rows: [[text('SHIPPER_NAME', 'Foreign shipper', 2), text('SHIPPER_COUNTRY', 'Country')], [text('SHIPPER_ADDRESS', 'Address', 3)]] },
      { heading: 'Consignee', rows: [[text('CONSIGNEE', 'Consignee in the United States', 3)]] },
      { heading: 'Vehicle', rows: [...id.rows, [text('MILEAGE', 'Odometer'), text('VALUE', 'Value (USD)'), text('EXPORT_DATE', 'Date exported')]] },
      {
        text:
          'I declare that to the best of my knowledge and belief the vehicle described above was exported to ' +
          'the United States from the country shown, and that the statements above are true.',
        rows: signerRows('Signature of shipper or agent'),
      },
    ],
  },
  mapping: {
    SHIPPER_NAME: fromVehicle('auction.auctionname'),
    SHIPPER_COUNTRY: fixed('Canada'),
    SHIPPER_ADDRESS: fixed(''),
    CONSIGNEE: from('form', 'owner_name'),
    ...id.mapping,
    MILEAGE: from('form', 'mileage'),
    VALUE: from('form', 'value_usd'),
    EXPORT_DATE: fromVehicle('crossedborderdate'),
    ...signerMapping,
  },
  signatures: { SIGNATURE: 'signer' },
  needs: ['signer'],
};

/** 21: CBP's customs power of attorney (CBP Form 5291) of the client, for the Hudson package. */
export const POWER_OF_ATTORNEY: FormDefinition = {
  n: 21,
  layout: {
    size: LETTER,
    header: {
      agency: 'Department of Homeland Security - U.S. Customs and Border Protection',
      title: 'Customs Power of Attorney',
      formNumber: 'CBP Form 5291',
      formNote: 'OMB No. 1651-0000',
    },
    sections: [
      {
        heading: 'Grantor',
        rows: [[text('GRANTOR_NAME', 'Name of grantor (legal name)', 2), text('GRANTOR_ID', 'IRS / importer number')], [text('GRANTOR_ADDRESS', 'Address', 3)]],
      },
      { heading: 'Agent', rows: IMPORTER.rows },
      {
        text:
          'The grantor appoints the agent named above as its true and lawful agent and attorney to make, ' +
          'endorse, sign and file any entry, declaration or other document required by law in connection with ' +
          'the importation of the vehicle below.',
        rows: [...id.rows],
      },
      { heading: 'Grantor signature', rows: signerRows('Signature of grantor') },
    ],
    footer: 'CBP Form 5291',
  },
  mapping: {
    GRANTOR_NAME: from('form', 'owner_name'),
    GRANTOR_ID: fromClient('fidno'),
    GRANTOR_ADDRESS: from('form', 'owner_address'),
    ...IMPORTER.mapping,
    ...id.mapping,
    ...signerMapping,
  },
  signatures: { SIGNATURE: 'signer' },
  needs: ['signer'],
  missing: (context) => (Number(context.client?.ri_reg_docs_complete) === 1 ? null : 'the client has not completed its registration documents'),
};

/** 30: the registered importer's request that NHTSA release the conformance bond of one vehicle. */
export const BOND_RELEASE: FormDefinition = {
  n: 30,
  layout: {
    size: LETTER,
    header: { agency: 'To: NHTSA Office of Vehicle Safety Compliance (NVS-223)', title: 'Bond Release - Individual Vehicle', formNumber: '49 CFR 592.6(e)' },
    sections: [
      { heading: 'Registered importer', rows: IMPORTER.rows },
      {
        heading: 'Vehicle',
        rows: [...id.rows, [text('ENTRY_DATE', 'Date of entry'), text('DOT_SUBMITTED', 'Conformity package submitted'), text('BOND_RELEASE', 'Bond released')]],
      },
      {
        text:
          'NHTSA has accepted the certification of conformity of the vehicle above; the registered importer ' +
          'asks that the DOT conformance bond be released and the vehicle delivered to its owner.',
        rows: signerRows('Signature of RI officer'),
      },
    ],
  },
  mapping: {
    ...IMPORTER.mapping,
    ...id.mapping,
    ENTRY_DATE: fromVehicle('crossedborderdate'),
    DOT_SUBMITTED: fromVehicle('submitteddotdate'),
    BOND_RELEASE: fromVehicle('bondreleasedate'),
    ...signerMapping,
  },
  signatures: { SIGNATURE: 'signer' },
  needs: ['signer'],
  missing: (context) => (context.vehicle.submitteddotdate ? null : 'the DOT submitted date is not recorded'),
};

export const IMPORT_FORMS = [
  HS7,
  ENTRY_SUMMARY,
  STATEMENT_OF_CONFORMITY,
  CONFORMITY_PHOTOGRAPHS,
  CONFORMANCE_BOND,
  IMPORTER_DECLARATION,
  FOREIGN_SHIPPER_DECLARATION,
  POWER_OF_ATTORNEY,
  BOND_RELEASE,
];
