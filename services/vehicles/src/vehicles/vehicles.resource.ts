import { RESOURCE_ROUTES, wholeDollars } from '@portal/contracts';
import { ValidationError, defineResource, type RelationSpec } from '@portal/server-kit';
import { VEHICLE_DATE_FIELDS, VEHICLE_FILTER_FIELDS, VEHICLE_REGISTER_FIELDS } from './vehicle-fields.js';
import { STAFF_FIELDS } from './vehicle-edit-fields.js';
import { applyUnitConversions, checkRequiredOnSave, formEditableFields, vehicleBeforeUpdate } from './update-rules.js';
import { applyClientRegistrationStatus, checkRegistration, noteClientRegistration } from './register-rules.js';
import { computeDotVault, type DotTimer } from '../timers/dot-vault.js';

const DAY_MS = 86_400_000;
const CLIENT_VIEW = ['clientid', 'clientname', 'clientactive', 'is_ri', 'ri_reg_docs_complete'] as const;

/** The relations the vehicle screens load (document 3 §3, §7). */
export const VEHICLE_RELATIONS: Record<string, RelationSpec> = {
  client: {
    select: CLIENT_VIEW,
    filterable: ['clientname', 'is_ri', 'clientactive'],
    sortable: ['clientname'],
    // The detail page's Lot Vision button and the title-to client's agents (document 3 §2.2, §3).
    nested: { defaults: { select: ['vehicle_release_days', 'lotvision_domain'] }, client_agents: { many: true, select: ['id', 'name'], orderBy: { name: 'asc' } } },
  },
  billto_client: { select: CLIENT_VIEW, filterable: ['clientname'], sortable: ['clientname'] },
  // The title-to client, whose agents the Client Agent choice offers.
  purchase_client: { select: CLIENT_VIEW, nested: { client_agents: { many: true, select: ['id', 'name'], orderBy: { name: 'asc' } } } },
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
  nhtsa_conformance_location: { select: ['id', 'name', 'street', 'city', 'state', 'zip'] },
};

function days(from: unknown, now: Date): number | null {
  if (!(from instanceof Date)) return null;
  return Math.floor((now.getTime() - from.getTime()) / DAY_MS);
}

/**
 * What the DOT timers give (document 3 §4), and whether the stored vault release date already says
 * so: timers take effect when the vehicle is next saved, so a timer added since is `pending` until then.
 */
export function dotVaultAnswer(row: Record<string, unknown>): { status: string; extended_days: number; date: string | null; pending: boolean } {
  const timers = (row.dot_timers as DotTimer[] | undefined) ?? [];
  const vault = computeDotVault(row.submitteddotdate instanceof Date ? row.submitteddotdate : null, timers);
  const date = vault.date?.toISOString().slice(0, 10) ?? null;
  const stored = row.vaultreleasedate instanceof Date ? row.vaultreleasedate.toISOString().slice(0, 10) : null;
  return { status: vault.status, extended_days: vault.extended_days, date, pending: timers.length > 0 && date !== stored };
}

/** The decoder's placeholder year "UNKNOWN" (document 1 §4) means no year is known. */
export function unknownYearsAsEmpty(body: Record<string, unknown>): Record<string, unknown> {
  for (const field of ['yr', 'modelyear']) {
    if (typeof body[field] === 'string' && (body[field] as string).trim().toUpperCase() === 'UNKNOWN') body[field] = null;
  }
  return body;
}

/**
 * The raw body as the vehicle rules read it, before any field is converted: a decoder's unknown year
 * is no year, and the value in dollars is saved as a whole number (document 3 §5) rather than refused
 * for its cents.
 */
export function prepareVehicleBody(body: Record<string, unknown>): Record<string, unknown> {
  const prepared = unknownYearsAsEmpty(body);
  if ('value_us_dollars' in prepared) prepared.value_us_dollars = wholeDollars(prepared.value_us_dollars);
  return prepared;
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
 * The vehicle register. Client users read, register and edit only their own client's vehicles; which
 * fields each role may change, and the save rules of document 3 §4-5, are in update-rules.ts.
 */
export const vehiclesResource = defineResource({
  name: 'vehicles',
  model: 'Vehicle',
  primaryKey: 'vehicleid',
  filterable: VEHICLE_FILTER_FIELDS,
  sortable: VEHICLE_FILTER_FIELDS,
  creatable: VEHICLE_REGISTER_FIELDS,
  // The union of every role's fields; update-rules.ts narrows it per role.
  updatable: STAFF_FIELDS,
  // Sent empty, these are refused with the other field errors of the request; a vehicle whose stored
  // values lack them is refused by the save rule of document 3 §5 (update-rules.ts).
  required: ['vehiclevin', 'clientid', 'titleprocessingtype'],
  relations: VEHICLE_RELATIONS,
  // What the detail page shows (document 3 §2.2, §7).
  readWith: ['client', 'billto_client', 'purchase_client', 'title_status', 'vehicle_status', 'application_type', 'auction', 'state', 'client_load', 'client_agent', 'entered_by_user', 'dot_timers', 'nhtsa_conformance_location'],
  appends: {
    days_since_created: { needs: ['recordcreateddate'], compute: (row, { now }) => days(row.recordcreateddate, now) },
    days_since_sent_to_state: { needs: ['titlesenttobmvdate'], compute: (row, { now }) => days(row.titlesenttobmvdate, now) },
    year_make_model: { needs: ['yr', 'make', 'model'], compute: (row) => [row.yr, row.make, row.model].filter((v) => v !== null && v !== undefined && v !== '').join(' ') },
    // The screens enable exactly the inputs the service would accept from this person.
    editable_fields: { compute: (_row, { principal }) => formEditableFields(principal) },
    dot_vault_date: {
      needs: ['submitteddotdate', 'vaultreleasedate'],
      include: { dot_timers: { where: { category: 'dot' }, select: { type: true, date: true, days: true } } },
      compute: (row) => dotVaultAnswer(row),
    },
    images_count: { include: { _count: { select: { images: { where: { deleted: 0 } } } } }, compute: (row) => (row._count as { images?: number } | undefined)?.images ?? 0 },
  },
  defaultOrder: [{ field: 'vehicleid', direction: 'desc' }],
  pageSize: { default: 10, max: 10000 },
  access: RESOURCE_ROUTES.vehicles.access,
  scope: { field: 'clientid' },
  history: { objectType: 'vehicle' },
  createDefaults: (principal) => ({ enteredby: principal.userid, processtype: 1 }),
  hooks: {
    prepare: prepareVehicleBody,
    beforeCreate: async ({ principal, data, db }) => {
      normalizeVin(data);
      applyUnitConversions(data, {});
      applyClientRegistrationStatus(principal, data);
      await checkRequiredOnSave(data, {}, db as Parameters<typeof checkRequiredOnSave>[2]);
      await checkRegistration({ data, db });
    },
    afterCreate: noteClientRegistration,
    beforeUpdate: async (ctx) => {
      normalizeVin(ctx.data);
      await vehicleBeforeUpdate(ctx);
    },
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
