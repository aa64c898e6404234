import { MAX_RECORD_ID, isStaff, type Principal } from '@portal/contracts';
import { NotFoundError } from '@portal/server-kit';

interface VehicleCounter {
  vehicle: { count(args: object): Promise<number> };
}

/** The vehicle id from a path, or a 404: an id that is not a number names no vehicle. */
export function vehicleIdOf(raw: unknown): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0 || id > MAX_RECORD_ID) throw new NotFoundError(`vehicle ${String(raw)} not found`);
  return id;
}

/**
 * Everything hanging off a vehicle (history, images, conformance) is visible exactly when the vehicle
 * is: staff see all, anyone else only its clients' vehicles. Another client's vehicle looks like none.
 */
export async function assertVehicleVisible(db: VehicleCounter, principal: Principal, vehicleid: number): Promise<void> {
  const where = isStaff(principal) ? { vehicleid } : { vehicleid, clientid: { in: principal.clientIds } };
  if ((await db.vehicle.count({ where })) === 0) throw new NotFoundError(`vehicle ${vehicleid} not found`);
}
