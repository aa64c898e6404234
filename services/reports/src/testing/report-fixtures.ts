import type { PrismaClient } from '@portal/db';

/** A vehicle as a test names it: a VIN of its own and the fields its case turns on. */
export type VehicleCase = Record<string, unknown> & { vin: string };

const day = (date: string) => new Date(`${date}T00:00:00.000Z`);
/** Every vehicle column named `...date` is a calendar date, except the created stamp. */
const isCalendarDate = (key: string) => key.endsWith('date') && key !== 'recordcreateddate';

/** Creates the case's vehicle for a client; calendar dates are given as YYYY-MM-DD, the created stamp as an ISO instant. */
export async function addVehicle(prisma: PrismaClient, clientid: number, { vin, ...fields }: VehicleCase): Promise<number> {
  const data: Record<string, unknown> = { vehiclevin: vin, clientid, titlestatusid: 2 };
  for (const [key, value] of Object.entries(fields)) {
    data[key] = isCalendarDate(key) && typeof value === 'string' ? day(value) : key === 'recordcreateddate' ? new Date(String(value)) : value;
  }
  const vehicle = await prisma.vehicle.create({ data: data as never });
  return vehicle.vehicleid;
}

/** The VINs of a list's rows, sorted. */
export function vinsOf(rows: ReadonlyArray<Record<string, unknown>>): string[] {
  return rows.map((row) => String(row.vehiclevin)).sort();
}
