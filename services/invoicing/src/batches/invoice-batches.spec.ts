import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ERROR_CODE, INVOICE_TEXT, type Principal } from '@portal/contracts';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import type { ResourceEngine } from '@portal/server-kit';
import { STAFF, clientUser, engineFor, refusal } from '@portal/server-kit/testing';
import { INVOICING_RESOURCES } from '../app.module.js';
import { feesOfVehicles } from '../fees/fees.js';
import { addVehicleToBatch, removeVehicleFromBatch } from './batch-membership.js';
import { searchBatchVehicles } from './vehicle-search.js';
import { MANUAL_NO_VEHICLE } from '../invoices/manual-invoices.js';

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

const open = { invoiceid: 0, cancelled: 0, NOT: { titlestatusid: 5 } };
const vehicleOf = (where: object) => db.prisma.vehicle.findFirstOrThrow({ where, orderBy: { vehicleid: 'asc' } });

async function newBatch(clientid: number | null = alphaId) {
  const batch = await engine.create(staff, 'invoice_batches', { clientid });
  return Number(batch.invoiceid);
}

/**
 * The batch's Count and Total as the list answers them, and as its rows add up: each line's fees plus
 * its vehicle's charges on the batch (checked line by line against its stored total).
 */
async function totals(batchId: number) {
  const listed = await engine.list(staff, 'invoice_batches', { 'filters[]': [`invoiceid|eq|${batchId}`], 'appends[]': ['invoice_count', 'invoice_total'] });
  const lines = await db.prisma.invoice.findMany({ where: { invoicebatchid: batchId } });
  const charges = await db.prisma.vehicleCharge.findMany({ where: { invoiceid: batchId, deleted: 0 } });
  for (const line of lines) {
    const own = charges.filter((c) => c.vehicleid === line.vehicleid).reduce((s, c) => s + Number(c.chargeamt), 0);
    expect(Number(line.totalcost)).toBeCloseTo(Number(line.fee_state) + Number(line.fee_dvs) + Number(line.fee_other) + own, 2);
  }
  const sum =
    lines.reduce((s, l) => s + Number(l.fee_state) + Number(l.fee_dvs) + Number(l.fee_other), 0) + charges.reduce((s, c) => s + Number(c.chargeamt), 0);
  return { count: listed.data[0]!.invoice_count, total: listed.data[0]!.invoice_total, rows: lines.length, sum: Math.round(sum * 100) / 100 };
}

describe('a new batch', () => {
  it('is dated today in Indianapolis and stamped with its creator; a client user may not create one', async () => {
    const id = await newBatch();
    const row = await db.prisma.invoiceBatch.findUniqueOrThrow({ where: { invoiceid: id } });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Indiana/Indianapolis' }).format(new Date());
    expect(row.invoicedate?.toISOString().slice(0, 10)).toBe(today);
    expect(row.userid).toBe(staff.userid);
    expect((await refusal(engine.create(alpha, 'invoice_batches', {}))).code).toBe(ERROR_CODE.FORBIDDEN);
  });
});

describe('adding and removing vehicles', () => {
  it('adds a vehicle at its fees, bills its open charges on the batch and links it, all at once', async () => {
    const batch = await newBatch();
    const vehicle = await vehicleOf({ clientid: alphaId, ...open });
    await db.prisma.vehicleCharge.create({ data: { vehicleid: vehicle.vehicleid, chargeamt: '12.50', chargenote: 'open', invoiceid: 0, chargetype: 12 } });
    const expected = (await feesOfVehicles(db.prisma, [vehicle])).get(vehicle.vehicleid)!;
    const summary = await addVehicleToBatch(db.prisma, staff, batch, vehicle.vehicleid, false);
    expect(summary).toEqual({ invoiceid: batch, invoice_count: 1, invoice_total: Math.round((expected.fees_total + 12.5) * 100) / 100 });
    const line = await db.prisma.invoice.findFirstOrThrow({ where: { invoicebatchid: batch } });
    expect(Number(line.totalcost)).toBe(Math.round((expected.fees_total + 12.5) * 100) / 100);
    expect([Number(line.fee_state), Number(line.fee_dvs), Number(line.fee_other)]).toEqual([
      expected.fees_breakdown.state,
      expected.fees_breakdown.dvs,
      expected.fees_breakdown.other,
    ]);
    expect(line.serialnumber).toBe(vehicle.vehiclevin);
    expect((await db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: vehicle.vehicleid } })).invoiceid).toBe(batch);
    const t = await totals(batch);
    expect(t).toEqual({ count: 1, total: t.sum, rows: 1, sum: summary.invoice_total });
  });

  it('asks before adding a vehicle invoiced before, and adds it once confirmed', async () => {
    const invoiced = await vehicleOf({ clientid: alphaId, invoiceid: { gt: 0 }, cancelled: 0, NOT: { titlestatusid: 5 } });
    const batch = await newBatch();
    const asked = await refusal(addVehicleToBatch(db.prisma, staff, batch, invoiced.vehicleid, false));
    expect(asked.code).toBe(ERROR_CODE.CONFLICT);
    expect(asked.message).toBe(INVOICE_TEXT.ALREADY_INVOICED);
    expect(await db.prisma.invoice.count({ where: { invoicebatchid: batch } })).toBe(0);
    const searched = await searchBatchVehicles(db.prisma, batch, invoiced.vehiclevin!);
    expect(searched.data.find((r) => r.vehicleid === invoiced.vehicleid)?.invoiced).toBe(true);
    expect(await addVehicleToBatch(db.prisma, staff, batch, invoiced.vehicleid, true)).toMatchObject({ invoice_count: 1 });
    expect((await refusal(addVehicleToBatch(db.prisma, staff, batch, invoiced.vehicleid, true))).message).toBe(INVOICE_TEXT.ALREADY_IN_BATCH);
  });

  it('never offers nor adds a cancelled vehicle, nor one of another client, nor any to a batch without a client', async () => {
    const cancelled = await db.prisma.vehicle.update({
      where: { vehicleid: (await vehicleOf({ clientid: alphaId, ...open })).vehicleid },
      data: { titlestatusid: 5 },
    });
    const batch = await newBatch();
    expect((await searchBatchVehicles(db.prisma, batch, cancelled.vehiclevin!)).data).toEqual([]);
    expect((await refusal(addVehicleToBatch(db.prisma, staff, batch, cancelled.vehicleid, true))).errors).toEqual({
      vehicleId: [INVOICE_TEXT.CANCELLED_NOT_INVOICED],
    });
    const borealis = await vehicleOf({ clientid: borealisId, billtoclientid: borealisId, ...open });
    expect((await refusal(addVehicleToBatch(db.prisma, staff, batch, borealis.vehicleid, true))).errors).toEqual({
      vehicleId: [INVOICE_TEXT.OTHER_CLIENT_VEHICLE],
    });
    const clientless = await newBatch(null);
    expect((await refusal(addVehicleToBatch(db.prisma, staff, clientless, borealis.vehicleid, true))).errors).toEqual({
      clientid: [INVOICE_TEXT.BATCH_NEEDS_CLIENT],
    });
    expect(await db.prisma.invoice.count({ where: { invoicebatchid: { in: [batch, clientless] } } })).toBe(0);
  });

  it('removes a vehicle: its line goes, its charges open again, its link falls back, and the totals follow', async () => {
    const batch = await newBatch();
    const [a, b] = await db.prisma.vehicle.findMany({ where: { clientid: alphaId, ...open }, orderBy: { vehicleid: 'desc' }, take: 2 });
    await addVehicleToBatch(db.prisma, staff, batch, a!.vehicleid, false);
    await addVehicleToBatch(db.prisma, staff, batch, b!.vehicleid, false);
    const charge = await engine.create(staff, 'vehicle_charges', {
      vehicleid: a!.vehicleid,
      invoiceid: batch,
      chargeamt: '40.00',
      chargenote: 'Courier',
      chargetype: 5,
    });
    let t = await totals(batch);
    expect(t.count).toBe(2);
    expect(t.total).toBe(t.sum);
    const after = await removeVehicleFromBatch(db.prisma, staff, batch, a!.vehicleid);
    t = await totals(batch);
    expect(after).toMatchObject({ invoice_count: 1, invoice_total: t.sum });
    expect(t.total).toBe(t.sum);
    expect((await db.prisma.vehicleCharge.findUniqueOrThrow({ where: { vehiclechargeid: Number(charge.vehiclechargeid) } })).invoiceid).toBe(0);
    expect((await db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: a!.vehicleid } })).invoiceid).toBe(0);
    expect((await refusal(removeVehicleFromBatch(db.prisma, staff, batch, a!.vehicleid))).code).toBe(ERROR_CODE.NOT_FOUND);
  });
});

describe('charges', () => {
  it('are added, edited and deleted by staff, and the batch total follows each change', async () => {
    const batch = await newBatch();
    const v = (await db.prisma.vehicle.findMany({ where: { clientid: alphaId, ...open }, orderBy: { vehicleid: 'desc' }, take: 1, skip: 5 }))[0]!;
    await addVehicleToBatch(db.prisma, staff, batch, v.vehicleid, false);
    const base = (await totals(batch)).total;
    const charge = await engine.create(staff, 'vehicle_charges', {
      vehicleid: v.vehicleid,
      invoiceid: batch,
      chargeamt: '19.99',
      chargenote: 'Late',
      chargetype: 6,
    });
    expect(charge.enteredby).toBe(staff.userid);
    expect((await totals(batch)).total).toBeCloseTo(base + 19.99, 2);
    await engine.update(staff, 'vehicle_charges', String(charge.vehiclechargeid), { chargeamt: '5.01' });
    expect((await totals(batch)).total).toBeCloseTo(base + 5.01, 2);
    const line = await engine.list(staff, 'invoices', { 'filters[]': [`invoicebatchid|eq|${batch}`], 'appends[]': ['charges', 'amount', 'fees_breakdown'] });
    expect(line.data[0]!.amount).toBeCloseTo(base + 5.01, 2);
    expect((line.data[0]!.charges as unknown[]).length).toBe(1);
    // Asked with the vehicle too: the same charges, and the vehicle's answer carries none of them.
    const withVehicle = await engine.list(staff, 'invoices', {
      'filters[]': [`invoicebatchid|eq|${batch}`],
      'with[]': ['vehicle'],
      'appends[]': ['charges', 'amount'],
    });
    expect(withVehicle.data[0]!.charges).toEqual(line.data[0]!.charges);
    expect(withVehicle.data[0]!.amount).toBe(line.data[0]!.amount);
    expect(withVehicle.data[0]!.vehicle).toMatchObject({ vehicleid: v.vehicleid });
    expect(withVehicle.data[0]!.vehicle).not.toHaveProperty('charges');
    await engine.delete(staff, 'vehicle_charges', String(charge.vehiclechargeid));
    expect((await totals(batch)).total).toBe(base);
  });

  it('refuse a missing amount or note, and a batch the vehicle is not on; a client user writes none', async () => {
    const v = await vehicleOf({ clientid: alphaId, ...open });
    const missing = await refusal(engine.create(staff, 'vehicle_charges', { vehicleid: v.vehicleid, chargenote: ' ' }));
    expect(Object.keys(missing.errors ?? {}).sort()).toEqual(['chargeamt', 'chargenote']);
    const elsewhere = await refusal(engine.create(staff, 'vehicle_charges', { vehicleid: v.vehicleid, invoiceid: 1, chargeamt: '1', chargenote: 'x' }));
    expect(elsewhere.errors).toHaveProperty('invoiceid');
    expect((await refusal(engine.create(alpha, 'vehicle_charges', { vehicleid: v.vehicleid, chargeamt: '1', chargenote: 'x' }))).code).toBe(
      ERROR_CODE.FORBIDDEN,
    );
  });
});

describe('a client user', () => {
  it("sees only its own client's batches, lines and charges", async () => {
    const batches = await engine.list(alpha, 'invoice_batches', { per_page: '1000' });
    expect(batches.data.length).toBeGreaterThan(0);
    expect(batches.data.every((b) => b.clientid === alphaId)).toBe(true);
    const lines = await engine.list(alpha, 'invoices', { per_page: '1000' });
    expect(lines.data.every((l) => l.clientid === alphaId)).toBe(true);
    const borealisBatch = await db.prisma.invoiceBatch.findFirstOrThrow({ where: { clientid: borealisId } });
    expect((await refusal(engine.read(alpha, 'invoice_batches', String(borealisBatch.invoiceid)))).code).toBe(ERROR_CODE.NOT_FOUND);
    const borealisCharge = await db.prisma.vehicleCharge.findFirstOrThrow({ where: { vehicle: { clientid: borealisId } } });
    expect((await refusal(engine.read(alpha, 'vehicle_charges', String(borealisCharge.vehiclechargeid)))).code).toBe(ERROR_CODE.NOT_FOUND);
  });
});

/** A batch dated 2026-03-04, so a manual invoice shows it takes the batch's date. */
async function datedBatch(clientid: number | null = alphaId) {
  const batch = await engine.create(staff, 'invoice_batches', { clientid, invoicedate: '2026-03-04' });
  return Number(batch.invoiceid);
}

const fieldsOf = async (promise: Promise<unknown>) => {
  const error = await refusal(promise);
  return { code: error.code, fields: Object.keys(error.errors ?? {}) };
};

describe('Add Manual Invoice', () => {
  it("makes a line without a vehicle at the batch's client and date, its amount in the other bucket and in the batch's total", async () => {
    const batch = await datedBatch();
    const created = await engine.create(staff, 'invoices', { invoicebatchid: batch, serialnumber: '  Storage, March  ', totalcost: '125.50' });
    const line = await db.prisma.invoice.findUniqueOrThrow({ where: { invoicedetailid: Number(created.invoicedetailid) } });
    expect(line).toMatchObject({ invoicebatchid: batch, clientid: alphaId, vehicleid: null, serialnumber: 'Storage, March' });
    expect(line.invoicedate?.toISOString().slice(0, 10)).toBe('2026-03-04');
    expect(line.date_added_to_batch).not.toBeNull();
    expect([Number(line.fee_state), Number(line.fee_dvs), Number(line.fee_other), Number(line.totalcost)]).toEqual([0, 0, 125.5, 125.5]);
    const read = await engine.read(staff, 'invoices', String(line.invoicedetailid), { 'appends[]': ['fees_breakdown', 'amount', 'charges'] });
    expect(read).toMatchObject({ fees_breakdown: { state: 0, dvs: 0, other: 125.5 }, amount: 125.5, charges: [] });
    expect(await totals(batch)).toMatchObject({ count: 1, total: 125.5 });
  });

  it('adds to a batch holding vehicles: the total is the sum of every line', async () => {
    const batch = await datedBatch();
    const vehicle = await db.prisma.vehicle.findFirstOrThrow({ where: { clientid: alphaId, invoiceid: 0, cancelled: 0, NOT: { titlestatusid: 5 } } });
    const after = await addVehicleToBatch(db.prisma, staff, batch, vehicle.vehicleid, true);
    await engine.create(staff, 'invoices', { invoicebatchid: batch, serialnumber: 'Courier', totalcost: 40 });
    expect(await totals(batch)).toMatchObject({ count: 2, total: Math.round((after.invoice_total + 40) * 100) / 100 });
  });

  it('is refused: a batch without a client, a missing batch, another client than the batch, a vehicle, a bad amount, no VIN or description', async () => {
    const noClient = await datedBatch(null);
    const batch = await datedBatch();
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
    const batch = await datedBatch();
    expect((await refusal(engine.create(alpha, 'invoices', { invoicebatchid: batch, serialnumber: 'x', totalcost: 1 }))).code).toBe(ERROR_CODE.FORBIDDEN);
    const created = await engine.create(staff, 'invoices', { invoicebatchid: batch, serialnumber: 'Storage', totalcost: 1 });
    const updated = await engine.update(staff, 'invoices', String(created.invoicedetailid), { invoicedate: '2026-04-01' });
    expect(String(updated.invoicedate).slice(0, 10)).toBe('2026-04-01');
    expect((await refusal(engine.delete(alpha, 'invoices', String(created.invoicedetailid)))).code).toBe(ERROR_CODE.FORBIDDEN);
  });
});

describe('Delete Invoice', () => {
  it('takes a manual line off the batch and its total', async () => {
    const batch = await datedBatch();
    const kept = await engine.create(staff, 'invoices', { invoicebatchid: batch, serialnumber: 'Kept', totalcost: '5.00' });
    const gone = await engine.create(staff, 'invoices', { invoicebatchid: batch, serialnumber: 'Gone', totalcost: '7.25' });
    await engine.delete(staff, 'invoices', String(gone.invoicedetailid));
    expect(await db.prisma.invoice.findUnique({ where: { invoicedetailid: Number(gone.invoicedetailid) } })).toBeNull();
    expect(await db.prisma.invoice.findUnique({ where: { invoicedetailid: Number(kept.invoicedetailid) } })).not.toBeNull();
    expect(await totals(batch)).toMatchObject({ count: 1, total: 5 });
  });

  it("of a vehicle's line does what Remove does: its charges open again and its invoice link falls back", async () => {
    const batch = await datedBatch();
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
    expect(await totals(batch)).toMatchObject({ count: 0, total: 0 });
  });
});
