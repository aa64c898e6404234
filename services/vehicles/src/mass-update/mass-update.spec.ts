import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Principal } from '@portal/contracts';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import type { ResourceEngine } from '@portal/server-kit';
import { STAFF, clientUser, engineFor, refusal } from '@portal/server-kit/testing';
import { VEHICLE_RESOURCES } from '../app.module.js';
import { applyMassUpdate, noteText } from './mass-update.js';

let db: TestDatabase;
let engine: ResourceEngine;
let staff: Principal;
let alphaId: number;
let ids: number[];

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  engine = engineFor(db.prisma, VEHICLE_RESOURCES);
  staff = { ...STAFF, userid: (await db.prisma.webUser.findUniqueOrThrow({ where: { username: 'admin' } })).userid };
  alphaId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } })).clientid;
  const type = (await db.prisma.titleApplicationType.findFirstOrThrow()).titleapplicationid;
  const make = (vin: string, clientid: number | null) => db.prisma.vehicle.create({ data: { vehiclevin: vin, clientid, titleprocessingtype: type } });
  // The third has no client: the vehicle rules refuse any save of it until one is chosen.
  ids = [
    (await make('MASSUPD0000000001', alphaId)).vehicleid,
    (await make('MASSUPD0000000002', alphaId)).vehicleid,
    (await make('MASSUPD0000000003', null)).vehicleid,
  ];
});

afterAll(async () => {
  await db?.drop();
});

describe('mass update', () => {
  it('writes each vehicle whole with its note and history, and reports the one it could not write', async () => {
    const results = await applyMassUpdate(db.prisma, engine, staff, {
      vehicleids: ids,
      changes: { crossedborderdate: '2026-11-02', mileage: 1200 },
      note: ' Crossed at Detroit ',
    });
    expect(results.map((r) => r.message)).toEqual([
      'MASSUPD0000000001: updated',
      'MASSUPD0000000002: updated',
      expect.stringMatching(/^MASSUPD0000000003: Unable to save, required fields/),
    ]);
    const [first, , failed] = await Promise.all(ids.map((vehicleid) => db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid } })));
    // The vehicle rules ran: crossed border copies into the repossession date, mileage sets kilometres.
    expect(first.crossedborderdate?.toISOString().slice(0, 10)).toBe('2026-11-02');
    expect(first.repossessiondate?.toISOString().slice(0, 10)).toBe('2026-11-02');
    expect(first.cs_km).toBe(1931);
    expect(await db.prisma.vehicleNote.findMany({ where: { vehicleid: ids[0] }, select: { note: true, userid: true } })).toEqual([
      { note: 'Crossed at Detroit', userid: staff.userid },
    ]);
    const history = await db.prisma.historyItem.findMany({ where: { object_type: 'vehicle', object_type_id: ids[0] }, select: { target_field: true } });
    expect(history.map((h) => h.target_field)).toEqual(expect.arrayContaining(['crossedborderdate', 'mileage', 'cs_km', 'repossessiondate']));
    // Nothing of the refused vehicle was written: no field, no note, no history.
    expect(failed.crossedborderdate).toBeNull();
    expect(failed.mileage).toBeNull();
    expect(await db.prisma.vehicleNote.count({ where: { vehicleid: ids[2] } })).toBe(0);
    expect(await db.prisma.historyItem.count({ where: { object_type: 'vehicle', object_type_id: ids[2] } })).toBe(0);
  });

  it('adds no note when the note is blank, and rolls a vehicle back when its note cannot be written', async () => {
    expect(noteText('   \n ')).toBeNull();
    await applyMassUpdate(db.prisma, engine, staff, { vehicleids: [ids[1]], changes: { front_psi: 35 }, note: '  ' });
    expect(await db.prisma.vehicleNote.count({ where: { vehicleid: ids[1] } })).toBe(1);
    // A note by a user who does not exist breaks its foreign key: the vehicle's change goes too.
    const ghost = { ...staff, userid: 2_000_000_000 };
    const [result] = await applyMassUpdate(db.prisma, engine, ghost, { vehicleids: [ids[1]], changes: { rear_psi: 36 }, note: 'ghost' });
    expect(result.updated).toBe(false);
    expect((await db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: ids[1] } })).rear_psi).toBeNull();
  });

  it('says "not found" for a vehicle that does not exist, and goes on with the others', async () => {
    const results = await applyMassUpdate(db.prisma, engine, staff, { vehicleids: [999_999, ids[0]], changes: { front_size: '225/65R17' } });
    expect(results[0]).toMatchObject({ updated: false, message: expect.stringMatching(/^999999: .*not found/i) });
    expect(results[1]).toMatchObject({ updated: true, message: 'MASSUPD0000000001: updated' });
  });

  it('refuses fields Mass Update does not offer, an empty update and client users, writing nothing', async () => {
    const unknown = await refusal(applyMassUpdate(db.prisma, engine, staff, { vehicleids: [ids[0]], changes: { clientid: 1, mileage: 5 } }));
    expect(unknown.errors).toEqual({ clientid: ['is not a field Mass Update changes'] });
    expect((await refusal(applyMassUpdate(db.prisma, engine, staff, { vehicleids: [ids[0]], changes: {} }))).code).toBe('VALIDATION');
    const client = clientUser(alphaId, 11);
    expect((await refusal(applyMassUpdate(db.prisma, engine, client, { vehicleids: [ids[0]], changes: { mileage: 5 } }))).code).toBe('FORBIDDEN');
    expect((await db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: ids[0] } })).mileage).toBe(1200);
  });
});
