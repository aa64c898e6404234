import { Prisma, type PrismaClient } from '@portal/db';
import { BUSINESS_TIME_ZONE, REPORT_BOUNDS, businessToday, type CallAnswer, type customerMonthlyStats, type customerStats } from '@portal/contracts';
import { NotFoundError } from '@portal/server-kit';
import { businessDayStart } from '../report-vehicles/report-vehicle.js';

type StatsRow = CallAnswer<typeof customerStats>['rows'][number];
type Counts = Pick<StatsRow, 'count' | 'count_prev' | 'count_ri' | 'count_ri_prev' | 'count_titles' | 'count_titles_prev'>;

/** The change from the year before as a whole percent; none when the year before had nothing to compare with. */
export function yoy(count: number, previous: number): number | null {
  return previous > 0 ? Math.round(((count - previous) / previous) * 100) : null;
}

function withYoy<T extends Counts>(row: T): T & Pick<StatsRow, 'count_yoy' | 'count_ri_yoy' | 'count_titles_yoy'> {
  return {
    ...row,
    count_yoy: yoy(row.count, row.count_prev),
    count_ri_yoy: yoy(row.count_ri, row.count_ri_prev),
    count_titles_yoy: yoy(row.count_titles, row.count_titles_prev),
  };
}

/**
 * The part of the year compared: the whole year, or for the current year its days through today (and the
 * same days of the year before), so a year under way is not set against a whole one.
 */
export function statsPeriod(year: number, today = businessToday()): { through: string; current: [Date, Date]; previous: [Date, Date] } {
  const partial = Number(today.slice(0, 4)) === year;
  // The day after "through" in each year; after 29 February, the year before runs through 1 March.
  const nextDay = (y: number) =>
    partial ? new Date(Date.UTC(y, Number(today.slice(5, 7)) - 1, Number(today.slice(8, 10)) + 1)) : new Date(Date.UTC(y + 1, 0, 1));
  const end = (y: number) => businessDayStart(nextDay(y).toISOString().slice(0, 10));
  return {
    through: partial ? today : `${year}-12-31`,
    current: [businessDayStart(`${year}-01-01`), end(year)],
    previous: [businessDayStart(`${year - 1}-01-01`), end(year - 1)],
  };
}

/** The received-vehicle counts of both periods, by client and, when asked, by month. */
function countsSql(year: number, byMonth: boolean, client: Prisma.Sql) {
  const { current, previous } = statsPeriod(year);
  const riTypes = [...REPORT_BOUNDS.PENDING_DOT_APPLICATION_TYPES];
  const isRi = Prisma.sql`coalesce(v.titleprocessingtype = ANY(${riTypes}::int[]), false)`;
  const inCurrent = Prisma.sql`v.recordcreateddate >= ${current[0]} AND v.recordcreateddate < ${current[1]}`;
  const inPrevious = Prisma.sql`v.recordcreateddate >= ${previous[0]} AND v.recordcreateddate < ${previous[1]}`;
  const month = byMonth ? Prisma.sql`, extract(month FROM v.recordcreateddate AT TIME ZONE ${BUSINESS_TIME_ZONE})::int AS month` : Prisma.empty;
  return Prisma.sql`
    SELECT v.clientid, c.clientname ${month},
      count(*) FILTER (WHERE ${inCurrent}) AS count, count(*) FILTER (WHERE ${inPrevious}) AS count_prev,
      count(*) FILTER (WHERE ${inCurrent} AND ${isRi}) AS count_ri, count(*) FILTER (WHERE ${inPrevious} AND ${isRi}) AS count_ri_prev,
      count(*) FILTER (WHERE ${inCurrent} AND NOT ${isRi}) AS count_titles,
      count(*) FILTER (WHERE ${inPrevious} AND NOT ${isRi}) AS count_titles_prev
    FROM vehicles v JOIN clients c ON c.clientid = v.clientid
    WHERE ((${inCurrent}) OR (${inPrevious})) ${client}
    GROUP BY v.clientid, c.clientname ${byMonth ? Prisma.sql`, 3` : Prisma.empty}`;
}

function countsOf(r: Record<string, unknown>): Counts {
  return {
    count: Number(r.count),
    count_prev: Number(r.count_prev),
    count_ri: Number(r.count_ri),
    count_ri_prev: Number(r.count_ri_prev),
    count_titles: Number(r.count_titles),
    count_titles_prev: Number(r.count_titles_prev),
  };
}

/** Customer stats (document 3 §2.7, §3, §5): every client with vehicles in either period, by name. */
export async function customerStatsRows(prisma: PrismaClient, yearText: string): Promise<CallAnswer<typeof customerStats>> {
  const year = Number(yearText);
  const found = await prisma.$queryRaw<Array<Record<string, unknown>>>`${countsSql(year, false, Prisma.empty)} ORDER BY c.clientname`;
  return {
    year,
    through: statsPeriod(year).through,
    rows: found.map((r) => withYoy({ clientid: Number(r.clientid), clientname: String(r.clientname), ...countsOf(r) })),
  };
}

/** One client's months: all twelve, a month without vehicles in either year as zeros. */
export async function customerMonthlyStatsRows(prisma: PrismaClient, yearText: string, clientText: string): Promise<CallAnswer<typeof customerMonthlyStats>> {
  const year = Number(yearText);
  const clientid = Number(clientText);
  const client = await prisma.client.findUnique({ where: { clientid }, select: { clientname: true } });
  if (!client) throw new NotFoundError('No such client');
  const found = await prisma.$queryRaw<Array<Record<string, unknown>>>`${countsSql(year, true, Prisma.sql`AND v.clientid = ${clientid}`)}`;
  const byMonth = new Map(found.map((r) => [Number(r.month), r]));
  const zero = { count: 0, count_prev: 0, count_ri: 0, count_ri_prev: 0, count_titles: 0, count_titles_prev: 0 };
  return {
    year,
    rows: Array.from({ length: 12 }, (_, i) => {
      const r = byMonth.get(i + 1);
      return withYoy({ clientid, clientname: client.clientname, month: i + 1, ...(r ? countsOf(r) : zero) });
    }),
  };
}
