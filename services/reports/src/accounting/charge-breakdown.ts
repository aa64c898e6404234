import { randomUUID } from 'node:crypto';
import { ACCOUNTING_REPORT_TEXT, UNASSIGNED_CLIENT, type CallAnswer, type CallMessage, type chargeBreakdown } from '@portal/contracts';
import { rowsToCsv } from '@portal/contracts/csv';
import { Prisma, type PrismaClient } from '@portal/db';
import type { StoragePort } from '@portal/server-kit';

type Query = CallMessage<typeof chargeBreakdown>['body'];

export const CHARGE_BREAKDOWN_HEADER = [
  'Charge Date',
  'Client',
  'VIN',
  'Year',
  'Make',
  'Model',
  'Charge Type',
  'Amount',
  'Note',
  'Entered By',
  'Invoice Batch',
];

const day = (text: string) => new Date(`${text}T00:00:00Z`);
const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100);
const money = (c: number) => (c / 100).toFixed(2);

export interface ChargeLine {
  vehiclechargeid: number;
  chargedate: Date;
  client_name: string;
  vin: string | null;
  yr: string | null;
  make: string | null;
  model: string | null;
  charge_type: string | null;
  chargeamt: unknown;
  chargenote: string | null;
  entered_by: string | null;
  invoiceid: number | null;
}

/**
 * The charges of the period (document 2 §2, §7 Charge Breakdown): every vehicle charge not deleted whose
 * charge date (a business day) falls in the period, the end day included. A charge belongs to the client it
 * was billed to, its batch's client, and until it is on a batch to its vehicle's client. By client name,
 * then charge date.
 */
export function chargeLines(prisma: PrismaClient, query: Query): Promise<ChargeLine[]> {
  const clientOf = Prisma.sql`coalesce(b.clientid, v.clientid)`;
  const client = query.clientId ? Prisma.sql`AND ${clientOf} = ${Number(query.clientId)}` : Prisma.empty;
  return prisma.$queryRaw<ChargeLine[]>`
    SELECT ch.vehiclechargeid, ch.chargedate, coalesce(c.clientname, ${UNASSIGNED_CLIENT}) AS client_name,
      v.vehiclevin AS vin, v.yr::text AS yr, v.make, v.model, t.vehiclechargetype AS charge_type, ch.chargeamt, ch.chargenote,
      nullif(trim(concat_ws(' ', u.firstname, u.lastname)), '') AS entered_by, nullif(ch.invoiceid, 0) AS invoiceid
    FROM vehicle_charges ch
    LEFT JOIN vehicles v ON v.vehicleid = ch.vehicleid
    LEFT JOIN invoice_batches b ON b.invoiceid = nullif(ch.invoiceid, 0)
    LEFT JOIN clients c ON c.clientid = ${clientOf}
    LEFT JOIN vehicle_charge_types t ON t.vehiclechargetypeid = ch.chargetype
    LEFT JOIN web_users u ON u.userid = ch.enteredby
    WHERE ch.deleted = 0 AND ch.chargedate >= ${day(query.start)} AND ch.chargedate <= ${day(query.end)} ${client}
    ORDER BY client_name ASC, ch.chargedate ASC, ch.vehiclechargeid ASC`;
}

/**
 * The breakdown as CSV rows: a row per charge, then a total per charge type (A to Z) and the total of all,
 * each named "Total" in the Client column so a spreadsheet can tell them from the charges.
 */
export function chargeBreakdownRows(lines: readonly ChargeLine[]): string[][] {
  const rows = lines.map((l) => [
    l.chargedate.toISOString().slice(0, 10),
    l.client_name,
    l.vin ?? '',
    l.yr ?? '',
    l.make ?? '',
    l.model ?? '',
    l.charge_type ?? '',
    money(cents(l.chargeamt)),
    l.chargenote ?? '',
    l.entered_by ?? '',
    l.invoiceid ? String(l.invoiceid) : '',
  ]);
  const byType = new Map<string, { count: number; cents: number }>();
  for (const l of lines) {
    const type = byType.get(l.charge_type ?? '') ?? { count: 0, cents: 0 };
    byType.set(l.charge_type ?? '', { count: type.count + 1, cents: type.cents + cents(l.chargeamt) });
  }
  const total = (type: string, sum: { count: number; cents: number }) => ['', 'Total', '', '', '', '', type, money(sum.cents), `${sum.count} charges`, '', ''];
  const types = [...byType.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([type, sum]) => total(type, sum));
  const all = [...byType.values()].reduce((n, s) => ({ count: n.count + s.count, cents: n.cents + s.cents }), { count: 0, cents: 0 });
  return [...rows, ...types, total('All', all)];
}

/** The Charge Breakdown CSV in the file storage, for the gateway to send once. */
export async function chargeBreakdownFile(prisma: PrismaClient, storage: StoragePort, query: Query): Promise<CallAnswer<typeof chargeBreakdown>> {
  const csv = rowsToCsv(CHARGE_BREAKDOWN_HEADER, chargeBreakdownRows(await chargeLines(prisma, query)));
  const key = `reports/renders/${randomUUID()}.csv`;
  const contentType = 'text/csv; charset=utf-8';
  await storage.put(key, Buffer.from(csv, 'utf8'), contentType);
  return { key, filename: ACCOUNTING_REPORT_TEXT.CHARGE_BREAKDOWN_FILE, contentType, pages: 1, temporary: true, leftOut: [] };
}
