import { Prisma, type PrismaClient } from '@portal/db';
import {
  ACTIVITY_DATE_FIELD,
  ACTIVITY_TYPES,
  TITLE_ACTIVITY_MAX_ROWS,
  addDays,
  type ActivityType,
  type CallAnswer,
  type CallMessage,
  type staffVolume,
  type titleActivity,
} from '@portal/contracts';
import { businessDayStart } from '../report-vehicles/report-vehicle.js';

type VolumeAnswer = CallAnswer<typeof staffVolume>;
type VolumeRow = VolumeAnswer['totals'];

/** The instants a period of business days covers: from the first moment of its start to that of the day after its end. */
function bounds(start: string, end: string): { from: Date; until: Date } {
  return { from: businessDayStart(start), until: businessDayStart(addDays(end, 1)) };
}

/**
 * The pieces of work of one kind in the period, as (vehicleid, userid, at): a vehicle created by its
 * enterer; a vehicle date set, as the history of its changes records it (the user who set it, when; a date
 * cleared is not work done); a note written.
 */
function workOf(type: ActivityType, from: Date, until: Date): Prisma.Sql {
  if (type === 'created') {
    return Prisma.sql`SELECT v.vehicleid, v.enteredby AS userid, v.recordcreateddate AS at
      FROM vehicles v WHERE v.recordcreateddate >= ${from} AND v.recordcreateddate < ${until}`;
  }
  if (type === 'notes') {
    return Prisma.sql`SELECT n.vehicleid, n.userid, n.notedate AS at
      FROM vehicle_notes n WHERE n.notedate >= ${from} AND n.notedate < ${until}`;
  }
  return Prisma.sql`SELECT h.object_type_id AS vehicleid, h.userid, h.created_at AS at
    FROM history_items h
    WHERE h.object_type = 'vehicle' AND h.target_field = ${ACTIVITY_DATE_FIELD[type]}
      AND coalesce(h.value, '') <> '' AND h.created_at >= ${from} AND h.created_at < ${until}`;
}

/**
 * Staff Volume (document 2 §2, §3): per user, how many of each kind of work they did in the period, and
 * the total; the totals row is named "totals". Work of no known user counts under "Unknown".
 */
export async function staffVolumeRows(prisma: PrismaClient, query: CallMessage<typeof staffVolume>['query']): Promise<VolumeAnswer> {
  const { from, until } = bounds(query.start, query.end);
  const work = Prisma.join(
    ACTIVITY_TYPES.map((type) => Prisma.sql`SELECT w.userid, ${type}::text AS kind FROM (${workOf(type, from, until)}) w`),
    ' UNION ALL ',
  );
  const counts = Prisma.join(
    ACTIVITY_TYPES.map((type) => Prisma.sql`count(*) FILTER (WHERE work.kind = ${type}) AS ${Prisma.raw(type)}`),
    ', ',
  );
  const found = await prisma.$queryRaw<Array<Record<string, unknown>>>`
    SELECT work.userid, coalesce(u.username, 'Unknown') AS username, ${counts}, count(*) AS total
    FROM (${work}) work LEFT JOIN web_users u ON u.userid = work.userid
    GROUP BY work.userid, u.username
    ORDER BY username`;
  const row = (userid: number | null, username: string, source: (key: ActivityType | 'total') => number): VolumeRow =>
    ({ userid, username, ...Object.fromEntries(ACTIVITY_TYPES.map((t) => [t, source(t)])), total: source('total') }) as VolumeRow;
  const rows = found.map((r) => row(r.userid === null ? null : Number(r.userid), String(r.username), (key) => Number(r[key])));
  return { rows, totals: row(null, 'totals', (key) => rows.reduce((n, r) => n + r[key], 0)) };
}

/** Title Activity: the work of one kind in the period behind a Staff Volume count, newest first, with its vehicle and user. */
export async function titleActivityRows(prisma: PrismaClient, query: CallMessage<typeof titleActivity>['query']): Promise<CallAnswer<typeof titleActivity>> {
  const { from, until } = bounds(query.start, query.end);
  const user = query.userId ? Prisma.sql`WHERE w.userid = ${Number(query.userId)}` : Prisma.empty;
  const work = Prisma.sql`SELECT w.* FROM (${workOf(query.type, from, until)}) w ${user}`;
  const [counted, found] = await Promise.all([
    prisma.$queryRaw<Array<{ total: bigint }>>`SELECT count(*) AS total FROM (${work}) work`,
    prisma.$queryRaw<Array<Record<string, unknown>>>`
      SELECT work.vehicleid, v.vehiclevin, work.userid, coalesce(u.username, 'Unknown') AS username, work.at
      FROM (${work}) work
      JOIN vehicles v ON v.vehicleid = work.vehicleid
      LEFT JOIN web_users u ON u.userid = work.userid
      ORDER BY work.at DESC, work.vehicleid DESC
      LIMIT ${TITLE_ACTIVITY_MAX_ROWS}`,
  ]);
  return {
    total: Number(counted[0]?.total ?? 0),
    rows: found.map((r) => ({
      vehicleid: Number(r.vehicleid),
      vehiclevin: String(r.vehiclevin ?? ''),
      userid: r.userid === null ? null : Number(r.userid),
      username: String(r.username),
      at: (r.at as Date).toISOString(),
    })),
  };
}
