import { conformityClassOf, isStaff, type FieldErrors, type Principal } from '@portal/contracts';
import { ForbiddenError, ValidationError } from '@portal/server-kit';
import { assertVehicleVisible, vehicleIdOf } from '../vehicles/vehicle-access.js';

/** The message of document 3 §5/§8 when an RI new vehicle is not fully inspected. */
export const FULL_INSPECTION_REQUIRED = 'New yr/make/model requires full inspection on all items';
/** 0 Inspected, no actions required; 1 Inspected, previously conformed; 2 Inspected, conformed by RI. */
export const CONFORMITY_ACTIONS = [0, 1, 2] as const;

// The Prisma client is typed loosely here: these are plain reads and writes on three tables.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = any;

const USER = { select: { userid: true, name: true } };

async function load(db: Db, vehicleid: number) {
  const plus = await db.vehicleConformancePlus.findUnique({
    where: { vehicleid },
    include: { completed_by_user: USER, items: { orderBy: { id: 'asc' }, include: { completed_by_user: USER } } },
  });
  if (!plus) return null;
  return {
    ...plus,
    items: plus.items.map((item: Record<string, unknown>) => ({ ...item, conformity_action: item.is_remediated })),
  };
}

/** The vehicle's Conformance Plus with its items, for anyone who may see the vehicle. */
export async function readConformance(db: Db, principal: Principal, rawId: unknown) {
  const vehicleid = vehicleIdOf(rawId);
  await assertVehicleVisible(db, principal, vehicleid);
  const vehicle = await db.vehicle.findUnique({
    where: { vehicleid },
    select: { vehicleid: true, vehiclevin: true, yr: true, make: true, model: true, is_ri_new_vehicle: true },
  });
  return { vehicle, conformance: await load(db, vehicleid) };
}

/** Staff start an inspection: one item per FMVSS standard that applies to the vehicle's class. */
export async function startConformance(db: Db, principal: Principal, rawId: unknown) {
  if (!isStaff(principal)) throw new ForbiddenError('Only staff inspect vehicles');
  const vehicleid = vehicleIdOf(rawId);
  await assertVehicleVisible(db, principal, vehicleid);
  const existing = await load(db, vehicleid);
  if (existing) return readConformance(db, principal, vehicleid);
  const blackbook = await db.blackbookInfo.findUnique({ where: { vehicleid }, select: { gvw: true, class_name: true } });
  const cls = conformityClassOf(blackbook);
  const standards = await db.nhtsaConformityItem.findMany({ where: { [cls]: 1 }, orderBy: { id: 'asc' } });
  await db.vehicleConformancePlus.create({
    data: {
      vehicleid,
      items: {
        create: standards.map((s: { id: number; fmvss_number: string; fmvss_name: string }) => ({
          nhtsa_conformity_item_id: s.id,
          description: `FMVSS ${s.fmvss_number} ${s.fmvss_name}`,
        })),
      },
    },
  });
  return readConformance(db, principal, vehicleid);
}

export interface ItemChange {
  id: unknown;
  is_remediated?: unknown;
  conformity_action?: unknown;
  remedy_notes?: unknown;
}

/**
 * Saves item choices and notes (staff). Each changed item, and the whole, are stamped with the date and
 * the user (document 3 §4). An RI new vehicle needs a choice and notes on every item, or nothing is saved.
 */
export async function saveConformance(db: Db, principal: Principal, rawId: unknown, changes: unknown) {
  if (!isStaff(principal)) throw new ForbiddenError('Only staff inspect vehicles');
  const vehicleid = vehicleIdOf(rawId);
  await assertVehicleVisible(db, principal, vehicleid);
  if (!Array.isArray(changes)) throw ValidationError.field('items', 'must be a list of items');
  const current = await load(db, vehicleid);
  if (!current) throw ValidationError.field('items', 'this vehicle has no conformance inspection yet');
  const byId = new Map<number, Record<string, unknown>>(current.items.map((i: Record<string, unknown>) => [Number(i.id), i]));
  const errors: FieldErrors = {};
  const updates: Array<{ id: number; is_remediated: number | null; remedy_notes: string | null }> = [];
  changes.forEach((raw: ItemChange, index) => {
    const item = byId.get(Number(raw?.id));
    if (!item) {
      errors[`items.${index}.id`] = ['is not an item of this vehicle'];
      return;
    }
    const choiceRaw = raw.is_remediated !== undefined ? raw.is_remediated : raw.conformity_action;
    const choice = choiceRaw === null || choiceRaw === undefined || choiceRaw === '' ? null : Number(choiceRaw);
    if (choice !== null && !(CONFORMITY_ACTIONS as readonly number[]).includes(choice)) errors[`items.${index}.is_remediated`] = ['must be 0, 1 or 2'];
    const notes = typeof raw.remedy_notes === 'string' && raw.remedy_notes.trim() !== '' ? raw.remedy_notes.trim() : null;
    updates.push({ id: Number(item.id), is_remediated: choice, remedy_notes: notes });
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);

  const vehicle = await db.vehicle.findUnique({ where: { vehicleid }, select: { is_ri_new_vehicle: true } });
  if (vehicle?.is_ri_new_vehicle === 1) {
    const after = new Map<number, { is_remediated: unknown; remedy_notes: unknown }>(
      current.items.map((i: Record<string, unknown>) => [Number(i.id), { is_remediated: i.is_remediated, remedy_notes: i.remedy_notes }]),
    );
    for (const u of updates) after.set(u.id, u);
    const incomplete = [...after.values()].some((i) => i.is_remediated === null || i.is_remediated === undefined || !i.remedy_notes);
    if (incomplete) throw new ValidationError({ items: [FULL_INSPECTION_REQUIRED] }, FULL_INSPECTION_REQUIRED);
  }

  const now = new Date();
  await db.$transaction(async (tx: Db) => {
    for (const u of updates) {
      const before = byId.get(u.id)!;
      if (before.is_remediated === u.is_remediated && (before.remedy_notes ?? null) === u.remedy_notes) continue;
      await tx.vehicleConformanceItem.update({
        where: { id: u.id },
        data: { is_remediated: u.is_remediated, remedy_notes: u.remedy_notes, completed_date: now, completed_by: principal.userid },
      });
    }
    await tx.vehicleConformancePlus.update({ where: { id: current.id }, data: { completed_date: now, completed_by: principal.userid } });
  });
  return readConformance(db, principal, vehicleid);
}
