/**
 * A vehicle's fees from the rate tables the admin screens keep (document 1 §2.10): rack rates, their links
 * to title application types, the clients' overrides and the application types' costs. Pure: each service
 * reads the tables itself (invoicing when it prices a line, reports for the unbilled list) and hands the
 * rows to `feeTablesFrom`, so there is one copy of the rules (services/invoicing README, "Fees").
 */
import { CHARGE_BUCKET as BUCKET } from '../constants/invoicing.js';

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
 * (services/invoicing README "Fees" gives the rules in order):
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

/** A vehicle's fees from the rate tables (read once for many vehicles). */
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

/** A database decimal as it arrives (a driver's Decimal, a string or a number). */
export type Amount = number | string | { toString(): string };

const amount = (value: Amount) => Number(typeof value === 'number' ? value : String(value));

/** The rows a service reads for `feeTablesFrom`: see `FEE_TABLE_READS` for what to read and `feeReadKeys` for which rows. */
export interface FeeTableRows {
  rates: ReadonlyArray<{
    id: number;
    charge_amount: Amount;
    every_vehicle: boolean;
    bucket_id: number;
    title_application_types: ReadonlyArray<{ vehiclechargetypeid: number }>;
  }>;
  overrides: ReadonlyArray<{ id: number; rack_rate_id: number; clientid: number | null; charge_amount: Amount; every_vehicle: boolean }>;
  applicationTypes: ReadonlyArray<{ titleapplicationid: number; titleapplicationcost: Amount; costs: ReadonlyArray<{ cost: Amount }> }>;
}

/**
 * What to read for some vehicles: every rack rate (with its application-type links), the overrides of
 * the vehicles' clients and their application types (with their cost rows).
 */
export function feeReadKeys(vehicles: readonly FeeVehicle[]): { clientIds: number[]; applicationTypeIds: number[] } {
  return {
    clientIds: [...new Set(vehicles.map((v) => v.clientid).filter((c): c is number => !!c))],
    applicationTypeIds: [...new Set(vehicles.map((v) => v.titleprocessingtype).filter((t): t is number => t !== null))],
  };
}

/** The selects of those reads (Prisma's `select` shapes, so both services read the same columns). */
export const FEE_TABLE_READS = {
  rate: { id: true, charge_amount: true, every_vehicle: true, bucket_id: true, title_application_types: { select: { vehiclechargetypeid: true } } },
  override: { id: true, rack_rate_id: true, clientid: true, charge_amount: true, every_vehicle: true },
  applicationType: { titleapplicationid: true, titleapplicationcost: true, costs: { select: { cost: true } } },
} as const;

/** The rate tables as the rules take them, from the rows read. */
export function feeTablesFrom(rows: FeeTableRows): FeeTables {
  return {
    rates: rows.rates.map((r) => ({
      id: r.id,
      charge_amount: amount(r.charge_amount),
      every_vehicle: r.every_vehicle,
      bucket_id: r.bucket_id,
      application_types: r.title_application_types.map((l) => l.vehiclechargetypeid),
    })),
    overrides: rows.overrides.map((o) => ({
      id: o.id,
      rack_rate_id: o.rack_rate_id,
      clientid: o.clientid ?? 0,
      charge_amount: amount(o.charge_amount),
      every_vehicle: o.every_vehicle,
    })),
    applicationTypes: new Map(
      rows.applicationTypes.map((t) => [
        t.titleapplicationid,
        { titleapplicationid: t.titleapplicationid, titleapplicationcost: amount(t.titleapplicationcost), costs: t.costs.map((c) => amount(c.cost)) },
      ]),
    ),
  };
}
