import { MILEAGE_CANNOT_BE_EMPTY, ROLE, VEHICLE_WEIGHT_FIELDS, kmFromMiles, lbFromKg, milesFromKm, type FieldErrors, type Principal } from '@portal/contracts';
import { FieldErrorCollector, ForbiddenError, ValidationError, type WriteContext } from '@portal/server-kit';
import { addDays, computeDotVault, type DotTimer } from '../timers/dot-vault.js';
import { CLIENT_ADMIN_FIELDS, CLIENT_USER_FIELDS, STAFF_FIELDS } from './vehicle-edit-fields.js';

type Row = Record<string, unknown>;

export const CANCELLED_STATUS = 5;
/** The status that triggers the conforming check (document 3 §4, vehicle detail reading). */
export const CONFORMING_CHECK_STATUS = 6;
export const FINAL_INSPECTION_DEFAULT_DAYS = 21;

export const REQUIRED_FIELDS_MESSAGE = 'Unable to save, required fields';
export const CLIENT_AND_TYPE_REQUIRED = 'Client ID and Title Application Type are required';
export const CANCEL_REASON_REQUIRED = 'a cancelled vehicle needs a reason';
export const CONFORMING_DATES_REQUIRED = 'DOT Date and Bond Release Date must be supplied';

/** The little of Prisma the rules read with (the engine hands them its client or transaction). */
export interface RulesDb {
  titleApplicationType: { findUnique(args: object): Promise<{ has_conforming_requirement: boolean } | null> };
  clientDefault: { findUnique(args: object): Promise<{ vehicle_release_days: number } | null> };
  vehicleTimer: { findMany(args: object): Promise<DotTimer[]> };
  clientAgent: { findUnique(args: object): Promise<{ client_id: number } | null> };
  vehicle: { count(args: object): Promise<number> };
}

function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return (a ?? null) === (b ?? null);
}

function empty(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** The fields a role may change on a vehicle (document 3 §6). */
export function editableFields(principal: Principal): ReadonlySet<string> {
  if (principal.roleid === ROLE.ADMIN) return new Set(STAFF_FIELDS);
  if (principal.roleid === ROLE.CLIENT_ADMIN) return new Set(CLIENT_ADMIN_FIELDS);
  return new Set(CLIENT_USER_FIELDS);
}

/** Fields a client user changes only through the Cancel Vehicle action, never in the form. */
const CANCEL_ONLY_FIELDS = new Set(['titlestatusid', 'cancelled', 'cancelledreason']);

/** Pounds follow the kilograms (document 3 §5): the form shows them, never as inputs. */
const POUND_FIELDS = new Set<string>(VEHICLE_WEIGHT_FIELDS.map(([, lbs]) => lbs));

/** What the detail form offers the principal to edit (document 3 §4: client users only view the status). */
export function formEditableFields(principal: Principal): string[] {
  const fields = [...editableFields(principal)].filter((field) => !POUND_FIELDS.has(field));
  if (principal.roleid === ROLE.ADMIN || principal.roleid === ROLE.CLIENT_ADMIN) return fields;
  return fields.filter((field) => !CANCEL_ONLY_FIELDS.has(field));
}

/** Refuses, all at once, every changed field the principal's role may not change. */
export function checkEditableFields(principal: Principal, data: Row, before: Row): void {
  const allowed = editableFields(principal);
  const errors = new FieldErrorCollector();
  for (const [field, value] of Object.entries(data)) {
    if (same(before[field], value)) continue;
    if (!allowed.has(field)) errors.add(field, 'cannot be changed by your role');
  }
  if (principal.roleid !== ROLE.ADMIN && principal.roleid !== ROLE.CLIENT_ADMIN) {
    // A client user only ever changes the status by cancelling (document 3 §4).
    if ('titlestatusid' in data && !same(before.titlestatusid, data.titlestatusid) && data.titlestatusid !== CANCELLED_STATUS) {
      errors.add('titlestatusid', 'client users may only cancel a vehicle');
    }
    if ('cancelled' in data && !same(before.cancelled, data.cancelled) && data.cancelled !== 1)
      errors.add('cancelled', 'a cancelled vehicle cannot be restored by a client user');
  }
  if (
    'is_ri_new_vehicle' in data &&
    !same(before.is_ri_new_vehicle, data.is_ri_new_vehicle) &&
    data.is_ri_new_vehicle === 1 &&
    principal.roleid !== ROLE.ADMIN
  ) {
    errors.add('is_ri_new_vehicle', 'only staff may mark a vehicle as an RI new vehicle type');
  }
  errors.throwIfAny();
  // The other clients a row points at must be the client user's own, like the row's client itself.
  if (principal.roleid !== ROLE.ADMIN) {
    for (const field of ['billtoclientid', 'purchaseclientid'] as const) {
      const value = data[field];
      if (value !== null && value !== undefined && !same(before[field], value) && !principal.clientIds.includes(Number(value))) {
        throw new ForbiddenError(`${field} is not a client you may act for`);
      }
    }
  }
}

/** Removing the RI New Vehicle Type flag is allowed only for a year before last year (document 3 §4, §9). */
export function checkRiNewVehicleRemoval(data: Row, before: Row, now: Date): void {
  if (!('is_ri_new_vehicle' in data) || data.is_ri_new_vehicle !== 0 || before.is_ri_new_vehicle === 0) return;
  const year = (data.yr ?? before.yr) as number | null;
  const limit = Number(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Indianapolis', year: 'numeric' }).format(now)) - 1;
  if (year === null || year === undefined || year >= limit) {
    throw ValidationError.field('is_ri_new_vehicle', `the RI New Vehicle Type flag can be removed only for a year before ${limit}`);
  }
}

/** Cancelling: status 5 and the cancelled flag go together (document 3 §4). */
export function applyCancellation(data: Row, before: Row): void {
  const statusChanged = 'titlestatusid' in data && !same(before.titlestatusid, data.titlestatusid);
  if (statusChanged && data.titlestatusid === CANCELLED_STATUS) data.cancelled = 1;
  else if (statusChanged && before.titlestatusid === CANCELLED_STATUS && !('cancelled' in data)) data.cancelled = 0;
  else if (data.cancelled === 1 && before.cancelled !== 1 && !('titlestatusid' in data)) data.titlestatusid = CANCELLED_STATUS;
}

export const AGENT_OF_OTHER_CLIENT = 'is not an agent of the title-to client';

/** The value a field will have after the save. */
function after(data: Row, before: Row, field: string): unknown {
  return field in data ? data[field] : before[field];
}

/** Whose agents the Client Agent choice offers: the title-to client, or the client while there is none. */
export function agentOwner(data: Row, before: Row): number | null {
  const titleTo = after(data, before, 'purchaseclientid');
  const owner = empty(titleTo) ? after(data, before, 'clientid') : titleTo;
  return empty(owner) ? null : Number(owner);
}

/**
 * Bill-to fills an empty title-to client; a new title-to client clears the client agent, who works
 * for the previous one (document 3 §4). "Title-to" is `purchaseclientid`; while it is empty the agents
 * are the client's, so a new client without a title-to is a new owner of the agent too. An agent the
 * same save names is kept, and must work for the new owner (checkClientAgent).
 */
export function applyClientLinks(data: Row, before: Row): void {
  if ('billtoclientid' in data && !same(before.billtoclientid, data.billtoclientid) && !empty(data.billtoclientid)) {
    if (empty(after(data, before, 'purchaseclientid'))) data.purchaseclientid = data.billtoclientid;
  }
  const ownerChanged = agentOwner({}, before) !== agentOwner(data, before);
  const agentNamed = 'client_agent_id' in data && !same(before.client_agent_id, data.client_agent_id);
  if (ownerChanged && !agentNamed) data.client_agent_id = null;
}

/** The client agent after the save works for the title-to client (or the client while there is none). */
export async function checkClientAgent(data: Row, before: Row, db: RulesDb): Promise<void> {
  const agentId = after(data, before, 'client_agent_id');
  if (empty(agentId)) return;
  const owner = agentOwner(data, before);
  const changed = !same(before.client_agent_id, agentId) || agentOwner({}, before) !== owner;
  if (!changed) return;
  const agent = await db.clientAgent.findUnique({ where: { id: Number(agentId) }, select: { client_id: true } });
  if (!agent || agent.client_id !== owner) throw ValidationError.field('client_agent_id', AGENT_OF_OTHER_CLIENT);
}

export const KM_DO_NOT_MATCH = 'does not match the mileage (1 mile = 1.60934 km)';
export const POUNDS_FOLLOW_KG = 'follows the kilograms (kg × 2.20462)';

function changed(data: Row, before: Row, field: string): boolean {
  return field in data && !same(before[field], data[field]);
}

const asNumber = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/**
 * Mileage and kilometres stay in sync, and weights in kilograms set the pounds (document 3 §5). The
 * field that changed drives the other; both changed must agree in one direction or the other (the
 * screen sends such pairs, and km → mi → km does not always come back to the same whole number).
 * A mileage that is changed must stay at least 1.
 */
export function applyUnitConversions(data: Row, before: Row): void {
  const errors = new FieldErrorCollector();
  const miles = changed(data, before, 'mileage');
  const km = changed(data, before, 'cs_km');
  if (miles && !km) {
    const value = asNumber(data.mileage);
    data.cs_km = value === null ? null : kmFromMiles(value);
  } else if (km && !miles) {
    const value = asNumber(data.cs_km);
    data.mileage = value === null ? null : milesFromKm(value);
  } else if (miles && km) {
    const [mi, kmValue] = [asNumber(data.mileage), asNumber(data.cs_km)];
    const agree = mi === null || kmValue === null ? mi === kmValue : kmFromMiles(mi) === kmValue || milesFromKm(kmValue) === mi;
    if (!agree) errors.add('cs_km', KM_DO_NOT_MATCH);
  }
  if ((miles || km) && !((asNumber(data.mileage) ?? 0) >= 1)) errors.add('mileage', MILEAGE_CANNOT_BE_EMPTY);
  for (const [kgField, lbField] of VEHICLE_WEIGHT_FIELDS) {
    const kg = asNumber(after(data, before, kgField));
    if (changed(data, before, kgField)) data[lbField] = kg === null ? null : lbFromKg(kg);
    else if (changed(data, before, lbField) && kg !== null && asNumber(data[lbField]) !== lbFromKg(kg)) errors.add(lbField, POUNDS_FOLLOW_KG);
  }
  errors.throwIfAny();
}

/** A crossed-border date is copied into the repossession date (document 3 §4). */
export function applyCrossedBorder(data: Row, before: Row): void {
  if ('crossedborderdate' in data && !same(before.crossedborderdate, data.crossedborderdate) && data.crossedborderdate instanceof Date) {
    data.repossessiondate = data.crossedborderdate;
  }
}

/**
 * A new DOT submitted date sets the final inspection date (`dot_inspection_date`) 21 days later, or the
 * client's vehicle_release_days; the vault release date follows the DOT timers (30 days standard). With
 * timers recorded, every save recomputes the vault date so a new timer "takes effect after the vehicle
 * record is saved"; staff may still type a vault date by hand on a vehicle without timers.
 */
export async function applyDotDates(data: Row, before: Row, db: RulesDb): Promise<void> {
  const submitted = ('submitteddotdate' in data ? data.submitteddotdate : before.submitteddotdate) as Date | null;
  const submittedChanged = 'submitteddotdate' in data && !same(before.submitteddotdate, data.submitteddotdate);
  if (submittedChanged && submitted instanceof Date) {
    const clientid = (data.clientid ?? before.clientid) as number | null;
    const defaults = clientid === null ? null : await db.clientDefault.findUnique({ where: { clientid }, select: { vehicle_release_days: true } });
    data.dot_inspection_date = addDays(submitted, defaults?.vehicle_release_days ?? FINAL_INSPECTION_DEFAULT_DAYS);
  }
  // A vehicle not written yet (its create's own fields, checked before the insert) has no timers.
  const timers =
    before.vehicleid === undefined || before.vehicleid === null
      ? []
      : await db.vehicleTimer.findMany({
          where: { vehicle_id: before.vehicleid, category: 'dot' },
          select: { type: true, date: true, days: true },
          orderBy: [{ date: 'asc' }, { id: 'asc' }],
        });
  if (submittedChanged || timers.length > 0) {
    const vaultTyped = 'vaultreleasedate' in data && !same(before.vaultreleasedate, data.vaultreleasedate);
    if (timers.length > 0 || !vaultTyped) data.vaultreleasedate = computeDotVault(submitted instanceof Date ? submitted : null, timers).date;
  }
}

export const SCANNED_7501_NEEDS_CROSSING = 'can be set only when every vehicle in the load has a crossed-border date';

/**
 * Document 2 §4: the Scanned 7501 date can be set only when every vehicle in the load has a crossed-border
 * date (this vehicle as it will be after the save). A vehicle in no load has only its own date to check.
 */
export async function checkScanned7501(data: Row, before: Row, db: RulesDb): Promise<void> {
  if (!('scanned_7501_date' in data) || empty(data.scanned_7501_date) || same(before.scanned_7501_date, data.scanned_7501_date)) return;
  const after = { ...before, ...data };
  if (empty(after.crossedborderdate)) throw ValidationError.field('scanned_7501_date', SCANNED_7501_NEEDS_CROSSING);
  const load = after.client_load_id as number | null | undefined;
  if (!load) return;
  const others = await db.vehicle.count({ where: { client_load_id: load, crossedborderdate: null, NOT: { vehicleid: before.vehicleid } } });
  if (others > 0) throw ValidationError.field('scanned_7501_date', SCANNED_7501_NEEDS_CROSSING);
}

/** The save rule of document 3 §5, checked on the vehicle as it will be after the save. */
export async function checkRequiredOnSave(data: Row, before: Row, db: RulesDb): Promise<void> {
  const after = { ...before, ...data };
  const errors: FieldErrors = {};
  if (after.titlestatusid === CANCELLED_STATUS) {
    if (empty(after.cancelledreason)) errors.cancelledreason = [CANCEL_REASON_REQUIRED];
  } else {
    for (const field of ['clientid', 'titleprocessingtype']) if (empty(after[field])) errors[field] = [CLIENT_AND_TYPE_REQUIRED];
    if (after.titlestatusid === CONFORMING_CHECK_STATUS && !empty(after.titleprocessingtype)) {
      const type = await db.titleApplicationType.findUnique({
        where: { titleapplicationid: after.titleprocessingtype },
        select: { has_conforming_requirement: true },
      });
      if (type?.has_conforming_requirement) {
        for (const field of ['submitteddotdate', 'bondreleasedate']) if (empty(after[field])) errors[field] = [CONFORMING_DATES_REQUIRED];
      }
    }
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors, REQUIRED_FIELDS_MESSAGE);
}

/** Every save rule and transition of document 3 §4-5, in the order they depend on each other. */
export async function vehicleBeforeUpdate(ctx: WriteContext & { before: Row }, now = new Date()): Promise<void> {
  const { principal, data, before } = ctx;
  const db = ctx.db as RulesDb;
  checkEditableFields(principal, data, before);
  checkRiNewVehicleRemoval(data, before, now);
  applyUnitConversions(data, before);
  applyCancellation(data, before);
  applyClientLinks(data, before);
  await checkClientAgent(data, before, db);
  applyCrossedBorder(data, before);
  await applyDotDates(data, before, db);
  await checkScanned7501(data, before, db);
  await checkRequiredOnSave(data, before, db);
}
