import { INVOICE_TEXT, monthBounds, type CallAnswer, type Principal, type titlesSentGroups } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { NotFoundError, ValidationError } from '@portal/server-kit';
import { indianapolisDate } from '../dates.js';

/** The titles-sent list reads up to 1000 rows (document 2 §9). */
export const TITLES_SENT_MAX_ROWS = 1000;

const day = (value: Date) => value.toISOString().slice(0, 10);
const asDate = (text: string) => new Date(`${text}T00:00:00.000Z`);

/**
 * Titles Sent on a batch (document 2 §4): records, for each vehicle of the batch whose title was sent to the
 * auction, who it went to (the batch's client), through which auction and under which overnight tracking
 * number. A vehicle is recorded once per date: pressing it again records only what is new. The button
 * is for a batch whose client has a name; `matched` 0 is the screen's "No Matching Titles".
 */
export async function recordTitlesSent(prisma: PrismaClient, principal: Principal, batchId: number) {
  const batch = await prisma.invoiceBatch.findUnique({
    where: { invoiceid: batchId },
    select: {
      overnighttrackingno: true,
      client: { select: { clientid: true, clientname: true } },
      invoices: {
        select: {
          vehicle: {
            select: { vehicleid: true, vehiclevin: true, titlesenttoauctiondate: true, auction: { select: { auctionid: true, auctionname: true } } },
          },
        },
      },
    },
  });
  if (!batch) throw new NotFoundError(`Invoice batch ${batchId} not found`);
  const clientName = batch.client?.clientname?.trim() ?? '';
  if (!batch.client || clientName === '') throw ValidationError.field('clientid', 'the batch needs a client with a name');
  const seen = new Set<number>();
  const vehicles = batch.invoices
    .map((line) => line.vehicle)
    .filter((v): v is NonNullable<typeof v> => v !== null && v.titlesenttoauctiondate !== null && !seen.has(v.vehicleid) && (seen.add(v.vehicleid), true));
  if (vehicles.length === 0) return { matched: 0, created: 0, dates: [] };
  return prisma.$transaction(async (tx) => {
    const recorded = await tx.titleSent.findMany({
      where: { vehicle_id: { in: vehicles.map((v) => v.vehicleid) } },
      select: { vehicle_id: true, sent_to_auction_date: true },
    });
    const known = new Set(recorded.map((r) => `${r.vehicle_id}|${day(r.sent_to_auction_date)}`));
    const fresh = vehicles.filter((v) => !known.has(`${v.vehicleid}|${day(v.titlesenttoauctiondate!)}`));
    await tx.titleSent.createMany({
      data: fresh.map((v) => ({
        sent_to_auction_date: v.titlesenttoauctiondate!,
        client_id: batch.client!.clientid,
        client_name: clientName,
        auction_id: v.auction?.auctionid ?? null,
        auction_name: v.auction?.auctionname ?? null,
        vehicle_id: v.vehicleid,
        vin: v.vehiclevin,
        overnight_tracking_number: batch.overnighttrackingno,
        userid: principal.userid || null,
      })),
    });
    const dates = [...new Set(vehicles.map((v) => day(v.titlesenttoauctiondate!)))].sort();
    return { matched: vehicles.length, created: fresh.length, dates };
  });
}

/** The first and last day of the month it is in Indianapolis (the screen's default, document 3 §9). */
export function currentMonth(now: Date): { start: string; end: string } {
  return monthBounds(indianapolisDate(now));
}

type Groups = CallAnswer<typeof titlesSentGroups>;
type Day = Groups['data'][number];

interface SentRow {
  id: number;
  sent_to_auction_date: Date;
  client_id: number | null;
  client_name: string | null;
  auction_name: string | null;
  overnight_tracking_number: string | null;
  vin: string | null;
  vehicle_id: number | null;
}

/** The rows as the Titles sent record nests them (document 2 §3): by date (newest first), then client, then auction. */
export function groupTitlesSent(rows: readonly SentRow[]): Day[] {
  const days: Day[] = [];
  for (const row of rows) {
    const date = day(row.sent_to_auction_date);
    const clientName = row.client_name ?? '';
    const auctionName = row.auction_name ?? '';
    let d = days.find((x) => x.sent_to_auction_date === date);
    if (!d) days.push((d = { sent_to_auction_date: date, count: 0, clients: [] }));
    let c = d.clients.find((x) => x.client_id === row.client_id && x.client_name === clientName);
    if (!c) d.clients.push((c = { client_id: row.client_id, client_name: clientName, count: 0, auctions: [] }));
    let a = c.auctions.find((x) => x.auction_name === auctionName);
    if (!a) c.auctions.push((a = { auction_name: auctionName, count: 0, data: [] }));
    a.data.push({ id: row.id, overnight_tracking_number: row.overnight_tracking_number, auction_name: auctionName, vin: row.vin, vehicle_id: row.vehicle_id });
    a.count++;
    c.count++;
    d.count++;
  }
  days.sort((x, y) => y.sent_to_auction_date.localeCompare(x.sent_to_auction_date));
  for (const d of days) {
    d.clients.sort((x, y) => x.client_name.localeCompare(y.client_name));
    for (const c of d.clients) c.auctions.sort((x, y) => x.auction_name.localeCompare(y.auction_name));
  }
  return days;
}

const SENT_ROW = {
  id: true,
  sent_to_auction_date: true,
  client_id: true,
  client_name: true,
  auction_name: true,
  overnight_tracking_number: true,
  vin: true,
  vehicle_id: true,
} as const;

/** The Titles Sent screen's groups for a period (default the current month); `total` counts every row of the period. */
export async function titlesSentGroupsOf(prisma: PrismaClient, period: { start?: string; end?: string }, now = new Date()): Promise<Groups> {
  const month = currentMonth(now);
  const start = period.start ?? month.start;
  const end = period.end ?? month.end;
  if (end < start) throw ValidationError.field('end', 'must not be before start');
  const where = { sent_to_auction_date: { gte: asDate(start), lte: asDate(end) } };
  const [rows, total] = await Promise.all([
    prisma.titleSent.findMany({ where, select: SENT_ROW, orderBy: [{ sent_to_auction_date: 'desc' }, { id: 'asc' }], take: TITLES_SENT_MAX_ROWS }),
    prisma.titleSent.count({ where }),
  ]);
  return { start, end, data: groupTitlesSent(rows), total };
}

export interface TitlesSentGroupKey {
  sent_to_auction_date: string;
  client_id: number;
  auction_name: string;
}

/** One group's rows, for its print and its e-mail: none is a 404 ("No Matching Titles"). */
export async function titlesSentGroup(prisma: PrismaClient, key: TitlesSentGroupKey) {
  const rows = await prisma.titleSent.findMany({
    where: {
      sent_to_auction_date: asDate(key.sent_to_auction_date),
      client_id: key.client_id === 0 ? null : key.client_id,
      ...(key.auction_name === '' ? { OR: [{ auction_name: null }, { auction_name: '' }] } : { auction_name: key.auction_name }),
    },
    select: SENT_ROW,
    orderBy: { id: 'asc' },
    take: TITLES_SENT_MAX_ROWS,
  });
  if (rows.length === 0) throw new NotFoundError(INVOICE_TEXT.NO_MATCHING_TITLES);
  const [group] = groupTitlesSent(rows);
  const client = group!.clients[0]!;
  return {
    sent_to_auction_date: group!.sent_to_auction_date,
    client_name: client.client_name,
    auction_name: client.auctions[0]!.auction_name,
    rows: client.auctions[0]!.data,
  };
}
