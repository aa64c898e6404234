import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CUSTOMS_PERIODS, customsPeriodRange, customsWeekOfYear } from '@portal/contracts';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import type { ResourceEngine } from '@portal/server-kit';
import { STAFF, clientUser, engineFor, refusal } from '@portal/server-kit/testing';
import { addVehicle } from '../testing/report-fixtures.js';
import { customsStats, customsSubmittedResource } from './customs-submitted.js';

// A Wednesday years after the demo data's dates, so only this file's vehicles fall in its periods and charts.
const TODAY = '2031-03-05';

let db: TestDatabase;
let engine: ResourceEngine;
let client: number;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  engine = engineFor(db.prisma, [customsSubmittedResource]);
  client = (await db.prisma.client.create({ data: { clientname: 'Customs Report Motors', is_ri: 1 } })).clientid;
  const submitted = (vin: string, submittedtocustomsdate: string | null, extra: Record<string, unknown> = {}) =>
    addVehicle(db.prisma, client, { vin, submittedtocustomsdate, ...extra });
  await submitted('CS-LASTWEEK-BEFORE', '2031-02-22');
  await submitted('CS-LASTWEEK-SUN', '2031-02-23');
  await submitted('CS-LASTWEEK-SAT', '2031-03-01');
  await submitted('CS-THISWEEK-SUN', '2031-03-02');
  await submitted('CS-THISWEEK-SAT', '2031-03-08');
  await submitted('CS-NEXTWEEK-SUN', '2031-03-09');
  await submitted('CS-NEW-YEAR', '2031-01-01');
  await submitted('CS-2030-LAST-DAY', '2030-12-31');
  await submitted('CS-2029-DAY-7', '2029-01-07');
  await submitted('CS-2029-DAY-8', '2029-01-08');
  await submitted('CS-2028-LAST-DAY', '2028-12-31');
  await submitted('CS-CANCELLED', '2031-03-03', { cancelled: 1 });
  await submitted('CS-STATUS-5', '2031-03-03', { titlestatusid: 5 });
  await submitted('CS-NOT-SUBMITTED', null);
  await submitted('CS-NO-STATUS', '2030-06-15', { titlestatusid: null });
});

afterAll(async () => {
  await db?.drop();
});

describe('the RI Customs Submitted list (document 3 §2.7, §7)', () => {
  it('lists the vehicles submitted to customs, neither cancelled nor in status 5, latest submission first', async () => {
    const answer = await engine.list(STAFF, 'vehicles_customs_submitted', { 'filters[]': ['vehiclevin|like|CS-'], per_page: '50' });
    expect(answer.data.map((row) => row.vehiclevin)).toEqual([
      'CS-NEXTWEEK-SUN',
      'CS-THISWEEK-SAT',
      'CS-THISWEEK-SUN',
      'CS-LASTWEEK-SAT',
      'CS-LASTWEEK-SUN',
      'CS-LASTWEEK-BEFORE',
      'CS-NEW-YEAR',
      'CS-2030-LAST-DAY',
      'CS-2029-DAY-8',
      'CS-2029-DAY-7',
      'CS-2028-LAST-DAY',
    ]);
    expect((await engine.list(STAFF, 'vehicles_customs_submitted')).per_page).toBe(10);
  });

  it('is staff only', async () => {
    expect((await refusal(engine.list(clientUser(client), 'vehicles_customs_submitted'))).code).toBe('FORBIDDEN');
  });
});

describe('the customs statistics (document 3 §3, §9)', () => {
  it('gives whole weeks from Sunday, whole months and whole years', () => {
    expect(customsPeriodRange('thisweek', TODAY)).toEqual({ from: '2031-03-02', to: '2031-03-08' });
    expect(customsPeriodRange('lastweek', TODAY)).toEqual({ from: '2031-02-23', to: '2031-03-01' });
    expect(customsPeriodRange('thismonth', TODAY)).toEqual({ from: '2031-03-01', to: '2031-03-31' });
    expect(customsPeriodRange('lastmonth', TODAY)).toEqual({ from: '2031-02-01', to: '2031-02-28' });
    expect(customsPeriodRange('lastmonth', '2031-01-15')).toEqual({ from: '2030-12-01', to: '2030-12-31' });
    expect(customsPeriodRange('thisweek', '2031-03-02')).toEqual({ from: '2031-03-02', to: '2031-03-08' });
    expect(customsPeriodRange('lastyear', TODAY)).toEqual({ from: '2030-01-01', to: '2030-12-31' });
  });

  it('numbers the weeks of a year from January 1, seven days each', () => {
    expect([customsWeekOfYear('2031-01-01'), customsWeekOfYear('2031-01-07'), customsWeekOfYear('2031-01-08')]).toEqual([1, 1, 2]);
    expect(customsWeekOfYear('2030-12-31')).toBe(53);
  });

  it('counts each period on both sides of its first and last day', async () => {
    const { periodOverPeriod } = await customsStats(db.prisma, TODAY);
    expect(Object.fromEntries(CUSTOMS_PERIODS.map((p) => [p, periodOverPeriod[p].count]))).toEqual({
      thisweek: 2,
      lastweek: 2,
      thismonth: 4,
      lastmonth: 2,
      thisyear: 7,
      lastyear: 1,
    });
    expect(periodOverPeriod.thisweek).toMatchObject({ from: '2031-03-02', to: '2031-03-08' });
  });

  it('counts exactly what the list shows for the same days', async () => {
    const { periodOverPeriod } = await customsStats(db.prisma, TODAY);
    for (const period of CUSTOMS_PERIODS) {
      const { from, to } = periodOverPeriod[period];
      const list = await engine.list(STAFF, 'vehicles_customs_submitted', {
        'filters[]': [`submittedtocustomsdate|>=|${from}`, `submittedtocustomsdate|<=|${to}`],
      });
      expect([period, list.total]).toEqual([period, periodOverPeriod[period].count]);
    }
  });

  it('draws this year and the two before by week, by month and as a running total', async () => {
    const stats = await customsStats(db.prisma, TODAY);
    expect(stats.graphData2.map((s) => s.year)).toEqual([2029, 2030, 2031]);
    expect(stats.graphData2.every((s) => s.counts.length === 53)).toBe(true);
    const nonZero = (counts: number[]) => Object.fromEntries(counts.flatMap((n, i) => (n ? [[i + 1, n]] : [])));
    expect(stats.graphData2.map((s) => nonZero(s.counts))).toEqual([{ 1: 1, 2: 1 }, { 53: 1 }, { 1: 1, 8: 2, 9: 2, 10: 2 }]);
    expect(stats.graphData3.map((s) => nonZero(s.counts))).toEqual([{ 1: 2 }, { 12: 1 }, { 1: 1, 2: 2, 3: 4 }]);
    expect(stats.graphData4[2].counts).toEqual([1, 3, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7]);
    expect(stats.graphData4[1].counts.slice(10)).toEqual([0, 1]);
  });
});
