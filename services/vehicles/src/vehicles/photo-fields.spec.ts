import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LOAD_TEXT, MILEAGE_CANNOT_BE_EMPTY } from '@portal/contracts';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { STAFF, clientUser, engineFor, refusal } from '@portal/server-kit/testing';
import type { ResourceEngine } from '@portal/server-kit';
import { VEHICLE_RESOURCES } from '../app.module.js';

// The photo upload screen's "Save Mileage and Load" (document 3 §2.4, §5): what a client user may save on
// its own vehicle, and that the links it writes (load, driver) stay within its own client.
let db: TestDatabase;
let engine: ResourceEngine;
let alphaId: number;
let borealisId: number;
let alphaUser: ReturnType<typeof clientUser>;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  engine = engineFor(db.prisma, VEHICLE_RESOURCES);
  alphaId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } })).clientid;
  borealisId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Borealis Imports' } })).clientid;
  const user = await db.prisma.webUser.findUniqueOrThrow({ where: { username: 'alpha.user' } });
  alphaUser = clientUser(alphaId, 1, user.userid);
});

afterAll(async () => {
  await db?.drop();
});

async function alphaVehicle(vin: string) {
  return db.prisma.vehicle.create({ data: { vehiclevin: vin, clientid: alphaId, titleprocessingtype: 1, titlestatusid: 2, mileage: 10 } });
}

describe('the photo screen fields saved by a client user', () => {
  it('saves mileage, kilometres, its own single load with transit and driver, recall, manufacture data, weights and value', async () => {
    const v = await alphaVehicle('PHOTOFIELDS000001');
    const load = await db.prisma.clientLoad.create({ data: { name: 'PF-SINGLE', client_id: alphaId, load_type: 'single' } });
    const driver = await db.prisma.clientDriver.create({ data: { first_name: 'Ann', last_name: 'Road', client_id: alphaId } });
    const saved = await engine.update(alphaUser, 'vehicles', String(v.vehicleid), {
      mileage: 1000,
      cs_km: 1609,
      client_load_id: load.id,
      transit_number: 'T-77',
      client_driver_id: driver.id,
      has_recall: 1,
      manufacturer: 'Ford Motor Company',
      manufacture_date: '2019-03-01',
      vehicletype: 'TRUCK',
      gvwr_kg: 3000,
      gawr_front_kg: 1500,
      gawr_rear_kg: 1700,
      value_us_dollars: '12,345.60',
    });
    expect(saved).toMatchObject({ mileage: 1000, cs_km: 1609, client_load_id: load.id, transit_number: 'T-77', client_driver_id: driver.id, has_recall: 1 });
    const row = await db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: v.vehicleid } });
    // kg × 2.20462 truncated; the value in dollars as a whole number.
    expect([row.gvwr_lbs, row.gawr_front_lbs, row.gawr_rear_lbs]).toEqual([6613, 3306, 3747]);
    expect(row.value_us_dollars).toBe(12346);
    expect(row.vehicletype).toBe('TRUCK');
    expect(row.manufacture_date?.toISOString().slice(0, 10)).toBe('2019-03-01');
  });

  it("refuses another client's load, and writes nothing", async () => {
    const v = await alphaVehicle('PHOTOFIELDS000002');
    const theirs = await db.prisma.clientLoad.create({ data: { name: 'PF-BOREALIS', client_id: borealisId, load_type: 'multiple' } });
    const error = await refusal(engine.update(alphaUser, 'vehicles', String(v.vehicleid), { mileage: 2000, client_load_id: theirs.id }));
    // Not found, as another client's record is everywhere (document 1 §6), named by field.
    expect(error.code).toBe('NOT_FOUND');
    expect(Object.keys(error.errors ?? {})).toEqual(['client_load_id']);
    const row = await db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: v.vehicleid } });
    expect([row.mileage, row.client_load_id]).toEqual([10, null]);
  });

  it("refuses an unassigned load (client 0) and another client's driver", async () => {
    const v = await alphaVehicle('PHOTOFIELDS000003');
    const unassigned = await db.prisma.clientLoad.create({ data: { name: 'PF-NOBODY', client_id: 0, load_type: 'multiple' } });
    expect((await refusal(engine.update(alphaUser, 'vehicles', String(v.vehicleid), { client_load_id: unassigned.id }))).code).toBe('NOT_FOUND');
    const driver = await db.prisma.clientDriver.create({ data: { first_name: 'Bo', last_name: 'Real', client_id: borealisId } });
    expect((await refusal(engine.update(alphaUser, 'vehicles', String(v.vehicleid), { client_driver_id: driver.id }))).code).toBe('NOT_FOUND');
    const row = await db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: v.vehicleid } });
    expect([row.client_load_id, row.client_driver_id]).toEqual([null, null]);
  });

  it("keeps staff from putting a vehicle in a load of another client than the vehicle's", async () => {
    const v = await alphaVehicle('PHOTOFIELDS000004');
    const theirs = await db.prisma.clientLoad.create({ data: { name: 'PF-BOREALIS-2', client_id: borealisId, load_type: 'multiple' } });
    const error = await refusal(engine.update(STAFF, 'vehicles', String(v.vehicleid), { client_load_id: theirs.id }));
    expect(error.code).toBe('VALIDATION');
    expect(error.errors).toEqual({ client_load_id: [LOAD_TEXT.VEHICLE_OTHER_CLIENT] });
    // Staff choose the client on the photo screen: the vehicle moves with the load of the new client.
    const saved = await engine.update(STAFF, 'vehicles', String(v.vehicleid), { clientid: borealisId, client_load_id: theirs.id });
    expect(saved).toMatchObject({ clientid: borealisId, client_load_id: theirs.id });
  });

  it('refuses a mileage below 1', async () => {
    const v = await alphaVehicle('PHOTOFIELDS000005');
    const error = await refusal(engine.update(alphaUser, 'vehicles', String(v.vehicleid), { mileage: 0, cs_km: 0 }));
    expect(error.errors?.mileage).toEqual([MILEAGE_CANNOT_BE_EMPTY]);
  });
});

describe("a vehicle whose load was sent to the bay ('Sent to Bay', document 3 §4)", () => {
  it('reads sent_to_bay once its load holds a bay shipment, and its load can then not change', async () => {
    const v = await alphaVehicle('PHOTOFIELDS000BAY');
    const load = await db.prisma.clientLoad.create({ data: { name: 'PF-BAY', client_id: alphaId, load_type: 'multiple' } });
    const other = await db.prisma.clientLoad.create({ data: { name: 'PF-OTHER', client_id: alphaId, load_type: 'multiple' } });
    await engine.update(alphaUser, 'vehicles', String(v.vehicleid), { client_load_id: load.id });
    const read = async () => (await engine.read(alphaUser, 'vehicles', String(v.vehicleid), { 'appends[]': ['sent_to_bay'] })).sent_to_bay;
    expect(await read()).toBe(false);
    const shipment = await db.prisma.bayShipment.create({ data: {} });
    await db.prisma.clientLoad.update({ where: { id: load.id }, data: { bay_shipment_id: shipment.id } });
    expect(await read()).toBe(true);
    expect((await refusal(engine.update(alphaUser, 'vehicles', String(v.vehicleid), { client_load_id: other.id }))).message).toBe(
      LOAD_TEXT.VEHICLE_SENT_TO_BAY,
    );
  });
});
