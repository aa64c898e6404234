import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { addVehicle } from '../testing/report-fixtures.js';
import { staffVolumeRows, titleActivityRows } from './staff-activity.js';

let db: TestDatabase;
let ada: number;
let bo: number;
let first: number;
let second: number;

/** Two business days in March 2025 (Indianapolis, UTC-5): the 3rd runs from 05:00Z to 05:00Z on the 4th. */
const START = '2025-03-03';
const END = '2025-03-04';

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  const user = async (username: string) => (await db.prisma.webUser.create({ data: { username, password: 'x', roleid: 2 } })).userid;
  ada = await user('activity.ada');
  bo = await user('activity.bo');
  const client = (await db.prisma.client.create({ data: { clientname: 'Activity Motors' } })).clientid;
  first = await addVehicle(db.prisma, client, { vin: 'ACT-FIRST', enteredby: ada, recordcreateddate: '2025-03-03T05:00:00Z' });
  second = await addVehicle(db.prisma, client, { vin: 'ACT-SECOND', enteredby: bo, recordcreateddate: '2025-03-05T04:59:59Z' });
  await addVehicle(db.prisma, client, { vin: 'ACT-BEFORE', enteredby: ada, recordcreateddate: '2025-03-03T04:59:59Z' });
  const change = (vehicleid: number, field: string, value: string | null, userid: number, at: string) =>
    db.prisma.historyItem.create({ data: { object_type: 'vehicle', object_type_id: vehicleid, target_field: field, value, userid, created_at: new Date(at) } });
  await change(first, 'submitteddotdate', '2025-03-03', ada, '2025-03-03T12:00:00Z');
  await change(second, 'submitteddotdate', '2025-03-04', ada, '2025-03-04T12:00:00Z');
  await change(first, 'submitteddotdate', null, bo, '2025-03-04T13:00:00Z');
  await change(first, 'titlesenttobmvdate', '2025-03-04', bo, '2025-03-04T14:00:00Z');
  await change(first, 'make', 'HONDA', bo, '2025-03-04T15:00:00Z');
  await change(second, 'submittedtocustomsdate', '2025-03-06', bo, '2025-03-06T12:00:00Z');
  await db.prisma.vehicleNote.create({ data: { vehicleid: first, userid: bo, note: 'Called the auction.', notedate: new Date('2025-03-04T16:00:00Z') } });
});

afterAll(async () => {
  await db?.drop();
});

describe('Staff Volume (document 2 §2, §3)', () => {
  it('counts each user’s work of each kind in the period, and the totals', async () => {
    const answer = await staffVolumeRows(db.prisma, { start: START, end: END });
    const ours = answer.rows.filter((r) => r.username.startsWith('activity.'));
    expect(ours).toEqual([
      { userid: ada, username: 'activity.ada', created: 1, submittedtocustoms: 0, submittedtodot: 2, senttostate: 0, senttoauction: 0, notes: 0, total: 3 },
      { userid: bo, username: 'activity.bo', created: 1, submittedtocustoms: 0, submittedtodot: 0, senttostate: 1, senttoauction: 0, notes: 1, total: 3 },
    ]);
    expect(answer.totals.username).toBe('totals');
    expect(answer.totals.total).toBe(answer.rows.reduce((n, r) => n + r.total, 0));
  });
});

describe('Title Activity', () => {
  it('lists the work of one kind behind a count, newest first, and of one user when asked', async () => {
    const answer = await titleActivityRows(db.prisma, { start: START, end: END, type: 'submittedtodot', userId: String(ada) });
    expect(answer.total).toBe(2);
    expect(answer.rows.map((r) => [r.vehiclevin, r.username, r.at])).toEqual([
      ['ACT-SECOND', 'activity.ada', '2025-03-04T12:00:00.000Z'],
      ['ACT-FIRST', 'activity.ada', '2025-03-03T12:00:00.000Z'],
    ]);
    const created = await titleActivityRows(db.prisma, { start: START, end: END, type: 'created' });
    expect(created.rows.filter((r) => r.vehiclevin.startsWith('ACT-')).map((r) => r.vehiclevin)).toEqual(['ACT-SECOND', 'ACT-FIRST']);
  });
});
