import {
  LOAD_HISTORY,
  RESOURCE_ROUTES,
  VEHICLE_TRANSPORT_FIELDS,
  businessToday,
  isStaff,
  riDotDeadline,
  wholeDollars,
  type ListQuery,
} from '@portal/contracts';
import { ValidationError, defineResource, type RelationSpec } from '@portal/server-kit';
import { VEHICLE_DATE_FIELDS, VEHICLE_FILTER_FIELDS, VEHICLE_REGISTER_FIELDS } from './vehicle-fields.js';
import { STAFF_FIELDS } from './vehicle-edit-fields.js';
import { applyUnitConversions, checkRequiredOnSave, formEditableFields, vehicleBeforeUpdate } from './update-rules.js';
import { applyClientRegistrationStatus, checkRegistration, noteClientRegistration } from './register-rules.js';
import { computeDotVault, type DotTimer } from '../timers/dot-vault.js';
import { checkLoadMove } from '../loads/load-membership.js';

const DAY_MS = 86_400_000;
const CLIENT_VIEW = ['clientid', 'clientname', 'clientactive', 'is_ri', 'ri_reg_docs_complete'] as const;

/** The relations the vehicle screens load (document 3 §3, §7). */
export const VEHICLE_RELATIONS: Record<string, RelationSpec> = {
  client: {
    resource: 'clients',
    select: CLIENT_VIEW,
    filterable: ['clientname', 'is_ri', 'clientactive'],
    sortable: ['clientname'],
    // The detail page's Lot Vision button and release days, and the title-to client's agents (document 3 §2.2, §3):
    // two settings of the client's defaults, not the defaults (staff only) themselves.
    nested: {
      defaults: { access: 'signed-in', select: ['vehicle_release_days', 'lotvision_domain'] },
      client_agents: { resource: 'client_agents', many: true, select: ['id', 'name'], orderBy: { name: 'asc' } },
    },
  },
  billto_client: { resource: 'clients', select: CLIENT_VIEW, filterable: ['clientname'], sortable: ['clientname'] },
  // The title-to client, whose agents the Client Agent choice offers.
  purchase_client: {
    resource: 'clients',
    select: CLIENT_VIEW,
    nested: { client_agents: { resource: 'client_agents', many: true, select: ['id', 'name'], orderBy: { name: 'asc' } } },
  },
  title_status: { resource: 'title_statuses', filterable: ['statusname', 'statuscode'], sortable: ['statusname'] },
  vehicle_status: { resource: 'vehicle_statuses' },
  application_type: {
    resource: 'title_application_types',
    select: ['titleapplicationid', 'titleapplicationtype', 'has_conforming_requirement', 'stateid'],
    filterable: ['titleapplicationtype'],
    sortable: ['titleapplicationtype'],
  },
  auction: { resource: 'auctions', select: ['auctionid', 'auctionname'], filterable: ['auctionname'], sortable: ['auctionname'] },
  auction_selling: { resource: 'auctions', select: ['auctionid', 'auctionname'] },
  state: { resource: 'us_states' },
  // The vehicle's own load, named on its page.
  client_load: { access: 'signed-in', select: ['id', 'name', 'load_type', 'client_id'], filterable: ['name'], sortable: ['name'] },
  client_agent: { resource: 'client_agents', select: ['id', 'name'] },
  // Who entered the vehicle: a name to show, never a sign-in name.
  entered_by_user: { access: 'signed-in', select: ['userid', 'name'] },
  notes: {
    resource: 'vehicle_notes',
    many: true,
    orderBy: { notedate: 'desc' },
    take: 100,
    nested: { user: { access: 'signed-in', select: ['userid', 'name'] } },
  },
  // The vehicle's own DOT timers explain its vault date on the detail page (adding them is staff only).
  dot_timers: { access: 'signed-in', select: ['id', 'vehicle_id', 'category', 'type', 'date', 'days', 'created_at'], many: true, orderBy: { date: 'asc' } },
  blackbook_info: { access: 'staff', select: ['id', 'vehicleid', 'model_year', 'make', 'model', 'series', 'class_name', 'gvw', 'uvc'] },
  vehicle_transport: {
    access: 'signed-in',
    select: [...VEHICLE_TRANSPORT_FIELDS],
  },
  nhtsa_conformance_location: { access: 'signed-in', select: ['id', 'name', 'street', 'city', 'state', 'zip'] },
  // The vehicle's signed documents (the physical inspection): where each signature image is kept, printed on its forms.
  document_signatures: {
    access: 'signed-in',
    select: ['id', 'document_type', 'url', 'userid', 'created_at'],
    many: true,
    orderBy: { created_at: 'desc' },
  },
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

function dayText(value: unknown): string | null {
  return value instanceof Date ? value.toISOString().slice(0, 10) : null;
}

/** The countdown runs for an RI client's vehicle that is not cancelled; null for any other. */
export function riDotDeadlineOf(row: Record<string, unknown>, now: Date) {
  const client = row.client as { is_ri?: number } | null | undefined;
  if (client?.is_ri !== 1 || row.cancelled === 1 || row.titlestatusid === 5) return null;
  return riDotDeadline(dayText(row.crossedborderdate), dayText(row.submitteddotdate), businessToday(now));
}

/** The vehicle's signed documents by type: the physical inspection's signature, or null while unsigned. */
export function docSignaturesOf(row: Record<string, unknown>): { physicalInspection: { url: string; created_at: string } | null } {
  const [latest] = (row.document_signatures as { url: string; created_at: Date }[] | undefined) ?? [];
  return { physicalInspection: latest ? { url: latest.url, created_at: latest.created_at.toISOString() } : null };
}

/** The decoder's placeholder year "UNKNOWN" (document 1 §4) means no year is known. */
export function unknownYearsAsEmpty(body: Record<string, unknown>): Record<string, unknown> {
  for (const field of ['yr', 'modelyear']) {
    if (typeof body[field] === 'string' && (body[field] as string).trim().toUpperCase() === 'UNKNOWN') body[field] = null;
  }
  return body;
}

/** A VIN as typed or scanned ("1hgcm826 33a004352") is read without its spaces, in capitals, before it is checked. */
export function vinAsStored(body: Record<string, unknown>): Record<string, unknown> {
  if (typeof body.vehiclevin === 'string') body.vehiclevin = body.vehiclevin.replace(/\s+/g, '').toUpperCase();
  return body;
}

/**
 * The raw body as the vehicle rules read it, before any field is converted: a decoder's unknown year
 * is no year, a VIN loses its spaces, and the value in dollars is saved as a whole number (document 3 §5)
 * rather than refused for its cents.
 */
export function prepareVehicleBody(body: Record<string, unknown>): Record<string, unknown> {
  const prepared = vinAsStored(unknownYearsAsEmpty(body));
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
  readWith: [
    'client',
    'billto_client',
    'purchase_client',
    'title_status',
    'vehicle_status',
    'application_type',
    'auction',
    'state',
    'client_load',
    'client_agent',
    'entered_by_user',
    'dot_timers',
    'nhtsa_conformance_location',
  ],
  appends: {
    days_since_created: { needs: ['recordcreateddate'], compute: (row, { now }) => days(row.recordcreateddate, now) },
    days_since_sent_to_state: { needs: ['titlesenttobmvdate'], compute: (row, { now }) => days(row.titlesenttobmvdate, now) },
    year_make_model: {
      needs: ['yr', 'make', 'model'],
      compute: (row) => [row.yr, row.make, row.model].filter((v) => v !== null && v !== undefined && v !== '').join(' '),
    },
    // The screens enable exactly the inputs the service would accept from this person.
    editable_fields: { compute: (_row, { principal }) => formEditableFields(principal) },
    dot_vault_date: {
      needs: ['submitteddotdate', 'vaultreleasedate'],
      access: 'signed-in',
      include: { dot_timers: { where: { category: 'dot' }, select: { type: true, date: true, days: true } } },
      compute: (row) => dotVaultAnswer(row),
    },
    // The 120-day DOT countdown of an RI client's vehicle over the border (the reports' RI deadlines).
    ri_dot_deadline: {
      needs: ['crossedborderdate', 'submitteddotdate', 'cancelled', 'titlestatusid'],
      access: 'signed-in',
      include: { client: { select: { is_ri: true } } },
      compute: (row, { now }) => riDotDeadlineOf(row, now),
    },
    // Whether the physical inspection is signed, and where its signature is kept (document 3 §3 doc_signatures.physicalInspection).
    doc_signatures: {
      access: 'signed-in',
      include: {
        document_signatures: {
          where: { document_type: 'physicalInspection' },
          orderBy: { created_at: 'desc' },
          take: 1,
          select: { url: true, created_at: true },
        },
      },
      compute: (row) => docSignaturesOf(row),
    },
    // Document 3 §4: a vehicle whose load (or itself, in a caravan load) was sent to the bay keeps its load
    // ('Sent to Bay'); the screens show the load locked, and checkLoadMove refuses the change anyway.
    sent_to_bay: {
      needs: ['bay_shipment_id'],
      access: 'signed-in',
      include: { client_load: { select: { bay_shipment_id: true } }, bay_vehicle: { select: { bay_shipment_id: true } } },
      compute: (row) => sentToBay(row),
    },
    images_count: {
      access: 'signed-in',
      include: { _count: { select: { images: { where: { deleted: 0 } } } } },
      compute: (row) => (row._count as { images?: number } | undefined)?.images ?? 0,
    },
  },
  // The list's exact total without counting the register: the whole list, a client user's own, the
  // Client and Title Status choices and their combinations are summed from vehicle_counts (kept by
  // triggers, migration 0005); a VIN, Last6, date or relation filter is counted.
  counts: { model: 'VehicleCount', dimensions: ['clientid', 'titlestatusid'], sum: 'n' },
  defaultOrder: [{ field: 'vehicleid', direction: 'desc' }],
  // A page is what a screen shows; a download of more rows is the streamed CSV export.
  pageSize: { default: 10, max: 500 },
  access: RESOURCE_ROUTES.vehicles.access,
  scope: { field: 'clientid' },
  // A vehicle joining or leaving a load, whichever screen moves it, is in the load's history too (by its VIN).
  history: {
    objectType: 'vehicle',
    links: [{ field: 'client_load_id', objectType: LOAD_HISTORY.OBJECT_TYPE, as: LOAD_HISTORY.VEHICLE, label: 'vehiclevin' }],
  },
  createDefaults: () => ({ processtype: 1 }),
  stamps: { enteredby: (principal) => principal.userid },
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
      await checkLoadMove(ctx);
    },
  },
});

/** What the duplicate check shows: staff are told where the VIN is; anyone else only that it exists. */
const REGISTER_FIELDS_STAFF = ['vehicleid', 'vehiclevin', 'clientid', 'recordcreateddate'] as const;
const REGISTER_FIELDS_CLIENT = ['vehiclevin'] as const;

/** The register dialog asks one question: is this exact VIN already registered? */
export function checkRegisterQuery(query: ListQuery): void {
  const [clause, ...others] = query.filters;
  const exact = clause && others.length === 0 && query.groups.length === 0 && clause.field === 'vehiclevin' && clause.op === 'eq' && clause.value.trim() !== '';
  if (!exact || query.with.length || query.appends.length || query.order_by.length || (query.page ?? 1) !== 1) {
    throw ValidationError.field('filters', 'vehicles_register answers one exact VIN at a time: filters[]=vehiclevin|eq|{VIN}');
  }
}

/**
 * Duplicate detection for the register dialog. The whole register is searched (a VIN registered by
 * another client is still a duplicate), so the view never lists: it answers one exact VIN, and a
 * client user learns only that the VIN exists, not which vehicle or client holds it.
 */
export const vehiclesRegisterResource = defineResource({
  name: 'vehicles_register',
  model: 'Vehicle',
  primaryKey: 'vehicleid',
  fields: (principal) => (isStaff(principal) ? REGISTER_FIELDS_STAFF : REGISTER_FIELDS_CLIENT),
  filterable: ['vehiclevin'],
  sortable: [],
  defaultOrder: [{ field: 'vehicleid', direction: 'desc' }],
  pageSize: { default: 2, max: 2 },
  access: RESOURCE_ROUTES.vehicles_register.access,
  scope: {
    none: true,
    reason: 'a duplicate VIN anywhere in the register must be flagged; it answers one exact VIN, and a client user sees only that it exists',
  },
  hooks: { beforeList: checkRegisterQuery },
});

export { VEHICLE_DATE_FIELDS };

/** Whether the vehicle's load, or the vehicle itself, holds a bay shipment. */
export function sentToBay(row: Record<string, unknown>): boolean {
  const load = row.client_load as { bay_shipment_id?: number | null } | null | undefined;
  const own = row.bay_vehicle as { bay_shipment_id?: number | null } | null | undefined;
  return row.bay_shipment_id != null || load?.bay_shipment_id != null || own?.bay_shipment_id != null;
}
