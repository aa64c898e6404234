import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Principal } from '@portal/contracts';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import type { ResourceEngine } from '@portal/server-kit';
import { STAFF, engineFor, refusal } from '@portal/server-kit/testing';
import { VEHICLE_RESOURCES } from '../app.module.js';
import { RI_DOCS_INCOMPLETE, UNKNOWN_TITLE_APPLICATION_TYPE, WAITING_UPON_LOAD } from './register-rules.js';

let db: TestDatabase;
let engine: ResourceEngine;
let typeId: number;
let serial = 500_000;

/** A fresh, valid VIN for every registration (a 2016 Honda Civic). */
async function nextVin(): Promise<string> {
  const { buildVin, VIN_PATTERNS } = await import('@portal/db');
  return buildVin(
    VIN_PATTERNS.find((p) => p.model === 'Civic')!,
    serial++,
  );
}

async function principalOf(username: string): Promise<Principal> {
  const user = await db.prisma.webUser.findUniqueOrThrow({ where: { username } });
  return {
    userid: user.userid,
    username,
    name: user.name,
    roleid: user.roleid,
    clientid: user.clientid,
    clientIds: user.clientid === null ? [] : [user.clientid],
  };
}

async function clientId(name: string): Promise<number> {
  return (await db.prisma.client.findFirstOrThrow({ where: { clientname: name } })).clientid;
}

/** What the register dialog POSTs (document 1 §7.5). */
async function registration(clientid: number | undefined, extra: Record<string, unknown> = {}) {
  return {
    vehiclevin: await nextVin(),
    yr: 2016,
    make: 'HONDA',
    model: 'Civic',
    vehicletype: 'PASSENGER CAR',
    clientid,
    billtoclientid: clientid,
    titleprocessingtype: typeId,
    processtype: 1,
    recordcreateddate: '2026-11-23 09:00:00',
    ...extra,
  };
}

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  engine = engineFor(db.prisma, VEHICLE_RESOURCES);
  typeId = (await db.prisma.titleApplicationType.findFirstOrThrow()).titleapplicationid;
});

afterAll(async () => {
  await db?.drop();
});

describe('registering a vehicle (POST /api/vehicles)', () => {
  it('refuses an RI client whose registration documents are incomplete, for staff too, and saves nothing', async () => {
    const delta = await clientId('Delta Northern Imports');
    const body = await registration(delta);
    const error = await refusal(engine.create(STAFF, 'vehicles', body));
    expect(error.code).toBe('VALIDATION');
    expect(error.errors).toEqual({ clientid: [RI_DOCS_INCOMPLETE] });
    expect(await db.prisma.vehicle.count({ where: { vehiclevin: body.vehiclevin } })).toBe(0);
  });

  it('registers for an RI client whose documents are complete', async () => {
    const borealis = await clientId('Borealis Imports');
    const row = await engine.create(STAFF, 'vehicles', await registration(borealis));
    expect(row).toMatchObject({ clientid: borealis });
  });

  it('refuses a title application type that does not exist, on titleprocessingtype', async () => {
    const alpha = await clientId('Alpha Motors');
    const body = await registration(alpha, { titleprocessingtype: 987654 });
    const error = await refusal(engine.create(STAFF, 'vehicles', body));
    expect(error.errors).toEqual({ titleprocessingtype: [UNKNOWN_TITLE_APPLICATION_TYPE] });
    expect(await db.prisma.vehicle.count({ where: { vehiclevin: body.vehiclevin } })).toBe(0);
  });

  it('reports both refusals together', async () => {
    const delta = await clientId('Delta Northern Imports');
    const error = await refusal(engine.create(STAFF, 'vehicles', await registration(delta, { titleprocessingtype: 987654 })));
    expect(Object.keys(error.errors ?? {}).sort()).toEqual(['clientid', 'titleprocessingtype']);
  });

  it.each([
    ['client user', 'alpha.user'],
    ['client admin', 'alpha.admin'],
  ])('starts a %s registration at status 1, title status 2, with a "waiting upon load" note by that user', async (_label, username) => {
    const principal = await principalOf(username);
    const before = new Date();
    const row = await engine.create(principal, 'vehicles', await registration(undefined));
    expect(row).toMatchObject({ clientid: principal.clientid, statusid: 1, titlestatusid: 2, enteredby: principal.userid, processtype: 1 });
    const notes = await db.prisma.vehicleNote.findMany({ where: { vehicleid: row.vehicleid as number } });
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ note: WAITING_UPON_LOAD, userid: principal.userid, roleid: principal.roleid, complete: false });
    expect(notes[0]!.notedate.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });

  it('registers a vehicle the decoder could not read (placeholder: year unknown) with no year', async () => {
    const alpha = await clientId('Alpha Motors');
    const row = await engine.create(STAFF, 'vehicles', await registration(alpha, { yr: null, make: 'UNKNOWN', model: 'UNKNOWN', vehicletype: '' }));
    expect(row).toMatchObject({ yr: null, make: 'UNKNOWN', model: 'UNKNOWN' });
  });

  it('adds no note to a vehicle staff register', async () => {
    const alpha = await clientId('Alpha Motors');
    const row = await engine.create(STAFF, 'vehicles', await registration(alpha));
    expect(await db.prisma.vehicleNote.count({ where: { vehicleid: row.vehicleid as number } })).toBe(0);
  });

  it('writes neither vehicle nor note when the note cannot be written', async () => {
    // A principal whose user does not exist: the vehicle insert succeeds, the note insert fails.
    const alpha = await clientId('Alpha Motors');
    const ghost: Principal = { userid: 999_999, username: 'ghost', name: 'Ghost', roleid: 1, clientid: alpha, clientIds: [alpha] };
    const body = await registration(undefined, { enteredby: (await principalOf('alpha.user')).userid });
    await expect(engine.create(ghost, 'vehicles', body)).rejects.toBeDefined();
    expect(await db.prisma.vehicle.count({ where: { vehiclevin: body.vehiclevin } })).toBe(0);
  });
});
