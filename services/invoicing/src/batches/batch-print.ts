import { INVOICE_TEXT, isStaff, type Principal } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { NotFoundError } from '@portal/server-kit';
import { indianapolisDate } from '../dates.js';

/** One printed row: an invoice line with its vehicle, its fees by bucket and its charges on the batch. */
export interface PrintedLine {
  invoicedetailid: number;
  vin: string;
  vehicle: string;
  fees: { state: number; dvs: number; other: number };
  /** The charges billed on the batch with an amount; a zero-amount charge is not printed (document 2 §9). */
  charges: Array<{ type: string; note: string; amount: number }>;
  total: number;
}

/** What the batch's invoice PDF prints. */
export interface BatchPrint {
  invoiceid: number;
  /** YYYY-MM-DD, the batch's invoice date (today in Indianapolis when it has none). */
  invoicedate: string;
  client: { clientid: number | null; name: string; address: string[]; email: string | null; paymentType: string | null };
  overnighttrackingno: string | null;
  lines: PrintedLine[];
  /** The batch total: the sum of its lines' total cost, as its Total shows it. */
  total: number;
}

const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100);

/** The batch where the caller may read it: staff any, a client user only its own clients' (another's is not found). */
export function readableBatch(principal: Principal, batchId: number) {
  return isStaff(principal) ? { invoiceid: batchId } : { invoiceid: batchId, clientid: { in: principal.clientIds } };
}

function dateOnly(value: Date | null): string {
  return value ? value.toISOString().slice(0, 10) : indianapolisDate(new Date());
}

/**
 * Reads a batch for printing: its client, its lines in invoice order with their vehicles, and the
 * vehicles' charges billed on this batch. Each line's total is its stored `totalcost` (its fees plus
 * those charges, kept so by every change), so the printed total is the batch's Total to the cent.
 */
export async function loadBatchPrint(prisma: PrismaClient, principal: Principal, batchId: number): Promise<BatchPrint> {
  const batch = await prisma.invoiceBatch.findFirst({
    where: readableBatch(principal, batchId),
    include: {
      client: { include: { state: { select: { stateabbreviation: true } }, payment_type: { select: { paymenttype: true } } } },
      invoices: {
        orderBy: { invoicedetailid: 'asc' },
        include: { vehicle: { select: { vehicleid: true, vehiclevin: true, yr: true, make: true, model: true } } },
      },
    },
  });
  if (!batch) throw new NotFoundError(`Invoice batch ${batchId} not found`);
  const vehicleIds = batch.invoices.map((line) => line.vehicleid).filter((id): id is number => id !== null);
  const charges = vehicleIds.length
    ? await prisma.vehicleCharge.findMany({
        where: { invoiceid: batchId, deleted: 0, vehicleid: { in: vehicleIds } },
        include: { type: { select: { vehiclechargetype: true } } },
        orderBy: { vehiclechargeid: 'asc' },
      })
    : [];
  const client = batch.client;
  const cityLine = [client?.clientcity, [client?.state?.stateabbreviation, client?.clientzip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const lines = batch.invoices.map((line) => {
    const vehicle = line.vehicle;
    return {
      invoicedetailid: line.invoicedetailid,
      vin: vehicle?.vehiclevin ?? line.serialnumber ?? '',
      vehicle: [vehicle?.yr, vehicle?.make, vehicle?.model].filter((part) => part !== null && part !== undefined && String(part).trim() !== '').join(' '),
      fees: { state: Number(line.fee_state), dvs: Number(line.fee_dvs), other: Number(line.fee_other) },
      charges: charges
        .filter((c) => c.vehicleid === line.vehicleid && cents(c.chargeamt) !== 0)
        .map((c) => ({ type: c.type?.vehiclechargetype ?? 'Charge', note: c.chargenote ?? '', amount: Number(c.chargeamt) })),
      total: Number(line.totalcost),
    };
  });
  return {
    invoiceid: batch.invoiceid,
    invoicedate: dateOnly(batch.invoicedate),
    client: {
      clientid: batch.clientid,
      name: client?.legal_name || client?.clientname || INVOICE_TEXT.NO_CLIENT_SELECTED,
      address: client?.legal_address ? [client.legal_address] : [client?.clientstreetaddress ?? '', cityLine].filter((part) => part.trim() !== ''),
      email: client?.invoiceemailaddress?.trim() || null,
      paymentType: client?.payment_type?.paymenttype ?? null,
    },
    overnighttrackingno: batch.overnighttrackingno,
    lines,
    total: lines.reduce((sum, line) => sum + cents(line.total), 0) / 100,
  };
}
