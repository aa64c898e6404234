import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CALLER_TOKEN_FIELD, createMasterBatch as createCall, ERROR_CODE, type Principal } from '@portal/contracts';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { readCall, signAccessToken, type ResourceEngine } from '@portal/server-kit';
import { STAFF, clientUser, engineFor, refusal } from '@portal/server-kit/testing';
import ExcelJS from 'exceljs';
import { INVOICING_RESOURCES } from '../app.module.js';
import { pdfPageCount } from '../pdf/pdf-kit.js';
import { renderMasterBatchPdf } from './master-batch-pdf.js';
import { loadMasterBatchPrint } from './master-batch-print.js';
import { masterBatchWorkbook } from './master-batch-xlsx.js';
import { createMasterBatch, MASTER_BATCH_TEXT, removeFromMasterBatch } from './master-batches.js';

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
  staff = { ...STAFF, userid: (await db.prisma.webUser.findFirstOrThrow({ where: { username: 'admin' } })).userid };
  alpha = clientUser(alphaId, 1, (await db.prisma.webUser.findFirstOrThrow({ where: { username: 'alpha.user' } })).userid);
});

afterAll(async () => {
  await db?.drop();
});

async function newBatch(clientid: number | null) {
  return (await db.prisma.invoiceBatch.create({ data: { clientid, userid: staff.userid, invoicedate: new Date('2026-11-02T00:00:00Z') } })).invoiceid;
}

/** A batch with one invoice line of the given total, so the MIB's totals have something to add. */
async function batchWithLine(clientid: number, total: string) {
  const id = await newBatch(clientid);
  const vehicle = await db.prisma.vehicle.findFirstOrThrow({ where: { clientid }, orderBy: { vehicleid: 'asc' } });
  await db.prisma.invoice.create({ data: { invoicebatchid: id, clientid, vehicleid: vehicle.vehicleid, serialnumber: vehicle.vehiclevin, totalcost: total } });
  return id;
}

const fieldOf = async (promise: Promise<unknown>) => {
  const error = await refusal(promise);
  expect(error.code).toBe(ERROR_CODE.VALIDATION);
  return (error.errors ?? {}).invoiceBatchIds?.join(' ') ?? '';
};

describe('Add To Master Invoice Batch', () => {
  it('makes one master batch of batches of one client, numbered, and links each batch to it', async () => {
    const a = await newBatch(alphaId);
    const b = await newBatch(alphaId);
    const made = await createMasterBatch(db.prisma, staff, [b, a, a]);
    expect(made).toMatchObject({ clientid: alphaId, invoiceBatchIds: [a, b] });
    expect(made.master_invoice_number).toMatch(new RegExp(`^MIB-\\d{4}-${String(made.id).padStart(4, '0')}$`));
    const linked = await db.prisma.invoiceBatch.findMany({ where: { invoiceid: { in: [a, b] } } });
    expect(linked.map((x) => x.master_invoice_batch_id)).toEqual([made.id, made.id]);
    expect(await db.prisma.masterInvoiceBatch.findUniqueOrThrow({ where: { id: made.id } })).toMatchObject({ clientid: alphaId, userid: staff.userid });
  });

  it('refuses batches of two clients with a 422 naming the rule, and writes nothing', async () => {
    const a = await newBatch(alphaId);
    const b = await newBatch(borealisId);
    const before = await db.prisma.masterInvoiceBatch.count();
    expect(await fieldOf(createMasterBatch(db.prisma, staff, [a, b]))).toBe(MASTER_BATCH_TEXT.ONE_CLIENT);
    expect(await db.prisma.masterInvoiceBatch.count()).toBe(before);
    expect((await db.prisma.invoiceBatch.findMany({ where: { invoiceid: { in: [a, b] } } })).every((x) => x.master_invoice_batch_id === null)).toBe(true);
  });

  it('lets a batch join at most one master batch', async () => {
    const a = await newBatch(alphaId);
    const b = await newBatch(alphaId);
    const first = await createMasterBatch(db.prisma, staff, [a]);
    const reason = await fieldOf(createMasterBatch(db.prisma, staff, [a, b]));
    expect(reason).toContain(MASTER_BATCH_TEXT.ALREADY_IN);
    expect(reason).toContain(`batch ${a} is in master batch ${first.id}`);
    expect((await db.prisma.invoiceBatch.findUniqueOrThrow({ where: { invoiceid: b } })).master_invoice_batch_id).toBeNull();
  });

  it('lets only one of two simultaneous requests claim the same batch', async () => {
    const a = await newBatch(alphaId);
    const results = await Promise.allSettled([createMasterBatch(db.prisma, staff, [a]), createMasterBatch(db.prisma, staff, [a])]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const linked = await db.prisma.invoiceBatch.findUniqueOrThrow({ where: { invoiceid: a } });
    expect(await db.prisma.masterInvoiceBatch.count({ where: { invoice_batches_full: { some: { invoiceid: a } } } })).toBe(1);
    expect(linked.master_invoice_batch_id).not.toBeNull();
  });

  it('refuses a batch without a client and a batch that does not exist', async () => {
    expect(await fieldOf(createMasterBatch(db.prisma, staff, [await newBatch(null)]))).toContain(MASTER_BATCH_TEXT.NEEDS_CLIENT);
    expect(await fieldOf(createMasterBatch(db.prisma, staff, [999_999]))).toContain(MASTER_BATCH_TEXT.NOT_FOUND);
  });

  it('is staff only: a client user is refused before anything is read (decision in the README)', async () => {
    const secret = 'a-secret-for-the-master-batch-test';
    const token = await signAccessToken(alpha, secret, 60);
    const error = await refusal(readCall(createCall, { [CALLER_TOKEN_FIELD]: token, body: { invoiceBatchIds: [1] } }, secret));
    expect(error.code).toBe(ERROR_CODE.FORBIDDEN);
    const staffToken = await signAccessToken(staff, secret, 60);
    const read = await readCall(createCall, { [CALLER_TOKEN_FIELD]: staffToken, body: { invoiceBatchIds: [] } }, secret).catch((e: unknown) => e);
    expect((read as { code?: string }).code).toBe(ERROR_CODE.VALIDATION);
  });
});

describe('a batch in a master batch', () => {
  it('keeps its client: a change of client is refused until it leaves the master batch', async () => {
    const a = await newBatch(alphaId);
    const made = await createMasterBatch(db.prisma, staff, [a]);
    const error = await refusal(engine.update(staff, 'invoice_batches', String(a), { clientid: borealisId }));
    expect([error.code, Object.keys(error.errors ?? {})]).toEqual([ERROR_CODE.VALIDATION, ['clientid']]);
    expect((await db.prisma.invoiceBatch.findUniqueOrThrow({ where: { invoiceid: a } })).clientid).toBe(alphaId);
    await removeFromMasterBatch(db.prisma, made.id, a);
    await engine.update(staff, 'invoice_batches', String(a), { clientid: borealisId });
    expect((await db.prisma.invoiceBatch.findUniqueOrThrow({ where: { invoiceid: a } })).clientid).toBe(borealisId);
  });
});

describe('Remove from a master batch', () => {
  it('takes the batch out, and deletes the master batch with its last batch', async () => {
    const a = await newBatch(alphaId);
    const b = await newBatch(alphaId);
    const made = await createMasterBatch(db.prisma, staff, [a, b]);
    expect(await removeFromMasterBatch(db.prisma, made.id, a)).toEqual({ id: made.id, invoiceBatchIds: [b], deleted: false });
    expect((await db.prisma.invoiceBatch.findUniqueOrThrow({ where: { invoiceid: a } })).master_invoice_batch_id).toBeNull();
    // Out of it, the batch may join another master batch.
    const again = await createMasterBatch(db.prisma, staff, [a]);
    expect(again.invoiceBatchIds).toEqual([a]);
    expect(await removeFromMasterBatch(db.prisma, made.id, b)).toEqual({ id: made.id, invoiceBatchIds: [], deleted: true });
    expect(await db.prisma.masterInvoiceBatch.findUnique({ where: { id: made.id } })).toBeNull();
  });

  it('is a 404 for a batch that is not in that master batch', async () => {
    const a = await newBatch(alphaId);
    const made = await createMasterBatch(db.prisma, staff, [a]);
    const other = await newBatch(alphaId);
    expect((await refusal(removeFromMasterBatch(db.prisma, made.id, other))).code).toBe(ERROR_CODE.NOT_FOUND);
    expect((await refusal(removeFromMasterBatch(db.prisma, made.id + 1000, a))).code).toBe(ERROR_CODE.NOT_FOUND);
  });
});

describe('reading master batches', () => {
  it('shows a client user only its own master batches, with their batches and client', async () => {
    const own = await createMasterBatch(db.prisma, staff, [await newBatch(alphaId)]);
    const other = await createMasterBatch(db.prisma, staff, [await newBatch(borealisId)]);
    const listed = await engine.list(alpha, 'master_invoice_batches', { per_page: '1000' });
    expect(listed.data.length).toBeGreaterThan(0);
    expect(listed.data.every((m) => m.clientid === alphaId)).toBe(true);
    const read = await engine.read(alpha, 'master_invoice_batches', String(own.id), { 'with[]': ['invoice_batches_full', 'client'] });
    expect(read).toMatchObject({ id: own.id, client: { clientname: 'Alpha Motors' }, invoice_batches_full: [{ invoiceid: own.invoiceBatchIds[0] }] });
    expect((await refusal(engine.read(alpha, 'master_invoice_batches', String(other.id), {}))).code).toBe(ERROR_CODE.NOT_FOUND);
    expect((await refusal(loadMasterBatchPrint(db.prisma, alpha, other.id))).code).toBe(ERROR_CODE.NOT_FOUND);
  });

  it('prints the PDF and the Excel with each batch and the master total equal to the sum of the batches', async () => {
    const a = await batchWithLine(alphaId, '120.50');
    const b = await batchWithLine(alphaId, '79.25');
    const made = await createMasterBatch(db.prisma, staff, [a, b]);
    const print = await loadMasterBatchPrint(db.prisma, staff, made.id);
    expect(print.batches.map((x) => [x.invoiceid, x.total])).toEqual([
      [a, 120.5],
      [b, 79.25],
    ]);
    expect(print.total).toBe(199.75);
    const pdf = await renderMasterBatchPdf(print);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageCount(pdf.bytes)).toBe(pdf.pages);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await masterBatchWorkbook(print)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const values = sheet.getSheetValues().map((row) => (Array.isArray(row) ? row.slice(1) : []));
    const last = values[values.length - 1]!;
    expect(last).toEqual(['', '', 'Master Total', '', '', '', '', '', 199.75]);
    expect(values.some((row) => row[0] === a && row[8] === 120.5)).toBe(true);
    expect(values.some((row) => row[2] === `Batch #${b} Total (1 vehicles)` && row[8] === 79.25)).toBe(true);
  });
});
