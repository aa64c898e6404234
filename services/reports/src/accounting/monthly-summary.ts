import { Prisma, type PrismaClient } from '@portal/db';
import { REPORT_BOUNDS, addDays, type CallAnswer, type CallMessage, type monthlySummary } from '@portal/contracts';

type Answer = CallAnswer<typeof monthlySummary>;
type Row = Answer['rows'][number];

/** The first day of the period and the first day after it: a month, or the whole year when no month is given. */
export function summaryPeriod(year: string, month?: string): { start: string; end: string } {
  if (!month) return { start: `${year}-01-01`, end: `${Number(year) + 1}-01-01` };
  const start = `${year}-${month.padStart(2, '0')}-01`;
  return { start, end: `${addDays(start, 32).slice(0, 8)}01` };
}

const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100);
const money = (c: number) => (c / 100).toFixed(2);

/**
 * The monthly summary (document 3 §2.7, §3): each client's invoice lines dated in the period, their count
 * and amount, split into RI lines (the vehicle's application type is an RI type: 18, 19, 27) and title lines
 * (any other). Read-only over the invoicing tables.
 */
export async function monthlySummaryReport(prisma: PrismaClient, query: CallMessage<typeof monthlySummary>['query']): Promise<Answer> {
  const { start, end } = summaryPeriod(query.year, query.month || undefined);
  const client = query.clientId ? Prisma.sql`AND i.clientid = ${Number(query.clientId)}` : Prisma.empty;
  const riTypes = [...REPORT_BOUNDS.PENDING_DOT_APPLICATION_TYPES];
  const isRi = Prisma.sql`coalesce(v.titleprocessingtype = ANY(${riTypes}::int[]), false)`;
  const found = await prisma.$queryRaw<Array<Record<string, unknown>>>`
    SELECT i.clientid, coalesce(c.clientname, 'Unassigned') AS client_name,
      count(*) AS count, coalesce(sum(i.totalcost), 0) AS sum,
      count(*) FILTER (WHERE ${isRi}) AS count_ri, coalesce(sum(i.totalcost) FILTER (WHERE ${isRi}), 0) AS sum_ri,
      count(*) FILTER (WHERE NOT ${isRi}) AS count_titles, coalesce(sum(i.totalcost) FILTER (WHERE NOT ${isRi}), 0) AS sum_titles
    FROM invoices i
    LEFT JOIN clients c ON c.clientid = i.clientid
    LEFT JOIN vehicles v ON v.vehicleid = i.vehicleid
    WHERE i.invoicedate >= ${new Date(`${start}T00:00:00Z`)} AND i.invoicedate < ${new Date(`${end}T00:00:00Z`)} ${client}
    GROUP BY i.clientid, c.clientname
    ORDER BY client_name ASC`;
  const rows: Row[] = found.map((r) => ({
    clientid: r.clientid === null ? null : Number(r.clientid),
    client_name: String(r.client_name),
    count: Number(r.count),
    sum: money(cents(r.sum)),
    count_ri: Number(r.count_ri),
    sum_ri: money(cents(r.sum_ri)),
    count_titles: Number(r.count_titles),
    sum_titles: money(cents(r.sum_titles)),
  }));
  const total = (key: 'count' | 'count_ri' | 'count_titles') => rows.reduce((n, r) => n + r[key], 0);
  const totalMoney = (key: 'sum' | 'sum_ri' | 'sum_titles') => money(rows.reduce((n, r) => n + cents(r[key]), 0));
  return {
    start,
    end,
    rows,
    totals: {
      clientid: null,
      client_name: 'Total',
      count: total('count'),
      sum: totalMoney('sum'),
      count_ri: total('count_ri'),
      sum_ri: totalMoney('sum_ri'),
      count_titles: total('count_titles'),
      sum_titles: totalMoney('sum_titles'),
    },
  };
}
