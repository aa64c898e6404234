import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ERROR_CODE, INVOICE_TEXT, type Principal } from '@portal/contracts';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { startMailStandin, type MailStandin } from '@portal/mail-standin';
import { DiskStorage, SmtpMailer, smtpSettingsFromEnv, type ResourceEngine } from '@portal/server-kit';
import { STAFF, clientUser, engineFor, refusal } from '@portal/server-kit/testing';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INVOICING_RESOURCES } from '../app.module.js';
import { deliverBatchEmail, prepareBatchEmail } from './batch-email.js';
import { addVehicleToBatch } from './batch-membership.js';
import { pdfPageCount, usd } from '../pdf/pdf-kit.js';
import { renderBatchPdf } from './batch-pdf.js';
import { loadBatchPrint } from './batch-print.js';

let db: TestDatabase;
let engine: ResourceEngine;
let standin: MailStandin;
let storage: DiskStorage;
let dir: string;
let staff: Principal;
let alpha: Principal;
let borealis: Principal;
let alphaId: number;
let batchId: number;
let vins: string[];

const open = { invoiceid: 0, cancelled: 0, NOT: { titlestatusid: 5 } };
const pdfText = (bytes: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString();
const mailer = (port: number) =>
  new SmtpMailer(smtpSettingsFromEnv({ SMTP_PORT: String(port), SMTP_TIMEOUT_MS: '2000', MAIL_FROM: 'Portal <portal@example.test>' }));

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  engine = engineFor(db.prisma, INVOICING_RESOURCES);
  standin = await startMailStandin({ smtpPort: 0, webPort: 0 });
  dir = mkdtempSync(join(tmpdir(), 'invoicing-mail-'));
  storage = new DiskStorage(dir);
  alphaId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } })).clientid;
  const borealisId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Borealis Imports' } })).clientid;
  staff = { ...STAFF, userid: (await db.prisma.webUser.findFirstOrThrow({ where: { username: 'admin' } })).userid };
  alpha = clientUser(alphaId, 1, (await db.prisma.webUser.findFirstOrThrow({ where: { username: 'alpha.user' } })).userid);
  borealis = clientUser(borealisId, 1, (await db.prisma.webUser.findFirstOrThrow({ where: { username: 'borealis.user' } })).userid);
  batchId = Number((await engine.create(staff, 'invoice_batches', { clientid: alphaId, overnighttrackingno: 'TRK-77' })).invoiceid);
  const vehicles = await db.prisma.vehicle.findMany({ where: { clientid: alphaId, ...open }, orderBy: { vehicleid: 'desc' }, take: 2 });
  for (const v of vehicles) await addVehicleToBatch(db.prisma, staff, batchId, v.vehicleid, false);
  vins = vehicles.map((v) => v.vehiclevin!);
  const type = await db.prisma.vehicleChargeType.findFirstOrThrow({ orderBy: { vehiclechargetypeid: 'asc' } });
  await engine.create(staff, 'vehicle_charges', {
    vehicleid: vehicles[0]!.vehicleid,
    invoiceid: batchId,
    chargeamt: '41.25',
    chargenote: 'Courier',
    chargetype: type.vehiclechargetypeid,
  });
  await engine.create(staff, 'vehicle_charges', {
    vehicleid: vehicles[0]!.vehicleid,
    invoiceid: batchId,
    chargeamt: '0',
    chargenote: 'Waived',
    chargetype: type.vehiclechargetypeid,
  });
});

afterAll(async () => {
  await standin?.stop();
  await db?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function batchTotal(id: number) {
  const listed = await engine.list(staff, 'invoice_batches', { 'filters[]': [`invoiceid|eq|${id}`], 'appends[]': ['invoice_total'] });
  return Number(listed.data[0]!.invoice_total);
}

describe('the batch PDF', () => {
  it('prints the client, the batch number and date, a row per invoice with its vehicle, fees and charges, and the batch total', async () => {
    const print = await loadBatchPrint(db.prisma, staff, batchId);
    // Alpha Motors' single-invoice setting is 2: the batch as a single invoice (batch-pdf.spec.ts).
    const { bytes, pages } = await renderBatchPdf(print);
    expect(pages).toBe(1);
    expect(pdfPageCount(bytes)).toBe(1);
    const text = pdfText(bytes);
    const total = await batchTotal(batchId);
    expect(print.total).toBe(total);
    expect(text).toContain(`Invoice Batch #${batchId}`);
    expect(text).toContain('Alpha Motors');
    expect(text).toContain('TRK-77');
    const batch = await db.prisma.invoiceBatch.findUniqueOrThrow({ where: { invoiceid: batchId } });
    const [y, m, d] = batch.invoicedate!.toISOString().slice(0, 10).split('-');
    expect(text).toContain(`Invoice Date: ${m}/${d}/${y}`);
    for (const vin of vins) expect(text).toContain(vin);
    const lines = await db.prisma.invoice.findMany({ where: { invoicebatchid: batchId }, include: { vehicle: true } });
    for (const line of lines) {
      expect(text).toContain(`${line.vehicle!.yr} ${line.vehicle!.make}`);
      expect(text).toContain(usd(Number(line.totalcost)));
    }
    expect(text).toContain('Courier');
    expect(text).toContain(usd(41.25));
    // A zero-amount charge is not printed on an invoice (document 2 §9).
    expect(text).not.toContain('Waived');
    expect(text).toMatch(new RegExp(`Total\\s+\\${usd(total)}`));
    expect(text).toContain('Sales Tax');
  });

  it("is a client user's only for its own client's batch", async () => {
    expect((await loadBatchPrint(db.prisma, alpha, batchId)).invoiceid).toBe(batchId);
    expect((await refusal(loadBatchPrint(db.prisma, borealis, batchId))).code).toBe(ERROR_CODE.NOT_FOUND);
    expect((await refusal(loadBatchPrint(db.prisma, staff, 2_000_000_000))).code).toBe(ERROR_CODE.NOT_FOUND);
  });
});

describe('e-mailing a batch', () => {
  it('is refused when the client has no invoice e-mail address, and nothing is stored', async () => {
    const noEmail = await db.prisma.client.create({ data: { clientname: 'No Mail Co', invoiceemailaddress: '  ' } });
    const id = Number((await engine.create(staff, 'invoice_batches', { clientid: noEmail.clientid })).invoiceid);
    const refused = await refusal(prepareBatchEmail(db.prisma, storage, staff, id, 'someone@example.test'));
    expect(refused.errors).toEqual({ email: [INVOICE_TEXT.NO_INVOICE_EMAIL] });
  });

  it('records nothing on the batch while the mail server cannot be reached', async () => {
    const job = await prepareBatchEmail(db.prisma, storage, staff, batchId, 'billing@alphamotors.example');
    const down = mailer(1);
    await expect(deliverBatchEmail(db.prisma, storage, down, job)).rejects.toThrow();
    await down.close();
    const batch = await db.prisma.invoiceBatch.findUniqueOrThrow({ where: { invoiceid: batchId }, include: { attachments: true } });
    expect(batch.emailed).toBeNull();
    expect(batch.emailinfo).toBeNull();
    expect(batch.attachments).toEqual([]);
    // The PDF waits for the next try.
    expect(await storage.get(job.pendingKey)).not.toBeNull();
  });

  it('sends the PDF, then stamps the batch, its e-mail info and the PDFs Sent row with its link', async () => {
    const to = 'billing@alphamotors.example, accounts@alphamotors.example';
    const job = await prepareBatchEmail(db.prisma, storage, staff, batchId, to);
    const smtp = mailer(standin.smtpPort);
    const at = new Date('2026-03-04T15:00:00Z');
    const result = await deliverBatchEmail(db.prisma, storage, smtp, job, () => at);
    await smtp.close();
    const kept = standin.messages.find((m) => m.subject === `Invoice Batch #${batchId}`);
    expect(kept?.to.sort()).toEqual(['accounts@alphamotors.example', 'billing@alphamotors.example']);
    expect(kept?.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`invoice-batch-${batchId}.pdf`, 'application/pdf']]);
    expect(pdfText(kept!.attachments[0]!.content)).toContain(`Invoice Batch #${batchId}`);
    const batch = await db.prisma.invoiceBatch.findUniqueOrThrow({ where: { invoiceid: batchId }, include: { attachments: true } });
    expect(batch.emailed?.toISOString()).toBe(at.toISOString());
    expect(batch.emailinfo).toBe(to);
    expect(batch.attachments).toHaveLength(1);
    expect(batch.attachments[0]).toMatchObject({
      id: result.attachmentId,
      sent_to: to,
      cloud_url: `/api/invoice_batches/${batchId}/pdf?sent=${result.attachmentId}`,
    });
    // The PDF is kept as it was sent, for the PDFs Sent link; the waiting copy is gone.
    expect((await storage.get(`invoicing/batches/${batchId}/attachments/${result.attachmentId}.pdf`))?.equals(kept!.attachments[0]!.content)).toBe(true);
    expect(await storage.get(job.pendingKey)).toBeNull();
  });
});
