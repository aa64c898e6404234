import { FEE_TABLE_READS, feeReadKeys, feeTablesFrom, feesFor, type FeeTables, type FeeVehicle, type VehicleFees } from '@portal/contracts';
import type { Prisma } from '@portal/db';

// The rules are `@portal/contracts` fees (one copy, also read by the reports' unbilled list); this file reads the tables.
export type { FeeTables, FeeVehicle, VehicleFees } from '@portal/contracts';

/** What the loader reads; a transaction client or the service's client alike. */
export type FeesDb = Pick<Prisma.TransactionClient, 'rackRate' | 'rackRateOverride' | 'titleApplicationType'>;

/** Reads the rate tables needed for these vehicles: every rate, the overrides of their clients, their application types. */
export async function loadFeeTables(db: FeesDb, vehicles: readonly FeeVehicle[]): Promise<FeeTables> {
  const { clientIds, applicationTypeIds } = feeReadKeys(vehicles);
  const [rates, overrides, applicationTypes] = await Promise.all([
    db.rackRate.findMany({ select: FEE_TABLE_READS.rate }),
    db.rackRateOverride.findMany({ where: { clientid: { in: clientIds } }, select: FEE_TABLE_READS.override }),
    db.titleApplicationType.findMany({ where: { titleapplicationid: { in: applicationTypeIds } }, select: FEE_TABLE_READS.applicationType }),
  ]);
  return feeTablesFrom({ rates, overrides, applicationTypes });
}

/** Fees of each vehicle, keyed by its id. */
export async function feesOfVehicles<V extends FeeVehicle & { vehicleid: number }>(db: FeesDb, vehicles: readonly V[]): Promise<Map<number, VehicleFees>> {
  const tables = await loadFeeTables(db, vehicles);
  return new Map(vehicles.map((v) => [v.vehicleid, feesFor(v, tables)]));
}
