import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { DiskStorage } from '@portal/server-kit';
import { pdfPageCount } from '@portal/server-kit/pdf';
import { addVehicle } from '../testing/report-fixtures.js';
import { CHARGE_BREAKDOWN_HEADER, chargeBreakdownFile, chargeBreakdownRows, chargeLines } from './charge-breakdown.js';
import { invoiceSummaryPdfFile } from './invoice-summary-pdf.js';
import { invoiceSummaryReport } from './invoice-summary.js';

let db: TestDatabase;
let storageDir: string;
let storage: DiskStorage;
let zeta: number;
let alpha: number;
let zetaBatch: number;
let alphaBatch: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  storageDir = await mkdtemp(join(tmpdir(), 'invoice-summary-'));
  storage = new DiskStorage(storageDir);
  // Names chosen to sort before the demo clients, and against their creation order.
  zeta = (await db.prisma.client.create({ data: { clientname: 'AAA Zeta Auto' } })).clientid;
  alpha = (await db.prisma.client.create({ data: { clientname: 'AAA Alpha Auto' } })).clientid;
  zetaBatch = (await db.prisma.invoiceBatch.create({ data: { clientid: zeta, invoicedate: new Date('2025-03-31T00:00:00Z') } })).invoiceid;
  alphaBatch = (await db.prisma.invoiceBatch.create({ data: { clientid: alpha, invoicedate: new Date('2025-03-01T00:00:00Z') } })).invoiceid;
  const line = async (name: string, batch: number, clientid: number | null, invoicedate: string, totalcost: string, vin = name) => {
    const vehicleid = await addVehicle(db.prisma, clientid ?? zeta, { vin });
    ids[name] = (
      await db.prisma.invoice.create({
        data: { invoicebatchid: batch, clientid, vehicleid, serialnumber: vin, invoicedate: new Date(`${invoicedate}T00:00:00Z`), totalcost },
      })
    ).invoicedetailid;
  };
  // March 2025: the first and the last business day are in, the days either side are not.
  await line('IS-A1', alphaBatch, alpha, '2025-03-01', '100.00');
  await line('IS-A2', alphaBatch, alpha, '2025-03-01', '50.50');
  await line('IS-A3', alphaBatch, alpha, '2025-03-15', '10.25');
  await line('IS-Z1', zetaBatch, zeta, '2025-03-31', '200.00');
  await line('IS-Z2', zetaBatch, zeta, '2025-03-02', '1.00');
  await line('IS-OLD', alphaBatch, alpha, '2025-02-28', '999.00');
  await line('IS-NEW', zetaBatch, zeta, '2025-04-01', '888.00');
});

afterAll(async () => {
  await db?.drop();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

const march = { start: '2025-03-01', end: '2025-03-31' };
const ours = <T extends { clientid: number | null }>(rows: T[]) => rows.filter((r) => r.clientid === alpha || r.clientid === zeta);

describe('the invoice summary (document 3 §2.7, §3, §9)', () => {
  it('groups the lines of the period by client name, then invoice date newest first, with the counts and totals', async () => {
    const answer = await invoiceSummaryReport(db.prisma, march);
    expect(ours(answer.rows)).toEqual([
      {
        clientid: alpha,
        name: 'AAA Alpha Auto',
        count: 3,
        total_cost: '160.75',
        dates: [
          {
            name: '2025-03-15',
            count: 1,
            total_cost: '10.25',
            data: [
              { invoice_detail_id: ids['IS-A3'], invoice_batch_id: alphaBatch, vehicle_id: expect.any(Number), serial_number: 'IS-A3', total_cost: '10.25' },
            ],
          },
          {
            name: '2025-03-01',
            count: 2,
            total_cost: '150.50',
            data: [
              expect.objectContaining({ invoice_detail_id: ids['IS-A1'], serial_number: 'IS-A1', total_cost: '100.00' }),
              expect.objectContaining({ invoice_detail_id: ids['IS-A2'], serial_number: 'IS-A2', total_cost: '50.50' }),
            ],
          },
        ],
      },
      {
        clientid: zeta,
        name: 'AAA Zeta Auto',
        count: 2,
        total_cost: '201.00',
        dates: [expect.objectContaining({ name: '2025-03-31', count: 1 }), expect.objectContaining({ name: '2025-03-02', count: 1 })],
      },
    ]);
    expect(answer).toMatchObject({ start: '2025-03-01', end: '2025-03-31', page: 1, perPage: 1000, lastPage: 1 });
  });

  it('narrows to one client, and totals only its lines', async () => {
    const answer = await invoiceSummaryReport(db.prisma, { ...march, clientId: String(zeta) });
    expect(answer.rows.map((r) => r.name)).toEqual(['AAA Zeta Auto']);
    expect(answer.total).toEqual({ count: 2, total_cost: '201.00' });
  });

  it('reads on without an end date (the auction invoice report leaves it open)', async () => {
    const answer = await invoiceSummaryReport(db.prisma, { start: '2025-03-01', clientId: String(zeta) });
    expect(answer.end).toBeNull();
    expect(answer.rows[0].dates.map((d) => d.name)).toEqual(['2025-04-01', '2025-03-31', '2025-03-02']);
  });

  it('pages the lines, keeping each group whole-period figures', async () => {
    const first = await invoiceSummaryReport(db.prisma, { ...march, clientId: String(alpha) }, { page: 1, perPage: 2 });
    const second = await invoiceSummaryReport(db.prisma, { ...march, clientId: String(alpha) }, { page: 2, perPage: 2 });
    expect(first.lastPage).toBe(2);
    expect(first.rows[0].dates.map((d) => [d.name, d.count, d.data.map((l) => l.serial_number)])).toEqual([
      ['2025-03-15', 1, ['IS-A3']],
      ['2025-03-01', 2, ['IS-A1']],
    ]);
    expect(second.rows[0]).toMatchObject({ count: 3, total_cost: '160.75' });
    expect(second.rows[0].dates.map((d) => [d.name, d.count, d.data.map((l) => l.serial_number)])).toEqual([['2025-03-01', 2, ['IS-A2']]]);
  });

  it('answers an empty period with no rows and a zero total', async () => {
    expect(await invoiceSummaryReport(db.prisma, { start: '2010-01-01', end: '2010-01-31' })).toMatchObject({
      rows: [],
      lastPage: 1,
      total: { count: 0, total_cost: '0.00' },
    });
  });

  it('prints the summary as a PDF into the storage', async () => {
    const file = await invoiceSummaryPdfFile(db.prisma, storage, { ...march, clientId: String(alpha) });
    expect(file).toMatchObject({ filename: 'invoice_summary.pdf', contentType: 'application/pdf', temporary: true, pages: 1 });
    const bytes = await storage.get(file.key);
    expect(bytes?.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageCount(bytes!)).toBe(1);
  });
});

describe('the charge breakdown (document 2 §2, §7)', () => {
  let type: number;
  beforeAll(async () => {
    type = (await db.prisma.vehicleChargeType.create({ data: { vehiclechargetype: 'AAA Overnight' } })).vehiclechargetypeid;
    const other = (await db.prisma.vehicleChargeType.create({ data: { vehiclechargetype: 'AAA Courier' } })).vehiclechargetypeid;
    const vehicle = await addVehicle(db.prisma, zeta, { vin: 'CB-ZETA', yr: 2019, make: 'Ford', model: 'F-150' });
    const charge = (chargedate: string, chargeamt: string, fields: Record<string, unknown> = {}) =>
      db.prisma.vehicleCharge.create({ data: { vehicleid: vehicle, chargetype: type, chargedate: new Date(`${chargedate}T00:00:00Z`), chargeamt, ...fields } });
    await charge('2025-05-01', '25.00', { chargenote: 'first, day' });
    // Billed on the alpha batch: it belongs to alpha, whoever owns the vehicle.
    await charge('2025-05-31', '10.50', { invoiceid: alphaBatch, chargetype: other });
    await charge('2025-05-10', '5.00', { deleted: 1 });
    await charge('2025-04-30', '7.00');
    await charge('2025-06-01', '8.00');
  });

  it('lists the charges of the period, the last day included, by client then date', async () => {
    const lines = await chargeLines(db.prisma, { start: '2025-05-01', end: '2025-05-31' });
    const rows = chargeBreakdownRows(lines);
    expect(rows).toEqual([
      ['2025-05-31', 'AAA Alpha Auto', 'CB-ZETA', '2019', 'Ford', 'F-150', 'AAA Courier', '10.50', '', '', String(alphaBatch)],
      ['2025-05-01', 'AAA Zeta Auto', 'CB-ZETA', '2019', 'Ford', 'F-150', 'AAA Overnight', '25.00', 'first, day', '', ''],
      ['', 'Total', '', '', '', '', 'AAA Courier', '10.50', '1 charges', '', ''],
      ['', 'Total', '', '', '', '', 'AAA Overnight', '25.00', '1 charges', '', ''],
      ['', 'Total', '', '', '', '', 'All', '35.50', '2 charges', '', ''],
    ]);
  });

  it('narrows to the client a charge is billed to', async () => {
    const lines = await chargeLines(db.prisma, { start: '2025-05-01', end: '2025-05-31', clientId: String(zeta) });
    expect(lines.map((l) => Number(l.chargeamt))).toEqual([25]);
  });

  it('writes the CSV with its header into the storage', async () => {
    const file = await chargeBreakdownFile(db.prisma, storage, { start: '2025-05-01', end: '2025-05-31', clientId: String(zeta) });
    expect(file).toMatchObject({ filename: 'charge_breakdown.csv', temporary: true });
    const text = (await storage.get(file.key))!.toString('utf8').split('\r\n');
    expect(text[0]).toBe(CHARGE_BREAKDOWN_HEADER.join(','));
    expect(text[1]).toBe('2025-05-01,AAA Zeta Auto,CB-ZETA,2019,Ford,F-150,AAA Overnight,25.00,"first, day",,');
    expect(text.at(-1)).toBe(',Total,,,,,All,25.00,1 charges,,');
  });
});
