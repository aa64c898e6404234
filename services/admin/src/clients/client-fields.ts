/** Every field the Basic Details tab edits (document 1 §2.9, §3). */
export const CLIENT_EDITABLE = [
  'clientname', 'clientactive', 'is_ri', 'ri_reg_docs_complete', 'requires_transportation', 'dvsrackrates', 'dealerlicenseno',
  'clientcountrycode', 'clientstreetaddress', 'clientcity', 'clientstateid', 'clientzip', 'clientphonenumber', 'clientfaxnumber',
  'clientemailaddress', 'invoiceemailaddress', 'clientcontactname', 'fidno', 'rrmcno', 'exemptionno', 'clienttypeid',
  'clientsingleinvoice', 'clientinvoicedetails', 'paymenttype', 'clientspecialmailing', 'legal_name', 'legal_address',
  'client_id_odo_purchase', 'client_id_parent', 'client_group_id',
] as const;

export const CLIENT_TEXT = [
  'dealerlicenseno', 'clientstreetaddress', 'clientcity', 'clientzip', 'clientphonenumber', 'clientfaxnumber', 'clientemailaddress',
  'invoiceemailaddress', 'clientcontactname', 'fidno', 'rrmcno', 'exemptionno', 'legal_name', 'legal_address',
] as const;

export const CLIENT_CHOICES = {
  clientactive: { 1: 'not active', 2: 'active' },
  is_ri: { 0: 'no', 1: 'yes' },
  ri_reg_docs_complete: { 0: 'no', 1: 'yes' },
  requires_transportation: { 0: 'no', 1: 'yes' },
  dvsrackrates: { 0: 'no', 1: 'yes' },
  clientcountrycode: { US: 'United States', CA: 'Canada', MX: 'Mexico' },
  clientsingleinvoice: { 1: 'yes', 2: 'no' },
  clientinvoicedetails: { 0: 'no', 1: 'detailed' },
  clientspecialmailing: { 1: 'no', 2: 'yes' },
} as const;

export const NEW_CLIENT_NAME = 'NEW CLIENT';
