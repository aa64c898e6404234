import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { IMAGE_TYPE, type Principal } from '@portal/contracts';
import { withCheckDigit } from '@portal/db';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import type { ResourceEngine } from '@portal/server-kit';
import { STAFF, clientUser, engineFor, refusal } from '@portal/server-kit/testing';
import { VEHICLE_RESOURCES } from '../app.module.js';
import { startConformance } from './vehicle-conformance.js';
import { applyIvrChanges, ivrStamp } from './vehicle-ivr.js';

let db: TestDatabase;
let engine: ResourceEngine;
let staff: Principal;
let alphaId: number;
let clientUserId: number;
let typeId: number;
let serial = 900;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  engine = engineFor(db.prisma, VEHICLE_RESOURCES);
  staff = { ...STAFF, userid: (await db.prisma.webUser.findUniqueOrThrow({ where: { username: 'admin' } })).userid };
  alphaId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } })).clientid;
  clientUserId = (await db.prisma.webUser.findUniqueOrThrow({ where: { username: 'alpha.user' } })).userid;
  typeId = (await db.prisma.titleApplicationType.findFirstOrThrow({ where: { has_conforming_requirement: false } })).titleapplicationid;
});

afterAll(async () => {
  await db?.drop();
});

async function vehicle(): Promise<number> {
  serial += 1;
  const vin = withCheckDigit(`1G1ZT538X6F${String(serial).padStart(6, '0')}`);
  return (await db.prisma.vehicle.create({ data: { vehiclevin: vin, clientid: alphaId, titleprocessingtype: typeId } })).vehicleid;
}

async function photo(vehicleid: number, imagetype: number, at: string, deleted = 0): Promise<number> {
  return (await db.prisma.vehicleImage.create({ data: { vehicleid, imagetype, dateuploaded: new Date(at), deleted } })).pwimageid;
}

const uploaded = async (pwimageid: number) => (await db.prisma.vehicleImage.findUniqueOrThrow({ where: { pwimageid } })).dateuploaded.toISOString();

describe('Update IVR (document 3 §2.8, §7)', () => {
  it('keeps a chosen day at noon in Indianapolis', () => {
    expect(ivrStamp('2026-01-15').toISOString()).toBe('2026-01-15T17:00:00.000Z');
    expect(ivrStamp('2026-07-15').toISOString()).toBe('2026-07-15T16:00:00.000Z');
  });

  it('is for staff only', async () => {
    const id = await vehicle();
    expect((await refusal(applyIvrChanges(db.prisma, engine, clientUser(alphaId, 1, clientUserId), id, {}))).code).toBe('FORBIDDEN');
    expect((await refusal(applyIvrChanges(db.prisma, engine, staff, 99999999, {}))).code).toBe('NOT_FOUND');
  });

  it("changes nothing for fields left at Don't Change", async () => {
    const id = await vehicle();
    const entry = await photo(id, IMAGE_TYPE.ENTRY_PHOTO, '2026-03-01T15:00:00Z');
    expect(await applyIvrChanges(db.prisma, engine, staff, id, { changeEntryPhoto: null, changeConformanceAction: undefined })).toEqual({
      vehicleid: id,
      changed: [],
    });
    expect(await uploaded(entry)).toBe('2026-03-01T15:00:00.000Z');
  });

  it('moves the first entry and exit photos only, never a deleted one', async () => {
    const id = await vehicle();
    const deletedEntry = await photo(id, IMAGE_TYPE.ENTRY_PHOTO, '2026-02-01T15:00:00Z', 1);
    const firstEntry = await photo(id, IMAGE_TYPE.ENTRY_PHOTO, '2026-03-01T15:00:00Z');
    const laterEntry = await photo(id, IMAGE_TYPE.ENTRY_PHOTO, '2026-03-02T15:00:00Z');
    const exit = await photo(id, IMAGE_TYPE.EXIT_PHOTO, '2026-04-01T15:00:00Z');
    const answer = await applyIvrChanges(db.prisma, engine, staff, id, { changeEntryPhoto: '2026-02-20', changeExitPhotoDate: '2026-03-30' });
    expect(answer.changed).toEqual(['changeEntryPhoto', 'changeExitPhotoDate']);
    expect(await uploaded(firstEntry)).toBe('2026-02-20T17:00:00.000Z');
    expect(await uploaded(laterEntry)).toBe('2026-03-02T15:00:00.000Z');
    expect(await uploaded(deletedEntry)).toBe('2026-02-01T15:00:00.000Z');
    expect(await uploaded(exit)).toBe('2026-03-30T16:00:00.000Z');
  });

  it('refuses a photo date without the photo, and then changes nothing else either', async () => {
    const id = await vehicle();
    await photo(id, IMAGE_TYPE.ENTRY_PHOTO, '2026-02-01T15:00:00Z', 1);
    const error = await refusal(applyIvrChanges(db.prisma, engine, staff, id, { changeEntryPhoto: '2026-02-20', changePhysicalPossession: '2026-02-21' }));
    expect(error).toMatchObject({ code: 'VALIDATION', errors: { changeEntryPhoto: ['this vehicle has no entry photo'] } });
    expect((await db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: id } })).confirmedladeddate).toBeNull();
    const noExit = await refusal(applyIvrChanges(db.prisma, engine, staff, id, { changeExitPhotoDate: '2026-02-20' }));
    expect(noExit).toMatchObject({ code: 'VALIDATION', errors: { changeExitPhotoDate: ['this vehicle has no exit photo'] } });
  });

  it('sets the conformance user, action and date on the inspection and every item', async () => {
    const id = await vehicle();
    const started = await startConformance(db.prisma, staff, id);
    const answer = await applyIvrChanges(db.prisma, engine, staff, id, {
      changeConformanceUser: staff.userid,
      changeConformanceAction: 2,
      changeConformanceDate: '2026-05-04',
    });
    expect(answer.changed).toEqual(['changeConformanceUser', 'changeConformanceAction', 'changeConformanceDate']);
    const plus = await db.prisma.vehicleConformancePlus.findUniqueOrThrow({ where: { vehicleid: id }, include: { items: true } });
    expect(plus).toMatchObject({ completed_by: staff.userid, completed_date: new Date('2026-05-04T16:00:00.000Z') });
    expect(plus.items).toHaveLength(started.conformance.items.length);
    for (const item of plus.items)
      expect(item).toMatchObject({ is_remediated: 2, completed_by: staff.userid, completed_date: new Date('2026-05-04T16:00:00.000Z') });
  });

  it('changes only the action when only the action is given', async () => {
    const id = await vehicle();
    await startConformance(db.prisma, staff, id);
    await applyIvrChanges(db.prisma, engine, staff, id, { changeConformanceAction: 0 });
    const plus = await db.prisma.vehicleConformancePlus.findUniqueOrThrow({ where: { vehicleid: id }, include: { items: true } });
    expect(plus.completed_by).toBeNull();
    for (const item of plus.items) expect(item).toMatchObject({ is_remediated: 0, completed_by: null, completed_date: null });
  });

  it('refuses conformance changes without an inspection, and a conformance user who is not staff', async () => {
    const id = await vehicle();
    const none = await refusal(applyIvrChanges(db.prisma, engine, staff, id, { changeConformanceAction: 1, changeConformanceDate: '2026-05-04' }));
    expect(none).toMatchObject({
      code: 'VALIDATION',
      errors: {
        changeConformanceAction: ['this vehicle has no conformance inspection'],
        changeConformanceDate: ['this vehicle has no conformance inspection'],
      },
    });
    await startConformance(db.prisma, staff, id);
    const client = await refusal(applyIvrChanges(db.prisma, engine, staff, id, { changeConformanceUser: clientUserId }));
    expect(client).toMatchObject({ code: 'VALIDATION', errors: { changeConformanceUser: ['must be a staff user'] } });
  });

  it("saves the physical possession date through the vehicle's update, with its history", async () => {
    const id = await vehicle();
    const answer = await applyIvrChanges(db.prisma, engine, staff, id, { changePhysicalPossession: '2026-06-10' });
    expect(answer.changed).toEqual(['changePhysicalPossession']);
    expect((await db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: id } })).confirmedladeddate?.toISOString().slice(0, 10)).toBe('2026-06-10');
    expect(await db.prisma.historyItem.count({ where: { object_type_id: id, target_field: 'confirmedladeddate' } })).toBe(1);
  });
});
