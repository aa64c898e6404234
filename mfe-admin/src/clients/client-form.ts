import { DEFAULT_VEHICLE_RELEASE_DAYS } from '@portal/contracts/constants';
import type { FormFieldDef, FormSection } from '@portal/web-kit';
import {
  CLIENT_ACTIVE,
  COUNTRIES,
  SINGLE_INVOICE,
  SPECIAL_MAILING,
  activeClients,
  allClients,
  auctions,
  clientTypes,
  paymentTypes,
  titleApplicationTypes,
  titleStatuses,
  usStates,
} from '../shared/choices.js';

/** Basic Details: identity, contact, invoicing and legal fields (document 1 §2.9, §3). */
export const CLIENT_SECTIONS: FormSection[] = [
  {
    title: 'Client',
    fields: [
      { name: 'clientname', label: 'Client Name', required: true },
      { name: 'clientactive', label: 'Active', kind: 'choice', options: CLIENT_ACTIVE, allowEmpty: false },
      { name: 'clienttypeid', label: 'Client Type', kind: 'choice', loadOptions: clientTypes },
      { name: 'is_ri', label: 'RI Client', kind: 'yesNo' },
      { name: 'ri_reg_docs_complete', label: 'RI Registration Documents Complete', kind: 'yesNo' },
      { name: 'requires_transportation', label: 'Requires Transportation', kind: 'yesNo' },
      { name: 'dvsrackrates', label: 'DVS Rack Rates', kind: 'yesNo' },
      { name: 'client_id_parent', label: 'Parent Client', kind: 'choice', loadOptions: allClients },
      { name: 'client_id_odo_purchase', label: 'Odometer Purchase Client', kind: 'choice', loadOptions: allClients },
    ],
  },
  {
    title: 'Address and Contact',
    fields: [
      { name: 'clientcountrycode', label: 'Country', kind: 'choice', options: COUNTRIES, text: true, allowEmpty: false },
      { name: 'clientstreetaddress', label: 'Address' },
      { name: 'clientcity', label: 'City' },
      { name: 'clientstateid', label: 'State', kind: 'choice', loadOptions: usStates },
      { name: 'clientzip', label: 'Zip' },
      { name: 'clientphonenumber', label: 'Phone' },
      { name: 'clientfaxnumber', label: 'Fax' },
      { name: 'clientemailaddress', label: 'E-mail' },
      { name: 'invoiceemailaddress', label: 'Invoice E-mail' },
      { name: 'clientcontactname', label: 'Contact Name' },
    ],
  },
  {
    title: 'Identification and Invoicing',
    fields: [
      { name: 'fidno', label: 'FID No' },
      { name: 'rrmcno', label: 'RRMC No' },
      { name: 'exemptionno', label: 'Exemption No' },
      { name: 'dealerlicenseno', label: 'Dealer License No' },
      { name: 'clientsingleinvoice', label: 'Single Invoice', kind: 'choice', options: SINGLE_INVOICE, allowEmpty: false },
      { name: 'clientinvoicedetails', label: 'Invoice Details', kind: 'yesNo' },
      { name: 'paymenttype', label: 'Payment Type', kind: 'choice', loadOptions: paymentTypes },
      { name: 'clientspecialmailing', label: 'Special Mailing', kind: 'choice', options: SPECIAL_MAILING, allowEmpty: false },
    ],
  },
  {
    title: 'Legal',
    fields: [
      { name: 'legal_name', label: 'Legal Name' },
      { name: 'legal_address', label: 'Legal Address', kind: 'textarea' },
    ],
  },
];

export const CLIENT_FIELDS: FormFieldDef[] = CLIENT_SECTIONS.flatMap((s) => s.fields);

/** Vehicle defaults of the client (document 1 §3). */
export const DEFAULT_FIELDS: FormFieldDef[] = [
  { name: 'titleprocessingtype', label: 'Title Application Type', kind: 'choice', loadOptions: titleApplicationTypes },
  { name: 'titlestatus', label: 'Title Status', kind: 'choice', loadOptions: titleStatuses },
  { name: 'auctionid', label: 'Auction', kind: 'choice', loadOptions: auctions },
  { name: 'billtoclientid', label: 'Bill To Client', kind: 'choice', loadOptions: activeClients },
  { name: 'purchaseclientid', label: 'Purchase Client', kind: 'choice', loadOptions: activeClients },
  { name: 'speedyesno', label: 'Speedy', kind: 'yesNo' },
  { name: 'nhtsa_auto_date', label: 'NHTSA Auto Date', kind: 'yesNo' },
  { name: 'nhtsa_auto_location', label: 'NHTSA Auto Location', kind: 'integer' },
  { name: 'invoice_vehicle_details', label: 'Invoice Vehicle Details', kind: 'yesNo' },
  { name: 'invoice_vehicle_extra_info', label: 'Invoice Vehicle Extra Info', kind: 'yesNo' },
  {
    name: 'vehicle_release_days',
    label: 'Vehicle Release Days',
    kind: 'integer',
    hint: `Days after the DOT submission; ${DEFAULT_VEHICLE_RELEASE_DAYS} when left empty`,
  },
];
