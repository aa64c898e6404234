import { RESOURCE_ROUTES } from '@portal/contracts';
import { ValidationError, defineResource, type RelationSpec } from '@portal/server-kit';
import { VEHICLE_DATE_FIELDS, VEHICLE_FILTER_FIELDS, VEHICLE_REGISTER_FIELDS } from './vehicle-fields.js';

const DAY_MS = 86_400_000;
const CLIENT_VIEW = ['clientid', 'clientname', 'clientactive', 'is_ri', 'ri_reg_docs_complete'] as const;

/** The relations the vehicle screens load (document 3 §3, §7). */
export const VEHICLE_RELATIONS: Record<string, RelationSpec> = {
  client: { select: CLIENT_VIEW, filterable: ['clientname', 'is_ri', 'clientactive'], sortable: ['clientname'] },
  billto_client: { select: CLIENT_VIEW, filterable: ['clientname'], sortable: ['clientname'] },
  purchase_client: { select: CLIENT_VIEW },
  title_status: { filterable: ['statusname', 'statuscode'], sortable: ['statusname'] },
  vehicle_status: {},
  application_type: { select: ['titleapplicationid', 'titleapplicationtype', 'has_conforming_requirement', 'stateid'], filterable: ['titleapplicationtype'], sortable: ['titleapplicationtype'] },
  auction: { select: ['auctionid', 'auctionname'], filterable: ['auctionname'], sortable: ['auctionname'] },
  auction_selling: { select: ['auctionid', 'auctionname'] },
  state: {},
  client_load: { select: ['id', 'name', 'load_type', 'client_id'], filterable: ['name'], sortable: ['name'] },
  client_agent: { select: ['id', 'name'] },
  entered_by_user: { select: ['userid', 'name', 'username'] },
  notes: { many: true, orderBy: { notedate: 'desc' }, nested: { user: { select: ['userid', 'name'] } } },
  dot_timers: { many: true, orderBy: { date: 'asc' } },
  blackbook_info: {},
  vehicle_transport: {},
};

function days(from: unknown, now: Date): number | null {
  if (!(from instanceof Date)) return null;
  return Math.floor((now.getTime() - from.getTime()) / DAY_MS);
}

/** VINs are kept upper-case without spaces, so last6 and equality searches hit the index. */
export function normalizeVin(data: Record<string, unknown>): void {
  if (typeof data.vehiclevin !== 'string') return;
  const vin = data.vehiclevin.replace(/\s+/g, '').toUpperCase();
  if (vin.length === 0 || vin.length > 17) throw ValidationError.field('vehiclevin', 'must be 1 to 17 letters and digits');
  if (!/^[A-Z0-9]+$/.test(vin)) throw ValidationError.field('vehiclevin', 'may contain only letters and digits');
  data.vehiclevin = vin;
}

/**
 * The vehicle register. Client users read and register only their own client's vehicles. Updates are
 * staff-only until the vehicle screens bring their per-role edit rules.
 */
export const vehiclesResource = defineResource({
  name: 'vehicles',
  model: 'Vehicle',
  primaryKey: 'vehicleid',
  filterable: VEHICLE_FILTER_FIELDS,
  sortable: VEHICLE_FILTER_FIELDS,
  creatable: VEHICLE_REGISTER_FIELDS,
  updatable: [],
  required: ['vehiclevin', 'clientid', 'titleprocessingtype'],
  relations: VEHICLE_RELATIONS,
  // What the detail page shows (document 3 §2.2, §7).
  readWith: ['client', 'billto_client', 'purchase_client', 'title_status', 'vehicle_status', 'application_type', 'auction', 'state', 'client_load', 'client_agent', 'entered_by_user'],
  appends: {
    days_since_created: { needs: ['recordcreateddate'], compute: (row, { now }) => days(row.recordcreateddate, now) },
    days_since_sent_to_state: { needs: ['titlesenttobmvdate'], compute: (row, { now }) => days(row.titlesenttobmvdate, now) },
    year_make_model: { needs: ['yr', 'make', 'model'], compute: (row) => [row.yr, row.make, row.model].filter((v) => v !== null && v !== undefined && v !== '').join(' ') },
    images_count: { include: { _count: { select: { images: { where: { deleted: 0 } } } } }, compute: (row) => (row._count as { images?: number } | undefined)?.images ?? 0 },
  },
  defaultOrder: [{ field: 'vehicleid', direction: 'desc' }],
  pageSize: { default: 10, max: 10000 },
  access: RESOURCE_ROUTES.vehicles.access,
  scope: { field: 'clientid' },
  createDefaults: (principal) => ({ enteredby: principal.userid, processtype: 1 }),
  hooks: {
    beforeCreate: ({ data }) => normalizeVin(data),
  },
});

/**
 * Duplicate detection for the register dialog: the whole register is searched (a VIN registered by
 * another client is still a duplicate), but only the id, VIN and date are ever sent.
 */
export const vehiclesRegisterResource = defineResource({
  name: 'vehicles_register',
  model: 'Vehicle',
  primaryKey: 'vehicleid',
  fields: ['vehicleid', 'vehiclevin', 'last6', 'recordcreateddate'],
  filterable: ['vehiclevin', 'last6'],
  sortable: ['vehiclevin', 'recordcreateddate'],
  defaultOrder: [{ field: 'vehicleid', direction: 'desc' }],
  pageSize: { default: 10, max: 100 },
  access: RESOURCE_ROUTES.vehicles_register.access,
  scope: { none: true, reason: 'a duplicate VIN anywhere in the register must be flagged; only vehicleid, vehiclevin, last6 and recordcreateddate are sent' },
});

export { VEHICLE_DATE_FIELDS };
