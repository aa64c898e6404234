import type { Prisma } from '@portal/db';

export interface LineCharge {
  vehiclechargeid: number;
  chargeamt: unknown;
  invoiceid: number | null;
  [field: string]: unknown;
}

/** The charges of a vehicle billed on this batch, with their amounts as numbers. */
export function chargesOfLine(charges: readonly LineCharge[], batchId: number) {
  return charges.filter((c) => Number(c.invoiceid ?? 0) === batchId).map((c) => ({ ...c, id: c.vehiclechargeid, chargeamt: Number(c.chargeamt) }));
}

const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100);

/**
 * A line's total cost is its fees (by bucket, priced when the vehicle joined) plus the vehicle's charges
 * billed on the line's batch. It is written again, in the same transaction, by every change of those
 * charges, so the line (and the batch, the sum of its lines) always equals its fees and charges; the
 * reports read it as it is.
 */
export async function restateLines(tx: Prisma.TransactionClient, vehicleId: number, batchId: number, leaving?: number): Promise<void> {
  if (!vehicleId || !batchId) return;
  const lines = await tx.invoice.findMany({ where: { invoicebatchid: batchId, vehicleid: vehicleId } });
  if (lines.length === 0) return;
  const charges = await tx.vehicleCharge.findMany({
    where: { vehicleid: vehicleId, invoiceid: batchId, deleted: 0, ...(leaving ? { NOT: { vehiclechargeid: leaving } } : {}) },
    select: { chargeamt: true },
  });
  const charged = charges.reduce((sum, c) => sum + cents(c.chargeamt), 0);
  for (const line of lines) {
    const total = cents(line.fee_state) + cents(line.fee_dvs) + cents(line.fee_other) + charged;
    await tx.invoice.update({ where: { invoicedetailid: line.invoicedetailid }, data: { totalcost: (total / 100).toFixed(2) } });
  }
}
