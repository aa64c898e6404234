import { INVOICE_TEXT, TITLE_STATUS, type Principal } from '@portal/contracts';
import type { Prisma, PrismaClient } from '@portal/db';
import { ConflictError, NotFoundError, ValidationError } from '@portal/server-kit';
import { feesOfVehicles } from '../fees/fees.js';
import { restateLines } from '../invoices/invoice-lines.js';
import { batchTotals, TotalsRow } from './batch-totals.js';

type Tx = Prisma.TransactionClient;

const VEHICLE_VIEW = {
  vehicleid: true,
  vehiclevin: true,
  clientid: true,
  billtoclientid: true,
  titleprocessingtype: true,
  titlestatusid: true,
  cancelled: true,
  invoiceid: true,
} as const;

type BatchVehicle = Prisma.VehicleGetPayload<{ select: typeof VEHICLE_VIEW }>;

/** Cancelled vehicles (title status 5, or flagged cancelled) are never invoiced (document 2 §4). */
export const isCancelled = (v: { titlestatusid: number | null; cancelled: number }) => v.titlestatusid === TITLE_STATUS.CANCELLED || v.cancelled === 1;

/** The vehicle's client owns the bill, or the client it bills to. */
const billedTo = (v: BatchVehicle, clientid: number) => v.clientid === clientid || v.billtoclientid === clientid;

async function batchOf(tx: Tx, batchId: number) {
  const batch = await tx.invoiceBatch.findUnique({ where: { invoiceid: batchId }, select: { invoiceid: true, clientid: true, invoicedate: true } });
  if (!batch) throw new NotFoundError(`invoice_batches ${batchId} not found`);
  return batch;
}

async function vehicleOf(tx: Tx, vehicleId: number): Promise<BatchVehicle> {
  const vehicle = await tx.vehicle.findUnique({ where: { vehicleid: vehicleId }, select: VEHICLE_VIEW });
  if (!vehicle) throw new NotFoundError(`vehicles ${vehicleId} not found`);
  return vehicle;
}

/** Whether the vehicle was invoiced before (in any batch): its invoice link, or an invoice line of its own. */
export async function wasInvoiced(tx: Pick<Tx, 'invoice'>, vehicle: { vehicleid: number; invoiceid: number | null }): Promise<boolean> {
  if (Number(vehicle.invoiceid ?? 0) > 0) return true;
  return (await tx.invoice.count({ where: { vehicleid: vehicle.vehicleid } })) > 0;
}

/** The batch's count and total after a change, read in the change's own transaction. */
export async function summaryOf(tx: Pick<Tx, 'invoiceBatch'>, batchId: number) {
  const row = await tx.invoiceBatch.findUniqueOrThrow({ where: { invoiceid: batchId }, select: { invoiceid: true, ...TotalsRow } });
  return { invoiceid: batchId, ...batchTotals(row as unknown as Record<string, unknown>) };
}

/**
 * POST /api/invoice_batches/{id}/add/{vehicleId}. In one transaction: the invoice line with the vehicle's
 * fees as they are now, the vehicle's open charges billed on this batch, and the vehicle's invoice link.
 * A vehicle already invoiced elsewhere joins only when the caller confirmed (`confirm`).
 */
export async function addVehicleToBatch(prisma: PrismaClient, _principal: Principal, batchId: number, vehicleId: number, confirm: boolean) {
  return prisma.$transaction(async (tx) => {
    const batch = await batchOf(tx, batchId);
    if (!batch.clientid) throw ValidationError.field('clientid', INVOICE_TEXT.BATCH_NEEDS_CLIENT);
    const vehicle = await vehicleOf(tx, vehicleId);
    if (isCancelled(vehicle)) throw ValidationError.field('vehicleId', INVOICE_TEXT.CANCELLED_NOT_INVOICED);
    if (!billedTo(vehicle, batch.clientid)) throw ValidationError.field('vehicleId', INVOICE_TEXT.OTHER_CLIENT_VEHICLE);
    if ((await tx.invoice.count({ where: { invoicebatchid: batchId, vehicleid: vehicleId } })) > 0) {
      throw new ConflictError(INVOICE_TEXT.ALREADY_IN_BATCH, { vehicleId: [INVOICE_TEXT.ALREADY_IN_BATCH] });
    }
    if (!confirm && (await wasInvoiced(tx, vehicle))) throw new ConflictError(INVOICE_TEXT.ALREADY_INVOICED, { confirm: [INVOICE_TEXT.ALREADY_INVOICED] });
    const fees = (await feesOfVehicles(tx, [{ ...vehicle, clientid: batch.clientid }])).get(vehicleId)!;
    await tx.invoice.create({
      data: {
        invoicebatchid: batchId,
        clientid: batch.clientid,
        invoicedate: batch.invoicedate,
        vehicleid: vehicleId,
        serialnumber: vehicle.vehiclevin,
        date_added_to_batch: new Date(),
        totalcost: fees.fees_total.toFixed(2),
        fee_state: fees.fees_breakdown.state.toFixed(2),
        fee_dvs: fees.fees_breakdown.dvs.toFixed(2),
        fee_other: fees.fees_breakdown.other.toFixed(2),
      },
    });
    await tx.vehicleCharge.updateMany({
      where: { vehicleid: vehicleId, deleted: 0, OR: [{ invoiceid: 0 }, { invoiceid: null }] },
      data: { invoiceid: batchId },
    });
    await restateLines(tx, vehicleId, batchId);
    await linkVehicle(tx, vehicleId, batchId);
    return summaryOf(tx, batchId);
  });
}

/**
 * DELETE /api/invoice_batches/{id}/remove/{vehicleId}: the line goes, the vehicle's charges on this batch
 * become open again, and the vehicle's invoice link falls back to its latest other batch (or none).
 */
export async function removeVehicleFromBatch(prisma: PrismaClient, _principal: Principal, batchId: number, vehicleId: number) {
  return prisma.$transaction(async (tx) => {
    await batchOf(tx, batchId);
    const removed = await tx.invoice.deleteMany({ where: { invoicebatchid: batchId, vehicleid: vehicleId } });
    if (removed.count === 0) throw new NotFoundError(`vehicle ${vehicleId} is not in invoice batch ${batchId}`);
    await vehicleOf(tx, vehicleId);
    await releaseLine(tx, { invoicebatchid: batchId, vehicleid: vehicleId });
    return summaryOf(tx, batchId);
  });
}

/**
 * A line leaving its batch (Remove, or Delete Invoice: document 2 §2), in the transaction that deletes it;
 * `invoicedetailid` names the line when it is not deleted yet. Once the vehicle has no other line on the
 * batch, its charges billed there open again and its invoice link falls back to its latest other batch,
 * or none. A line without a vehicle (a manual invoice) takes nothing with it.
 */
export async function releaseLine(tx: Tx, line: { invoicebatchid: number; vehicleid: number | null; invoicedetailid?: number }): Promise<void> {
  const vehicleId = Number(line.vehicleid ?? 0);
  if (!vehicleId) return;
  const batchId = line.invoicebatchid;
  const staying = line.invoicedetailid ? { NOT: { invoicedetailid: line.invoicedetailid } } : {};
  if ((await tx.invoice.count({ where: { invoicebatchid: batchId, vehicleid: vehicleId, ...staying } })) > 0) return;
  await tx.vehicleCharge.updateMany({ where: { vehicleid: vehicleId, invoiceid: batchId }, data: { invoiceid: 0 } });
  const vehicle = await tx.vehicle.findUnique({ where: { vehicleid: vehicleId }, select: { invoiceid: true } });
  if (vehicle?.invoiceid !== batchId) return;
  const latest = await tx.invoice.findFirst({
    where: { vehicleid: vehicleId, NOT: { invoicebatchid: batchId } },
    orderBy: { invoicedetailid: 'desc' },
    select: { invoicebatchid: true },
  });
  await linkVehicle(tx, vehicleId, latest?.invoicebatchid ?? 0);
}

/**
 * The vehicle's invoice link (vehicles.invoiceid) is the batches' field: the vehicles service never
 * writes it (vehicle-edit-fields.ts) and it must change in the same transaction as the invoice line.
 */
async function linkVehicle(tx: Tx, vehicleId: number, batchId: number): Promise<void> {
  await tx.vehicle.update({ where: { vehicleid: vehicleId }, data: { invoiceid: batchId } });
}
