import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ERROR_CODE, ONE_OFF_TEXT, type Principal } from '@portal/contracts';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { startMailStandin, type MailStandin } from '@portal/mail-standin';
import { DiskStorage, SmtpMailer, smtpSettingsFromEnv, type ResourceEngine } from '@portal/server-kit';
import { STAFF, clientUser, engineFor, refusal } from '@portal/server-kit/testing';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INVOICING_RESOURCES } from '../app.module.js';
import { pdfPageCount, usd } from '../pdf/pdf-kit.js';
import { deliverOneOffEmail, prepareOneOffEmail } from './one-off-email.js';
import { amountReason, vinReason } from './one-off-invoices.resource.js';
import { loadOneOffInvoice, renderOneOffPdf } from './one-off-pdf.js';

let db: TestDatabase;
let engine: ResourceEngine;
let standin: MailStandin;
let storage: DiskStorage;
let dir: string;
let staff: Principal;
let alpha: Principal;

const pdfText = (bytes: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString();

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  engine = engineFor(db.prisma, INVOICING_RESOURCES);
  standin = await startMailStandin({ smtpPort: 0, webPort: 0 });
  dir = mkdtempSync(join(tmpdir(), 'one-off-mail-'));
  storage = new DiskStorage(dir);
  staff = { ...STAFF, userid: (await db.prisma.webUser.findFirstOrThrow({ where: { username: 'admin' } })).userid };
  const alphaId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } })).clientid;
  alpha = clientUser(alphaId, 1, (await db.prisma.webUser.findFirstOrThrow({ where: { username: 'alpha.user' } })).userid);
});

afterAll(async () => {
  await standin?.stop();
  await db?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const FULL = {
  client_name: 'Walk-in Customer',
  client_email: 'walkin@example.test',
  street: '1 Main St',
  city: 'Indianapolis',
  state: 'IN',
  zip: '46204',
  phone: '317-555-0100',
  vin: '1hgcm82633a004352',
  year: 2003,
  make: 'HONDA',
  model: 'Accord',
  amount: '275.50',
  pickup_location: 'Toronto ON',
  delivery_location: 'Indianapolis IN',
  driver_name: 'Sam Driver',
};

describe('a one-off invoice', () => {
  it('is created and updated with every field; the VIN is kept in capitals', async () => {
    const created = await engine.create(staff, 'one_off_invoices', FULL);
    expect(created).toMatchObject({ ...FULL, vin: '1HGCM82633A004352', amount: 275.5 });
    const updated = await engine.update(staff, 'one_off_invoices', String(created.id), { amount: 300, driver_name: 'Other Driver' });
    expect(updated).toMatchObject({ amount: 300, driver_name: 'Other Driver', client_name: FULL.client_name });
  });

  it('needs a client name', async () => {
    expect((await refusal(engine.create(staff, 'one_off_invoices', { amount: 10 }))).errors).toHaveProperty('client_name');
  });

  it.each([
    [-1, 'must be 0 or more'],
    ['12.345', 'must have at most 2 decimals'],
    ['ten', 'must be a number'],
    [null, 'is required'],
    ['10000000000', 'is too large'],
  ])('refuses the amount %p (%s) and writes nothing', async (amount, reason) => {
    const before = await db.prisma.oneOffInvoice.count();
    const refused = await refusal(engine.create(staff, 'one_off_invoices', { client_name: 'X', amount }));
    expect(refused.code).toBe(ERROR_CODE.VALIDATION);
    expect(refused.errors).toEqual({ amount: [reason] });
    expect(await db.prisma.oneOffInvoice.count()).toBe(before);
    const row = await engine.create(staff, 'one_off_invoices', { client_name: 'Y', amount: 5 });
    expect((await refusal(engine.update(staff, 'one_off_invoices', String(row.id), { amount }))).errors).toEqual({ amount: [reason] });
    expect(Number((await db.prisma.oneOffInvoice.findUniqueOrThrow({ where: { id: Number(row.id) } })).amount)).toBe(5);
  });

  it('takes amounts of 0 and with cents', () => {
    expect([0, '0', '12.5', '12.50', 99.99].map(amountReason)).toEqual([null, null, null, null, null]);
  });

  it('refuses a VIN longer than 17 or with other characters, and a malformed e-mail', async () => {
    expect(vinReason('1HGCM82633A004352')).toBeNull();
    expect(vinReason('1HGCM8')).toBeNull();
    const refused = await refusal(engine.create(staff, 'one_off_invoices', { client_name: 'X', vin: '1HGCM82633A0043521', client_email: 'not an address' }));
    expect(refused.errors).toEqual({ vin: ['must be at most 17 letters and digits'], client_email: ['must be e-mail addresses separated by commas'] });
    expect(vinReason('1HGCM-82633')).not.toBeNull();
  });

  it('is staff-only: a client user may not list, read, create or change one, and nothing is written', async () => {
    const row = await engine.create(staff, 'one_off_invoices', { client_name: 'Z', amount: 1 });
    const before = await db.prisma.oneOffInvoice.count();
    for (const attempt of [
      engine.list(alpha, 'one_off_invoices'),
      engine.read(alpha, 'one_off_invoices', String(row.id)),
      engine.create(alpha, 'one_off_invoices', { client_name: 'Mine', amount: 1 }),
      engine.update(alpha, 'one_off_invoices', String(row.id), { amount: 2 }),
    ])
      expect((await refusal(attempt)).code).toBe(ERROR_CODE.FORBIDDEN);
    expect(await db.prisma.oneOffInvoice.count()).toBe(before);
    expect(Number((await db.prisma.oneOffInvoice.findUniqueOrThrow({ where: { id: Number(row.id) } })).amount)).toBe(1);
  });
});

describe('printing and e-mailing a one-off invoice', () => {
  it('prints the client, the vehicle, the job and the amount on one page', async () => {
    const row = await engine.create(staff, 'one_off_invoices', FULL);
    const { bytes, pages } = await renderOneOffPdf(await loadOneOffInvoice(db.prisma, Number(row.id)));
    expect(pages).toBe(1);
    expect(pdfPageCount(bytes)).toBe(1);
    const text = pdfText(bytes);
    for (const part of [
      `Invoice #${row.id}`,
      'Walk-in Customer',
      '1 Main St',
      'Indianapolis, IN 46204',
      '2003 HONDA Accord',
      'VIN: 1HGCM82633A004352',
      'Pickup: Toronto ON',
      'Driver: Sam Driver',
    ])
      expect(text).toContain(part);
    expect(text).toMatch(new RegExp(`Total\\s+\\${usd(275.5)}`));
  });

  it('is refused without a client e-mail address', async () => {
    const row = await engine.create(staff, 'one_off_invoices', { client_name: 'No Mail', amount: 3 });
    expect((await refusal(prepareOneOffEmail(db.prisma, storage, Number(row.id)))).errors).toEqual({ client_email: [ONE_OFF_TEXT.NO_CLIENT_EMAIL] });
    expect((await refusal(prepareOneOffEmail(db.prisma, storage, 2_000_000_000))).code).toBe(ERROR_CODE.NOT_FOUND);
  });

  it('sends the PDF to the client e-mail address through the mail server', async () => {
    const row = await engine.create(staff, 'one_off_invoices', FULL);
    const job = await prepareOneOffEmail(db.prisma, storage, Number(row.id));
    const smtp = new SmtpMailer(
      smtpSettingsFromEnv({ SMTP_PORT: String(standin.smtpPort), SMTP_TIMEOUT_MS: '2000', MAIL_FROM: 'Portal <portal@example.test>' }),
    );
    await deliverOneOffEmail(storage, smtp, job);
    await smtp.close();
    const kept = standin.messages.find((m) => m.subject === `Invoice #${row.id}`);
    expect(kept?.to).toEqual(['walkin@example.test']);
    expect(kept?.attachments.map((a) => a.filename)).toEqual([`invoice-${row.id}.pdf`]);
    expect(pdfText(kept!.attachments[0]!.content)).toContain('Walk-in Customer');
    expect(await storage.get(job.pendingKey)).toBeNull();
  });
});
