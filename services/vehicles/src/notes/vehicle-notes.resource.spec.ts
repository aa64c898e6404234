import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { STAFF, clientUser, engineFor, refusal } from '@portal/server-kit/testing';
import type { ResourceEngine } from '@portal/server-kit';
import { VEHICLE_RESOURCES } from '../app.module.js';

let db: TestDatabase;
let engine: ResourceEngine;
let alpha: ReturnType<typeof clientUser>;
let alphaVehicle: number;
let borealisVehicle: number;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  engine = engineFor(db.prisma, VEHICLE_RESOURCES);
  const alphaId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } })).clientid;
  const borealisId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Borealis Imports' } })).clientid;
  const user = await db.prisma.webUser.findUniqueOrThrow({ where: { username: 'alpha.user' } });
  alpha = clientUser(alphaId, 1, user.userid);
  alphaVehicle = (await db.prisma.vehicle.findFirstOrThrow({ where: { clientid: alphaId } })).vehicleid;
  borealisVehicle = (await db.prisma.vehicle.findFirstOrThrow({ where: { clientid: borealisId } })).vehicleid;
});

afterAll(async () => {
  await db?.drop();
});

describe('vehicle_notes', () => {
  it('stamps the date, author and role on the server, whatever the body says', async () => {
    const before = Date.now();
    const note = await engine.create(alpha, 'vehicle_notes', {
      vehicleid: alphaVehicle,
      note: '  Keys are in the glovebox ',
      userid: 1,
      roleid: 2,
      complete: true,
      notedate: '2001-01-01',
    });
    expect(note).toMatchObject({ vehicleid: alphaVehicle, note: 'Keys are in the glovebox', userid: alpha.userid, roleid: 1, complete: false });
    expect(new Date(String(note.notedate)).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses a blank note', async () => {
    const error = await refusal(engine.create(alpha, 'vehicle_notes', { vehicleid: alphaVehicle, note: '   ' }));
    expect(error.code).toBe('VALIDATION');
    expect(Object.keys(error.errors ?? {})).toEqual(['note']);
  });

  it("keeps a client user away from another client's vehicle notes", async () => {
    expect((await refusal(engine.create(alpha, 'vehicle_notes', { vehicleid: borealisVehicle, note: 'hi' }))).code).toBe('NOT_FOUND');
    await engine.create(STAFF, 'vehicle_notes', { vehicleid: borealisVehicle, note: 'staff only sees this' });
    const page = await engine.list(alpha, 'vehicle_notes', { 'filters[]': `vehicleid|eq|${borealisVehicle}` });
    expect(page.total).toBe(0);
  });

  it('lets only staff mark a note complete', async () => {
    const note = await engine.create(alpha, 'vehicle_notes', { vehicleid: alphaVehicle, note: 'please call' });
    expect((await refusal(engine.update(alpha, 'vehicle_notes', String(note.noteid), { complete: true }))).code).toBe('FORBIDDEN');
    expect((await engine.update(STAFF, 'vehicle_notes', String(note.noteid), { complete: true })).complete).toBe(true);
  });

  it('lists notes with their vehicle and client for the notes pages', async () => {
    const page = await engine.list(STAFF, 'vehicle_notes', { 'filters[]': ['roleid|eq|1', 'complete|eq|false'], 'with[]': ['vehicle', 'user'] });
    expect(page.data[0]).toMatchObject({ roleid: 1, complete: false, vehicle: { vehicleid: expect.any(Number), client: { clientname: expect.any(String) } } });
  });
});
