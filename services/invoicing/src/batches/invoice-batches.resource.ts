import { RESOURCE_ROUTES } from '@portal/contracts';
import { defineResource, ValidationError, type RelationSpec } from '@portal/server-kit';
import { indianapolisDay } from '../dates.js';
import { batchTotals, TotalsRow } from './batch-totals.js';

const CLIENT_VIEW = ['clientid', 'clientname', 'legal_name', 'invoiceemailaddress', 'paymenttype', 'clientsingleinvoice', 'clientinvoicedetails'] as const;

/** The batch's client as invoicing shows it: name, invoice e-mail and payment type (document 2 §3). */
export const BATCH_CLIENT: RelationSpec = {
  access: 'signed-in',
  select: CLIENT_VIEW,
  filterable: ['clientname'],
  sortable: ['clientname'],
  nested: { payment_type: { access: 'signed-in', select: ['paymenttypeid', 'paymenttype'] } },
};

const INVOICE_LINE_VIEW = [
  'invoicedetailid',
  'invoicebatchid',
  'clientid',
  'invoicedate',
  'vehicleid',
  'serialnumber',
  'date_added_to_batch',
  'totalcost',
] as const;

/**
 * Invoice batches (document 2 §2-§4). Staff build them; a client user reads its own client's. The count and
 * total are never stored: they are read from the batch's invoice lines and charges on every answer, so
 * they always equal their sum.
 */
export const invoiceBatchesResource = defineResource({
  name: 'invoice_batches',
  model: 'InvoiceBatch',
  primaryKey: 'invoiceid',
  aliases: { id: 'invoiceid' },
  filterable: ['invoiceid', 'clientid', 'invoicedate', 'master_invoice_batch_id', 'userid', 'emailed'],
  sortable: ['invoiceid', 'invoicedate', 'clientid', 'emailed'],
  creatable: ['invoicedate', 'clientid', 'userid', 'overnighttrackingno', 'overnightcharge'],
  updatable: ['invoicedate', 'clientid', 'overnighttrackingno', 'overnightcharge'],
  relations: {
    client: BATCH_CLIENT,
    user: { access: 'signed-in', select: ['userid', 'name', 'username'] },
    // The master batch a batch belongs to shares its client, so whoever reads the batch may read its number.
    master_invoice_batch: { access: 'signed-in', select: ['id', 'master_invoice_number'] },
    attachments: { access: 'signed-in', many: true, select: ['id', 'cloud_url', 'sent_to', 'created_at'], orderBy: { created_at: 'desc' } },
    invoices: {
      resource: 'invoices',
      many: true,
      take: 1000,
      select: INVOICE_LINE_VIEW,
      filterable: ['serialnumber', 'invoicedetailid'],
      orderBy: { invoicedetailid: 'asc' },
    },
  },
  readWith: ['client', 'user', 'master_invoice_batch', 'attachments'],
  appends: {
    invoice_count: { access: 'signed-in', include: TotalsRow, compute: (row) => batchTotals(row).invoice_count },
    invoice_total: { access: 'signed-in', include: TotalsRow, compute: (row) => batchTotals(row).invoice_total },
  },
  createDefaults: () => ({ invoicedate: indianapolisDay(new Date()) }),
  stamps: { userid: (principal) => principal.userid },
  defaultOrder: [{ field: 'invoiceid', direction: 'desc' }],
  pageSize: { default: 5, max: 1000 },
  access: RESOURCE_ROUTES.invoice_batches.access,
  scope: { field: 'clientid' },
  hooks: {
    beforeCreate: ({ data, db }) => checkClient(db, data),
    beforeUpdate: async ({ data, before, db }) => {
      await checkClient(db, data);
      if ('clientid' in data && Number(data.clientid ?? 0) !== Number(before.clientid ?? 0)) {
        // Every batch of a master batch is of the master's client (document 2 §3).
        if (before.master_invoice_batch_id)
          throw ValidationError.field('clientid', `the batch is in master invoice batch ${String(before.master_invoice_batch_id)}; remove it from there first`);
        await checkClientOfLines(db, Number(before.invoiceid), data.clientid);
      }
    },
  },
});

interface ClientDb {
  client: { count(args: object): Promise<number> };
  invoice: { count(args: object): Promise<number> };
}

async function checkClient(db: unknown, data: Record<string, unknown>): Promise<void> {
  const id = data.clientid;
  if (id === undefined || id === null || Number(id) === 0) return;
  if ((await (db as ClientDb).client.count({ where: { clientid: Number(id) } })) === 0)
    throw ValidationError.field('clientid', 'refers to a record that does not exist');
}

/** A batch holding invoice lines keeps its client: its lines were priced at that client's rates. */
async function checkClientOfLines(db: unknown, batchId: number, next: unknown): Promise<void> {
  const client = next === null || next === undefined ? 0 : Number(next);
  const where = client === 0 ? { invoicebatchid: batchId } : { invoicebatchid: batchId, OR: [{ clientid: null }, { clientid: { not: client } }] };
  const lines = await (db as ClientDb).invoice.count({ where });
  if (lines > 0) throw ValidationError.field('clientid', `the batch holds ${lines} invoice(s) of another client; remove them first`);
}
