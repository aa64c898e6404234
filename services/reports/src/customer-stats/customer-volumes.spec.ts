import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { addVehicle } from '../testing/report-fixtures.js';
import { customerVolumeRows, monthsBetween, volumePeriod } from './customer-volumes.js';

let db: TestDatabase;
let client: number;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  client = (await db.prisma.client.create({ data: { clientname: 'Volume Test Motors' } })).clientid;
  const received = (vin: string, at: string) => addVehicle(db.prisma, client, { vin, recordcreateddate: at });
  await received('CV-JAN-01', '2019-01-01T05:00:00Z');
  await received('CV-JAN-20', '2019-01-20T12:00:00Z');
  await received('CV-MAR-05', '2019-03-05T12:00:00Z');
  await received('CV-MAR-30', '2019-03-30T12:00:00Z');
  await received('CV-DEC-31', '2019-01-01T04:59:59Z');
});

afterAll(async () => {
  await db?.drop();
});

describe('customer volumes (document 3 §2.7, §7)', () => {
  it('counts the vehicles received per client in each whole month of the period', async () => {
    const answer = await customerVolumeRows(db.prisma, { start: '2019-01-15', end: '2019-03-10' });
    expect(answer).toMatchObject({ start: '2019-01-01', end: '2019-03-31', months: ['2019-01', '2019-02', '2019-03'] });
    expect(answer.rows.find((r) => r.clientid === client)).toEqual({ clientid: client, clientname: 'Volume Test Motors', counts: [2, 0, 2], total: 4 });
    expect(answer.totals.total).toBe(answer.rows.reduce((n, r) => n + r.total, 0));
  });

  it('cuts the first and last months at the exact dates when asked', async () => {
    const answer = await customerVolumeRows(db.prisma, { start: '2019-01-15', end: '2019-03-10', exactDates: true });
    expect(answer.rows.find((r) => r.clientid === client)).toMatchObject({ counts: [1, 0, 1], total: 2 });
  });

  it('lists the months of a period across a year end', () => {
    expect(monthsBetween('2025-11-20', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(volumePeriod('2024-02-10', '2024-02-11', false)).toEqual({ start: '2024-02-01', end: '2024-02-29' });
  });
});
