import { LETTER, check, signature, text } from '../../templates/layout.js';
import { type FormDefinition, from, fromClient, fromVehicle, vehicleIdentification, fixed } from '../form-definition.js';

const id = vehicleIdentification();
const FEDERAL_ODOMETER =
  'Federal law (and State law, if applicable) requires that you state the mileage upon transfer of ownership. Failure to complete or providing a false ' +
  'statement may result in fines and/or imprisonment (49 U.S.C. 32705, 49 CFR Part 580).';

const odometerRows = [
  [text('ODOMETER', 'Odometer reading (no tenths)', 2), text('ODOMETER_UNIT', 'Unit (miles / kilometers)')],
  [check('ODO_ACTUAL', 'I certify that to the best of my knowledge the odometer reading is the actual mileage of the vehicle', 3)],
  [check('ODO_EXCEEDS', 'The odometer reading reflects the amount of mileage in excess of its mechanical limits', 3)],
  [check('ODO_NOT_ACTUAL', 'The odometer reading is NOT the actual mileage. WARNING - ODOMETER DISCREPANCY', 3)],
  [check('ODO_EXEMPT', 'The vehicle is exempt from odometer disclosure (49 CFR 580.17)', 3)],
];

const odometerChecks = {
  ODO_ACTUAL: from('form', 'odometer_actual'),
  ODO_EXCEEDS: from('form', 'odometer_exceeds'),
  ODO_NOT_ACTUAL: from('form', 'odometer_not_actual'),
  ODO_EXEMPT: from('form', 'odometer_exempt'),
};
const odometerMapping = { ODOMETER: from('form', 'mileage'), ODOMETER_UNIT: fixed('Miles'), ...odometerChecks };

const transferorRows = [
  [text('SELLER_NAME', "Transferor's (seller's) printed name", 2), signature('SELLER_SIGNATURE', "Transferor's signature")],
  [text('SELLER_ADDRESS', "Transferor's address", 3)],
  [text('BUYER_NAME', "Transferee's (buyer's) printed name", 2), text('STATEMENT_DATE', 'Date of statement')],
  [text('BUYER_ADDRESS', "Transferee's address", 3)],
];

/** 3: the federal odometer disclosure statement (49 CFR 580.5) of a transfer. */
export const ODOMETER_STATEMENT: FormDefinition = {
  n: 3,
  layout: {
    size: LETTER,
    header: {
      agency: 'U.S. Department of Transportation - National Highway Traffic Safety Administration',
      title: 'Odometer Disclosure Statement',
      subtitle: FEDERAL_ODOMETER,
      formNumber: '49 CFR 580.5',
      formNote: 'Secure disclosure',
    },
    sections: [
      { heading: 'Vehicle', rows: id.rows },
      {
        heading: 'Odometer certification',
        text: 'I state that the odometer now reads the number of miles shown below and, to the best of my knowledge, it reflects:',
        rows: odometerRows,
      },
      { heading: 'Transferor and transferee', rows: transferorRows },
    ],
    footer: 'Odometer disclosure statement - keep with the title documents',
  },
  mapping: {
    ...id.mapping,
    ...odometerMapping,
    SELLER_NAME: from('form', 'owner_name'),
    SELLER_ADDRESS: from('form', 'owner_address'),
    BUYER_NAME: fromVehicle('purchase_client.clientname'),
    BUYER_ADDRESS: fixed(''),
    STATEMENT_DATE: from('today', 'date'),
  },
  signatures: { SELLER_SIGNATURE: 'signer' },
  needs: ['signer'],
};

/** 11: the odometer statement of an imported vehicle: the reading at entry, converted from kilometers when the odometer counts them. */
export const IMPORT_ODOMETER_STATEMENT: FormDefinition = {
  n: 11,
  layout: {
    size: LETTER,
    header: {
      agency: 'Registered importer - vehicle imported into the United States',
      title: 'Odometer Statement (Imported Vehicle)',
      subtitle: FEDERAL_ODOMETER,
      formNumber: '49 CFR 580',
      formNote: 'Import disclosure',
    },
    sections: [
      { heading: 'Vehicle', rows: id.rows },
      {
        heading: 'Reading at importation',
        rows: [
          [text('ODOMETER_KM', 'Odometer reading, kilometers'), text('ODOMETER', 'Equivalent miles'), text('ENTRY_DATE', 'Date of entry (crossed border)')],
          ...odometerRows.slice(1),
        ],
      },
      {
        heading: 'Importer of record',
        rows: [
          [text('IMPORTER_NAME', 'Importer name', 2), text('STATEMENT_DATE', 'Date')],
          [text('IMPORTER_ADDRESS', 'Address', 3)],
          [text('PRINTED_NAME', 'Printed name of person signing', 2), signature('IMPORTER_SIGNATURE', 'Signature')],
        ],
      },
    ],
    footer: 'Odometer statement of an imported vehicle',
  },
  mapping: {
    ...id.mapping,
    ...odometerChecks,
    ODOMETER: from('form', 'mileage'),
    ODOMETER_KM: from('form', 'kilometers'),
    ENTRY_DATE: fromVehicle('crossedborderdate'),
    IMPORTER_NAME: from('form', 'owner_name'),
    IMPORTER_ADDRESS: from('form', 'owner_address'),
    STATEMENT_DATE: from('today', 'date'),
    PRINTED_NAME: from('form', 'printed_name'),
  },
  signatures: { IMPORTER_SIGNATURE: 'signer' },
  needs: ['signer'],
};

/** 4: Indiana's certificate of sales or use tax paid on the purchase of a vehicle (ST-108), as the title application asks for it. */
export const ST108: FormDefinition = {
  n: 4,
  layout: {
    size: LETTER,
    header: {
      agency: 'Indiana Department of Revenue',
      title: 'Certificate of Gross Retail or Use Tax Paid on the Purchase of a Motor Vehicle',
      formNumber: 'Form ST-108',
      formNote: 'Submit to the BMV with the title application',
    },
    sections: [
      {
        heading: 'Purchaser',
        rows: [[text('PURCHASER_NAME', 'Purchaser name', 2), text('DEALER_NO', 'Dealer / exemption number')], [text('PURCHASER_ADDRESS', 'Address', 3)]],
      },
      { heading: 'Vehicle', rows: id.rows },
      {
        heading: 'Sale',
        rows: [
          [text('PURCHASE_DATE', 'Date of purchase'), text('PRICE', 'Selling price (USD)'), text('NEW_USED', 'New or used')],
          [check('EXEMPT_RESALE', 'Exempt: purchased for resale (dealer)', 2), text('EXEMPTION_NO', 'Exemption certificate no.')],
        ],
      },
      {
        heading: 'Seller certification',
        text: 'The seller certifies that the information above is true and that the tax due has been collected or the sale is exempt as marked.',
        rows: [[text('SELLER_NAME', 'Seller', 2), signature('SELLER_SIGNATURE', 'Signature')]],
      },
    ],
    footer: 'ST-108',
  },
  mapping: {
    PURCHASER_NAME: from('form', 'owner_name'),
    PURCHASER_ADDRESS: from('form', 'owner_address'),
    DEALER_NO: fromClient('dealerlicenseno'),
    ...id.mapping,
    PURCHASE_DATE: fromVehicle('titleregownershipdate'),
    PRICE: from('form', 'value_usd'),
    NEW_USED: from('form', 'new_or_used'),
    EXEMPT_RESALE: fromClient('exemptionno', '^.+$'),
    EXEMPTION_NO: fromClient('exemptionno'),
    SELLER_NAME: from('form', 'printed_name'),
  },
  signatures: { SELLER_SIGNATURE: 'signer' },
  needs: ['signer'],
};

/** 5: the lienholder's certificate of repossession, from the debtor fields of the vehicle (document 3 §3 Debtor). */
export const CERTIFICATE_OF_REPOSSESSION: FormDefinition = {
  n: 5,
  layout: {
    size: LETTER,
    header: {
      agency: 'Indiana Bureau of Motor Vehicles',
      title: 'Certificate of Repossession',
      subtitle: 'Completed by the lienholder to transfer ownership of a repossessed vehicle (IC 9-17-2-15).',
    },
    sections: [
      { heading: 'Vehicle', rows: id.rows },
      {
        heading: 'Debtor (registered owner)',
        rows: [
          [text('DEBTOR_NAME', 'Name', 3)],
          [text('DEBTOR_ADDRESS', 'Street'), text('DEBTOR_CITY', 'City'), text('DEBTOR_STATE', 'State'), text('DEBTOR_ZIP', 'ZIP')],
        ],
      },
      { heading: 'Lien and repossession', rows: [[text('LIEN_DATE', 'Date of lien'), text('REPO_DATE', 'Date of repossession'), text('MILEAGE', 'Mileage')]] },
      {
        heading: 'Lienholder',
        text:
          'The lienholder certifies that the debtor defaulted, that the vehicle was repossessed under the ' +
          'security agreement, and that it holds the right to transfer ownership.',
        rows: [
          [text('LIENHOLDER', 'Lienholder', 2), text('CERT_DATE', 'Date')],
          [text('PRINTED_NAME', 'Printed name of authorized agent', 2), signature('AGENT_SIGNATURE', 'Signature')],
        ],
      },
    ],
  },
  mapping: {
    ...id.mapping,
    DEBTOR_NAME: fromVehicle('debtorname'),
    DEBTOR_ADDRESS: fromVehicle('debtoraddress'),
    DEBTOR_CITY: fromVehicle('debtorcity'),
    DEBTOR_STATE: fromVehicle('debtorstate'),
    DEBTOR_ZIP: fromVehicle('debtorzip'),
    LIEN_DATE: fromVehicle('dateoflien'),
    REPO_DATE: fromVehicle('repossessiondate'),
    MILEAGE: from('form', 'mileage'),
    LIENHOLDER: from('form', 'owner_name'),
    CERT_DATE: from('today', 'date'),
    PRINTED_NAME: from('form', 'printed_name'),
  },
  signatures: { AGENT_SIGNATURE: 'signer' },
  needs: ['signer'],
};

/** 7: Indiana's application for a certificate of title (State Form 205). */
export const TITLE_APPLICATION: FormDefinition = {
  n: 7,
  layout: {
    size: LETTER,
    header: {
      agency: 'Indiana Bureau of Motor Vehicles',
      title: 'Application for Certificate of Title for a Vehicle',
      formNumber: 'State Form 205',
      formNote: 'Dealer application',
    },
    sections: [
      {
        heading: 'Owner',
        rows: [[text('OWNER_NAME', 'Full legal name of owner', 2), text('DEALER_NO', 'Dealer number')], [text('OWNER_ADDRESS', 'Address', 3)]],
      },
      { heading: 'Vehicle', rows: [...id.rows, [text('MILEAGE', 'Odometer reading'), text('ODO_BRAND', 'Odometer brand'), text('NEW_USED', 'New or used')]] },
      {
        heading: 'Processing',
        rows: [
          [text('APPLICATION_TYPE', 'Application type', 2), text('PROCESS_STATE', 'State of processing')],
          [text('LIENHOLDER', 'First lienholder (if any)', 2), text('LIEN_DATE', 'Date of lien')],
        ],
      },
      {
        heading: 'Certification',
        text: 'I certify under penalty of perjury that the statements in this application are true and correct, and that the vehicle is not stolen.',
        rows: [
          [text('PRINTED_NAME', 'Printed name', 2), text('APPLICATION_DATE', 'Date')],
          [signature('APPLICANT_SIGNATURE', 'Signature of owner or agent', 3)],
        ],
      },
    ],
    footer: 'State Form 205',
  },
  mapping: {
    ...id.mapping,
    OWNER_NAME: fromClient('legal_name'),
    OWNER_ADDRESS: from('form', 'owner_address'),
    DEALER_NO: fixed('DVS-4471'),
    MILEAGE: from('form', 'mileage'),
    ODO_BRAND: from('form', 'odometer_brand'),
    NEW_USED: from('form', 'new_or_used'),
    APPLICATION_TYPE: fromVehicle('application_type.titleapplicationtype'),
    PROCESS_STATE: fromVehicle('state.statefull'),
    LIENHOLDER: fromVehicle('debtorname'),
    LIEN_DATE: fromVehicle('dateoflien'),
    PRINTED_NAME: from('form', 'printed_name'),
    APPLICATION_DATE: from('today', 'date'),
  },
  signatures: { APPLICANT_SIGNATURE: 'signer' },
  needs: ['signer'],
};

/** 12: the bill of sale of a vehicle bought abroad (the Hudson package's proof of ownership). */
export const BILL_OF_SALE: FormDefinition = {
  n: 12,
  layout: {
    size: LETTER,
    header: { title: 'Bill of Sale - Motor Vehicle', subtitle: 'Proof of ownership presented to U.S. Customs and Border Protection at entry (19 CFR 192.2).' },
    sections: [
      { heading: 'Vehicle', rows: [...id.rows, [text('MILEAGE', 'Odometer reading'), text('PRICE', 'Price paid (USD)'), text('SALE_DATE', 'Date of sale')]] },
      { heading: 'Seller', rows: [[text('SELLER_NAME', 'Seller', 3)], [text('SELLER_ADDRESS', 'Address', 3)]] },
      { heading: 'Buyer', rows: [[text('BUYER_NAME', 'Buyer', 3)], [text('BUYER_ADDRESS', 'Address', 3)]] },
      {
        text: 'The seller transfers ownership of the vehicle above to the buyer, free of liens except as stated, for the price shown.',
        rows: [[text('PRINTED_NAME', 'Printed name of seller or agent', 2), signature('SELLER_SIGNATURE', 'Signature')]],
      },
    ],
  },
  mapping: {
    ...id.mapping,
    MILEAGE: from('form', 'mileage'),
    PRICE: from('form', 'value_usd'),
    SALE_DATE: fromVehicle('titleregownershipdate'),
    SELLER_NAME: fromVehicle('auction.auctionname'),
    SELLER_ADDRESS: fixed(''),
    BUYER_NAME: from('form', 'owner_name'),
    BUYER_ADDRESS: from('form', 'owner_address'),
    PRINTED_NAME: from('form', 'printed_name'),
  },
  signatures: { SELLER_SIGNATURE: 'signer' },
  needs: ['signer'],
  missing: (context) => (context.vehicle.titleregownershipdate ? null : 'the title/registration ownership date is not recorded'),
};

export const TITLE_FORMS = [ODOMETER_STATEMENT, IMPORT_ODOMETER_STATEMENT, ST108, CERTIFICATE_OF_REPOSSESSION, TITLE_APPLICATION, BILL_OF_SALE];
