import { Prisma, type PrismaClient } from '@portal/db';
import { BUSINESS_TIME_ZONE, addDays, type CallAnswer, type CallMessage, type userTimeReport } from '@portal/contracts';
import { businessDayStart } from '../report-vehicles/report-vehicle.js';

type Answer = CallAnswer<typeof userTimeReport>;
type Row = Answer['total'];

/** Photo types that show the odometer or the speedometer (document 3 §2.4): the speedo images of the report. */
export const SPEEDO_IMAGE_TYPES = [8, 11];

/** Pictures per vehicle touched, to one decimal; a day without vehicles has none. */
function average(pictures: number, vehicles: number): number {
  return vehicles === 0 ? 0 : Math.round((pictures / vehicles) * 10) / 10;
}

/**
 * The user time report (document 3 §2.7, §3): the photos a user uploaded on each business (Indianapolis)
 * day of the period, how many were speedo and RI (an RI client's vehicle) images, how many vehicles they
 * touched, and the average per vehicle; every upload counts, a photo deleted later included, since the work
 * was done. The Period Total counts each vehicle once over the whole period.
 */
export async function userTimeReportRows(prisma: PrismaClient, body: CallMessage<typeof userTimeReport>['body']): Promise<Answer> {
  const from = businessDayStart(body.start);
  const until = businessDayStart(addDays(body.end, 1));
  const filtered = Prisma.sql`
    FROM vehicle_images i
    JOIN vehicles v ON v.vehicleid = i.vehicleid
    LEFT JOIN clients c ON c.clientid = v.clientid
    WHERE i.userid = ${body.userId} AND i.dateuploaded >= ${from} AND i.dateuploaded < ${until}`;
  const measures = Prisma.sql`
    count(*) AS pictures_taken,
    count(*) FILTER (WHERE i.imagetype = ANY(${SPEEDO_IMAGE_TYPES}::int[])) AS speedo_images,
    count(*) FILTER (WHERE c.is_ri = 1) AS ri_images,
    count(DISTINCT i.vehicleid) AS vehicles_touched`;
  const [days, totals] = await Promise.all([
    prisma.$queryRaw<Array<Record<string, unknown>>>`
      SELECT to_char((i.dateuploaded AT TIME ZONE ${BUSINESS_TIME_ZONE})::date, 'YYYY-MM-DD') AS date, ${measures}
      ${filtered}
      GROUP BY 1 ORDER BY 1`,
    prisma.$queryRaw<Array<Record<string, unknown>>>`SELECT ${measures} ${filtered}`,
  ]);
  const row = (date: string, r: Record<string, unknown> | undefined): Row => {
    const pictures = Number(r?.pictures_taken ?? 0);
    const vehicles = Number(r?.vehicles_touched ?? 0);
    return {
      date,
      pictures_taken: pictures,
      speedo_images: Number(r?.speedo_images ?? 0),
      ri_images: Number(r?.ri_images ?? 0),
      vehicles_touched: vehicles,
      avg_pics: average(pictures, vehicles),
    };
  };
  return { data: days.map((d) => row(String(d.date), d)), total: row('Period Total', totals[0]) };
}
