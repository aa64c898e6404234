import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { addVehicle } from '../testing/report-fixtures.js';
import { monthlySummaryReport, summaryPeriod } from './monthly-summary.js';

let db: TestDatabase;
let client: number;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  client = (await db.prisma.client.create({ data: { clientname: 'Summary Test Motors' } })).clientid;
  const batch = (await db.prisma.invoiceBatch.create({ data: { clientid: client } })).invoiceid;
  const ri = await addVehicle(db.prisma, client, { vin: 'MS-RI', titleprocessingtype: 18 });
  const title = await addVehicle(db.prisma, client, { vin: 'MS-TITLE', titleprocessingtype: 2 });
  const line = (vehicleid: number, invoicedate: string, totalcost: string) =>
    db.prisma.invoice.create({ data: { invoicebatchid: batch, clientid: client, vehicleid, invoicedate: new Date(`${invoicedate}T00:00:00Z`), totalcost } });
  await line(ri, '2019-06-01', '300.10');
  await line(title, '2019-06-30', '45.25');
  await line(title, '2019-06-15', '10.00');
  // Either side of June.
  await line(title, '2019-05-31', '1000.00');
  await line(ri, '2019-07-01', '2000.00');
});

afterAll(async () => {
  await db?.drop();
});

describe('the monthly summary (document 3 §2.7, §3)', () => {
  it('sums the lines of the month per client, RI lines and title lines apart', async () => {
    const june = await monthlySummaryReport(db.prisma, { year: '2019', month: '6', clientId: String(client) });
    expect(june.rows).toEqual([
      { clientid: client, client_name: 'Summary Test Motors', count: 3, sum: '355.35', count_ri: 1, sum_ri: '300.10', count_titles: 2, sum_titles: '55.25' },
    ]);
    expect(june.totals).toMatchObject({ client_name: 'Total', count: 3, sum: '355.35' });
  });

  it('takes the whole year without a month', async () => {
    const year = await monthlySummaryReport(db.prisma, { year: '2019', clientId: String(client) });
    expect(year.rows[0]).toMatchObject({ count: 5, sum: '3355.35', count_ri: 2, sum_ri: '2300.10' });
    expect(await monthlySummaryReport(db.prisma, { year: '2018', clientId: String(client) })).toMatchObject({ rows: [], totals: { count: 0, sum: '0.00' } });
  });

  it('bounds a month by its first day and the first day of the next', () => {
    expect(summaryPeriod('2024', '2')).toEqual({ start: '2024-02-01', end: '2024-03-01' });
    expect(summaryPeriod('2024', '12')).toEqual({ start: '2024-12-01', end: '2025-01-01' });
    expect(summaryPeriod('2024')).toEqual({ start: '2024-01-01', end: '2025-01-01' });
  });
});
