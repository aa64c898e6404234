import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ERROR_CODE, type Principal } from '@portal/contracts';
import { MODEL_META } from '@portal/db';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { ModelCatalog, type ResourceEngine } from '@portal/server-kit';
import { STAFF, clientUser, engineFor, refusal } from '@portal/server-kit/testing';
import { INVOICING_RESOURCES } from '../app.module.js';
import { eligibleSince } from './paperwork-batches.resource.js';
import { addVehicleToPaperwork, paperworkLinks, removeVehicleFromPaperwork, sendPaperworkToBmv } from './paperwork-membership.js';

let db: TestDatabase;
let engine: ResourceEngine;
let links: ResourceEngine;
let staff: Principal;
let alpha: Principal;
let alphaId: number;
let serial = 0;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  engine = engineFor(db.prisma, INVOICING_RESOURCES);
  links = paperworkLinks(db.prisma, ModelCatalog.fromClient(db.prisma, MODEL_META));
  alphaId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } })).clientid;
  const admin = await db.prisma.webUser.findFirstOrThrow({ where: { username: 'admin' } });
  staff = { ...STAFF, userid: admin.userid };
  alpha = clientUser(alphaId, 1, (await db.prisma.webUser.findFirstOrThrow({ where: { username: 'alpha.user' } })).userid);
});

afterAll(async () => {
  await db?.drop();
});

const DAY = 86_400_000;

/** A vehicle of Alpha Motors made for one case, created `daysAgo` days ago. */
async function vehicle(daysAgo: number, extra: Record<string, unknown> = {}) {
  serial += 1;
  const row = await db.prisma.vehicle.create({
    data: {
      vehiclevin: `PWTEST${String(serial).padStart(11, '0')}`,
      clientid: alphaId,
      recordcreateddate: new Date(Date.now() - daysAgo * DAY),
      ...extra,
    },
  });
  return row.vehicleid;
}

async function newBatch() {
  const row = await engine.create(staff, 'paperwork_batches', { printtitledocsdate: '2026-11-20', printtitledocspersonprinting: staff.userid });
  return Number(row.printtitledocsid);
}

async function offered(ids: number[]) {
  const page = await engine.list(staff, 'paperwork_vehicles', { per_page: '1000', 'filters[]': [`vehicleid|in|${ids.join(',')}`] });
  return page.data.map((row) => Number(row.vehicleid));
}

describe('the Add Vehicle to Paperwork list', () => {
  it('offers only vehicles not printed, created within the last 12 months and not cancelled, newest first', async () => {
    const fresh = await vehicle(10);
    const newer = await vehicle(2);
    const edge = await vehicle(360);
    const old = await vehicle(380);
    const printed = await vehicle(5, { printtitledocuments: 1 });
    const flagged = await vehicle(5, { cancelled: 1 });
    const status5 = await vehicle(5, { titlestatusid: 5 });
    expect(await offered([fresh, newer, edge, old, printed, flagged, status5])).toEqual([newer, fresh, edge]);
  });

  it('cuts at the same instant twelve months before', () => {
    expect(eligibleSince(new Date('2026-11-25T12:00:00Z')).toISOString()).toBe('2025-11-25T12:00:00.000Z');
  });

  it('filters by client name, 1000 rows a page at most', async () => {
    const page = await engine.list(staff, 'paperwork_vehicles', {
      per_page: '1000',
      'filters[]': ['client.clientname|like|Alpha'],
      'with[]': ['client', 'auction'],
    });
    expect(page.per_page).toBe(1000);
    expect(page.data.every((row) => (row.client as { clientname: string }).clientname === 'Alpha Motors')).toBe(true);
  });
});

describe('a paperwork batch', () => {
  it('is created with its date and the person printing, and lists with its user and vehicle count', async () => {
    const id = await newBatch();
    const listed = await engine.list(staff, 'paperwork_batches', {
      'filters[]': [`printtitledocsid|eq|${id}`],
      'with[]': ['user'],
      'appends[]': ['vehicles_count'],
    });
    expect(listed.data[0]).toMatchObject({ printtitledocsid: id, printtitledocsdate: '2026-11-20', vehicles_count: 0, user: { name: expect.any(String) } });
    expect(listed.per_page).toBe(10);
  });

  it('saves the person signing', async () => {
    const id = await newBatch();
    await engine.update(staff, 'paperwork_batches', String(id), { person_signing: 'J. Smith' });
    expect((await db.prisma.paperworkBatch.findUniqueOrThrow({ where: { printtitledocsid: id } })).person_signing).toBe('J. Smith');
  });
});

describe('adding and removing vehicles', () => {
  it('adds a vehicle (marked printed, no longer offered) with its history, and removes it again', async () => {
    const id = await newBatch();
    const v = await vehicle(3);
    expect(await addVehicleToPaperwork(db.prisma, links, staff, id, v)).toEqual({ printtitledocsid: id, vehicles_count: 1 });
    expect(await db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: v } })).toMatchObject({ titledocsbatchid: id, printtitledocuments: 1 });
    expect(await offered([v])).toEqual([]);
    const history = await db.prisma.historyItem.findMany({ where: { object_type: 'vehicle', object_type_id: v }, orderBy: { target_field: 'asc' } });
    expect(history.map((h) => [h.target_field, h.old_value, h.value, h.userid])).toEqual([
      ['printtitledocuments', '0', '1', staff.userid],
      ['titledocsbatchid', '0', String(id), staff.userid],
    ]);
    const read = await engine.read(staff, 'paperwork_batches', String(id), { 'appends[]': ['vehicles_count'] });
    expect((read.vehicles_paperwork as Array<{ vehicleid: number }>).map((row) => row.vehicleid)).toEqual([v]);

    expect(await removeVehicleFromPaperwork(db.prisma, links, staff, id, v)).toEqual({ printtitledocsid: id, vehicles_count: 0 });
    expect(await db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: v } })).toMatchObject({ titledocsbatchid: 0, printtitledocuments: 0 });
    expect(await offered([v])).toEqual([v]);
  });

  it('refuses a cancelled vehicle, one already in a batch, an unknown batch or vehicle, and writes nothing', async () => {
    const id = await newBatch();
    const other = await newBatch();
    const cancelled = await vehicle(3, { cancelled: 1 });
    const v = await vehicle(3);
    await addVehicleToPaperwork(db.prisma, links, staff, other, v);
    const historyBefore = await db.prisma.historyItem.count({ where: { object_type: 'vehicle', object_type_id: { in: [cancelled, v] } } });
    expect(await refusal(addVehicleToPaperwork(db.prisma, links, staff, id, cancelled))).toMatchObject({ code: ERROR_CODE.VALIDATION });
    expect(await refusal(addVehicleToPaperwork(db.prisma, links, staff, id, v))).toMatchObject({
      code: ERROR_CODE.CONFLICT,
      message: `the vehicle is already in paperwork batch ${other}`,
    });
    expect(await refusal(addVehicleToPaperwork(db.prisma, links, staff, other, v))).toMatchObject({ code: ERROR_CODE.CONFLICT });
    expect(await refusal(addVehicleToPaperwork(db.prisma, links, staff, 999_999, v))).toMatchObject({ code: ERROR_CODE.NOT_FOUND });
    expect(await refusal(addVehicleToPaperwork(db.prisma, links, staff, id, 999_999_999))).toMatchObject({ code: ERROR_CODE.NOT_FOUND });
    expect(await refusal(removeVehicleFromPaperwork(db.prisma, links, staff, id, v))).toMatchObject({ code: ERROR_CODE.NOT_FOUND });
    expect(await db.prisma.vehicle.count({ where: { titledocsbatchid: id } })).toBe(0);
    expect(await db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: v } })).toMatchObject({ titledocsbatchid: other });
    expect(await db.prisma.historyItem.count({ where: { object_type: 'vehicle', object_type_id: { in: [cancelled, v] } } })).toBe(historyBefore);
  });
});

describe('Update all Sent to BMV', () => {
  it('dates every vehicle of the batch, each with its history, and no other vehicle', async () => {
    const id = await newBatch();
    const members = [await vehicle(4), await vehicle(4, { titlesenttobmvdate: new Date('2026-01-02T00:00:00Z') }), await vehicle(4)];
    for (const v of members) await addVehicleToPaperwork(db.prisma, links, staff, id, v);
    const outsider = await vehicle(4);
    const answer = await sendPaperworkToBmv(db.prisma, links, staff, id, undefined, () => new Date('2026-11-25T03:00:00Z'));
    // 03:00 UTC is still the 24th in Indianapolis.
    expect(answer).toEqual({ printtitledocsid: id, titlesenttobmvdate: '2026-11-24', updated: 3 });
    const rows = await db.prisma.vehicle.findMany({ where: { vehicleid: { in: [...members, outsider] } }, orderBy: { vehicleid: 'asc' } });
    expect(rows.map((r) => r.titlesenttobmvdate?.toISOString().slice(0, 10) ?? null)).toEqual(['2026-11-24', '2026-11-24', '2026-11-24', null]);
    const history = await db.prisma.historyItem.findMany({
      where: { object_type: 'vehicle', object_type_id: { in: [...members, outsider] }, target_field: 'titlesenttobmvdate' },
      orderBy: { object_type_id: 'asc' },
    });
    expect(history.map((h) => [h.object_type_id, h.old_value, h.value])).toEqual([
      [members[0], null, '2026-11-24'],
      [members[1], '2026-01-02', '2026-11-24'],
      [members[2], null, '2026-11-24'],
    ]);
  });

  it('takes a given date, and refuses an unknown batch', async () => {
    const id = await newBatch();
    const v = await vehicle(4);
    await addVehicleToPaperwork(db.prisma, links, staff, id, v);
    await sendPaperworkToBmv(db.prisma, links, staff, id, '2026-10-01');
    expect((await db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: v } })).titlesenttobmvdate?.toISOString().slice(0, 10)).toBe('2026-10-01');
    expect(await refusal(sendPaperworkToBmv(db.prisma, links, staff, 999_999))).toMatchObject({ code: ERROR_CODE.NOT_FOUND });
  });
});

describe('a client user', () => {
  it('may neither list, read, create nor change paperwork batches, nor list the vehicles offered', async () => {
    const id = await newBatch();
    const before = await db.prisma.paperworkBatch.count();
    for (const attempt of [
      engine.list(alpha, 'paperwork_batches'),
      engine.read(alpha, 'paperwork_batches', String(id)),
      engine.create(alpha, 'paperwork_batches', { printtitledocsdate: '2026-11-20' }),
      engine.update(alpha, 'paperwork_batches', String(id), { person_signing: 'X' }),
      engine.list(alpha, 'paperwork_vehicles'),
    ]) {
      expect((await refusal(attempt)).code).toBe(ERROR_CODE.FORBIDDEN);
    }
    const v = await vehicle(3);
    expect((await refusal(addVehicleToPaperwork(db.prisma, links, alpha, id, v))).code).toBe(ERROR_CODE.FORBIDDEN);
    expect((await refusal(sendPaperworkToBmv(db.prisma, links, alpha, id))).code).toBe(ERROR_CODE.FORBIDDEN);
    expect((await refusal(removeVehicleFromPaperwork(db.prisma, links, alpha, id, v))).code).toBe(ERROR_CODE.FORBIDDEN);
    expect(await db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: v } })).toMatchObject({ titledocsbatchid: 0, printtitledocuments: 0 });
    expect(await db.prisma.paperworkBatch.count()).toBe(before);
    expect((await db.prisma.paperworkBatch.findUniqueOrThrow({ where: { printtitledocsid: id } })).person_signing).toBeNull();
  });
});
