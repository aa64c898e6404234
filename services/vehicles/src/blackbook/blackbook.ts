import { isStaff, LOAD_TEXT, type Principal } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { NotFoundError, PartnerUnavailable, UnavailableError } from '@portal/server-kit';
import type { BlackbookEntry, BlackbookPort } from './blackbook-port.js';

async function partner<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PartnerUnavailable) throw new UnavailableError(LOAD_TEXT.BLACKBOOK_UNAVAILABLE);
    throw error;
  }
}

/** POST api/blackbook/{vin}. */
export async function decodeWithBlackbook(port: BlackbookPort, vin: string): Promise<BlackbookEntry> {
  const entry = await partner(() => port.decode(vin.toUpperCase()));
  if (!entry) throw new NotFoundError('Blackbook has no entry for this VIN');
  return entry;
}

/**
 * SOC Refresh Blackbook (document 2 §4): every vehicle of the load gets its Blackbook info again. All
 * answers are asked first, so an outage midway writes nothing; they are then written together, so a
 * failed write leaves the load as it was.
 */
export async function refreshLoadBlackbook(db: PrismaClient, port: BlackbookPort, principal: Principal, loadId: string) {
  const where = isStaff(principal) ? { id: Number(loadId) } : { id: Number(loadId), client_id: { in: principal.clientIds } };
  if (!(await db.clientLoad.findFirst({ where, select: { id: true } }))) throw new NotFoundError(`client_loads ${loadId} not found`);
  const vehicles = await db.vehicle.findMany({ where: { client_load_id: Number(loadId) }, select: { vehicleid: true, vehiclevin: true } });
  const answers: Array<{ v: (typeof vehicles)[number]; entry: BlackbookEntry | null }> = [];
  for (const v of vehicles) answers.push({ v, entry: await partner(() => port.decode(v.vehiclevin)) });
  const missing = answers.filter(({ entry }) => !entry).map(({ v }) => v.vehiclevin);
  await db.$transaction(async (tx) => {
    for (const { v, entry } of answers) {
      if (!entry) continue;
      const { vin: _vin, ...fields } = entry;
      void _vin;
      await tx.blackbookInfo.upsert({
        where: { vehicleid: v.vehicleid },
        create: { vehicleid: v.vehicleid, ...fields, data: { ...entry } },
        update: { ...fields, data: { ...entry } },
      });
    }
  });
  return { refreshed: answers.length - missing.length, missing };
}
