import { RESOURCE_ROUTES } from '@portal/contracts';
import { defineResource } from '@portal/server-kit';
import { BATCH_CLIENT } from '../batches/invoice-batches.resource.js';

/**
 * Master invoice batches (document 2 §3): a client's invoice batches billed together. Made and emptied
 * through their own calls; a client user reads its own client's. Every member batch is of the master's
 * client (the create refuses any other), so whoever reads the master may read its batches.
 */
export const masterInvoiceBatchesResource = defineResource({
  name: 'master_invoice_batches',
  model: 'MasterInvoiceBatch',
  primaryKey: 'id',
  filterable: ['id', 'master_invoice_number', 'clientid', 'created_at'],
  sortable: ['id', 'clientid', 'created_at'],
  relations: {
    client: BATCH_CLIENT,
    invoice_batches_full: {
      access: 'signed-in',
      many: true,
      take: 1000,
      orderBy: { invoiceid: 'asc' },
      select: ['invoiceid', 'invoicedate', 'clientid', 'overnighttrackingno', 'emailed'],
      filterable: ['invoiceid'],
      // Each batch's Count and Total are its lines and their sum (document 2 §3 invoice_batches_full).
      nested: {
        invoices: {
          access: 'signed-in',
          many: true,
          take: 1000,
          orderBy: { invoicedetailid: 'asc' },
          select: ['invoicedetailid', 'vehicleid', 'serialnumber', 'totalcost'],
        },
      },
    },
  },
  readWith: ['client', 'invoice_batches_full'],
  defaultOrder: [{ field: 'id', direction: 'desc' }],
  pageSize: { default: 10, max: 1000 },
  access: RESOURCE_ROUTES.master_invoice_batches.access,
  scope: { field: 'clientid' },
});
