import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { STAFF, clientUser, engineFor, refusal } from '@portal/server-kit/testing';
import type { ResourceEngine } from '@portal/server-kit';
import { VEHICLE_RESOURCES } from '../app.module.js';

let db: TestDatabase;
let engine: ResourceEngine;
let alphaId: number;
let borealisId: number;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  engine = engineFor(db.prisma, VEHICLE_RESOURCES);
  alphaId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } })).clientid;
  borealisId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Borealis Imports' } })).clientid;
});

afterAll(async () => {
  await db?.drop();
});

describe('the RI DOT countdown on a vehicle', () => {
  it("counts 120 days from an RI vehicle's crossing until its DOT submission, on the detail page and beside its client", async () => {
    const crossed = new Date(Date.now() - 100 * 86_400_000);
    const day = crossed.toISOString().slice(0, 10);
    const ri = await db.prisma.vehicle.create({
      data: { vehiclevin: 'RIDEADLINE0000001', clientid: borealisId, crossedborderdate: new Date(`${day}T00:00:00Z`) },
    });
    const dealer = await db.prisma.vehicle.create({
      data: { vehiclevin: 'RIDEADLINE0000002', clientid: alphaId, crossedborderdate: new Date(`${day}T00:00:00Z`) },
    });
    const read = await engine.read(clientUser(borealisId), 'vehicles', String(ri.vehicleid), { 'appends[]': ['ri_dot_deadline'], 'with[]': ['client'] });
    expect(read.ri_dot_deadline).toMatchObject({ level: 'due30' });
    expect((read.ri_dot_deadline as { days_left: number }).days_left).toBeGreaterThanOrEqual(19);
    expect((read.ri_dot_deadline as { days_left: number }).days_left).toBeLessThanOrEqual(21);
    expect(read.client).toMatchObject({ clientname: 'Borealis Imports' });
    const bare = await engine.read(STAFF, 'vehicles', String(ri.vehicleid), { 'appends[]': ['ri_dot_deadline'] });
    expect(bare.ri_dot_deadline).toMatchObject({ level: 'due30' });
    expect((await engine.read(STAFF, 'vehicles', String(dealer.vehicleid), { 'appends[]': ['ri_dot_deadline'] })).ri_dot_deadline).toBeNull();
    await db.prisma.vehicle.update({ where: { vehicleid: ri.vehicleid }, data: { submitteddotdate: new Date() } });
    expect((await engine.read(STAFF, 'vehicles', String(ri.vehicleid), { 'appends[]': ['ri_dot_deadline'] })).ri_dot_deadline).toBeNull();
  });
});

describe('vehicles', () => {
  it('loads every relation the vehicle screens ask for', async () => {
    const page = await engine.list(STAFF, 'vehicles', {
      per_page: '5',
      'with[]': [
        'client',
        'billto_client',
        'title_status',
        'vehicle_status',
        'application_type',
        'auction',
        'client_load',
        'entered_by_user',
        'notes',
        'dot_timers',
        'blackbook_info',
        'vehicle_transport',
        'state',
        'client_agent',
      ],
      'appends[]': ['days_since_created', 'year_make_model', 'images_count', 'days_since_sent_to_state'],
    });
    expect(page.data).toHaveLength(5);
    const v = page.data[0];
    expect(v.client).toEqual(expect.objectContaining({ clientid: v.clientid, clientname: expect.any(String) }));
    expect(v.title_status).toEqual(expect.objectContaining({ statusid: v.titlestatusid, statusname: expect.any(String), statuscode: expect.any(String) }));
    expect(Array.isArray(v.notes)).toBe(true);
    expect(typeof v.images_count).toBe('number');
    expect(JSON.stringify(page)).not.toMatch(/password|argon2/);
  });

  it('reads one vehicle with the relations its detail page shows', async () => {
    const v = await db.prisma.vehicle.findFirstOrThrow({ where: { clientid: alphaId, processstate: { not: null } } });
    const row = await engine.read(STAFF, 'vehicles', String(v.vehicleid));
    expect(row.client).toMatchObject({ clientid: alphaId, clientname: 'Alpha Motors' });
    expect(row.title_status).toMatchObject({ statusid: v.titlestatusid });
    expect(row.state).toMatchObject({ stateid: v.processstate, stateabbreviation: expect.any(String) });
    expect(row.entered_by_user === null || typeof row.entered_by_user === 'object').toBe(true);
    expect(JSON.stringify(row)).not.toMatch(/password/);
  });

  it('searches by last6 with an index-friendly equality and by VIN with contains', async () => {
    const sample = await db.prisma.vehicle.findFirstOrThrow({ where: { clientid: alphaId } });
    const byLast6 = await engine.list(STAFF, 'vehicles', { 'filters[]': `last6|eq|${sample.last6}`, per_page: '2' });
    expect(byLast6.data.map((v) => v.vehicleid)).toContain(sample.vehicleid);
    const byVin = await engine.list(STAFF, 'vehicles', { 'filters[]': `vehiclevin|like|${sample.vehiclevin.slice(2, 12).toLowerCase()}`, per_page: '2' });
    expect(byVin.data.map((v) => v.vehicleid)).toContain(sample.vehicleid);
  });

  it('registers with the VIN normalised and the registering user stamped', async () => {
    const user = await db.prisma.webUser.findUniqueOrThrow({ where: { username: 'alpha.user' } });
    const alpha = clientUser(alphaId, 1, user.userid);
    const row = await engine.create(alpha, 'vehicles', {
      vehiclevin: '1hgcm826 33a004352',
      titleprocessingtype: 1,
      yr: 2003,
      make: 'HONDA',
      model: 'Accord',
      vehicletype: 'PASSENGER CAR',
      recordcreateddate: '2026-11-23 08:15:00',
    });
    expect(row).toMatchObject({
      vehiclevin: '1HGCM82633A004352',
      last6: '004352',
      clientid: alphaId,
      enteredby: user.userid,
      processtype: 1,
      recordcreateddate: '2026-11-23T13:15:00.000Z',
    });
  });

  it("stores the decoder's UNKNOWN year as no year", async () => {
    const row = await engine.create(STAFF, 'vehicles', {
      vehiclevin: 'ZZZZZZZZZZZZ12345',
      clientid: alphaId,
      titleprocessingtype: 1,
      yr: 'UNKNOWN',
      make: 'UNKNOWN',
      model: 'UNKNOWN',
    });
    expect(row.yr).toBeNull();
    expect(
      (await refusal(engine.create(STAFF, 'vehicles', { vehiclevin: 'ZZZZZZZZZZZZ12346', clientid: alphaId, titleprocessingtype: 1, yr: 'nineteen' }))).errors
        ?.yr,
    ).toBeDefined();
  });

  it('names the field of a reference that does not exist', async () => {
    const error = await refusal(
      engine.create(STAFF, 'vehicles', { vehiclevin: '1HGCM82633A004352', clientid: alphaId, titleprocessingtype: 1, billtoclientid: 987654 }),
    );
    expect(error.errors).toEqual({ billtoclientid: ['refers to a record that does not exist'] });
  });

  it('takes who entered a vehicle from the signed-in user, never from the body', async () => {
    const user = await db.prisma.webUser.findUniqueOrThrow({ where: { username: 'alpha.user' } });
    const admin = await db.prisma.webUser.findUniqueOrThrow({ where: { username: 'admin' } });
    const error = await refusal(
      engine.create(clientUser(alphaId, 1, user.userid), 'vehicles', { vehiclevin: '1HGCM82633A004352', titleprocessingtype: 1, enteredby: admin.userid }),
    );
    expect(Object.keys(error.errors ?? {})).toEqual(['enteredby']);
  });

  it("answers a client user with names only, never another user's sign-in name", async () => {
    const v = await db.prisma.vehicle.findFirstOrThrow({ where: { clientid: alphaId, enteredby: { not: null } } });
    const row = await engine.read(clientUser(alphaId), 'vehicles', String(v.vehicleid), { 'with[]': 'entered_by_user' });
    expect(Object.keys(row.entered_by_user as object).sort()).toEqual(['id', 'name', 'userid']);
    expect((await refusal(engine.read(clientUser(alphaId), 'vehicles', String(v.vehicleid), { 'with[]': 'blackbook_info' }))).code).toBe('FORBIDDEN');
  });

  it.each([
    ['letters other than A-Z and digits', '1HGCM82633A00435!', /only letters and digits/],
    ['more than 17 characters', '1HGCM82633A0043521', /at most 17 characters/],
  ])('refuses a VIN with %s', async (_label, vehiclevin, message) => {
    const error = await refusal(engine.create(STAFF, 'vehicles', { vehiclevin, clientid: alphaId, titleprocessingtype: 1 }));
    expect(error.errors?.vehiclevin?.[0]).toMatch(message);
    expect(await db.prisma.vehicle.count({ where: { vehiclevin } })).toBe(0);
  });

  it('keeps a client user on its own vehicles', async () => {
    const alpha = clientUser(alphaId);
    const page = await engine.list(alpha, 'vehicles', { 'filters[]': `clientid|eq|${borealisId}` });
    expect(page.total).toBe(0);
    const other = await db.prisma.vehicle.findFirstOrThrow({ where: { clientid: borealisId } });
    expect((await refusal(engine.read(alpha, 'vehicles', String(other.vehicleid)))).code).toBe('NOT_FOUND');
  });

  it('refuses registering without an application type, with every other field error of the request', async () => {
    const error = await refusal(engine.create(STAFF, 'vehicles', { vehiclevin: '', yr: 'new', clientid: alphaId }));
    expect(Object.keys(error.errors ?? {}).sort()).toEqual(['titleprocessingtype', 'vehiclevin', 'yr']);
  });
});

describe('vehicles_register', () => {
  it('tells a client user only that a VIN exists anywhere in the register, and staff where', async () => {
    const other = await db.prisma.vehicle.findFirstOrThrow({ where: { clientid: borealisId } });
    const page = await engine.list(clientUser(alphaId), 'vehicles_register', { 'filters[]': `vehiclevin|eq|${other.vehiclevin}` });
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.data[0]).toEqual({ vehiclevin: other.vehiclevin });
    const staff = await engine.list(STAFF, 'vehicles_register', { 'filters[]': `vehiclevin|eq|${other.vehiclevin}` });
    expect(staff.data[0]).toMatchObject({ vehicleid: other.vehicleid, clientid: borealisId });
  });

  it.each([
    ['no filter (a listing of the register)', {}],
    ['a contains search', { 'filters[]': 'vehiclevin|like|A' }],
    ['a last6 search', { 'filters[]': 'last6|eq|004352' }],
    ['a second clause', { 'filters[]': ['vehiclevin|eq|1HGCM82633A004352', 'vehiclevin|eq|X'] }],
    ['an OR group', { 'filters[]': ['g:vehiclevin|eq|1HGCM82633A004352', 'g:vehiclevin|eq|X'] }],
    ['a second page', { 'filters[]': 'vehiclevin|eq|1HGCM82633A004352', page: '2' }],
    ['more than two rows', { 'filters[]': 'vehiclevin|eq|1HGCM82633A004352', per_page: '100' }],
  ])('refuses %s', async (_label, query) => {
    expect((await refusal(engine.list(clientUser(alphaId), 'vehicles_register', query))).code).toBe('VALIDATION');
  });
});

describe('vehicle_notes_open', () => {
  it('counts client notes not yet completed, and completing one takes it off the queue', async () => {
    const expected = await db.prisma.vehicleNote.count({ where: { complete: false, roleid: 1 } });
    const queue = await engine.list(STAFF, 'vehicle_notes_open', { per_page: '1' });
    expect(queue.total).toBe(expected);
    expect(expected).toBeGreaterThan(0);
    const noteid = String(queue.data[0].noteid);
    await engine.update(STAFF, 'vehicle_notes_open', noteid, { complete: true }).catch(() => undefined);
    const after = await engine.list(STAFF, 'vehicle_notes_open', { per_page: '1' });
    expect(after.total).toBe(expected - 1);
  });

  it('is for staff only', async () => {
    expect((await refusal(engine.list(clientUser(alphaId), 'vehicle_notes_open', {}))).code).toBe('FORBIDDEN');
  });
});
