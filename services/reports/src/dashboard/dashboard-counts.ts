import { Prisma, type PrismaClient } from '@portal/db';
import type { DashboardAnswer } from '@portal/contracts';
import { businessDayStart, calendarDay } from '../report-vehicles/report-vehicle.js';

type Counts = Pick<DashboardAnswer, 'totals' | 'statuses'>;

/**
 * The period counts of document 2 §9 in one pass: only vehicles with some date in the period are read
 * (each date column has its index, migration 0010 adds the last ones, so PostgreSQL unions index scans),
 * then each metric counts the rows meeting its own condition. Cancelled vehicles count only as Cancelled.
 * `start` and `today` are business dates (YYYY-MM-DD); see README for what each metric counts.
 */
export async function periodCounts(prisma: PrismaClient, clientIds: number[] | null, start: string, today: string): Promise<Counts> {
  const from = calendarDay(start);
  const to = calendarDay(today);
  const createdFrom = businessDayStart(start);
  const scope = clientIds === null ? Prisma.empty : Prisma.sql`AND v.clientid = ANY(${clientIds}::int[])`;
  const live = Prisma.sql`(v.cancelled <> 1 AND v.titlestatusid IS DISTINCT FROM 5)`;
  const within = (column: string) => Prisma.sql`(${Prisma.raw(`v.${column}`)} >= ${from} AND ${Prisma.raw(`v.${column}`)} <= ${to})`;
  const received = Prisma.sql`v.recordcreateddate >= ${createdFrom}`;
  const [row] = await prisma.$queryRaw<Record<string, bigint>[]>`
    SELECT
      count(*) FILTER (WHERE ${received}) AS received,
      count(*) FILTER (WHERE ${received} AND NOT ${live}) AS cancelled,
      count(*) FILTER (WHERE ${received} AND ${live} AND v.processtype = 1) AS in_state,
      count(*) FILTER (WHERE ${received} AND ${live} AND v.processtype = 2) AS out_of_state,
      count(*) FILTER (WHERE ${received} AND ${live} AND c.is_ri = 1) AS registered_import,
      count(*) FILTER (WHERE ${within('vaultreleasedate')} AND ${live}) AS vault,
      count(*) FILTER (WHERE ${received} AND ${live} AND v.speedo_required = 1 AND v.speedo_placed_date IS NULL) AS speedo_needed,
      count(*) FILTER (WHERE ${within('speedo_placed_date')} AND ${live}) AS speedo_complete,
      count(*) FILTER (WHERE ${received} AND ${live} AND v.client_load_id IS NOT NULL) AS assigned_to_transport,
      count(*) FILTER (WHERE ${within('submittedtocustomsdate')} AND ${live}) AS submitted_to_customs,
      count(*) FILTER (WHERE ${within('crossedborderdate')} AND ${live}) AS crossed_border,
      count(*) FILTER (WHERE ${within('submitteddotdate')} AND ${live}) AS submitted_to_dot,
      count(*) FILTER (WHERE ${within('titleregownershipdate')} AND ${live}) AS ownerships_received,
      count(*) FILTER (WHERE ${within('titlesenttobmvdate')} AND ${live}) AS titles_applied_for,
      count(*) FILTER (WHERE ${within('state_white_copy_date')} AND ${live}) AS white_copies_received,
      count(*) FILTER (WHERE ${within('bondreleasedate')} AND ${live}) AS bond_released,
      count(*) FILTER (WHERE ${within('titlesenttoauctiondate')} AND ${live}) AS title_sent_to_customer
    FROM vehicles v
    LEFT JOIN clients c ON c.clientid = v.clientid
    WHERE (
      ${received}
      OR ${within('vaultreleasedate')}
      OR ${within('speedo_placed_date')}
      OR ${within('submittedtocustomsdate')}
      OR ${within('crossedborderdate')}
      OR ${within('submitteddotdate')}
      OR ${within('titleregownershipdate')}
      OR ${within('titlesenttobmvdate')}
      OR ${within('state_white_copy_date')}
      OR ${within('bondreleasedate')}
      OR ${within('titlesenttoauctiondate')}
    ) ${scope}`;
  const n = (key: string) => Number(row?.[key] ?? 0);
  return {
    totals: {
      received: n('received'),
      cancelled: n('cancelled'),
      in_state: n('in_state'),
      out_of_state: n('out_of_state'),
      registered_import: n('registered_import'),
      vault: n('vault'),
    },
    statuses: {
      speedo_needed: n('speedo_needed'),
      speedo_complete: n('speedo_complete'),
      assigned_to_transport: n('assigned_to_transport'),
      submitted_to_customs: n('submitted_to_customs'),
      crossed_border: n('crossed_border'),
      submitted_to_dot: n('submitted_to_dot'),
      ownerships_received: n('ownerships_received'),
      titles_applied_for: n('titles_applied_for'),
      white_copies_received: n('white_copies_received'),
      bond_released: n('bond_released'),
      title_sent_to_customer: n('title_sent_to_customer'),
    },
  };
}
