import { INVOICE_TEXT, isStaff, type Principal } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { NotFoundError } from '@portal/server-kit';
import { indianapolisDate } from '../dates.js';
import { usDate } from '../pdf/pdf-kit.js';

/** One printed row: an invoice line with its vehicle, its fees by bucket and its charges on the batch. */
export interface PrintedLine {
  invoicedetailid: number;
  vin: string;
  vehicle: string;
  /** What the client's defaults add under the vehicle: its mileage; its stock number, debtor, auction and title-sent date. */
  facts: string[];
  fees: { state: number; dvs: number; other: number };
  /** The charges billed on the batch with an amount; a zero-amount charge is not printed (document 2 §9). */
  charges: Array<{ type: string; note: string; amount: number }>;
  total: number;
}

/** How the client's settings lay the batch's invoice out (document 2 §3, §9). */
export interface InvoiceLayout {
  /** One invoice per vehicle (the client's single-invoice setting is not 2 or true); otherwise the batch is one invoice. */
  single: boolean;
  /** Each vehicle's fees and charges listed under it: `clientinvoicedetails` is 1; otherwise one row per vehicle. */
  detailed: boolean;
  /** The client's default `invoice_vehicle_details`: the vehicle's mileage under it. */
  vehicleDetails: boolean;
  /** The client's default `invoice_vehicle_extra_info`: its stock number, debtor, auction and title-sent date under it. */
  extraInfo: boolean;
}

/** The bulk, one-row-per-vehicle invoice: a batch without a client, or a client that asks for nothing else. */
export const PLAIN_LAYOUT: InvoiceLayout = { single: false, detailed: false, vehicleDetails: false, extraInfo: false };

type LayoutSettings = {
  clientsingleinvoice?: unknown;
  clientinvoicedetails?: unknown;
  defaults?: { invoice_vehicle_details?: unknown; invoice_vehicle_extra_info?: unknown } | null;
};

/**
 * Document 2 §9: "single-invoice PDF mode when the client's single-invoice setting is 2 or true, otherwise
 * bulk", read with document 1 §3, where the setting is 1 yes / 2 no ("Single Invoice" on the client screen):
 * a client that wants single invoices (1) gets a bulk of invoices, one per vehicle; one that does not (2,
 * the default, or true as older records hold it) gets the batch as a single invoice. Detailed when
 * `clientinvoicedetails` equals 1. The defaults are 0/1 flags (1 yes).
 */
export function invoiceLayout(client: LayoutSettings | null | undefined): InvoiceLayout {
  if (!client) return PLAIN_LAYOUT;
  const single = client.clientsingleinvoice;
  return {
    single: !(single === true || Number(single) === 2),
    detailed: Number(client.clientinvoicedetails) === 1,
    vehicleDetails: Number(client.defaults?.invoice_vehicle_details) === 1,
    extraInfo: Number(client.defaults?.invoice_vehicle_extra_info) === 1,
  };
}

type PrintedVehicle = {
  mileage: number | null;
  clientstocknumber: string | null;
  debtorname: string | null;
  titlesenttoauctiondate: Date | null;
  auction: { auctionname: string } | null;
};

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** The facts the client's defaults print under a vehicle; mileage with thousands separators (document 2 §9). */
export function vehicleFacts(vehicle: PrintedVehicle | null, layout: InvoiceLayout): string[] {
  if (!vehicle) return [];
  const facts: string[] = [];
  if (layout.vehicleDetails && vehicle.mileage !== null) facts.push(`Mileage: ${vehicle.mileage.toLocaleString('en-US')}`);
  if (layout.extraInfo) {
    if (present(vehicle.clientstocknumber)) facts.push(`Stock #: ${vehicle.clientstocknumber.trim()}`);
    if (present(vehicle.debtorname)) facts.push(`Debtor: ${vehicle.debtorname.trim()}`);
    if (present(vehicle.auction?.auctionname)) facts.push(`Auction: ${vehicle.auction.auctionname.trim()}`);
    if (vehicle.titlesenttoauctiondate) facts.push(`Title Sent: ${usDate(vehicle.titlesenttoauctiondate.toISOString().slice(0, 10))}`);
  }
  return facts;
}

/** What the batch's invoice PDF prints. */
export interface BatchPrint {
  invoiceid: number;
  /** YYYY-MM-DD, the batch's invoice date (today in Indianapolis when it has none). */
  invoicedate: string;
  client: { clientid: number | null; name: string; address: string[]; email: string | null; paymentType: string | null };
  overnighttrackingno: string | null;
  layout: InvoiceLayout;
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
      client: {
        include: {
          state: { select: { stateabbreviation: true } },
          payment_type: { select: { paymenttype: true } },
          defaults: { select: { invoice_vehicle_details: true, invoice_vehicle_extra_info: true } },
        },
      },
      invoices: {
        orderBy: { invoicedetailid: 'asc' },
        include: {
          vehicle: {
            select: {
              vehicleid: true,
              vehiclevin: true,
              yr: true,
              make: true,
              model: true,
              mileage: true,
              clientstocknumber: true,
              debtorname: true,
              titlesenttoauctiondate: true,
              auction: { select: { auctionname: true } },
            },
          },
        },
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
  const layout = invoiceLayout(client);
  const cityLine = [client?.clientcity, [client?.state?.stateabbreviation, client?.clientzip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const lines = batch.invoices.map((line) => {
    const vehicle = line.vehicle;
    return {
      invoicedetailid: line.invoicedetailid,
      vin: vehicle?.vehiclevin ?? line.serialnumber ?? '',
      vehicle: [vehicle?.yr, vehicle?.make, vehicle?.model].filter((part) => part !== null && part !== undefined && String(part).trim() !== '').join(' '),
      facts: vehicleFacts(vehicle, layout),
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
    layout,
    lines,
    total: lines.reduce((sum, line) => sum + cents(line.total), 0) / 100,
  };
}
