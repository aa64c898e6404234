import { FEE_TABLE_READS, feeReadKeys, feeTablesFrom, feesFor, type FeeTables, type FeeVehicle } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import type { AppendSpec } from '@portal/server-kit';

type FeesDb = Pick<PrismaClient, 'rackRate' | 'rackRateOverride' | 'titleApplicationType'>;

/**
 * The rate tables for a page of vehicles, in three reads whatever the page's size: every rack rate, the
 * overrides of the page's clients and its application types. Read here, read-only (ARCHITECTURE.md, Data);
 * the rules are the invoicing service's, shared through `@portal/contracts`.
 */
export async function readFeeTables(db: FeesDb, vehicles: readonly FeeVehicle[]): Promise<FeeTables> {
  const { clientIds, applicationTypeIds } = feeReadKeys(vehicles);
  const [rates, overrides, applicationTypes] = await Promise.all([
    db.rackRate.findMany({ select: FEE_TABLE_READS.rate }),
    db.rackRateOverride.findMany({ where: { clientid: { in: clientIds } }, select: FEE_TABLE_READS.override }),
    db.titleApplicationType.findMany({ where: { titleapplicationid: { in: applicationTypeIds } }, select: FEE_TABLE_READS.applicationType }),
  ]);
  return feeTablesFrom({ rates, overrides, applicationTypes });
}

const feeVehicle = (row: Record<string, unknown>): FeeVehicle => ({
  clientid: row.clientid == null ? null : Number(row.clientid),
  titleprocessingtype: row.titleprocessingtype == null ? null : Number(row.titleprocessingtype),
});

/**
 * `fees_total` (document 3 §7, `vehicles_unbilled`): what the vehicle's fees would be on an invoice line
 * today, at its client's rates, as the Add Vehicle to Batch dialog shows them. Staff only: it shows the
 * rack rates and the client's overrides.
 */
export const FEES_TOTAL_APPEND: AppendSpec = {
  access: 'staff',
  needs: ['clientid', 'titleprocessingtype'],
  load: (rows, { db }) => readFeeTables(db as FeesDb, rows.map(feeVehicle)),
  compute: (row, { loaded }) => feesFor(feeVehicle(row), loaded as FeeTables).fees_total,
};
