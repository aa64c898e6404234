import { INVOICE_TEXT } from '@portal/contracts';
import type { Prisma } from '@portal/db';
import { FieldErrorCollector, ValidationError } from '@portal/server-kit';
import { amountReason } from '../one-off/one-off-invoices.resource.js';

type Tx = Prisma.TransactionClient;
type Row = Record<string, unknown>;

/** The longest text a manual invoice's VIN or description may be. */
export const MANUAL_SERIAL_MAX = 255;

/** Refused when a create names a vehicle: a vehicle joins with Add Vehicle, which prices it and bills its charges. */
export const MANUAL_NO_VEHICLE = 'a vehicle joins a batch through Add Vehicle; a manual invoice has no vehicle';

/**
 * The raw body of a write on invoice lines, before any field is converted: Add Manual Invoice's amount
 * (`totalcost`, dollars with at most 2 decimals, 0 or more) and VIN or description (`serialnumber`, kept
 * trimmed); an update changes only the invoice date.
 */
export function checkedManualBody(body: Row): Row {
  const errors = new FieldErrorCollector();
  const amount = 'totalcost' in body ? amountReason(body.totalcost) : null;
  if (amount) errors.add('totalcost', amount);
  if (typeof body.serialnumber === 'string') body.serialnumber = body.serialnumber.trim();
  if (typeof body.serialnumber === 'string' && body.serialnumber.length > MANUAL_SERIAL_MAX)
    errors.add('serialnumber', `must be at most ${MANUAL_SERIAL_MAX} characters`);
  if (Number(body.vehicleid ?? 0) !== 0) errors.add('vehicleid', MANUAL_NO_VEHICLE);
  errors.throwIfAny();
  return body;
}

/**
 * Add Manual Invoice (document 2 §2, §7 "POST add invoices"): a line without a vehicle on a batch that has
 * a client, billed to that client on the batch's invoice date. Its amount is its whole price, kept in the
 * "other" bucket so that its fees_breakdown adds up to its total like every other line.
 */
export async function prepareManualInvoice(data: Row, db: Tx): Promise<void> {
  if (data.totalcost === undefined || data.totalcost === null) throw ValidationError.field('totalcost', 'is required');
  const batchId = Number(data.invoicebatchid);
  const batch = await db.invoiceBatch.findUnique({ where: { invoiceid: batchId }, select: { clientid: true, invoicedate: true } });
  if (!batch) throw ValidationError.field('invoicebatchid', 'refers to a record that does not exist');
  if (!batch.clientid) throw ValidationError.field('invoicebatchid', INVOICE_TEXT.BATCH_NEEDS_CLIENT);
  if (data.clientid !== undefined && data.clientid !== null && Number(data.clientid) !== batch.clientid)
    throw ValidationError.field('clientid', "must be the batch's client");
  const amount = String(data.totalcost);
  Object.assign(data, {
    clientid: batch.clientid,
    vehicleid: null,
    invoicedate: batch.invoicedate,
    date_added_to_batch: new Date(),
    totalcost: amount,
    fee_state: '0',
    fee_dvs: '0',
    fee_other: amount,
  });
}
