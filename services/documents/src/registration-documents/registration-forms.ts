import type { RegistrationDocument } from '@portal/contracts/constants';
import { LETTER, box, check, signature, text, type FormLayout } from '../templates/layout.js';

/**
 * The four forms a new client downloads from /registration-documents (document 3 §2.6), blank and
 * fillable: the client fills and signs them and sends them back, which completes its registration
 * documents (`ri_reg_docs_complete`, set by staff on the client page).
 */
export const REGISTRATION_LAYOUTS: Record<RegistrationDocument, FormLayout> = {
  'power-of-attorney': {
    size: LETTER,
    header: {
      title: 'Limited Power of Attorney',
      subtitle: 'Motor vehicle title, registration and odometer matters',
      formNumber: 'POA',
    },
    sections: [
      {
        heading: 'Grantor (the client)',
        rows: [
          [text('GRANTOR_NAME', 'Business or legal name', 2), text('GRANTOR_ID', 'FEIN / dealer license number')],
          [text('GRANTOR_STREET', 'Street address', 2), text('GRANTOR_PHONE', 'Phone')],
          [text('GRANTOR_CITY', 'City'), text('GRANTOR_STATE', 'State / province'), text('GRANTOR_ZIP', 'ZIP / postal code')],
        ],
      },
      {
        heading: 'Powers granted',
        text:
          "The grantor appoints the attorney-in-fact named below to sign, in the grantor's name, applications for certificates " +
          'of title and registration, assignments and reassignments of title, odometer disclosure statements (49 CFR 580) and ' +
          'any other document needed to title or register the motor vehicles the grantor delivers to it, and to receive the ' +
          'titles and plates issued. This power does not allow the attorney-in-fact to sell or encumber a vehicle.',
        rows: [[text('ATTORNEY_NAME', 'Attorney-in-fact', 2), text('EXPIRES_ON', 'Valid until (blank: until revoked in writing)')]],
      },
      {
        heading: 'Signature',
        rows: [
          [text('SIGNER_NAME', 'Printed name of the signer', 2), text('SIGNER_TITLE', 'Title')],
          [signature('SIGNATURE', 'Signature of the grantor', 2), text('SIGNED_ON', 'Date')],
        ],
      },
      {
        heading: 'Notary',
        rows: [[box('NOTARY', 'Subscribed and sworn before me (notary seal, commission expiry)', 3, 4)]],
      },
    ],
  },
  'customs-power-of-attorney': {
    size: LETTER,
    header: {
      agency: 'U.S. Customs and Border Protection',
      title: 'Customs and Export Power of Attorney',
      subtitle: 'Appointment of an agent for customs business and export filings (19 CFR 141.46)',
      formNumber: 'CUSTOMS POA',
      formNote: 'After CBP Form 5291',
    },
    sections: [
      {
        heading: 'Principal (importer / exporter)',
        rows: [
          [text('PRINCIPAL_NAME', 'Name of the principal', 2), text('PRINCIPAL_NUMBER', 'IRS / EIN / CBP-assigned number')],
          [text('PRINCIPAL_STREET', 'Street address', 2), text('PRINCIPAL_PHONE', 'Phone')],
          [text('PRINCIPAL_CITY', 'City'), text('PRINCIPAL_STATE', 'State / province'), text('PRINCIPAL_ZIP', 'ZIP / postal code')],
          [check('IS_CORPORATION', 'Corporation'), check('IS_PARTNERSHIP', 'Partnership'), check('IS_INDIVIDUAL', 'Individual / sole proprietor')],
        ],
      },
      {
        heading: 'Authority',
        text:
          "The principal appoints the agent named below to make, sign and file, in the principal's name, entries and entry " +
          'summaries, declarations, bond releases and related documents for motor vehicles imported into the United States, the ' +
          'HS-7 declarations and EPA forms they need, and the electronic export information of vehicles exported, and to receive ' +
          'the refunds and notices of CBP for them. It stays in force until revoked in writing to the agent.',
        rows: [[text('AGENT_NAME', 'Agent', 2), text('EFFECTIVE_ON', 'Effective date')]],
      },
      {
        heading: 'Signature',
        rows: [
          [text('SIGNER_NAME', 'Printed name of the signer', 2), text('SIGNER_CAPACITY', 'Capacity (officer, partner, owner)')],
          [signature('SIGNATURE', 'Signature', 2), text('SIGNED_ON', 'Date')],
          [text('WITNESS', 'Witness (for a corporation, the corporate secretary)', 3)],
        ],
      },
    ],
  },
  'cbp-5106': {
    size: LETTER,
    header: {
      agency: 'U.S. Customs and Border Protection',
      title: 'Create/Update Importer Identity Form',
      subtitle: "The importer of record's identity, as CBP records it before a first entry",
      formNumber: 'CBP Form 5106',
      formNote: 'Completed for CBP by the importer',
    },
    sections: [
      {
        heading: '1. Action',
        rows: [[check('ACTION_CREATE', 'Create'), check('ACTION_UPDATE', 'Update')]],
      },
      {
        heading: '2. Importer number',
        rows: [[text('IMPORTER_NUMBER', 'Number', 2), check('NUMBER_IRS', 'IRS / EIN'), check('NUMBER_SSN', 'SSN'), check('NUMBER_CBP', 'CBP-assigned')]],
      },
      {
        heading: '3. Importer',
        rows: [
          [text('IMPORTER_NAME', 'Importer name', 3)],
          [text('DBA_NAME', 'Doing business as', 2), text('DUNS', 'DUNS number')],
          [
            check('TYPE_CORPORATION', 'Corporation'),
            check('TYPE_PARTNERSHIP', 'Partnership'),
            check('TYPE_SOLE', 'Sole proprietor'),
            check('TYPE_INDIVIDUAL', 'Individual'),
          ],
          [text('YEAR_ESTABLISHED', 'Year established'), text('WEBSITE', 'Website', 2)],
        ],
      },
      {
        heading: '4. Addresses',
        rows: [
          [text('MAILING_STREET', 'Mailing address', 2), text('MAILING_CITY', 'City')],
          [text('MAILING_STATE', 'State / province'), text('MAILING_ZIP', 'ZIP / postal code'), text('MAILING_COUNTRY', 'Country')],
          [text('PHYSICAL_STREET', 'Physical location (if other)', 2), text('PHYSICAL_CITY', 'City')],
          [text('PHYSICAL_STATE', 'State / province'), text('PHYSICAL_ZIP', 'ZIP / postal code'), text('PHYSICAL_COUNTRY', 'Country')],
        ],
      },
      {
        heading: '5. Contact',
        rows: [[text('CONTACT_NAME', 'Name'), text('CONTACT_PHONE', 'Phone'), text('CONTACT_EMAIL', 'E-mail')]],
      },
      {
        heading: '6. Certification',
        text: 'I certify that the information on this form is true and correct.',
        rows: [[text('SIGNER_NAME', 'Printed name and title', 2), text('SIGNED_ON', 'Date')], [signature('SIGNATURE', 'Signature', 3)]],
      },
    ],
  },
  'customer-information': {
    size: LETTER,
    header: { title: 'Customer Information', subtitle: 'Who you are, what you need from us, and where we send invoices', formNumber: 'CUSTOMER INFO' },
    sections: [
      {
        heading: 'Business',
        rows: [
          [text('BUSINESS_NAME', 'Business name', 2), text('LEGAL_NAME', 'Legal name (if other)')],
          [text('STREET', 'Street address', 2), text('COUNTRY', 'Country')],
          [text('CITY', 'City'), text('STATE', 'State / province'), text('ZIP', 'ZIP / postal code')],
          [text('PHONE', 'Phone'), text('FAX', 'Fax'), text('EMAIL', 'E-mail')],
          [text('DEALER_LICENSE', 'Dealer license number'), text('FEIN', 'FEIN'), text('CBP_NUMBER', 'CBP number')],
        ],
      },
      {
        heading: 'Contact',
        rows: [[text('CONTACT_NAME', 'Name'), text('CONTACT_PHONE', 'Phone'), text('CONTACT_EMAIL', 'E-mail')]],
      },
      {
        heading: 'Services',
        rows: [
          [
            check('SERVICE_RI', 'Registered importation'),
            check('SERVICE_TITLES', 'Titles and registration'),
            check('SERVICE_ODO', 'Odometer statements'),
            check('SERVICE_TRANSPORT', 'Transportation'),
          ],
        ],
      },
      {
        heading: 'Billing',
        rows: [
          [text('BILLING_CONTACT', 'Billing contact'), text('INVOICE_EMAIL', 'Invoice e-mail address', 2)],
          [check('PAY_CHECK', 'Check'), check('PAY_ACH', 'ACH / wire'), check('PAY_CARD', 'Credit card'), check('SINGLE_INVOICE', 'One invoice per vehicle')],
          [box('NOTES', 'Anything we should know', 3, 3)],
        ],
      },
      {
        heading: 'Signature',
        rows: [[text('SIGNER_NAME', 'Printed name', 2), text('SIGNED_ON', 'Date')], [signature('SIGNATURE', 'Signature', 3)]],
      },
    ],
  },
};
