import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LOAD_TEXT, type Principal } from '@portal/contracts';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { STAFF, clientUser, engineFor, refusal } from '@portal/server-kit/testing';
import type { ResourceEngine } from '@portal/server-kit';
import { LOADS_RESOURCES } from '../app.module.js';
import { deleteEmptyLoad, loadHistory, quickAddLoad } from './load-actions.js';

let db: TestDatabase;
let engine: ResourceEngine;
let staff: Principal;
let alpha: Principal;
let alphaId: number;
let borealisId: number;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  engine = engineFor(db.prisma, LOADS_RESOURCES);
  alphaId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } })).clientid;
  borealisId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Borealis Imports' } })).clientid;
  const admin = await db.prisma.webUser.findFirstOrThrow({ where: { username: 'admin' } });
  const alphaUser = await db.prisma.webUser.findFirstOrThrow({ where: { username: 'alpha.user' } });
  staff = { ...STAFF, userid: admin.userid };
  alpha = clientUser(alphaId, 1, alphaUser.userid);
});

afterAll(async () => {
  await db?.drop();
});

const create = (who: Principal, body: Record<string, unknown>) => engine.create(who, 'client_loads', body);

describe('new records', () => {
  it('gives a load created by staff client 0 (Unassigned), the name NEW LOAD multiple and its creator, and records it', async () => {
    const load = await create(staff, {});
    expect(load).toMatchObject({ client_id: 0, name: 'NEW LOAD multiple', load_type: 'multiple', created_by: staff.userid });
    const history = await loadHistory(db.prisma, engine, staff, String(load.id), 1, 25);
    expect(history.data[0]).toMatchObject({ target_field: 'created' });
  });

  it("gives a client user's load, location, driver and transporter its own client", async () => {
    expect(await create(alpha, {})).toMatchObject({ client_id: alphaId });
    for (const resource of ['client_locations', 'client_drivers', 'client_transporters']) {
      expect(await engine.create(alpha, resource, {})).toMatchObject({ client_id: alphaId });
      expect(await engine.create(staff, resource, {})).toMatchObject({ client_id: 0 });
    }
  });

  it('refuses a single load without a load number, and a blank number on any load', async () => {
    const single = await refusal(create(staff, { load_type: 'single', name: '  ' }));
    expect(single.errors).toEqual({ name: [LOAD_TEXT.LOAD_NUMBER_REQUIRED] });
    const load = await create(staff, { name: 'L-NAMED' });
    const blank = await refusal(engine.update(staff, 'client_loads', String(load.id), { name: '' }));
    expect(blank.errors).toEqual({ name: [LOAD_TEXT.LOAD_NUMBER_REQUIRED] });
    expect((await db.prisma.clientLoad.findUniqueOrThrow({ where: { id: Number(load.id) } })).name).toBe('L-NAMED');
  });

  it('refuses a load type other than single or multiple', async () => {
    expect((await refusal(create(staff, { load_type: 'train' }))).errors).toHaveProperty('load_type');
  });
});

describe('load type changes', () => {
  it('refuses any change once the load has a bay shipment, and writes nothing', async () => {
    const load = await create(staff, { name: 'L-SENT' });
    const shipment = await db.prisma.bayShipment.create({ data: { external_id: 'SHP-TEST-1', status: 'submitted' } });
    await db.prisma.clientLoad.update({ where: { id: Number(load.id) }, data: { bay_shipment_id: shipment.id } });
    const error = await refusal(engine.update(staff, 'client_loads', String(load.id), { load_type: 'single' }));
    expect(error.message).toBe(LOAD_TEXT.TYPE_LOCKED_LOAD_SENT);
    expect((await db.prisma.clientLoad.findUniqueOrThrow({ where: { id: Number(load.id) } })).load_type).toBe('multiple');
  });

  it('refuses single to multiple when a vehicle went to the bay on its own', async () => {
    const load = await create(alpha, { name: 'L-CARAVAN', load_type: 'single' });
    const vehicle = await db.prisma.vehicle.findFirstOrThrow({ where: { clientid: alphaId, client_load_id: null } });
    await db.prisma.vehicle.update({ where: { vehicleid: vehicle.vehicleid }, data: { client_load_id: Number(load.id) } });
    const shipment = await db.prisma.bayShipment.create({ data: { external_id: 'SHP-TEST-2' } });
    await db.prisma.bayVehicle.create({ data: { vehicleid: vehicle.vehicleid, bay_shipment_id: shipment.id, vin: vehicle.vehiclevin } });
    const error = await refusal(engine.update(alpha, 'client_loads', String(load.id), { load_type: 'multiple' }));
    expect(error.message).toBe(LOAD_TEXT.TYPE_LOCKED_VEHICLES_SENT);
    expect((await db.prisma.clientLoad.findUniqueOrThrow({ where: { id: Number(load.id) } })).load_type).toBe('single');
  });

  it('lets a load without shipments change type, and records the change', async () => {
    const load = await create(staff, { name: 'L-FREE' });
    await engine.update(staff, 'client_loads', String(load.id), { load_type: 'single' });
    const history = await loadHistory(db.prisma, engine, staff, String(load.id), 1, 25);
    expect(history.data[0]).toMatchObject({ target_field: 'load_type', old_value: 'multiple' });
  });

  it("clears the vehicles' drivers and transit numbers with the change to multiple, and keeps them when the change is refused", async () => {
    const load = await create(staff, { name: 'L-TO-CARRIER', load_type: 'single', client_id: alphaId });
    const driver = await engine.create(staff, 'client_drivers', { client_id: alphaId, first_name: 'Dana' });
    const vehicles = await db.prisma.vehicle.findMany({ where: { clientid: alphaId, client_load_id: null }, take: 2, orderBy: { vehicleid: 'asc' } });
    const ids = vehicles.map((v) => v.vehicleid);
    await db.prisma.vehicle.updateMany({
      where: { vehicleid: { in: ids } },
      data: { client_load_id: Number(load.id), client_driver_id: Number(driver.id), transit_number: 'TR-1' },
    });
    const drivers = async () =>
      (await db.prisma.vehicle.findMany({ where: { vehicleid: { in: ids } }, orderBy: { vehicleid: 'asc' } })).map((v) => [
        v.client_driver_id,
        v.transit_number,
      ]);

    // Refused after the type check (another client's location): nothing is written, the drivers stay.
    const location = await engine.create(staff, 'client_locations', { client_id: borealisId, name: 'Borealis Depot' });
    const refused = await refusal(engine.update(alpha, 'client_loads', String(load.id), { load_type: 'multiple', location_from_id: location.id }));
    expect(refused.errors).toHaveProperty('location_from_id');
    expect((await db.prisma.clientLoad.findUniqueOrThrow({ where: { id: Number(load.id) } })).load_type).toBe('single');
    expect(await drivers()).toEqual([
      [Number(driver.id), 'TR-1'],
      [Number(driver.id), 'TR-1'],
    ]);

    await engine.update(alpha, 'client_loads', String(load.id), { load_type: 'multiple' });
    expect(await drivers()).toEqual([
      [null, null],
      [null, null],
    ]);
  });
});

describe('deleting a load', () => {
  it('deletes an empty load, answering []', async () => {
    const load = await create(alpha, { name: 'L-EMPTY' });
    expect(await deleteEmptyLoad(engine, alpha, String(load.id))).toEqual([]);
    expect(await db.prisma.clientLoad.count({ where: { id: Number(load.id) } })).toBe(0);
  });

  it('refuses a load that holds vehicles and keeps it', async () => {
    const load = await create(staff, { name: 'L-FULL', client_id: alphaId });
    const vehicle = await db.prisma.vehicle.findFirstOrThrow({ where: { clientid: alphaId, client_load_id: null } });
    await db.prisma.vehicle.update({ where: { vehicleid: vehicle.vehicleid }, data: { client_load_id: Number(load.id) } });
    const error = await refusal(deleteEmptyLoad(engine, staff, String(load.id)));
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toContain(LOAD_TEXT.DELETE_REFUSED);
    expect(await db.prisma.clientLoad.count({ where: { id: Number(load.id) } })).toBe(1);
  });

  it("answers another client's load as not found", async () => {
    const other = await create(staff, { name: 'L-BOREALIS', client_id: borealisId });
    expect((await refusal(deleteEmptyLoad(engine, alpha, String(other.id)))).code).toBe('NOT_FOUND');
    expect(await db.prisma.clientLoad.count({ where: { id: Number(other.id) } })).toBe(1);
  });
});

describe('quick add load', () => {
  it('ignores a blank number, selects the one load of that number, refuses several, creates otherwise', async () => {
    expect(await quickAddLoad(engine, alpha, { name: '   ' })).toMatchObject({ outcome: 'ignored', load: null });
    const created = await quickAddLoad(engine, alpha, { name: 'QA-1' });
    expect(created).toMatchObject({ outcome: 'created', load: { name: 'QA-1', client_id: alphaId } });
    expect(await quickAddLoad(engine, alpha, { name: 'QA-1' })).toMatchObject({
      outcome: 'selected',
      message: LOAD_TEXT.LOAD_ALREADY_EXISTS,
      load: { id: created.load!.id },
    });
    await create(alpha, { name: 'QA-1' });
    expect(await quickAddLoad(engine, alpha, { name: 'QA-1' })).toMatchObject({ outcome: 'ambiguous', message: LOAD_TEXT.MORE_THAN_ONE_LOAD });
  });

  it("refuses another client's id for a client user", async () => {
    expect((await refusal(quickAddLoad(engine, alpha, { name: 'QA-2', client_id: borealisId }))).code).toBe('FORBIDDEN');
    expect(await db.prisma.clientLoad.count({ where: { name: 'QA-2' } })).toBe(0);
  });
});

describe('scoping', () => {
  it("hides another client's loads, locations, drivers and transporters", async () => {
    const loads = await engine.list(alpha, 'client_loads', { per_page: '1000' });
    expect(loads.data.every((row) => row.client_id === alphaId)).toBe(true);
    for (const resource of ['client_locations', 'client_drivers', 'client_transporters']) {
      const other = await engine.create(staff, resource, { client_id: borealisId });
      expect((await refusal(engine.read(alpha, resource, String(other.id)))).code).toBe('NOT_FOUND');
      expect((await refusal(engine.update(alpha, resource, String(other.id), { client_id: alphaId }))).code).toBe('NOT_FOUND');
    }
  });

  it("refuses a load pointing at another client's location, driver or transporter, and writes nothing", async () => {
    const load = await create(alpha, { name: 'L-LINKS' });
    const location = await engine.create(staff, 'client_locations', { client_id: borealisId, name: 'Borealis Yard' });
    const driver = await engine.create(staff, 'client_drivers', { client_id: borealisId });
    const transporter = await engine.create(staff, 'client_transporters', { client_id: borealisId });
    for (const [field, id] of [
      ['location_from_id', location.id],
      ['location_to_id', location.id],
      ['location_pickup_id', location.id],
      ['client_driver_id', driver.id],
      ['client_transporter_id', transporter.id],
    ] as const) {
      const error = await refusal(engine.update(alpha, 'client_loads', String(load.id), { [field]: id }));
      expect(error.errors).toEqual({ [field]: ['refers to a record that does not exist'] });
    }
    const stored = await db.prisma.clientLoad.findUniqueOrThrow({ where: { id: Number(load.id) } });
    expect([stored.location_from_id, stored.location_to_id, stored.client_driver_id, stored.client_transporter_id]).toEqual([null, null, null, null]);
  });

  it('reports a load that holds vehicles of another client than the one chosen', async () => {
    const load = await create(staff, { name: 'L-MIXED' });
    const vehicle = await db.prisma.vehicle.findFirstOrThrow({ where: { clientid: alphaId, client_load_id: null } });
    await db.prisma.vehicle.update({ where: { vehicleid: vehicle.vehicleid }, data: { client_load_id: Number(load.id) } });
    expect((await refusal(engine.update(staff, 'client_loads', String(load.id), { client_id: borealisId }))).errors).toHaveProperty('client_id');
    expect(await engine.update(staff, 'client_loads', String(load.id), { client_id: alphaId })).toMatchObject({ client_id: alphaId });
  });
});

describe('the Vehicles tab', () => {
  it("loads up to 1000 vehicles of a load (its relation's own cap, above the engine's default of 100)", async () => {
    const load = await create(staff, { name: 'L-BIG', client_id: alphaId });
    const vins = Array.from({ length: 1005 }, (_, i) => `BIGLOAD${String(i).padStart(10, '0')}`);
    await db.prisma.vehicle.createMany({ data: vins.map((vehiclevin) => ({ vehiclevin, clientid: alphaId, client_load_id: Number(load.id) })) });
    const row = await engine.read(alpha, 'client_loads', String(load.id), { 'with[]': 'vehicles', 'appends[]': 'vehicles_count' });
    expect((row.vehicles as unknown[]).length).toBe(1000);
    expect(row.vehicles_count).toBe(1005);
    await db.prisma.vehicle.deleteMany({ where: { client_load_id: Number(load.id) } });
  });
});
