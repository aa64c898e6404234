import { Prisma, type PrismaClient } from '@portal/db';
import {
  CUSTOMS_CHART_YEARS,
  CUSTOMS_PERIODS,
  CUSTOMS_WEEKS,
  REPORT_PAGE_SIZE,
  businessToday,
  customsPeriodRange,
  type CallAnswer,
  type CustomsPeriod,
  type customsSubmittedStats,
} from '@portal/contracts';
import { NOT_CANCELLED, reportResource } from '../report-vehicles/report-vehicle.js';

type CustomsStats = CallAnswer<typeof customsSubmittedStats>;
type Series = CustomsStats['graphData2'];

/**
 * RI Customs Submitted (document 3 §2.7, §7): the vehicles submitted to customs, not cancelled; the screen
 * picks the period (this week at first); latest submission first.
 */
export const customsSubmittedResource = reportResource({
  name: 'vehicles_customs_submitted',
  where: { ...NOT_CANCELLED, submittedtocustomsdate: { not: null } },
  defaultOrder: [{ field: 'submittedtocustomsdate', direction: 'desc' }],
  pageSize: REPORT_PAGE_SIZE,
});

// The list's condition in SQL: the statistics count exactly the rows the list shows for the same days.
const SUBMITTED = Prisma.sql`v.submittedtocustomsdate IS NOT NULL AND v.cancelled <> 1 AND NOT (v.titlestatusid = 5)`;

function between(from: string, to: string): Prisma.Sql {
  return Prisma.sql`v.submittedtocustomsdate BETWEEN ${from}::date AND ${to}::date`;
}

/** Each year's counts, zero where nothing was submitted, the years in order. */
function seriesOf(found: Array<{ year: number; slot: number; count: bigint | number }>, years: number[], slots: number): Series {
  return years.map((year) => {
    const counts = new Array<number>(slots).fill(0);
    for (const row of found) if (Number(row.year) === year) counts[Number(row.slot) - 1] = Number(row.count);
    return { year, counts };
  });
}

function runningTotals(series: Series): Series {
  return series.map(({ year, counts }) => {
    let total = 0;
    return { year, counts: counts.map((n) => (total += n)) };
  });
}

/**
 * The customs statistics (document 3 §3, §9): the count of each period of `CUSTOMS_PERIODS`, and the weekly
 * and monthly series of this year and the two before (the weeks as `customsWeekOfYear` numbers them).
 */
export async function customsStats(prisma: PrismaClient, today: string = businessToday()): Promise<CustomsStats> {
  const ranges = CUSTOMS_PERIODS.map((period) => [period, customsPeriodRange(period, today)] as const);
  const counts = ranges.map(([period, r]) => Prisma.sql`count(*) FILTER (WHERE ${between(r.from, r.to)}) AS ${Prisma.raw(period)}`);
  // The widest periods (this and last year) hold every other one.
  const oldest = customsPeriodRange('lastyear', today).from;
  const newest = customsPeriodRange('thisyear', today).to;
  const [periodRow] = await prisma.$queryRaw<Array<Record<CustomsPeriod, bigint>>>`
    SELECT ${Prisma.join(counts)} FROM vehicles v WHERE ${SUBMITTED} AND ${between(oldest, newest)}`;

  const thisYear = Number(today.slice(0, 4));
  const years = Array.from({ length: CUSTOMS_CHART_YEARS }, (_, i) => thisYear - CUSTOMS_CHART_YEARS + 1 + i);
  const chartRange = between(`${years[0]}-01-01`, `${thisYear}-12-31`);
  const year = Prisma.sql`extract(year FROM v.submittedtocustomsdate)::int`;
  const week = Prisma.sql`((extract(doy FROM v.submittedtocustomsdate)::int - 1) / 7 + 1)`;
  const month = Prisma.sql`extract(month FROM v.submittedtocustomsdate)::int`;
  const grouped = (slot: Prisma.Sql) => prisma.$queryRaw<Array<{ year: number; slot: number; count: bigint }>>`
    SELECT ${year} AS year, ${slot} AS slot, count(*) AS count FROM vehicles v WHERE ${SUBMITTED} AND ${chartRange} GROUP BY 1, 2`;
  const [weeks, months] = await Promise.all([grouped(week), grouped(month)]);

  const monthly = seriesOf(months, years, 12);
  return {
    today,
    periodOverPeriod: Object.fromEntries(
      ranges.map(([period, r]) => [period, { ...r, count: Number(periodRow?.[period] ?? 0) }]),
    ) as CustomsStats['periodOverPeriod'],
    graphData2: seriesOf(weeks, years, CUSTOMS_WEEKS),
    graphData3: monthly,
    graphData4: runningTotals(monthly),
  };
}
