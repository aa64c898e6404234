import { inOtherPaperworkText, isStaff, PAPERWORK_TEXT, type Principal } from '@portal/contracts';
import type { Prisma, PrismaClient } from '@portal/db';
import { ConflictError, defineResource, ForbiddenError, ModelCatalog, NotFoundError, ResourceEngine, ValidationError } from '@portal/server-kit';
import { isCancelled } from '../batches/batch-membership.js';
import { indianapolisDate } from '../dates.js';

type Tx = Prisma.TransactionClient;

/**
 * A vehicle's paperwork fields: its batch (`titledocsbatchid`), its printed flag and the date its title went
 * to the BMV. They are the paperwork batches' fields (the vehicles service never writes the first two), and
 * change through the resource engine so that every change is in the vehicle's history, in the same
 * transaction as the batch's change. Served by no generic call: only the calls below write through it.
 */
export const paperworkLinkResource = defineResource({
  name: 'paperwork_vehicle_links',
  model: 'Vehicle',
  primaryKey: 'vehicleid',
  filterable: [],
  sortable: [],
  updatable: ['titledocsbatchid', 'printtitledocuments', 'titlesenttobmvdate'],
  defaultOrder: [{ field: 'vehicleid', direction: 'asc' }],
  pageSize: { default: 1, max: 1 },
  access: { list: 'none', read: 'none', create: 'none', update: 'staff', delete: 'none' },
  scope: { none: true, reason: 'written only by the staff-only paperwork batch calls' },
  history: { objectType: 'vehicle' },
});

/** The engine that writes the paperwork fields of vehicles, with their history. */
export function paperworkLinks(prisma: object, catalog: ModelCatalog): ResourceEngine {
  return new ResourceEngine(prisma, catalog, [paperworkLinkResource]);
}

const LINK = paperworkLinkResource.name;
/** A batch of many vehicles writes each with its history: more than Prisma's default 5 s may be needed. */
const LONG_TX = { timeout: 60_000, maxWait: 10_000 };

/** Paperwork batches are staff's (services/invoicing README); the gateway refuses others first, this holds for any caller. */
function staffOnly(principal: Principal): void {
  if (!isStaff(principal)) throw new ForbiddenError('paperwork batches are staff-only');
}

async function batchOf(tx: Tx, batchId: number) {
  const batch = await tx.paperworkBatch.findUnique({ where: { printtitledocsid: batchId }, select: { printtitledocsid: true } });
  if (!batch) throw new NotFoundError(`paperwork_batches ${batchId} not found`);
  return batch;
}

/** The batch's number of vehicles after a change, read in the change's own transaction. */
async function summaryOf(tx: Tx, batchId: number) {
  return { printtitledocsid: batchId, vehicles_count: await tx.vehicle.count({ where: { titledocsbatchid: batchId } }) };
}

/**
 * POST /api/paperwork_batches/{id}/add/{vehicleId}: the vehicle joins the batch and is marked printed
 * (printtitledocuments 1), so the add dialog no longer offers it. A cancelled vehicle is refused, and so is
 * one already in a paperwork batch (this one or another: its documents are printed there).
 */
export async function addVehicleToPaperwork(prisma: PrismaClient, links: ResourceEngine, principal: Principal, batchId: number, vehicleId: number) {
  staffOnly(principal);
  return prisma.$transaction(async (tx) => {
    await batchOf(tx, batchId);
    const vehicle = await tx.vehicle.findUnique({
      where: { vehicleid: vehicleId },
      select: { vehicleid: true, titlestatusid: true, cancelled: true, titledocsbatchid: true, printtitledocuments: true },
    });
    if (!vehicle) throw new NotFoundError(`vehicles ${vehicleId} not found`);
    if (isCancelled(vehicle)) throw ValidationError.field('vehicleId', PAPERWORK_TEXT.CANCELLED);
    const current = Number(vehicle.titledocsbatchid ?? 0);
    if (current === batchId) throw new ConflictError(PAPERWORK_TEXT.ALREADY_IN_THIS_BATCH, { vehicleId: [PAPERWORK_TEXT.ALREADY_IN_THIS_BATCH] });
    if (current > 0) throw new ConflictError(inOtherPaperworkText(current), { vehicleId: [inOtherPaperworkText(current)] });
    await links.update(principal, LINK, String(vehicleId), { titledocsbatchid: batchId, printtitledocuments: 1 }, tx);
    return summaryOf(tx, batchId);
  });
}

/** DELETE /api/paperwork_batches/{id}/remove/{vehicleId}: the vehicle leaves and may be put in a batch again. */
export async function removeVehicleFromPaperwork(prisma: PrismaClient, links: ResourceEngine, principal: Principal, batchId: number, vehicleId: number) {
  staffOnly(principal);
  return prisma.$transaction(async (tx) => {
    await batchOf(tx, batchId);
    const member = await tx.vehicle.count({ where: { vehicleid: vehicleId, titledocsbatchid: batchId } });
    if (member === 0) throw new NotFoundError(PAPERWORK_TEXT.NOT_IN_BATCH);
    await links.update(principal, LINK, String(vehicleId), { titledocsbatchid: 0, printtitledocuments: 0 }, tx);
    return summaryOf(tx, batchId);
  });
}

/**
 * Update all Sent to BMV: every vehicle of the batch gets the date its title was sent to the BMV (today in
 * Indianapolis unless a date is given), each change in the vehicle's history; all or none.
 */
export async function sendPaperworkToBmv(
  prisma: PrismaClient,
  links: ResourceEngine,
  principal: Principal,
  batchId: number,
  date?: string,
  now: () => Date = () => new Date(),
) {
  staffOnly(principal);
  const day = date ?? indianapolisDate(now());
  staffOnly(principal);
  return prisma.$transaction(async (tx) => {
    await batchOf(tx, batchId);
    const vehicles = await tx.vehicle.findMany({ where: { titledocsbatchid: batchId }, select: { vehicleid: true }, orderBy: { vehicleid: 'asc' } });
    for (const { vehicleid } of vehicles) await links.update(principal, LINK, String(vehicleid), { titlesenttobmvdate: day }, tx);
    return { printtitledocsid: batchId, titlesenttobmvdate: day, updated: vehicles.length };
  }, LONG_TX);
}
