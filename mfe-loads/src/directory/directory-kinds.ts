import { formatUsDate, type Column, type FilterDef, type FormFieldDef, lookupOptions } from '@portal/web-kit';

/** One kind of client directory record: locations, drivers or transporters (document 2 §2). */
export interface DirectoryKind {
  resource: string;
  /** The list's address, also its detail pages' prefix. */
  path: string;
  title: string;
  addLabel: string;
  allLabel: string;
  /** "Client Location #12". */
  heading: string;
  notFound: string;
  savedText: string;
  filters: FilterDef[];
  /** The columns after Client Name; `link` marks those that open the record. */
  columns: Array<{ key: string; header: string; value: (row: Record<string, unknown>) => string; link?: boolean; sortField?: string }>;
  /** The fields after Client. */
  fields: FormFieldDef[];
}

const states = lookupOptions('us_states', 'stateabbreviation', 'statefull');
const text = (field: string) => (row: Record<string, unknown>) => (row[field] === null || row[field] === undefined ? '' : String(row[field]));

export const LOCATIONS: DirectoryKind = {
  resource: 'client_locations',
  path: '/clientLocations',
  title: 'Client Locations',
  addLabel: 'Add Location',
  allLabel: 'All Locations',
  heading: 'Client Location',
  notFound: 'Location not found',
  savedText: 'Location Updated',
  filters: [
    { kind: 'text', key: 'name', label: 'Name', field: 'name' },
    { kind: 'text', key: 'alias', label: 'Alias', field: 'alias' },
  ],
  columns: [
    { key: 'alias', header: 'Alias', value: text('alias'), link: true, sortField: 'alias' },
    { key: 'name', header: 'Name', value: text('name'), link: true, sortField: 'name' },
  ],
  fields: [
    { name: 'alias', label: 'Alias/Nickname' },
    { name: 'name', label: 'Name', required: true },
    { name: 'street', label: 'Street' },
    { name: 'city', label: 'City' },
    { name: 'state', label: 'State', kind: 'choice', loadOptions: states, text: true },
    { name: 'zip', label: 'Zip' },
    { name: 'phone', label: 'Phone' },
  ],
};

export const DRIVERS: DirectoryKind = {
  resource: 'client_drivers',
  path: '/clientDrivers',
  title: 'Client Drivers',
  addLabel: 'Add Driver',
  allLabel: 'All Drivers',
  heading: 'Client Driver',
  notFound: 'Driver not found',
  savedText: 'Driver Updated',
  filters: [
    { kind: 'text', key: 'first', label: 'First Name', field: 'first_name' },
    { kind: 'text', key: 'last', label: 'Last Name', field: 'last_name' },
  ],
  columns: [{ key: 'name', header: 'Name', value: (r) => `${text('first_name')(r)} ${text('last_name')(r)}`.trim(), link: true, sortField: 'first_name' }],
  fields: [
    { name: 'first_name', label: 'First Name', required: true },
    { name: 'last_name', label: 'Last Name' },
    { name: 'dob', label: 'DOB', kind: 'date' },
    { name: 'passport_number', label: 'Passport #' },
    { name: 'drivers_license_number', label: 'DL #' },
    { name: 'drivers_license_state', label: 'DL State/Province' },
  ],
};

export const TRANSPORTERS: DirectoryKind = {
  resource: 'client_transporters',
  path: '/clientTransporters',
  title: 'Client Transporters',
  addLabel: 'Add Transporter',
  allLabel: 'All Transporters',
  heading: 'Client Transporter',
  notFound: 'Transporter not found',
  savedText: 'Transporter Updated',
  filters: [{ kind: 'text', key: 'name', label: 'Name', field: 'name' }],
  columns: [{ key: 'name', header: 'Name', value: text('name'), link: true, sortField: 'name' }],
  fields: [
    { name: 'name', label: 'Transporter Name', required: true },
    { name: 'scac_code', label: 'Scac Code' },
  ],
};

export const createdColumn = { key: 'created', header: 'Created', value: (r: Record<string, unknown>) => formatUsDate(r.created_at as string) };
export type { Column };
