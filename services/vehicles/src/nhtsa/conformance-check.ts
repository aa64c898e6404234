import type { PrismaClient } from '@portal/db';

/**
 * Conformance Plus: a year/make/model this business has never imported needs additional NHTSA
 * processing. "Imported before" means any vehicle in the register with the same yr, make and model
 * (ignoring case), whatever its client or state.
 */
export async function requiresConformancePlus(prisma: PrismaClient, year: number | 'UNKNOWN', make: string, model: string): Promise<boolean> {
  // An undecoded vehicle cannot be compared; the dialog shows the decoder error instead.
  if (typeof year !== 'number' || !make || !model || make === 'UNKNOWN' || model === 'UNKNOWN') return false;
  const seen = await prisma.vehicle.findFirst({
    where: { yr: year, make: { equals: make, mode: 'insensitive' }, model: { equals: model, mode: 'insensitive' } },
    select: { vehicleid: true },
  });
  return seen === null;
}
