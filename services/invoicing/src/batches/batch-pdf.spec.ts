import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Principal } from '@portal/contracts';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import type { ResourceEngine } from '@portal/server-kit';
import { STAFF, engineFor } from '@portal/server-kit/testing';
import { execFileSync } from 'node:child_process';
import { INVOICING_RESOURCES } from '../app.module.js';
import { renderMasterBatchPdf } from '../master-batches/master-batch-pdf.js';
import { pdfPageCount, usd } from '../pdf/pdf-kit.js';
import { addVehicleToBatch } from './batch-membership.js';
import { renderBatchPdf } from './batch-pdf.js';
import { invoiceLayout, loadBatchPrint, type BatchPrint } from './batch-print.js';

let db: TestDatabase;
let engine: ResourceEngine;
let staff: Principal;
let clientId: number;
let batchId: number;
/** The batch's lines in printed order, with what each must show. */
let lines: Array<{ id: number; vin: string; total: number; charge: string }>;

const open = { invoiceid: 0, cancelled: 0, NOT: { titlestatusid: 5 } };
/** The PDF's text page by page (pdftotext ends each page with a form feed). */
const pdfPages = (bytes: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString().split('\f').slice(0, -1);
const count = (text: string, part: string) => text.split(part).length - 1;

type Settings = { single: number; details: number; vehicleDetails?: number; extraInfo?: number };

/** Sets the batch client's invoice settings, then reads and renders the batch as the PDF call does. */
async function render(settings: Settings): Promise<{ print: BatchPrint; pages: string[]; text: string }> {
  await db.prisma.client.update({ where: { clientid: clientId }, data: { clientsingleinvoice: settings.single, clientinvoicedetails: settings.details } });
  const defaults = { invoice_vehicle_details: settings.vehicleDetails ?? 0, invoice_vehicle_extra_info: settings.extraInfo ?? 0 };
  await db.prisma.clientDefault.upsert({ where: { clientid: clientId }, update: defaults, create: { clientid: clientId, ...defaults } });
  const print = await loadBatchPrint(db.prisma, staff, batchId);
  const { bytes, pages } = await renderBatchPdf(print);
  expect(pdfPageCount(bytes)).toBe(pages);
  const texts = pdfPages(bytes);
  expect(texts).toHaveLength(pages);
  return { print, pages: texts, text: texts.join('\n') };
}

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  engine = engineFor(db.prisma, INVOICING_RESOURCES);
  clientId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } })).clientid;
  staff = { ...STAFF, userid: (await db.prisma.webUser.findFirstOrThrow({ where: { username: 'admin' } })).userid };
  batchId = Number((await engine.create(staff, 'invoice_batches', { clientid: clientId, overnighttrackingno: 'TRK-PDF' })).invoiceid);
  const vehicles = await db.prisma.vehicle.findMany({ where: { clientid: clientId, ...open }, orderBy: { vehicleid: 'desc' }, take: 2 });
  expect(vehicles).toHaveLength(2);
  await db.prisma.vehicle.update({
    where: { vehicleid: vehicles[0]!.vehicleid },
    data: { mileage: 123456, clientstocknumber: 'STK-9', debtorname: 'Jane Debtor' },
  });
  for (const v of vehicles) await addVehicleToBatch(db.prisma, staff, batchId, v.vehicleid, false);
  const type = await db.prisma.vehicleChargeType.findFirstOrThrow({ orderBy: { vehiclechargetypeid: 'asc' } });
  const charge = (vehicleid: number, chargeamt: string, chargenote: string) =>
    engine.create(staff, 'vehicle_charges', { vehicleid, invoiceid: batchId, chargeamt, chargenote, chargetype: type.vehiclechargetypeid });
  await charge(vehicles[0]!.vehicleid, '41.25', 'Courier');
  await charge(vehicles[0]!.vehicleid, '0', 'Waived');
  await charge(vehicles[1]!.vehicleid, '1234.5', 'Storage');
  const rows = await db.prisma.invoice.findMany({ where: { invoicebatchid: batchId }, orderBy: { invoicedetailid: 'asc' } });
  lines = rows.map((row) => ({
    id: row.invoicedetailid,
    vin: row.serialnumber!,
    total: Number(row.totalcost),
    charge: row.vehicleid === vehicles[0]!.vehicleid ? 'Courier' : 'Storage',
  }));
});

afterAll(async () => {
  await db?.drop();
});

describe("the client's invoice settings (document 2 §9)", () => {
  it('an invoice per vehicle when the client says single invoices (1), one for the batch when 2 or true; detailed when clientinvoicedetails is 1', () => {
    expect(invoiceLayout({ clientsingleinvoice: 1, clientinvoicedetails: 1 })).toMatchObject({ single: true, detailed: true });
    expect(invoiceLayout({ clientsingleinvoice: 2, clientinvoicedetails: 0 })).toMatchObject({ single: false, detailed: false });
    expect(invoiceLayout({ clientsingleinvoice: true, clientinvoicedetails: 2 })).toMatchObject({ single: false, detailed: false });
    expect(invoiceLayout({ clientsingleinvoice: 0, clientinvoicedetails: 0 })).toMatchObject({ single: true, detailed: false });
    expect(invoiceLayout({ defaults: { invoice_vehicle_details: 1, invoice_vehicle_extra_info: 0 } })).toMatchObject({
      vehicleDetails: true,
      extraInfo: false,
    });
    expect(invoiceLayout(null)).toEqual({ single: false, detailed: false, vehicleDetails: false, extraInfo: false });
  });
});

describe('the batch PDF by the client settings', () => {
  it('bulk, not detailed: one invoice, one table with a row per vehicle, the charges as one sum, the batch total', async () => {
    const { print, pages, text } = await render({ single: 2, details: 0 });
    expect(print.layout).toMatchObject({ single: false, detailed: false });
    expect(pages).toHaveLength(1);
    expect(count(text, 'INVOICE')).toBe(1);
    expect(text).toContain(`Invoice Batch #${batchId}`);
    expect(text).not.toMatch(/Invoice #\d/);
    for (const line of lines) {
      expect(count(text, line.vin)).toBe(1);
      expect(text).toContain(usd(line.total));
    }
    // The charges are summed in their column, not listed.
    expect(text).toContain(usd(41.25));
    expect(text).toContain(usd(1234.5));
    expect(text).not.toContain('Courier');
    expect(text).not.toContain('Vehicle total');
    // A zero fee or charge sum is left blank (the demo's lines have no Other fee).
    expect(print.lines.every((line) => line.fees.other === 0)).toBe(true);
    expect(text).not.toContain(usd(0));
    expect(text).toContain('Vehicles: 2');
    expect(text).toMatch(/Sales Tax\s*\n/);
    expect(text).toMatch(new RegExp(`\\bTotal\\s+\\${usd(print.total)}`));
    expect(print.total).toBe(lines.reduce((sum, line) => sum + Math.round(line.total * 100), 0) / 100);
  });

  it("bulk, detailed: one table with each vehicle's fees and charges listed under it and its total; zero charges left out", async () => {
    const { print, pages, text } = await render({ single: 2, details: 1 });
    expect(print.layout).toMatchObject({ single: false, detailed: true });
    expect(pages).toHaveLength(1);
    expect(count(text, 'Vehicle total')).toBe(2);
    // Each vehicle's charge sits between its VIN and the next vehicle.
    const [first, second] = lines;
    const at = (part: string) => text.indexOf(part);
    expect(at(first!.vin)).toBeLessThan(at(first!.charge));
    expect(at(first!.charge)).toBeLessThan(at(second!.vin));
    expect(at(second!.vin)).toBeLessThan(at(second!.charge));
    expect(text).toContain('(Courier)');
    expect(text).toContain(usd(1234.5));
    expect(text).not.toContain('Waived');
    expect(text).not.toContain('Other fee');
    expect(text).not.toContain(usd(0));
    for (const line of print.lines) {
      for (const [label, amount] of [
        ['State fee', line.fees.state],
        ['DVS fee', line.fees.dvs],
        ['Other fee', line.fees.other],
      ] as const) {
        if (Math.round(amount * 100) === 0) continue;
        expect(text).toMatch(new RegExp(`${label}\\s+\\${usd(amount)}`));
      }
      expect(text).toMatch(new RegExp(`Vehicle total\\s+\\${usd(line.total)}`));
    }
    expect(text).toMatch(/Sales Tax\s*\n/);
    expect(text).toMatch(new RegExp(`\\bTotal\\s+\\${usd(print.total)}`));
  });

  it('single: one invoice page per vehicle with its own number and total, then the batch summary with the batch total', async () => {
    const { print, pages } = await render({ single: 1, details: 0 });
    expect(print.layout).toMatchObject({ single: true, detailed: false });
    expect(pages).toHaveLength(lines.length + 1);
    lines.forEach((line, i) => {
      const page = pages[i]!;
      expect(page).toContain(`Invoice #${line.id}`);
      expect(page).toContain(`Invoice Batch #${batchId}`);
      expect(page).toContain('Alpha Motors');
      expect(page).toContain('TRK-PDF');
      expect(page).toContain(line.vin);
      for (const other of lines.filter((o) => o !== line)) expect(page).not.toContain(other.vin);
      expect(page).toContain('Vehicles: 1');
      expect(page).toMatch(/Sales Tax\s*\n/);
      expect(page).toMatch(new RegExp(`Invoice Total\\s+\\${usd(line.total)}`));
      expect(page).not.toContain(line.charge);
    });
    const summary = pages[lines.length]!;
    expect(summary).toContain('INVOICE SUMMARY');
    for (const line of lines) expect(summary).toMatch(new RegExp(`#${line.id}\\s+${line.vin}`));
    expect(summary).toContain(`Invoices: ${lines.length}`);
    expect(summary).toMatch(new RegExp(`Batch Total\\s+\\${usd(print.total)}`));
  });

  it('single and detailed: each invoice lists its own vehicle’s charges only', async () => {
    const { pages } = await render({ single: 1, details: 1 });
    expect(pages).toHaveLength(lines.length + 1);
    lines.forEach((line, i) => {
      expect(pages[i]).toContain(line.charge);
      for (const other of lines.filter((o) => o !== line)) expect(pages[i]).not.toContain(other.charge);
      expect(pages[i]).toMatch(new RegExp(`Vehicle total\\s+\\${usd(line.total)}`));
      expect(pages[i]).toMatch(new RegExp(`Invoice Total\\s+\\${usd(line.total)}`));
    });
    expect(pages.join('\n')).not.toContain('Waived');
  });

  it('single-invoice mode on a batch without lines prints its summary page alone, at $0.00', async () => {
    const { print } = await render({ single: 1, details: 0 });
    const { bytes, pages } = await renderBatchPdf({ ...print, lines: [], total: 0 });
    expect(pages).toBe(1);
    const [page] = pdfPages(bytes);
    expect(page).toContain('INVOICE SUMMARY');
    expect(page).toContain('Invoices: 0');
    expect(page).toMatch(new RegExp(`Batch Total\\s+\\${usd(0)}`));
  });

  it("prints the vehicle's mileage and its extra information only when the client's defaults ask for them", async () => {
    const plain = await render({ single: 2, details: 0 });
    for (const fact of ['Mileage', 'Stock #', 'Debtor']) expect(plain.text).not.toContain(fact);
    const details = await render({ single: 2, details: 0, vehicleDetails: 1 });
    expect(details.text).toContain('Mileage: 123,456');
    expect(details.text).not.toContain('Stock #');
    const extra = await render({ single: 2, details: 1, extraInfo: 1 });
    expect(extra.text).not.toContain('Mileage');
    expect(extra.text).toContain('Stock #: STK-9');
    expect(extra.text).toContain('Debtor: Jane Debtor');
  });

  it('the master batch PDF prints its batches in one table each, detailed when the client asks, whatever the single-invoice setting', async () => {
    const { print } = await render({ single: 1, details: 1 });
    const pdf = await renderMasterBatchPdf({ id: 1, master_invoice_number: 'MIB-TEST-1', client: print.client, batches: [print], total: print.total });
    const text = pdfPages(pdf.bytes).join('\n');
    expect(text).not.toMatch(/Invoice #\d/);
    expect(count(text, 'Vehicle total')).toBe(lines.length);
    expect(text).toContain('Courier');
    expect(text).toMatch(new RegExp(`Batch #${batchId} Total\\s+\\${usd(print.total)}`));
  });
});
