import { BAY_READINESS_TEXT, LOAD_TEXT, LOAD_TYPE, LOAD_TYPES, newLoadName, type LoadType } from '@portal/contracts';
import { ConflictError, ValidationError } from '@portal/server-kit';

type Row = Record<string, unknown>;

/** What the rules read: the load's vehicles and whether any was sent to the bay. */
export interface LoadRulesDb {
  vehicle: { count(args: object): Promise<number> };
}

function blank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

function after(data: Row, before: Row, field: string): unknown {
  return field in data ? data[field] : before[field];
}

export function checkLoadType(value: unknown): LoadType {
  if (!LOAD_TYPES.includes(value as LoadType)) throw ValidationError.field('load_type', `must be ${LOAD_TYPES.join(' or ')}`);
  return value as LoadType;
}

/**
 * A new load: a single (caravan) load needs its load number (document 2 §5); a carrier load without
 * one is named "NEW LOAD multiple" and renamed on its page.
 */
export function applyNewLoadName(data: Row): void {
  const type = checkLoadType(data.load_type ?? LOAD_TYPE.MULTIPLE);
  data.load_type = type;
  if (!blank(data.name)) {
    data.name = String(data.name).trim();
    return;
  }
  if (type === LOAD_TYPE.SINGLE) throw ValidationError.field('name', LOAD_TEXT.LOAD_NUMBER_REQUIRED);
  data.name = newLoadName(type);
}

/** A load keeps its number once it has one. */
export function checkLoadName(data: Row): void {
  if (!('name' in data)) return;
  if (blank(data.name)) throw ValidationError.field('name', LOAD_TEXT.LOAD_NUMBER_REQUIRED);
  data.name = String(data.name).trim();
}

/** The vehicles of the load that were sent to the bay (a caravan vehicle's own shipment). */
export function sentVehiclesWhere(loadId: number): object {
  return { client_load_id: loadId, OR: [{ bay_shipment_id: { not: null } }, { bay_vehicle: { is: { bay_shipment_id: { not: null } } } }] };
}

/**
 * The type change rules of document 2 §4: a load with a bay shipment stays what it is; a caravan load
 * whose vehicles went to the bay one by one cannot become a carrier load.
 */
export async function checkTypeChange(data: Row, before: Row, db: LoadRulesDb): Promise<void> {
  if (!('load_type' in data) || data.load_type === before.load_type) return;
  const type = checkLoadType(data.load_type);
  if (before.bay_shipment_id !== null && before.bay_shipment_id !== undefined) throw new ConflictError(LOAD_TEXT.TYPE_LOCKED_LOAD_SENT);
  if (type === LOAD_TYPE.MULTIPLE && (await db.vehicle.count({ where: sentVehiclesWhere(Number(before.id)) })) > 0) {
    throw new ConflictError(LOAD_TEXT.TYPE_LOCKED_VEHICLES_SENT);
  }
}

export interface ReadinessInput {
  load_type: string;
  location_from_id: number | null;
  location_to_id: number | null;
  paps_number: string | null;
  bay_shipment_id: number | null;
  vehicles: number;
  /** Caravan loads: how many vehicles already have their own shipment. */
  vehiclesWithShipment: number;
}

interface CarrierClearDb {
  vehicle: { updateMany(args: object): Promise<{ count: number }> };
}

/**
 * A load that became a carrier (multiple) load has one driver: its vehicles' own drivers and transit
 * numbers go (document 2 §4, the warning the change asks about). Called within the type change's
 * transaction, so the load keeps its type and its vehicles their drivers when anything fails.
 */
export async function clearCarrierVehicles(row: Row, before: Row, db: CarrierClearDb): Promise<number> {
  if (row.load_type !== LOAD_TYPE.MULTIPLE || before.load_type === LOAD_TYPE.MULTIPLE) return 0;
  const cleared = await db.vehicle.updateMany({
    where: { client_load_id: Number(before.id), OR: [{ client_driver_id: { not: null } }, { transit_number: { not: null } }] },
    data: { client_driver_id: null, transit_number: null },
  });
  return cleared.count;
}

export interface BayReadiness {
  can_create: boolean;
  can_update: boolean;
  /** Why Create is not offered. */
  reasons: string[];
  /** Caravan loads: the counts the buttons show. */
  without_shipment: number;
  with_shipment: number;
}

const chosen = (id: number | null) => id !== null && id > 0;

/** Whether a load may be sent to the bay (document 2 §4), for both kinds of load. */
export function bayReadiness(load: ReadinessInput): BayReadiness {
  const reasons: string[] = [];
  if (load.vehicles === 0) reasons.push(BAY_READINESS_TEXT.NO_VEHICLES);
  if (!chosen(load.location_from_id)) reasons.push(BAY_READINESS_TEXT.NO_FROM);
  if (!chosen(load.location_to_id)) reasons.push(BAY_READINESS_TEXT.NO_TO);
  const without = load.vehicles - load.vehiclesWithShipment;
  if (load.load_type === LOAD_TYPE.SINGLE) {
    if (load.vehicles > 0 && without === 0) reasons.push(BAY_READINESS_TEXT.ALL_SENT);
    return {
      can_create: reasons.length === 0,
      can_update: load.vehiclesWithShipment > 0,
      reasons,
      without_shipment: without,
      with_shipment: load.vehiclesWithShipment,
    };
  }
  if (blank(load.paps_number)) reasons.push(BAY_READINESS_TEXT.NO_PAPS);
  const hasShipment = load.bay_shipment_id !== null;
  if (hasShipment) reasons.push(BAY_READINESS_TEXT.HAS_SHIPMENT);
  return { can_create: reasons.length === 0, can_update: hasShipment, reasons, without_shipment: without, with_shipment: load.vehiclesWithShipment };
}

export { after as valueAfter };
