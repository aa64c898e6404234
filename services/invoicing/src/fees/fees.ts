import type { Prisma } from '@portal/db';

/** Rack-rate buckets (document 1 §2.10): 1 STATE, 2 DVS, 3 OTHER. */
export const BUCKET = { STATE: 1, DVS: 2, OTHER: 3 } as const;

export interface FeesBreakdown {
  state: number;
  dvs: number;
  other: number;
}

/** The fee columns of the Add Vehicle to Batch dialog and the invoice's fees_breakdown (document 2 §3). */
export interface VehicleFees {
  app_fee_total: number;
  plates_fee_total: number;
  other_fee_total: number;
  fees_total: number;
  fees_breakdown: FeesBreakdown;
}

export interface RateInput {
  id: number;
  charge_amount: number;
  every_vehicle: boolean;
  bucket_id: number;
  /** The title application types it is linked to. */
  application_types: readonly number[];
}

export interface OverrideInput {
  id: number;
  rack_rate_id: number;
  clientid: number;
  charge_amount: number;
  every_vehicle: boolean;
}

export interface FeeVehicle {
  clientid: number | null;
  titleprocessingtype: number | null;
}

export interface ApplicationTypeInput {
  titleapplicationid: number;
  titleapplicationcost: number;
  costs: readonly number[];
}

export interface FeeTables {
  rates: readonly RateInput[];
  overrides: readonly OverrideInput[];
  applicationTypes: ReadonlyMap<number, ApplicationTypeInput>;
}

const cents = (n: number) => Math.round(n * 100);
const money = (c: number) => c / 100;

/**
 * The client's override of a rate: the newest one when a client has several for the same rate, so the
 * last one staff saved is the one that counts.
 */
export function overrideFor(overrides: readonly OverrideInput[], rateId: number, clientid: number | null): OverrideInput | undefined {
  if (!clientid) return undefined;
  let found: OverrideInput | undefined;
  for (const o of overrides) if (o.rack_rate_id === rateId && o.clientid === clientid && (!found || o.id > found.id)) found = o;
  return found;
}

/**
 * Whether a rate is charged on this vehicle, and at what amount and with which every-vehicle setting
 * (README "Fees" gives the rules in order):
 * 1. a rate linked to the vehicle's title application type applies;
 * 2. a rate linked to no application type applies to every vehicle when it is marked every vehicle;
 * 3. a client's override marked Every Vehicle makes its rate apply to every vehicle of that client;
 * 4. the override's amount replaces the rate's whenever the client has one.
 */
export function applicableRate(rate: RateInput, overrides: readonly OverrideInput[], vehicle: FeeVehicle) {
  const override = overrideFor(overrides, rate.id, vehicle.clientid);
  const linked = vehicle.titleprocessingtype !== null && rate.application_types.includes(vehicle.titleprocessingtype);
  const universal = rate.application_types.length === 0 && rate.every_vehicle;
  const applies = linked || universal || override?.every_vehicle === true;
  if (!applies) return null;
  return {
    amount: override ? override.charge_amount : rate.charge_amount,
    every_vehicle: override ? override.every_vehicle : rate.every_vehicle,
    bucket_id: rate.bucket_id,
  };
}

/** A vehicle's fees from the rate tables (pure: the loader below reads the tables once for many vehicles). */
export function feesFor(vehicle: FeeVehicle, tables: FeeTables): VehicleFees {
  let state = 0;
  let dvs = 0;
  let other = 0;
  let plates = 0;
  let stateRates = 0;
  for (const rate of tables.rates) {
    const applied = applicableRate(rate, tables.overrides, vehicle);
    if (!applied) continue;
    const amount = cents(applied.amount);
    if (applied.bucket_id === BUCKET.STATE) {
      stateRates += 1;
      state += amount;
      // A state rate not charged on every vehicle is the registration and plates part of a title application.
      if (!applied.every_vehicle) plates += amount;
    } else if (applied.bucket_id === BUCKET.DVS) dvs += amount;
    else other += amount;
  }
  // No rate prices the state's part: the application type's own costs pass through as the state fee.
  if (stateRates === 0 && vehicle.titleprocessingtype !== null) {
    const type = tables.applicationTypes.get(vehicle.titleprocessingtype);
    if (type) state += type.costs.length ? type.costs.reduce((sum, c) => sum + cents(c), 0) : cents(type.titleapplicationcost);
  }
  return {
    app_fee_total: money(state - plates + dvs),
    plates_fee_total: money(plates),
    other_fee_total: money(other),
    fees_total: money(state + dvs + other),
    fees_breakdown: { state: money(state), dvs: money(dvs), other: money(other) },
  };
}

/** What the loader reads; a transaction client or the service's client alike. */
export type FeesDb = Pick<Prisma.TransactionClient, 'rackRate' | 'rackRateOverride' | 'titleApplicationType'>;

/** Reads the rate tables needed for these vehicles: every rate, the overrides of their clients, their application types. */
export async function loadFeeTables(db: FeesDb, vehicles: readonly FeeVehicle[]): Promise<FeeTables> {
  const clientIds = [...new Set(vehicles.map((v) => v.clientid).filter((c): c is number => !!c))];
  const typeIds = [...new Set(vehicles.map((v) => v.titleprocessingtype).filter((t): t is number => t !== null))];
  const [rates, overrides, types] = await Promise.all([
    db.rackRate.findMany({
      select: { id: true, charge_amount: true, every_vehicle: true, bucket_id: true, title_application_types: { select: { vehiclechargetypeid: true } } },
    }),
    db.rackRateOverride.findMany({ where: { clientid: { in: clientIds } } }),
    db.titleApplicationType.findMany({
      where: { titleapplicationid: { in: typeIds } },
      select: { titleapplicationid: true, titleapplicationcost: true, costs: { select: { cost: true } } },
    }),
  ]);
  return {
    rates: rates.map((r) => ({
      id: r.id,
      charge_amount: Number(r.charge_amount),
      every_vehicle: r.every_vehicle,
      bucket_id: r.bucket_id,
      application_types: r.title_application_types.map((l) => l.vehiclechargetypeid),
    })),
    overrides: overrides.map((o) => ({ ...o, clientid: o.clientid ?? 0, charge_amount: Number(o.charge_amount) })),
    applicationTypes: new Map(
      types.map((t) => [
        t.titleapplicationid,
        { titleapplicationid: t.titleapplicationid, titleapplicationcost: Number(t.titleapplicationcost), costs: t.costs.map((c) => Number(c.cost)) },
      ]),
    ),
  };
}

/** Fees of each vehicle, keyed by its id. */
export async function feesOfVehicles<V extends FeeVehicle & { vehicleid: number }>(db: FeesDb, vehicles: readonly V[]): Promise<Map<number, VehicleFees>> {
  const tables = await loadFeeTables(db, vehicles);
  return new Map(vehicles.map((v) => [v.vehicleid, feesFor(v, tables)]));
}
