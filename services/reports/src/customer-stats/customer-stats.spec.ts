import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { addVehicle } from '../testing/report-fixtures.js';
import { customerMonthlyStatsRows, customerStatsRows, statsPeriod, yoy } from './customer-stats.js';

let db: TestDatabase;
let client: number;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  client = (await db.prisma.client.create({ data: { clientname: 'Stats Test Motors' } })).clientid;
  const received = (vin: string, at: string, titleprocessingtype = 2) => addVehicle(db.prisma, client, { vin, recordcreateddate: at, titleprocessingtype });
  // 2021 against 2020, in Indianapolis days (UTC-5 in winter).
  await received('CS-2021-JAN-RI', '2021-01-01T05:00:00Z', 18);
  await received('CS-2021-JAN', '2021-01-15T12:00:00Z');
  await received('CS-2021-MAR', '2021-03-10T12:00:00Z');
  await received('CS-2021-DEC', '2021-12-31T12:00:00Z');
  await received('CS-2020-JAN', '2020-01-20T12:00:00Z');
  await received('CS-2020-JAN-RI', '2020-01-21T12:00:00Z', 19);
  await received('CS-2020-NEW-YEAR-EVE', '2021-01-01T04:59:59Z');
});

afterAll(async () => {
  await db?.drop();
});

describe('customer stats (document 3 §2.7, §3, §5)', () => {
  it('counts the vehicles received in the year against the year before, RI and titles apart, with the YoY', async () => {
    const answer = await customerStatsRows(db.prisma, '2021');
    expect(answer.through).toBe('2021-12-31');
    expect(answer.rows.find((r) => r.clientid === client)).toEqual({
      clientid: client,
      clientname: 'Stats Test Motors',
      count: 4,
      count_prev: 3,
      count_ri: 1,
      count_ri_prev: 1,
      count_titles: 3,
      count_titles_prev: 2,
      count_yoy: 33,
      count_ri_yoy: 0,
      count_titles_yoy: 50,
    });
  });

  it('gives one client all twelve months, each against the same month the year before', async () => {
    const answer = await customerMonthlyStatsRows(db.prisma, '2021', String(client));
    expect(answer.rows).toHaveLength(12);
    expect(answer.rows[0]).toMatchObject({ month: 1, count: 2, count_prev: 2, count_yoy: 0 });
    expect(answer.rows[2]).toMatchObject({ month: 3, count: 1, count_prev: 0, count_yoy: null });
    expect(answer.rows[11]).toMatchObject({ month: 12, count: 1, count_prev: 1 });
    await expect(customerMonthlyStatsRows(db.prisma, '2021', '999999')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('compares a year under way with the same days of the year before', () => {
    const period = statsPeriod(2026, '2026-03-15');
    expect(period.through).toBe('2026-03-15');
    expect(period.current[1].toISOString()).toBe('2026-03-16T04:00:00.000Z');
    expect(period.previous[1].toISOString()).toBe('2025-03-16T04:00:00.000Z');
  });

  it('has no YoY without a year before to compare with', () => {
    expect(yoy(5, 0)).toBeNull();
    expect(yoy(9, 10)).toBe(-10);
  });
});
