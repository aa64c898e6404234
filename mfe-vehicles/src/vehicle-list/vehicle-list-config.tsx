import { formatUsDate, isAdmin, lookupOptions, ownClientId, type Column, type Filter, type FilterDef, type Session } from '@portal/web-kit';
import { PROCESS_TYPES, processTypeLabel, type Vehicle } from '../vehicle-shared/vehicle.js';
import { AppLink } from '../vehicle-shared/vehicle-link.js';

export const VEHICLES_RESOURCE = 'vehicles';
export const VEHICLES_CSV = 'vehicles.csv';
export const VEHICLE_RELATIONS = ['client', 'title_status'];
export const VEHICLE_ORDER = { field: 'vehicleid', direction: 'desc' } as const;

const titleStatuses = lookupOptions('title_statuses', 'statusid', 'statusname');
const activeClients = lookupOptions('clients_active', 'clientid', 'clientname');

export const VIN_LENGTH = 17;
export const LAST6_LENGTH = 6;
/** Below three characters a "contains" cannot use the VIN's trigram index, and matches most of the register anyway. */
export const VIN_CONTAINS_MIN = 3;
export const LAST6_TOO_SHORT = 'Provide at least 6 numbers/letters';

/** VINs and last6 are stored upper-case without spaces. */
const vinText = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/**
 * A whole VIN is an equality (the VIN index); a part of one is "contains" (the trigram index), from
 * three characters on. Last6 is an equality on the generated, indexed `last6` column: a "contains"
 * there reads every row of the register.
 */
export function vinClause(text: string): Filter | null {
  const vin = vinText(text);
  if (vin.length === VIN_LENGTH) return { field: 'vehiclevin', op: 'eq', value: vin };
  return vin.length >= VIN_CONTAINS_MIN ? { field: 'vehiclevin', op: 'like', value: vin } : null;
}

export function last6Clause(text: string): Filter | null {
  const last6 = vinText(text);
  return last6.length === LAST6_LENGTH ? { field: 'last6', op: 'eq', value: last6 } : null;
}

const BASE_FILTERS: FilterDef[] = [
  {
    kind: 'text',
    key: 'vin',
    label: 'VIN',
    field: 'vehiclevin',
    maxLength: VIN_LENGTH,
    clause: vinClause,
    complete: (text) => vinText(text).length === VIN_LENGTH,
    hint: (text) => (text && vinText(text).length < VIN_CONTAINS_MIN ? `Type at least ${VIN_CONTAINS_MIN} characters` : undefined),
  },
  {
    kind: 'text',
    key: 'last6',
    label: 'Last6',
    field: 'last6',
    maxLength: LAST6_LENGTH,
    clause: last6Clause,
    complete: (text) => vinText(text).length === LAST6_LENGTH,
    hint: (text) => (text && vinText(text).length < LAST6_LENGTH ? LAST6_TOO_SHORT : undefined),
  },
  { kind: 'choice', key: 'titleStatus', label: 'Title Status', field: 'titlestatusid', loadOptions: titleStatuses },
];
const CLIENT_FILTER: FilterDef = { kind: 'choice', key: 'client', label: 'Client', field: 'clientid', loadOptions: activeClients };
const CREATED_FILTER: FilterDef = { kind: 'dateRange', key: 'created', label: 'Created', field: 'recordcreateddate', stamp: true };

const STAFF_FILTERS = [...BASE_FILTERS, CLIENT_FILTER, CREATED_FILTER];
const CLIENT_USER_FILTERS = [...BASE_FILTERS, CREATED_FILTER];

/** Staff choose the client; everyone else is fixed to their own (document 3 §2.1). */
export function vehicleFilters(session: Session): FilterDef[] {
  return isAdmin(session) ? STAFF_FILTERS : CLIENT_USER_FILTERS;
}

export function vehicleFixedFilters(session: Session): Filter[] {
  // The gateway scopes client users anyway; sending the client keeps the list, its count and
  // the CSV consistent with what the person may see. A client user stored without a client
  // asks for client -1: an empty list rather than an unfiltered one.
  return isAdmin(session) ? [] : [{ field: 'clientid', op: 'eq', value: ownClientId(session) ?? -1 }];
}

const PROCESS_TYPE_CSV = { kind: 'labels', labels: Object.fromEntries(Object.entries(PROCESS_TYPES)) } as const;

export const VEHICLE_COLUMNS: Column<Vehicle>[] = [
  {
    key: 'vin',
    header: 'VIN',
    value: (v) => v.vehiclevin,
    csv: 'vehiclevin',
    render: (v) => <AppLink to={`/vehicles/${v.vehicleid}`}>{v.vehiclevin}</AppLink>,
    sortField: 'vehiclevin',
  },
  { key: 'year', header: 'Year', value: (v) => v.yr, sortField: 'yr', csv: 'yr' },
  { key: 'make', header: 'Make', value: (v) => v.make, sortField: 'make', csv: 'make' },
  { key: 'model', header: 'Model', value: (v) => v.model, sortField: 'model', csv: 'model' },
  { key: 'client', header: 'Client', value: (v) => v.client?.clientname, csv: 'client.clientname' },
  { key: 'titleStatus', header: 'Title Status', value: (v) => v.title_status?.statusname, csv: 'title_status.statusname' },
  {
    key: 'created',
    header: 'Created',
    value: (v) => formatUsDate(v.recordcreateddate),
    sortField: 'recordcreateddate',
    csv: { field: 'recordcreateddate', format: 'usDate' },
  },
  {
    key: 'processType',
    header: 'Process type',
    value: (v) => processTypeLabel(v.processtype),
    sortField: 'processtype',
    csv: { field: 'processtype', format: PROCESS_TYPE_CSV },
  },
];
