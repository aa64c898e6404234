import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ERROR_CODE, INVOICE_TEXT, type Principal } from '@portal/contracts';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import type { ResourceEngine } from '@portal/server-kit';
import { STAFF, clientUser, engineFor, refusal } from '@portal/server-kit/testing';
import { INVOICING_RESOURCES } from '../app.module.js';
import { addVehicleToBatch } from '../batches/batch-membership.js';
import { MANUAL_NO_VEHICLE } from './manual-invoices.js';

let db: TestDatabase;
let engine: ResourceEngine;
let staff: Principal;
let alpha: Principal;
let alphaId: number;
let borealisId: number;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  engine = engineFor(db.prisma, INVOICING_RESOURCES);
  alphaId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } })).clientid;
  borealisId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Borealis Imports' } })).clientid;
  const admin = await db.prisma.webUser.findFirstOrThrow({ where: { username: 'admin' } });
  staff = { ...STAFF, userid: admin.userid };
  alpha = clientUser(alphaId, 1, (await db.prisma.webUser.findFirstOrThrow({ where: { username: 'alpha.user' } })).userid);
});

afterAll(async () => {
  await db?.drop();
});

async function newBatch(clientid: number | null = alphaId) {
  const batch = await engine.create(staff, 'invoice_batches', { clientid, invoicedate: '2026-03-04' });
  return Number(batch.invoiceid);
}

const summary = async (batchId: number) => {
  const listed = await engine.list(staff, 'invoice_batches', { 'filters[]': [`invoiceid|eq|${batchId}`], 'appends[]': ['invoice_count', 'invoice_total'] });
  return { count: listed.data[0]!.invoice_count, total: listed.data[0]!.invoice_total };
};

const fieldsOf = async (promise: Promise<unknown>) => {
  const error = await refusal(promise);
  return { code: error.code, fields: Object.keys(error.errors ?? {}) };
};

describe('Add Manual Invoice', () => {
  it("makes a line without a vehicle at the batch's client and date, its amount in the other bucket and in the batch's total", async () => {
    const batch = await newBatch();
    const created = await engine.create(staff, 'invoices', { invoicebatchid: batch, serialnumber: '  Storage, March  ', totalcost: '125.50' });
    const line = await db.prisma.invoice.findUniqueOrThrow({ where: { invoicedetailid: Number(created.invoicedetailid) } });
    expect(line).toMatchObject({ invoicebatchid: batch, clientid: alphaId, vehicleid: null, serialnumber: 'Storage, March' });
    expect(line.invoicedate?.toISOString().slice(0, 10)).toBe('2026-03-04');
    expect(line.date_added_to_batch).not.toBeNull();
    expect([Number(line.fee_state), Number(line.fee_dvs), Number(line.fee_other), Number(line.totalcost)]).toEqual([0, 0, 125.5, 125.5]);
    const read = await engine.read(staff, 'invoices', String(line.invoicedetailid), { 'appends[]': ['fees_breakdown', 'amount', 'charges'] });
    expect(read).toMatchObject({ fees_breakdown: { state: 0, dvs: 0, other: 125.5 }, amount: 125.5, charges: [] });
    expect(await summary(batch)).toEqual({ count: 1, total: 125.5 });
  });

  it('adds to a batch holding vehicles: the total is the sum of every line', async () => {
    const batch = await newBatch();
    const vehicle = await db.prisma.vehicle.findFirstOrThrow({ where: { clientid: alphaId, invoiceid: 0, cancelled: 0, NOT: { titlestatusid: 5 } } });
    const after = await addVehicleToBatch(db.prisma, staff, batch, vehicle.vehicleid, true);
    await engine.create(staff, 'invoices', { invoicebatchid: batch, serialnumber: 'Courier', totalcost: 40 });
    expect(await summary(batch)).toEqual({ count: 2, total: Math.round((after.invoice_total + 40) * 100) / 100 });
  });

  it('is refused: a batch without a client, a missing batch, another client than the batch, a vehicle, a bad amount, no VIN or description', async () => {
    const noClient = await newBatch(null);
    const batch = await newBatch();
    const missing = (await db.prisma.invoiceBatch.aggregate({ _max: { invoiceid: true } }))._max.invoiceid! + 1000;
    const vehicle = await db.prisma.vehicle.findFirstOrThrow({ where: { clientid: alphaId } });
    const before = await db.prisma.invoice.count();
    const refusedWith = async (body: Record<string, unknown>) => fieldsOf(engine.create(staff, 'invoices', body));
    const base = { invoicebatchid: batch, serialnumber: 'Storage', totalcost: '10.00' };
    const noClientRefusal = await refusal(engine.create(staff, 'invoices', { ...base, invoicebatchid: noClient }));
    expect(noClientRefusal.errors?.invoicebatchid).toEqual([INVOICE_TEXT.BATCH_NEEDS_CLIENT]);
    expect(await refusedWith({ ...base, invoicebatchid: missing })).toMatchObject({ code: ERROR_CODE.VALIDATION, fields: ['invoicebatchid'] });
    expect(await refusedWith({ ...base, clientid: borealisId })).toMatchObject({ code: ERROR_CODE.VALIDATION, fields: ['clientid'] });
    const withVehicle = await refusal(engine.create(staff, 'invoices', { ...base, vehicleid: vehicle.vehicleid }));
    expect(withVehicle.errors?.vehicleid).toEqual([MANUAL_NO_VEHICLE]);
    for (const totalcost of ['-1', '1.234', 'ten', ''])
      expect(await refusedWith({ ...base, totalcost })).toMatchObject({ code: ERROR_CODE.VALIDATION, fields: ['totalcost'] });
    expect(await refusedWith({ invoicebatchid: batch, serialnumber: 'Storage' })).toMatchObject({ fields: ['totalcost'] });
    expect(await refusedWith({ ...base, serialnumber: '' })).toMatchObject({ fields: ['serialnumber'] });
    expect(await refusedWith({ ...base, serialnumber: 'x'.repeat(256) })).toMatchObject({ fields: ['serialnumber'] });
    expect(await db.prisma.invoice.count()).toBe(before);
  });

  it('is staff only, and an update still changes the invoice date alone', async () => {
    const batch = await newBatch();
    expect((await refusal(engine.create(alpha, 'invoices', { invoicebatchid: batch, serialnumber: 'x', totalcost: 1 }))).code).toBe(ERROR_CODE.FORBIDDEN);
    const created = await engine.create(staff, 'invoices', { invoicebatchid: batch, serialnumber: 'Storage', totalcost: 1 });
    const updated = await engine.update(staff, 'invoices', String(created.invoicedetailid), { invoicedate: '2026-04-01' });
    expect(String(updated.invoicedate).slice(0, 10)).toBe('2026-04-01');
    expect((await refusal(engine.delete(alpha, 'invoices', String(created.invoicedetailid)))).code).toBe(ERROR_CODE.FORBIDDEN);
  });
});

describe('Delete Invoice', () => {
  it('takes a manual line off the batch and its total', async () => {
    const batch = await newBatch();
    const kept = await engine.create(staff, 'invoices', { invoicebatchid: batch, serialnumber: 'Kept', totalcost: '5.00' });
    const gone = await engine.create(staff, 'invoices', { invoicebatchid: batch, serialnumber: 'Gone', totalcost: '7.25' });
    await engine.delete(staff, 'invoices', String(gone.invoicedetailid));
    expect(await db.prisma.invoice.findUnique({ where: { invoicedetailid: Number(gone.invoicedetailid) } })).toBeNull();
    expect(await db.prisma.invoice.findUnique({ where: { invoicedetailid: Number(kept.invoicedetailid) } })).not.toBeNull();
    expect(await summary(batch)).toEqual({ count: 1, total: 5 });
  });

  it("of a vehicle's line does what Remove does: its charges open again and its invoice link falls back", async () => {
    const batch = await newBatch();
    const vehicle = await db.prisma.vehicle.findFirstOrThrow({
      where: { clientid: alphaId, invoiceid: 0, cancelled: 0, NOT: { titlestatusid: 5 } },
      orderBy: { vehicleid: 'desc' },
    });
    await addVehicleToBatch(db.prisma, staff, batch, vehicle.vehicleid, true);
    const charge = await db.prisma.vehicleCharge.create({ data: { vehicleid: vehicle.vehicleid, chargeamt: '3.00', chargenote: 'billed', invoiceid: batch } });
    expect((await db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: vehicle.vehicleid } })).invoiceid).toBe(batch);
    const line = await db.prisma.invoice.findFirstOrThrow({ where: { invoicebatchid: batch, vehicleid: vehicle.vehicleid } });
    await engine.delete(staff, 'invoices', String(line.invoicedetailid));
    expect((await db.prisma.vehicleCharge.findUniqueOrThrow({ where: { vehiclechargeid: charge.vehiclechargeid } })).invoiceid).toBe(0);
    const latest = await db.prisma.invoice.findFirst({ where: { vehicleid: vehicle.vehicleid }, orderBy: { invoicedetailid: 'desc' } });
    expect((await db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: vehicle.vehicleid } })).invoiceid).toBe(latest?.invoicebatchid ?? 0);
    expect(await summary(batch)).toEqual({ count: 0, total: 0 });
  });
});
