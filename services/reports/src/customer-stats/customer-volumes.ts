import type { PrismaClient } from '@portal/db';
import { BUSINESS_TIME_ZONE, addDays, type CallAnswer, type CallMessage, type customerVolumes } from '@portal/contracts';
import { businessDayStart } from '../report-vehicles/report-vehicle.js';

type Answer = CallAnswer<typeof customerVolumes>;

/** The months (YYYY-MM) from the one a day falls in to the one another falls in. */
export function monthsBetween(start: string, end: string): string[] {
  const months: string[] = [];
  let year = Number(start.slice(0, 4));
  let month = Number(start.slice(5, 7));
  const last = end.slice(0, 7);
  for (;;) {
    const text = `${year}-${String(month).padStart(2, '0')}`;
    months.push(text);
    if (text >= last) return months;
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year += 1;
  }
}

/** The period read: the exact days, or the whole months they fall in. */
export function volumePeriod(start: string, end: string, exactDates: boolean): { start: string; end: string } {
  if (exactDates) return { start, end };
  const afterEnd = addDays(`${end.slice(0, 8)}01`, 32);
  return { start: `${start.slice(0, 8)}01`, end: addDays(`${afterEnd.slice(0, 8)}01`, -1) };
}

/**
 * Customer volumes (document 3 §2.7, §7): per client, the vehicles received (created) in each business month of
 * the period; without exact dates the period is widened to whole months, with them the first and last months
 * are cut at the days given. Clients with no vehicle in the period are left out.
 */
export async function customerVolumeRows(prisma: PrismaClient, body: CallMessage<typeof customerVolumes>['body']): Promise<Answer> {
  const period = volumePeriod(body.start, body.end, body.exactDates ?? false);
  const months = monthsBetween(period.start, period.end);
  const found = await prisma.$queryRaw<Array<{ clientid: number; clientname: string; month: string; count: bigint }>>`
    SELECT v.clientid, c.clientname, to_char(v.recordcreateddate AT TIME ZONE ${BUSINESS_TIME_ZONE}, 'YYYY-MM') AS month, count(*) AS count
    FROM vehicles v JOIN clients c ON c.clientid = v.clientid
    WHERE v.recordcreateddate >= ${businessDayStart(period.start)} AND v.recordcreateddate < ${businessDayStart(addDays(period.end, 1))}
    GROUP BY v.clientid, c.clientname, 3
    ORDER BY c.clientname, v.clientid`;
  const rows = new Map<number, Answer['rows'][number]>();
  for (const r of found) {
    const row = rows.get(r.clientid) ?? { clientid: r.clientid, clientname: r.clientname, counts: months.map(() => 0), total: 0 };
    row.counts[months.indexOf(r.month)] = Number(r.count);
    row.total += Number(r.count);
    rows.set(r.clientid, row);
  }
  const list = [...rows.values()];
  const counts = months.map((_, i) => list.reduce((n, r) => n + r.counts[i], 0));
  return { ...period, months, rows: list, totals: { counts, total: counts.reduce((a, b) => a + b, 0) } };
}
