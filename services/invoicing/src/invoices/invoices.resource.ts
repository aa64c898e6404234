import { RESOURCE_ROUTES } from '@portal/contracts';
import { defineResource } from '@portal/server-kit';
import type { Prisma } from '@portal/db';
import { releaseLine } from '../batches/batch-membership.js';
import { chargesOfLine, type LineCharge } from './invoice-lines.js';
import { checkedManualBody, prepareManualInvoice } from './manual-invoices.js';

const CHARGE_VIEW = {
  vehiclechargeid: true,
  chargedate: true,
  chargetype: true,
  chargeamt: true,
  chargenote: true,
  enteredby: true,
  vehicleid: true,
  invoiceid: true,
};

/** The vehicle's charges not deleted, to pick those billed on the line's batch. */
const LINE_CHARGES = {
  vehicle: {
    select: {
      charges: {
        where: { deleted: 0 },
        select: { ...CHARGE_VIEW, type: { select: { vehiclechargetypeid: true, vehiclechargetype: true } } },
        orderBy: { vehiclechargeid: 'asc' },
      },
    },
  },
};

const chargesOf = (row: Record<string, unknown>): LineCharge[] => ((row.vehicle as { charges?: LineCharge[] } | null)?.charges ?? []) as LineCharge[];

/**
 * Invoice lines (document 2 §3 "Invoice (detail)"): one per vehicle on a batch, priced when the vehicle
 * joined. `fees_breakdown` is that price by bucket; `charges` are the vehicle's charges billed on the
 * line's batch; `totalcost` (and `amount`, the batch screen's Invoice Amount) is the fees plus those charges.
 * A create is Add Manual Invoice, a line without a vehicle (manual-invoices.ts); a delete is Delete Invoice.
 */
export const invoicesResource = defineResource({
  name: 'invoices',
  model: 'Invoice',
  primaryKey: 'invoicedetailid',
  aliases: { id: 'invoicedetailid' },
  filterable: ['invoicedetailid', 'invoicebatchid', 'clientid', 'invoicedate', 'vehicleid', 'serialnumber', 'date_added_to_batch'],
  sortable: ['invoicedetailid', 'invoicedate', 'invoicebatchid', 'clientid', 'serialnumber'],
  creatable: ['invoicebatchid', 'serialnumber', 'clientid', 'vehicleid', 'date_added_to_batch', 'totalcost'],
  updatable: ['invoicedate'],
  required: ['invoicebatchid', 'serialnumber'],
  relations: {
    vehicle: {
      resource: 'vehicles',
      select: [
        'vehicleid',
        'vehiclevin',
        'yr',
        'make',
        'model',
        'mileage',
        'debtorname',
        'clientstocknumber',
        'titlesenttoauctiondate',
        'invoiceid',
        'clientid',
      ],
      filterable: ['vehiclevin'],
      nested: { auction: { access: 'signed-in', select: ['auctionid', 'auctionname'] } },
    },
    invoice_batch: { resource: 'invoice_batches', select: ['invoiceid', 'invoicedate', 'clientid', 'emailed'] },
    client: { access: 'signed-in', select: ['clientid', 'clientname'], filterable: ['clientname'], sortable: ['clientname'] },
  },
  readWith: ['vehicle', 'invoice_batch', 'client'],
  appends: {
    fees_breakdown: {
      access: 'signed-in',
      needs: ['fee_state', 'fee_dvs', 'fee_other'],
      compute: (row) => ({ state: Number(row.fee_state ?? 0), dvs: Number(row.fee_dvs ?? 0), other: Number(row.fee_other ?? 0) }),
    },
    charges: {
      access: 'signed-in',
      include: LINE_CHARGES,
      compute: (row) => chargesOfLine(chargesOf(row), Number(row.invoicebatchid)),
    },
    // The line's total cost: its fees plus its charges on the batch (kept so by every charge change).
    amount: { needs: ['totalcost'], compute: (row) => Number(row.totalcost ?? 0) },
  },
  defaultOrder: [{ field: 'invoicedetailid', direction: 'desc' }],
  pageSize: { default: 10, max: 1000 },
  access: RESOURCE_ROUTES.invoices.access,
  scope: { field: 'clientid' },
  hooks: {
    prepare: (body) => checkedManualBody(body),
    beforeCreate: ({ data, db }) => prepareManualInvoice(data, db as Prisma.TransactionClient),
    beforeDelete: ({ before, db }) =>
      releaseLine(db as Prisma.TransactionClient, {
        invoicebatchid: Number(before.invoicebatchid),
        vehicleid: before.vehicleid === null ? null : Number(before.vehicleid),
        invoicedetailid: Number(before.invoicedetailid),
      }),
  },
});
