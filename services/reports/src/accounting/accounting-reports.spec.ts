import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { addVehicle } from '../testing/report-fixtures.js';
import { taxReportRows } from './tax-report.js';
import { userTimeReportRows } from './user-time-report.js';

let db: TestDatabase;
let client: number;
let userId: number;
let otherUser: number;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  client = (await db.prisma.client.create({ data: { clientname: 'Accounting Test Motors' } })).clientid;
  userId = (await db.prisma.webUser.findFirstOrThrow({ where: { username: 'admin' } })).userid;
  otherUser = (await db.prisma.webUser.findFirstOrThrow({ where: { username: 'alpha.user' } })).userid;
});

afterAll(async () => {
  await db?.drop();
});

describe('the user time report (document 3 §2.7, §3)', () => {
  beforeAll(async () => {
    const ri = (await db.prisma.client.create({ data: { clientname: 'Time RI Motors', is_ri: 1 } })).clientid;
    const plain = await addVehicle(db.prisma, client, { vin: 'UT-PLAIN' });
    const riVehicle = await addVehicle(db.prisma, ri, { vin: 'UT-RI' });
    const photo = (vehicleid: number, imagetype: number, at: string, who = userId, deleted = 0) =>
      db.prisma.vehicleImage.create({ data: { vehicleid, imagetype, dateuploaded: new Date(at), userid: who, deleted } });
    // 2025-03-03 in Indianapolis (UTC-5): from 05:00Z to 05:00Z the next day.
    await photo(plain, 1, '2025-03-03T05:00:00Z');
    await photo(plain, 8, '2025-03-03T15:00:00Z');
    await photo(riVehicle, 11, '2025-03-04T04:59:59Z', userId, 1);
    await photo(riVehicle, 2, '2025-03-04T05:00:00Z');
    // Outside the user or the period.
    await photo(plain, 1, '2025-03-03T16:00:00Z', otherUser);
    await photo(plain, 1, '2025-03-03T04:59:59Z');
    await photo(plain, 1, '2025-03-05T05:00:00Z');
  });

  it("counts a user's photos per business day, speedo and RI images apart, and the vehicles touched", async () => {
    const answer = await userTimeReportRows(db.prisma, { start: '2025-03-03', end: '2025-03-04', userId });
    expect(answer.data).toEqual([
      { date: '2025-03-03', pictures_taken: 3, speedo_images: 2, ri_images: 1, vehicles_touched: 2, avg_pics: 1.5 },
      { date: '2025-03-04', pictures_taken: 1, speedo_images: 0, ri_images: 1, vehicles_touched: 1, avg_pics: 1 },
    ]);
    expect(answer.total).toEqual({ date: 'Period Total', pictures_taken: 4, speedo_images: 2, ri_images: 2, vehicles_touched: 2, avg_pics: 2 });
  });

  it('answers an empty period with a zero total', async () => {
    const answer = await userTimeReportRows(db.prisma, { start: '2024-01-01', end: '2024-01-31', userId });
    expect(answer).toEqual({ data: [], total: { date: 'Period Total', pictures_taken: 0, speedo_images: 0, ri_images: 0, vehicles_touched: 0, avg_pics: 0 } });
  });
});

describe('the yearly tax report (document 3 §2.7)', () => {
  beforeAll(async () => {
    const other = (await db.prisma.client.create({ data: { clientname: 'Accounting Other Motors' } })).clientid;
    const batch = (await db.prisma.invoiceBatch.create({ data: { clientid: client } })).invoiceid;
    const line = (clientid: number, invoicedate: string, fees: [string, string, string]) =>
      db.prisma.invoice.create({
        data: {
          invoicebatchid: batch,
          clientid,
          invoicedate: new Date(`${invoicedate}T00:00:00Z`),
          fee_state: fees[0],
          fee_dvs: fees[1],
          fee_other: fees[2],
          totalcost: (Number(fees[0]) + Number(fees[1]) + Number(fees[2])).toFixed(2),
        },
      });
    await line(client, '2018-01-31', ['10.10', '1.00', '0.50']);
    await line(client, '2018-01-02', ['20.00', '2.00', '0.00']);
    await line(client, '2018-02-01', ['5.00', '0.00', '1.25']);
    await line(other, '2018-02-10', ['7.00', '0.00', '0.00']);
    await line(client, '2017-12-31', ['99.00', '0.00', '0.00']);
    await line(client, '2019-01-01', ['99.00', '0.00', '0.00']);
  });

  it('sums the fees of each month and client of the year, state, DVS and other apart', async () => {
    const answer = await taxReportRows(db.prisma, { year: '2018', clientId: String(client) });
    expect(answer.rows).toEqual([
      {
        month: '2018-01',
        clientid: client,
        client_name: 'Accounting Test Motors',
        count: 2,
        fee_state: '30.10',
        fee_dvs: '3.00',
        fee_other: '0.50',
        total: '33.60',
      },
      {
        month: '2018-02',
        clientid: client,
        client_name: 'Accounting Test Motors',
        count: 1,
        fee_state: '5.00',
        fee_dvs: '0.00',
        fee_other: '1.25',
        total: '6.25',
      },
    ]);
    expect(answer.totals).toEqual({
      month: '2018',
      clientid: null,
      client_name: 'Total',
      count: 3,
      fee_state: '35.10',
      fee_dvs: '3.00',
      fee_other: '1.75',
      total: '39.85',
    });
  });

  it('takes one month for every client when asked', async () => {
    const answer = await taxReportRows(db.prisma, { year: '2018', month: '2' });
    const ours = answer.rows.filter((r) => r.client_name.startsWith('Accounting'));
    expect(ours.map((r) => [r.month, r.client_name, r.total])).toEqual([
      ['2018-02', 'Accounting Other Motors', '7.00'],
      ['2018-02', 'Accounting Test Motors', '6.25'],
    ]);
    expect(answer.totals.month).toBe('2018-02');
  });
});
