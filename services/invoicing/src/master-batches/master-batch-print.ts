import { isStaff, type Principal } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { NotFoundError } from '@portal/server-kit';
import { loadBatchPrint, type BatchPrint } from '../batches/batch-print.js';
import { readableMaster } from './master-batches.js';

/** What the MIB PDF and Excel hold: the master batch, its client, and each member batch as its own PDF prints it. */
export interface MasterBatchPrint {
  id: number;
  master_invoice_number: string | null;
  client: BatchPrint['client'];
  batches: BatchPrint[];
  /** The sum of the member batches' totals, each the sum of its lines. */
  total: number;
}

const cents = (value: number) => Math.round(value * 100);

export async function loadMasterBatchPrint(prisma: PrismaClient, principal: Principal, id: number): Promise<MasterBatchPrint> {
  const master = await prisma.masterInvoiceBatch.findFirst({
    where: readableMaster(principal, id),
    // A client user's scope applies to the member batches too, whatever the master batch holds.
    include: {
      invoice_batches_full: {
        where: isStaff(principal) ? {} : { clientid: { in: principal.clientIds } },
        select: { invoiceid: true },
        orderBy: { invoiceid: 'asc' },
      },
    },
  });
  if (!master) throw new NotFoundError(`Master invoice batch ${id} not found`);
  const batches: BatchPrint[] = [];
  for (const batch of master.invoice_batches_full) batches.push(await loadBatchPrint(prisma, principal, batch.invoiceid));
  const client = batches[0]?.client ?? { clientid: master.clientid, name: '', address: [], email: null, paymentType: null };
  return {
    id: master.id,
    master_invoice_number: master.master_invoice_number,
    client,
    batches,
    total: batches.reduce((sum, b) => sum + cents(b.total), 0) / 100,
  };
}
