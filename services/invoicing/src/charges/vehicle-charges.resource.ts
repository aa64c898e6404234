import { RESOURCE_ROUTES } from '@portal/contracts';
import { defineResource, FieldErrorCollector, ValidationError } from '@portal/server-kit';
import type { Prisma } from '@portal/db';
import { indianapolisDay } from '../dates.js';
import { restateLines } from '../invoices/invoice-lines.js';

type Row = Record<string, unknown>;

interface ChargeDb {
  vehicle: { findUnique(args: object): Promise<{ vehicleid: number } | null> };
  vehicleChargeType: { count(args: object): Promise<number> };
  invoice: { count(args: object): Promise<number> };
}

const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

/**
 * The Add/Update Charge dialog marks amount and note required (document 2 §5); the type must exist and a
 * charge billed on a batch (invoiceid) must belong to a vehicle on that batch, so the batch's Total holds it.
 */
async function checkCharge(data: Row, before: Row | undefined, db: ChargeDb): Promise<void> {
  const after = { ...before, ...data };
  const errors = new FieldErrorCollector();
  if (blank(after.chargeamt)) errors.add('chargeamt', 'is required');
  if (blank(after.chargenote)) errors.add('chargenote', 'is required');
  if (blank(after.vehicleid)) errors.add('vehicleid', 'is required');
  errors.throwIfAny();
  if (
    'chargetype' in data &&
    !blank(data.chargetype) &&
    (await db.vehicleChargeType.count({ where: { vehiclechargetypeid: Number(data.chargetype) } })) === 0
  ) {
    throw ValidationError.field('chargetype', 'refers to a record that does not exist');
  }
  const batch = Number(after.invoiceid ?? 0);
  if (('invoiceid' in data || 'vehicleid' in data) && batch > 0) {
    const onBatch = await db.invoice.count({ where: { invoicebatchid: batch, vehicleid: Number(after.vehicleid) } });
    if (onBatch === 0) throw ValidationError.field('invoiceid', 'the vehicle is not on that invoice batch');
  }
}

/**
 * Charges on a vehicle (document 2 §3 "Vehicle charge"): staff add, edit and delete them; a client user
 * reads those of its own vehicles. A charge without a batch (invoiceid 0) is open: it is billed on the
 * batch the vehicle joins next.
 */
export const vehicleChargesResource = defineResource({
  name: 'vehicle_charges',
  model: 'VehicleCharge',
  primaryKey: 'vehiclechargeid',
  aliases: { id: 'vehiclechargeid' },
  filterable: ['vehiclechargeid', 'vehicleid', 'invoiceid', 'chargetype', 'chargedate', 'deleted'],
  sortable: ['vehiclechargeid', 'chargedate', 'chargeamt'],
  creatable: ['chargedate', 'chargetype', 'chargeamt', 'chargenote', 'vehicleid', 'invoiceid', 'enteredby'],
  updatable: ['chargedate', 'chargetype', 'chargeamt', 'chargenote'],
  relations: {
    type: { access: 'signed-in', select: ['vehiclechargetypeid', 'vehiclechargetype'] },
    user: { access: 'signed-in', select: ['userid', 'name'] },
    vehicle: { resource: 'vehicles', select: ['vehicleid', 'vehiclevin', 'clientid'], filterable: ['vehiclevin', 'clientid'] },
  },
  readWith: ['type', 'user'],
  baseWhere: { deleted: 0 },
  createDefaults: () => ({ chargedate: indianapolisDay(new Date()), invoiceid: 0 }),
  stamps: { enteredby: (principal) => principal.userid },
  defaultOrder: [{ field: 'vehiclechargeid', direction: 'asc' }],
  pageSize: { default: 10, max: 1000 },
  access: RESOURCE_ROUTES.vehicle_charges.access,
  scope: { relation: 'vehicle', field: 'clientid', foreignKey: 'vehicleid' },
  hooks: {
    beforeCreate: ({ data, db }) => checkCharge(data, undefined, db as unknown as ChargeDb),
    beforeUpdate: ({ data, before, db }) => checkCharge(data, before, db as unknown as ChargeDb),
    // The line billing the charge follows it in the same transaction (invoice-lines.ts).
    afterCreate: ({ row, tx }) => restateLines(tx, Number(row.vehicleid), Number(row.invoiceid ?? 0)),
    afterUpdate: ({ row, tx }) => restateLines(tx, Number(row.vehicleid), Number(row.invoiceid ?? 0)),
    beforeDelete: ({ before, db }) =>
      restateLines(db as Prisma.TransactionClient, Number(before.vehicleid), Number(before.invoiceid ?? 0), Number(before.vehiclechargeid)),
  },
});
