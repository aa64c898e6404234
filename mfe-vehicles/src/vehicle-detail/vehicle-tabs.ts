import { lookupOptions, type FormFieldDef } from '@portal/web-kit';
import { PROCESS_TYPES, type Vehicle } from '../vehicle-shared/vehicle.js';
import { VEHICLE_DATES } from './vehicle-dates.js';

export type TabKey = 'title' | 'vehicle' | 'debtor' | 'documents' | 'dates' | 'invoice' | 'other';

export interface VehicleTab {
  key: TabKey;
  label: string;
  /** Only staff see it (document 3 §2.2: others see Title, Vehicle, Documents, Dates & Activity). */
  staffOnly: boolean;
  fields: ReadonlyArray<VehicleFieldDef>;
}

export interface VehicleFieldDef extends FormFieldDef {
  /** What a person without the right to change it reads (a relation's name rather than an id). */
  show?: (vehicle: Vehicle) => unknown;
  /** Hide the field entirely for this vehicle. */
  hidden?: (vehicle: Vehicle) => boolean;
}

const options = (pairs: Record<number, string>) => Object.entries(pairs).map(([value, label]) => ({ value, label }));
const name = (relation: string, field: string) => (v: Vehicle) => (v[relation] as Record<string, unknown> | null | undefined)?.[field];

// One loader per lookup: the form asks for each once, however many fields offer it.
const clients = lookupOptions('clients', 'clientid', 'clientname', { order_by: [{ field: 'clientname', direction: 'asc' }] });
const auctions = lookupOptions('auctions', 'auctionid', 'auctionname');

const TITLE_FIELDS: VehicleFieldDef[] = [
  {
    name: 'titlestatusid',
    label: 'Title Status',
    kind: 'choice',
    loadOptions: lookupOptions('title_statuses', 'statusid', 'statusname'),
    show: name('title_status', 'statusname'),
  },
  { name: 'clientid', label: 'Client', kind: 'choice', loadOptions: clients, required: true, show: name('client', 'clientname') },
  { name: 'billtoclientid', label: 'Bill-to Client', kind: 'choice', loadOptions: clients, show: name('billto_client', 'clientname') },
  { name: 'purchaseclientid', label: 'Title-to Client', kind: 'choice', loadOptions: clients, show: name('purchase_client', 'clientname') },
  { name: 'client_agent_id', label: 'Client Agent', kind: 'choice', show: name('client_agent', 'name') },
  {
    name: 'titleprocessingtype',
    label: 'Title Application Type',
    kind: 'choice',
    required: true,
    loadOptions: lookupOptions('title_application_types', 'titleapplicationid', 'titleapplicationtype'),
    show: name('application_type', 'titleapplicationtype'),
  },
  {
    name: 'processtype',
    label: 'Processing Type',
    kind: 'choice',
    options: options(PROCESS_TYPES),
    allowEmpty: false,
    show: (v) => PROCESS_TYPES[Number(v.processtype)],
  },
  {
    name: 'processstate',
    label: 'Process State',
    kind: 'choice',
    loadOptions: lookupOptions('us_states', 'stateid', 'statefull'),
    show: name('state', 'statefull'),
    // Only an Out of State title has a processing state (document 3 §2.2).
    hidden: (v) => Number(v.processtype) !== 2,
  },
  {
    name: 'statusid',
    label: 'Vehicle Status',
    kind: 'choice',
    loadOptions: lookupOptions('vehicle_statuses', 'statusid', 'statusname'),
    show: name('vehicle_status', 'statusname'),
  },
  { name: 'auctionid', label: 'Auction', kind: 'choice', loadOptions: auctions, show: name('auction', 'auctionname') },
  { name: 'auction_id_selling', label: 'Selling Auction', kind: 'choice', loadOptions: auctions, show: name('auction_selling', 'auctionname') },
  { name: 'clientstocknumber', label: 'Lot Number' },
  { name: 'auction_lot_id', label: 'Auction Lot ID' },
  { name: 'auction_stock_number', label: 'Auction Stock Number' },
  {
    name: 'neworusedid',
    label: 'New or Used',
    kind: 'choice',
    options: options({ 1: 'New', 2: 'Used' }),
    show: (v) => ({ 1: 'New', 2: 'Used' })[Number(v.neworusedid)],
  },
  { name: 'retaildeal', label: 'Retail Deal', kind: 'yesNo' },
  { name: 'is_lienholder', label: 'Lienholder', kind: 'yesNo' },
  { name: 'speedyesno', label: 'Speedy', kind: 'yesNo' },
  { name: 'cancelledreason', label: 'Cancelled Reason', kind: 'textarea', hidden: (v) => Number(v.titlestatusid) !== 5 && !v.cancelledreason },
];

const VEHICLE_FIELDS: VehicleFieldDef[] = [
  { name: 'vehiclevin', label: 'VIN', maxLength: 17 },
  { name: 'yr', label: 'Year', kind: 'integer' },
  { name: 'modelyear', label: 'Model Year', kind: 'integer' },
  { name: 'make', label: 'Make' },
  { name: 'model', label: 'Model' },
  { name: 'series', label: 'Series' },
  { name: 'color', label: 'Color' },
  { name: 'vehicletype', label: 'Vehicle Type' },
  { name: 'mileage', label: 'Mileage (mi)', kind: 'integer' },
  { name: 'cs_km', label: 'Kilometers', kind: 'integer' },
  { name: 'is_exempt', label: 'Odometer', kind: 'choice', options: options({ 0: 'Actual', 1: 'Exempt', 2: 'Not Actual', 3: 'Exceeds' }) },
  { name: 'is_ri_new_vehicle', label: 'RI New Vehicle Type', kind: 'yesNo' },
  { name: 'has_recall', label: 'Has Recall', kind: 'choice', options: options({ 0: 'No', 1: 'Yes' }) },
  { name: 'has_recall_remedy', label: 'Recall Remedy', kind: 'yesNo' },
  { name: 'is_conforming', label: 'Conforming', kind: 'yesNo' },
  { name: 'is_pass_airbag_modified', label: 'Passenger Airbag', kind: 'yesNo', boolean: true, yesNoLabels: ['No', 'Modified'] },
  { name: 'manufacturer', label: 'Manufacturer' },
  { name: 'manufacture_date', label: 'Manufacture Date', kind: 'date' },
  { name: 'manufacture_city', label: 'Manufacture City' },
  { name: 'manufacture_state', label: 'Manufacture State' },
  { name: 'gvwr_kg', label: 'GVWR (kg)', kind: 'integer' },
  { name: 'gvwr_lbs', label: 'GVWR (lb)', kind: 'integer' },
  { name: 'gawr_front_kg', label: 'GAWR Front (kg)', kind: 'integer' },
  { name: 'gawr_front_lbs', label: 'GAWR Front (lb)', kind: 'integer' },
  { name: 'gawr_rear_kg', label: 'GAWR Rear (kg)', kind: 'integer' },
  { name: 'gawr_rear_lbs', label: 'GAWR Rear (lb)', kind: 'integer' },
  { name: 'value_us_dollars', label: 'Value (USD)', kind: 'money', hint: 'Saved in whole dollars' },
  { name: 'customer_load_number', label: 'Customer Load Number' },
  { name: 'transit_number', label: 'Transit Number' },
  { name: 'front_size', label: 'Front Tire Size' },
  { name: 'front_kpa', label: 'Front kPa', kind: 'integer' },
  { name: 'rear_size', label: 'Rear Tire Size' },
  { name: 'rear_kpa', label: 'Rear kPa', kind: 'integer' },
];

const DEBTOR_FIELDS: VehicleFieldDef[] = [
  { name: 'debtorname', label: 'Debtor Name' },
  { name: 'debtoraddress', label: 'Debtor Address' },
  { name: 'debtorcity', label: 'Debtor City' },
  { name: 'debtorstate', label: 'Debtor State' },
  { name: 'debtorzip', label: 'Debtor Zip' },
  { name: 'repossessiondate', label: 'Repossession Date', kind: 'date' },
  { name: 'dateoflien', label: 'Date of Lien', kind: 'date' },
];

export const DATE_FIELDS: VehicleFieldDef[] = VEHICLE_DATES.filter(([field]) => field !== 'recordcreateddate').map(([field, label]) => ({
  name: field,
  label,
  kind: 'date' as const,
}));

const OTHER_FIELDS: VehicleFieldDef[] = [
  { name: 'entered_by', label: 'Entered By', kind: 'readonly', display: (v) => String((v.entered_by_user as { name?: string } | null)?.name ?? '') },
  { name: 'recordcreateddate', label: 'Record Created', kind: 'readonly', display: (v) => String(v.recordcreateddate ?? '').slice(0, 10) },
  { name: 'bkg_entry_load_number', label: 'Entry Load Number' },
  { name: 'carfaxran', label: 'Carfax Ran', kind: 'yesNo' },
  { name: 'speedo_required', label: 'Speedo Required', kind: 'yesNo' },
];

export const VEHICLE_TABS: ReadonlyArray<VehicleTab> = [
  { key: 'title', label: 'Title', staffOnly: false, fields: TITLE_FIELDS },
  { key: 'vehicle', label: 'Vehicle', staffOnly: false, fields: VEHICLE_FIELDS },
  { key: 'debtor', label: 'Debtor', staffOnly: true, fields: DEBTOR_FIELDS },
  { key: 'documents', label: 'Documents', staffOnly: false, fields: [] },
  { key: 'dates', label: 'Dates & Activity', staffOnly: false, fields: DATE_FIELDS },
  { key: 'invoice', label: 'Invoice & Charges', staffOnly: true, fields: [] },
  { key: 'other', label: 'Other', staffOnly: true, fields: OTHER_FIELDS },
];

export function tabsFor(staff: boolean): ReadonlyArray<VehicleTab> {
  return VEHICLE_TABS.filter((tab) => staff || !tab.staffOnly);
}

/** Every editable field of every tab, for working out what changed. */
export const ALL_FIELDS: ReadonlyArray<VehicleFieldDef> = VEHICLE_TABS.flatMap((tab) => tab.fields);

/**
 * The inputs as this person may use them: a field the service would refuse from them is shown read
 * only (with a relation's name rather than its id); fields that do not apply to this vehicle are left out.
 */
export function fieldsFor(fields: ReadonlyArray<VehicleFieldDef>, vehicle: Vehicle): FormFieldDef[] {
  const editable = new Set(Array.isArray(vehicle.editable_fields) ? (vehicle.editable_fields as string[]) : []);
  return fields
    .filter((field) => !field.hidden?.(vehicle))
    .map((field) => {
      if (field.kind === 'readonly' || editable.has(field.name)) return field;
      return { ...field, kind: 'readonly' as const, display: () => readText(field, vehicle) };
    });
}

/** What an empty choice reads, as its input offers it. */
export const NO_CHOICE = 'None';

function readText(field: VehicleFieldDef, vehicle: Vehicle): string {
  const raw = vehicle[field.name];
  const choice = field.kind === 'choice' || field.kind === 'yesNo';
  if (choice && (raw === null || raw === undefined || raw === '')) return NO_CHOICE;
  // A relation's name when it came with the record, otherwise the stored value itself.
  const value = field.show?.(vehicle) ?? raw;
  if (value === null || value === undefined) return '';
  if (field.kind === 'yesNo') {
    const [no, yes] = field.yesNoLabels ?? ['No', 'Yes'];
    return value === true || Number(value) === 1 ? yes : no;
  }
  if (field.kind === 'date') return String(value).slice(0, 10);
  const option = field.options?.find((o) => o.value === String(value));
  return option ? option.label : String(value);
}
