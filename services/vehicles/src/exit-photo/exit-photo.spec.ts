import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { refusal } from '@portal/server-kit/testing';
import { lookupExitPhotoVehicle, registerExitPhoto } from './exit-photo.js';

let db: TestDatabase;
let vehicle: { vehicleid: number; clientid: number | null; vehiclevin: string; yr: number | null; make: string | null; model: string | null };

const stored = {
  keys: { orig: 'exit-photos/a.jpg', thumb: 'exit-photos/a-thumb.jpg', large: 'exit-photos/a-large.jpg' },
  filename: 'exit.jpg',
  extension: 'jpg',
};

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  vehicle = await db.prisma.vehicle.findFirstOrThrow({ where: { cancelled: 0, yr: { not: null }, make: { not: null } } });
});

afterAll(async () => {
  await db?.drop();
});

describe('the exit photo lookup (document 3 §2.9)', () => {
  it('reveals only vin, model year, make and model, whatever case the VIN was typed in', async () => {
    const found = await lookupExitPhotoVehicle(db.prisma, ` ${vehicle.vehiclevin.toLowerCase()} `);
    expect(found).toEqual({ vin: vehicle.vehiclevin, modelyear: vehicle.yr, make: vehicle.make, model: vehicle.model });
  });

  it('answers "Invalid VIN" (404) for a VIN the register does not hold, or holds only cancelled', async () => {
    const unknown = await refusal(lookupExitPhotoVehicle(db.prisma, '1HGCM82633A00ZZZZ'));
    expect([unknown.code, unknown.message]).toEqual(['NOT_FOUND', 'Invalid VIN']);
    const cancelled = await db.prisma.vehicle.create({
      data: { vehiclevin: '2T1BR32E54C000001', clientid: vehicle.clientid, cancelled: 1, titlestatusid: 5 },
    });
    expect((await refusal(lookupExitPhotoVehicle(db.prisma, cancelled.vehiclevin))).code).toBe('NOT_FOUND');
  });
});

describe('the exit photo upload', () => {
  it('records the image as the Exit Photo (type 12) with the location as its note and no uploader', async () => {
    expect(await registerExitPhoto(db.prisma, vehicle.vehiclevin, { ...stored, note: ' Windsor Yard ' })).toEqual({ vin: vehicle.vehiclevin });
    const image = await db.prisma.vehicleImage.findFirstOrThrow({ where: { vehicleid: vehicle.vehicleid, imagetype: 12 }, orderBy: { pwimageid: 'desc' } });
    expect(image).toMatchObject({ docnote: 'Windsor Yard', userid: null, cloud_url_thumb: 'exit-photos/a-thumb.jpg', deleted: 0 });
  });

  it('writes nothing for an unknown VIN or a note with control characters', async () => {
    const before = await db.prisma.vehicleImage.count();
    expect((await refusal(registerExitPhoto(db.prisma, '1HGCM82633A00ZZZZ', stored))).code).toBe('NOT_FOUND');
    expect((await refusal(registerExitPhoto(db.prisma, vehicle.vehiclevin, { ...stored, note: 'a\u0000b' }))).errors).toEqual({
      note: ['must not contain control characters'],
    });
    expect(await db.prisma.vehicleImage.count()).toBe(before);
  });
});
