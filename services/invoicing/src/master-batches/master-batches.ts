import { INVOICE_TEXT, isStaff, type Principal } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { NotFoundError, ValidationError } from '@portal/server-kit';
import { indianapolisDate } from '../dates.js';

/** The refusals of Add To Master Invoice Batch (document 2 §4), named on the `invoiceBatchIds` field. */
export const MASTER_BATCH_TEXT = {
  ONE_CLIENT: INVOICE_TEXT.MASTER_BATCH_ONE_CLIENT,
  NEEDS_CLIENT: 'a batch without a client cannot join a master batch',
  ALREADY_IN: 'a batch joins at most one master batch',
  NOT_FOUND: 'no such invoice batch',
} as const;

const FIELD = 'invoiceBatchIds';

/** The number a master batch is known by, as the demo's `MIB-2026-0001`: the year it was made in Indianapolis and its id. */
export function masterInvoiceNumber(id: number, at: Date): string {
  return `MIB-${indianapolisDate(at).slice(0, 4)}-${String(id).padStart(4, '0')}`;
}

/**
 * Makes one master batch of the given batches, in one transaction: every batch must exist, have a client,
 * share that client with the others, and be in no master batch yet. The batches are claimed with a
 * conditional update, so two people adding the same batch at once cannot both succeed.
 */
export async function createMasterBatch(prisma: PrismaClient, principal: Principal, ids: number[], now = new Date()) {
  const invoiceBatchIds = [...new Set(ids)].sort((a, b) => a - b);
  return prisma.$transaction(async (tx) => {
    const batches = await tx.invoiceBatch.findMany({
      where: { invoiceid: { in: invoiceBatchIds } },
      select: { invoiceid: true, clientid: true, master_invoice_batch_id: true },
    });
    const missing = invoiceBatchIds.filter((id) => !batches.some((b) => b.invoiceid === id));
    if (missing.length) throw ValidationError.field(FIELD, `${MASTER_BATCH_TEXT.NOT_FOUND}: ${missing.join(', ')}`);
    const noClient = batches.filter((b) => !b.clientid);
    if (noClient.length) throw ValidationError.field(FIELD, `${MASTER_BATCH_TEXT.NEEDS_CLIENT}: batch ${noClient.map((b) => b.invoiceid).join(', ')}`);
    const clients = [...new Set(batches.map((b) => b.clientid))];
    if (clients.length > 1) throw ValidationError.field(FIELD, MASTER_BATCH_TEXT.ONE_CLIENT);
    const taken = batches.filter((b) => b.master_invoice_batch_id !== null);
    if (taken.length)
      throw ValidationError.field(
        FIELD,
        `${MASTER_BATCH_TEXT.ALREADY_IN}: ${taken.map((b) => `batch ${b.invoiceid} is in master batch ${b.master_invoice_batch_id}`).join(', ')}`,
      );
    const clientid = clients[0]!;
    const master = await tx.masterInvoiceBatch.create({ data: { clientid, userid: principal.userid || null, created_at: now } });
    const claimed = await tx.invoiceBatch.updateMany({
      where: { invoiceid: { in: invoiceBatchIds }, master_invoice_batch_id: null, clientid },
      data: { master_invoice_batch_id: master.id },
    });
    // Another request claimed one of them between the read and this write: nothing of this one is kept.
    if (claimed.count !== invoiceBatchIds.length) throw ValidationError.field(FIELD, MASTER_BATCH_TEXT.ALREADY_IN);
    const numbered = await tx.masterInvoiceBatch.update({ where: { id: master.id }, data: { master_invoice_number: masterInvoiceNumber(master.id, now) } });
    return { id: numbered.id, master_invoice_number: numbered.master_invoice_number, clientid, invoiceBatchIds };
  });
}

/**
 * Takes a batch out of its master batch (Remove on the MIB modal). A master batch left without batches is
 * deleted: batches join only a new master batch, so an empty one could never be used again.
 */
export async function removeFromMasterBatch(prisma: PrismaClient, masterId: number, batchId: number) {
  return prisma.$transaction(async (tx) => {
    const left = await tx.invoiceBatch.updateMany({
      where: { invoiceid: batchId, master_invoice_batch_id: masterId },
      data: { master_invoice_batch_id: null },
    });
    if (left.count === 0) throw new NotFoundError(`Invoice batch ${batchId} is not in master invoice batch ${masterId}`);
    const rest = await tx.invoiceBatch.findMany({ where: { master_invoice_batch_id: masterId }, select: { invoiceid: true }, orderBy: { invoiceid: 'asc' } });
    if (rest.length === 0) await tx.masterInvoiceBatch.delete({ where: { id: masterId } });
    return { id: masterId, invoiceBatchIds: rest.map((b) => b.invoiceid), deleted: rest.length === 0 };
  });
}

/** The master batch where the caller may read it: staff any, a client user only its own clients' (another's is not found). */
export function readableMaster(principal: Principal, id: number) {
  return isStaff(principal) ? { id } : { id, clientid: { in: principal.clientIds } };
}
