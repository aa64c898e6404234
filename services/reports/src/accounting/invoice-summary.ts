import { Prisma, type PrismaClient } from '@portal/db';
import { INVOICE_SUMMARY_PAGE_SIZE, UNASSIGNED_CLIENT, type CallAnswer, type CallMessage, type invoiceSummary } from '@portal/contracts';

type Answer = CallAnswer<typeof invoiceSummary>;
type Row = Answer['rows'][number];
export type InvoiceSummaryQuery = Omit<CallMessage<typeof invoiceSummary>['query'], 'page'>;

const day = (text: string) => new Date(`${text}T00:00:00Z`);
const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100);
const money = (c: number) => (c / 100).toFixed(2);
const dayOf = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value ?? '').slice(0, 10));

/**
 * The lines of the period: invoice dates are business (Indianapolis) days kept as dates, so the period is
 * compared day for day, the end day included.
 */
function periodWhere(query: InvoiceSummaryQuery): Prisma.Sql {
  const end = query.end ? Prisma.sql`AND i.invoicedate <= ${day(query.end)}` : Prisma.empty;
  const client = query.clientId ? Prisma.sql`AND i.clientid = ${Number(query.clientId)}` : Prisma.empty;
  return Prisma.sql`i.invoicedate IS NOT NULL AND i.invoicedate >= ${day(query.start)} ${end} ${client}`;
}

const CLIENT_NAME = Prisma.sql`coalesce(c.clientname, ${UNASSIGNED_CLIENT})`;

/**
 * The invoice summary (document 3 §2.7, §3, §9), also the auction invoice report (document 2 §2): the
 * invoice lines dated in the period, by client name (A to Z), then invoice date (newest first), a page of
 * lines at a time. Each client's and each date's count and total are of the whole period, so a group cut by
 * a page still shows its full figures. Read-only over the invoicing tables.
 */
export async function invoiceSummaryReport(
  prisma: PrismaClient,
  query: InvoiceSummaryQuery,
  { page = 1, perPage = INVOICE_SUMMARY_PAGE_SIZE }: { page?: number; perPage?: number } = {},
): Promise<Answer> {
  const where = periodWhere(query);
  const groups = await prisma.$queryRaw<Array<{ clientid: number | null; name: string; invoicedate: Date; count: bigint; total: unknown }>>`
    SELECT i.clientid, ${CLIENT_NAME} AS name, i.invoicedate, count(*) AS count, coalesce(sum(i.totalcost), 0) AS total
    FROM invoices i LEFT JOIN clients c ON c.clientid = i.clientid
    WHERE ${where}
    GROUP BY i.clientid, c.clientname, i.invoicedate`;
  const lines = await prisma.$queryRaw<
    Array<{
      invoicedetailid: number;
      invoicebatchid: number;
      vehicleid: number | null;
      serialnumber: string | null;
      clientid: number | null;
      invoicedate: Date;
      totalcost: unknown;
    }>
  >`
    SELECT i.invoicedetailid, i.invoicebatchid, i.vehicleid, coalesce(i.serialnumber, v.vehiclevin) AS serialnumber, i.clientid, i.invoicedate, i.totalcost
    FROM invoices i LEFT JOIN clients c ON c.clientid = i.clientid LEFT JOIN vehicles v ON v.vehicleid = i.vehicleid
    WHERE ${where}
    ORDER BY ${CLIENT_NAME} ASC, i.clientid ASC NULLS LAST, i.invoicedate DESC, i.invoicedetailid ASC
    LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`;

  const groupKey = (clientid: number | null, date: string) => `${clientid ?? ''}|${date}`;
  const byDate = new Map(groups.map((g) => [groupKey(g.clientid, dayOf(g.invoicedate)), g]));
  const rows: Row[] = [];
  for (const line of lines) {
    const date = dayOf(line.invoicedate);
    let row = rows.at(-1);
    if (!row || row.clientid !== line.clientid) {
      const own = groups.filter((g) => g.clientid === line.clientid);
      row = {
        clientid: line.clientid,
        name: own[0]?.name ?? UNASSIGNED_CLIENT,
        count: own.reduce((n, g) => n + Number(g.count), 0),
        total_cost: money(own.reduce((n, g) => n + cents(g.total), 0)),
        dates: [],
      };
      rows.push(row);
    }
    let dated = row.dates.at(-1);
    if (!dated || dated.name !== date) {
      const group = byDate.get(groupKey(line.clientid, date));
      dated = { name: date, count: Number(group?.count ?? 0), total_cost: money(cents(group?.total)), data: [] };
      row.dates.push(dated);
    }
    dated.data.push({
      invoice_detail_id: line.invoicedetailid,
      invoice_batch_id: line.invoicebatchid,
      vehicle_id: line.vehicleid,
      serial_number: line.serialnumber ?? '',
      total_cost: money(cents(line.totalcost)),
    });
  }
  const count = groups.reduce((n, g) => n + Number(g.count), 0);
  return {
    start: query.start,
    end: query.end || null,
    page,
    perPage,
    lastPage: Math.max(1, Math.ceil(count / perPage)),
    total: { count, total_cost: money(groups.reduce((n, g) => n + cents(g.total), 0)) },
    rows,
  };
}
