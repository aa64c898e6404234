import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { STAFF, clientUser, engineFor, refusal } from '@portal/server-kit/testing';
import { VEHICLE_RESOURCES } from '../app.module.js';
import { vehicleHistory } from './vehicle-history.js';

let db: TestDatabase;
let alpha: ReturnType<typeof clientUser>;
let alphaVehicle: number;
let borealisVehicle: number;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  const alphaId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } })).clientid;
  const borealisId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Borealis Imports' } })).clientid;
  alpha = clientUser(alphaId, 1);
  alphaVehicle = (
    await db.prisma.vehicle.findFirstOrThrow({ where: { clientid: alphaId, titleprocessingtype: { not: null }, titlestatusid: { notIn: [5, 6] } } })
  ).vehicleid;
  borealisVehicle = (await db.prisma.vehicle.findFirstOrThrow({ where: { clientid: borealisId } })).vehicleid;
  await engineFor(db.prisma, VEHICLE_RESOURCES).update(STAFF, 'vehicles', String(alphaVehicle), { transit_number: 'T-4321' });
});

afterAll(async () => {
  await db?.drop();
});

describe('vehicle history', () => {
  it("shows a vehicle's changes, newest first, to a user of its client", async () => {
    const page = await vehicleHistory(db.prisma, alpha, String(alphaVehicle));
    expect(page.data[0]).toMatchObject({ target_field: 'transit_number', value: 'T-4321', user: { userid: STAFF.userid } });
    expect(page.total).toBeGreaterThanOrEqual(1);
  });

  it("answers another client's vehicle, or a nonsense id, as not found", async () => {
    expect((await refusal(vehicleHistory(db.prisma, alpha, String(borealisVehicle)))).code).toBe('NOT_FOUND');
    expect((await refusal(vehicleHistory(db.prisma, alpha, 'abc'))).code).toBe('NOT_FOUND');
  });

  it.each([1e308, 9007199254740991, 0, -1, Number.NaN])('refuses page %s with a field error', async (page) => {
    expect((await refusal(vehicleHistory(db.prisma, alpha, String(alphaVehicle), page))).code).toBe('VALIDATION');
  });
});
