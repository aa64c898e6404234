import { isStaff, LOAD_TEXT, type Principal } from '@portal/contracts';
import { ConflictError, NotFoundError, ValidationError, type ResourceEngine, type WriteContext } from '@portal/server-kit';

type Row = Record<string, unknown>;

interface LoadLinkDb {
  clientLoad: { findFirst(args: object): Promise<{ id: number; client_id: number | null; bay_shipment_id: number | null } | null> };
  bayVehicle: { findUnique(args: object): Promise<{ bay_shipment_id: number | null } | null> };
}

const noLoad = (value: unknown) => value === null || value === undefined || value === 0;

/**
 * A vehicle's load is its own field, changed here whatever screen changes it (document 2 §4, document 3
 * §4): a vehicle whose load was sent to the bay (or that went to the bay itself) never changes load, and
 * a load with a client takes only that client's vehicles.
 */
export async function checkLoadMove(ctx: WriteContext & { before: Row }): Promise<void> {
  const { data, before } = ctx;
  if (!('client_load_id' in data)) return;
  const next = noLoad(data.client_load_id) ? null : Number(data.client_load_id);
  const previous = noLoad(before.client_load_id) ? null : Number(before.client_load_id);
  if (next === previous) return;
  const db = ctx.db as unknown as LoadLinkDb;
  if (previous !== null) {
    const old = await db.clientLoad.findFirst({ where: { id: previous }, select: { id: true, client_id: true, bay_shipment_id: true } });
    const own = await db.bayVehicle.findUnique({ where: { vehicleid: Number(before.vehicleid) }, select: { bay_shipment_id: true } });
    if (old?.bay_shipment_id != null || before.bay_shipment_id != null || own?.bay_shipment_id != null) {
      throw new ConflictError(LOAD_TEXT.VEHICLE_SENT_TO_BAY, { client_load_id: [LOAD_TEXT.VEHICLE_SENT_TO_BAY] });
    }
  }
  if (next === null) return;
  const load = await db.clientLoad.findFirst({ where: { id: next }, select: { id: true, client_id: true, bay_shipment_id: true } });
  if (!load) throw ValidationError.field('client_load_id', 'refers to a record that does not exist');
  const client = Number(data.clientid ?? before.clientid);
  if (!noLoad(load.client_id) && load.client_id !== client) throw ValidationError.field('client_load_id', LOAD_TEXT.VEHICLE_OTHER_CLIENT);
}

interface MembershipDb {
  clientLoad: { findFirst(args: object): Promise<{ id: number } | null> };
}

async function visibleLoad(db: MembershipDb, principal: Principal, loadId: string): Promise<number> {
  const where = isStaff(principal) ? { id: Number(loadId) } : { id: Number(loadId), client_id: { in: principal.clientIds } };
  const load = await db.clientLoad.findFirst({ where, select: { id: true } });
  if (!load) throw new NotFoundError(`client_loads ${loadId} not found`);
  return load.id;
}

const answer = (row: Row) => ({ vehicleid: Number(row.vehicleid), client_load_id: noLoad(row.client_load_id) ? null : Number(row.client_load_id) });

/** POST /api/client_loads/{id}/add/{vehicleId}: only a vehicle without a load joins (document 2 §4). */
export async function addVehicleToLoad(db: MembershipDb, engine: ResourceEngine, principal: Principal, loadId: string, vehicleId: string) {
  const load = await visibleLoad(db, principal, loadId);
  const vehicle = await engine.read(principal, 'vehicles', vehicleId, { 'fields[]': ['vehicleid', 'client_load_id'] });
  if (!noLoad(vehicle.client_load_id)) throw new ConflictError(LOAD_TEXT.VEHICLE_HAS_LOAD, { vehicleId: [LOAD_TEXT.VEHICLE_HAS_LOAD] });
  return answer(await engine.update(principal, 'vehicles', vehicleId, { client_load_id: load }));
}

/** DELETE /api/client_loads/{id}/remove/{vehicleId}: the vehicle leaves the load, unless it was sent to the bay. */
export async function removeVehicleFromLoad(db: MembershipDb, engine: ResourceEngine, principal: Principal, loadId: string, vehicleId: string) {
  const load = await visibleLoad(db, principal, loadId);
  const vehicle = await engine.read(principal, 'vehicles', vehicleId, { 'fields[]': ['vehicleid', 'client_load_id'] });
  if (Number(vehicle.client_load_id) !== load) throw new NotFoundError(`vehicle ${vehicleId} is not in load ${loadId}`);
  return answer(await engine.update(principal, 'vehicles', vehicleId, { client_load_id: null }));
}
