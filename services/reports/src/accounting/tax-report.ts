import { Prisma, type PrismaClient } from '@portal/db';
import type { CallAnswer, CallMessage, taxReport } from '@portal/contracts';
import { summaryPeriod } from './monthly-summary.js';

type Answer = CallAnswer<typeof taxReport>;
type Row = Answer['totals'];

const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100);
const money = (c: number) => (c / 100).toFixed(2);
type Fee = 'fee_state' | 'fee_dvs' | 'fee_other' | 'total';

/**
 * The yearly tax report (document 3 §2.7): per month and client, the invoice lines dated in the year (or the
 * month chosen) and their fees as kept when each vehicle joined its batch: the state's (title and
 * registration fees and taxes owed to the state), the DVS's, and the rest. Read-only over the invoicing tables.
 */
export async function taxReportRows(prisma: PrismaClient, body: CallMessage<typeof taxReport>['body']): Promise<Answer> {
  const { start, end } = summaryPeriod(body.year, body.month || undefined);
  const client = body.clientId ? Prisma.sql`AND i.clientid = ${Number(body.clientId)}` : Prisma.empty;
  const found = await prisma.$queryRaw<Array<Record<string, unknown>>>`
    SELECT to_char(i.invoicedate, 'YYYY-MM') AS month, i.clientid, coalesce(c.clientname, 'Unassigned') AS client_name,
      count(*) AS count, sum(i.fee_state) AS fee_state, sum(i.fee_dvs) AS fee_dvs, sum(i.fee_other) AS fee_other,
      sum(i.totalcost) AS total
    FROM invoices i
    LEFT JOIN clients c ON c.clientid = i.clientid
    WHERE i.invoicedate >= ${new Date(`${start}T00:00:00Z`)} AND i.invoicedate < ${new Date(`${end}T00:00:00Z`)} ${client}
    GROUP BY 1, i.clientid, c.clientname
    ORDER BY 1, client_name`;
  const rows: Row[] = found.map((r) => ({
    month: String(r.month),
    clientid: r.clientid === null ? null : Number(r.clientid),
    client_name: String(r.client_name),
    count: Number(r.count),
    fee_state: money(cents(r.fee_state)),
    fee_dvs: money(cents(r.fee_dvs)),
    fee_other: money(cents(r.fee_other)),
    total: money(cents(r.total)),
  }));
  const sum = (key: Fee) => money(rows.reduce((n, r) => n + cents(r[key]), 0));
  return {
    rows,
    totals: {
      month: body.month ? start.slice(0, 7) : body.year,
      clientid: null,
      client_name: 'Total',
      count: rows.reduce((n, r) => n + r.count, 0),
      fee_state: sum('fee_state'),
      fee_dvs: sum('fee_dvs'),
      fee_other: sum('fee_other'),
      total: sum('total'),
    },
  };
}
