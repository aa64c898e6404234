import { ValidationError, NotFoundError } from '@portal/server-kit';
import type { PrismaClient } from '@portal/db';
import { feesOfVehicles } from '../fees/fees.js';
import { isCancelled } from './batch-membership.js';
import { TITLE_STATUS } from '@portal/contracts';

/** The dialog shows at most this many rows; "N results" counts them all. */
export const SEARCH_LIMIT = 100;

const firstText = (raw: string | string[] | undefined) => (Array.isArray(raw) ? raw[raw.length - 1] : raw) ?? '';

/**
 * The Add Vehicle to Batch search (document 2 §2, §3): vehicles billed to the batch's client whose VIN
 * contains the text typed (a part is enough), never a cancelled one, newest first, each with its fees at
 * the client's rates and whether it was invoiced before (the red Add button).
 */
export async function searchBatchVehicles(prisma: PrismaClient, batchId: number, rawVin: string | string[] | undefined) {
  const vin = firstText(rawVin).trim().toUpperCase();
  if (vin.length < 3) throw ValidationError.field('vin', 'type at least 3 characters of the VIN');
  if (!/^[A-Z0-9]+$/.test(vin)) throw ValidationError.field('vin', 'letters and digits only');
  const batch = await prisma.invoiceBatch.findUnique({ where: { invoiceid: batchId }, select: { clientid: true } });
  if (!batch) throw new NotFoundError(`invoice_batches ${batchId} not found`);
  if (!batch.clientid) return { data: [], total: 0 };
  const where = {
    vehiclevin: { contains: vin },
    OR: [{ clientid: batch.clientid }, { billtoclientid: batch.clientid }],
    NOT: { titlestatusid: TITLE_STATUS.CANCELLED },
    cancelled: 0,
  };
  const [rows, total] = await Promise.all([
    prisma.vehicle.findMany({
      where,
      orderBy: { vehicleid: 'desc' },
      take: SEARCH_LIMIT,
      select: {
        vehicleid: true,
        vehiclevin: true,
        yr: true,
        make: true,
        model: true,
        clientid: true,
        titleprocessingtype: true,
        titlestatusid: true,
        cancelled: true,
        invoiceid: true,
        application_type: { select: { titleapplicationtype: true } },
        client: { select: { clientname: true } },
        invoice_details: { select: { invoicedetailid: true }, take: 1 },
      },
    }),
    prisma.vehicle.count({ where }),
  ]);
  const shown = rows.filter((v) => !isCancelled(v));
  // Priced at the batch's client's rates: that is the client the line will bill.
  const fees = await feesOfVehicles(
    prisma,
    shown.map((v) => ({ ...v, clientid: batch.clientid })),
  );
  return {
    total,
    data: shown.map((v) => ({
      vehicleid: v.vehicleid,
      vehiclevin: v.vehiclevin,
      yr: v.yr,
      make: v.make,
      model: v.model,
      processing_type: v.application_type ? { titleprocesstype: v.application_type.titleapplicationtype } : null,
      ...fees.get(v.vehicleid)!,
      invoiceid: Number(v.invoiceid ?? 0),
      invoiced: Number(v.invoiceid ?? 0) > 0 || v.invoice_details.length > 0,
      client: v.client ? { clientname: v.client.clientname } : null,
    })),
  };
}
