import { lookupOptions, type Option } from '@portal/web-kit';

const list = (pairs: Record<string, string>): Option[] => Object.entries(pairs).map(([value, label]) => ({ value, label }));

// Codes of document 1 §3 and §9.
export const CLIENT_ACTIVE = list({ 2: 'Active', 1: 'Not Active' });
export const COUNTRIES = list({ US: 'US', CA: 'CA', MX: 'MX' });
export const BUCKETS = list({ 1: 'STATE', 2: 'DVS', 3: 'OTHER' });
export const AUCTION_COUNTRIES = list({ 1: 'United States', 2: 'Canada' });
export const USER_ACTIVE = list({ 0: 'Active', 1: 'Disabled' });
export const ROLES = list({ 1: 'Client', 11: 'Client Admin', 2: 'Admin' });
export const SINGLE_INVOICE = list({ 1: 'Yes', 2: 'No' });
export const SPECIAL_MAILING = list({ 1: 'No', 2: 'Yes' });
export const EVERY_VEHICLE_FILTER = list({ 1: 'Every Vehicle', 0: 'Not Every Vehicle' });
export const YES_NO_FILTER = list({ 1: 'Yes', 0: 'No' });

export const bucketName = (id: unknown): string => BUCKETS.find((b) => b.value === String(id))?.label ?? '';
export const labelOf = (options: ReadonlyArray<Option>, value: unknown): string =>
  options.find((o) => o.value === String(value))?.label ?? (value === null || value === undefined ? '' : String(value));

// Dropdowns fetch up to 1000 rows (document 1 §9).
export const activeClients = lookupOptions('clients_active', 'clientid', 'clientname');
export const allClients = lookupOptions('clients', 'clientid', 'clientname', { order_by: [{ field: 'clientname' }] });
export const usStates = lookupOptions('us_states', 'stateid', 'statefull');
export const clientTypes = lookupOptions('client_types', 'clienttypeid', 'clienttype');
export const paymentTypes = lookupOptions('payment_types', 'paymenttypeid', 'paymenttype');
export const rackRates = lookupOptions('rack_rates', 'id', 'name');
export const auctions = lookupOptions('auctions', 'auctionid', 'auctionname');
export const titleStatuses = lookupOptions('title_statuses', 'statusid', 'statusname');
export const titleApplicationTypes = lookupOptions('title_application_types', 'titleapplicationid', 'titleapplicationtype');
export const pdfForms = lookupOptions('pdf_forms', 'id', 'name');
