import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LOAD_HISTORY, LOAD_TEXT, type Principal } from '@portal/contracts';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import type { ResourceEngine } from '@portal/server-kit';
import { STAFF, clientUser, engineFor, refusal } from '@portal/server-kit/testing';
import { startBayServer } from '../../../../tools/stand-ins/bay-server.mjs';
import { LOADS_RESOURCES } from '../app.module.js';
import { loadHistory } from '../client-loads/load-actions.js';
import { BayShipments } from './bay-shipments.js';
import { HttpBayAdapter } from './http-bay-adapter.js';

let db: TestDatabase;
let engine: ResourceEngine;
let bay: Awaited<ReturnType<typeof startBayServer>>;
let shipments: BayShipments;
let staff: Principal;
let alpha: Principal;
let alphaId: number;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  engine = engineFor(db.prisma, LOADS_RESOURCES);
  bay = await startBayServer({ port: 0 });
  const adapter = new HttpBayAdapter({ baseUrl: bay.url, clientId: 'test', clientSecret: 'test', policy: { attempts: 3, backoffMs: 10, timeoutMs: 2000 } });
  shipments = new BayShipments(db.prisma, engine, adapter, { announce: () => undefined });
  alphaId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } })).clientid;
  staff = { ...STAFF, userid: (await db.prisma.webUser.findFirstOrThrow({ where: { username: 'admin' } })).userid };
  alpha = clientUser(alphaId, 1, (await db.prisma.webUser.findFirstOrThrow({ where: { username: 'alpha.user' } })).userid);
});

afterAll(async () => {
  await bay?.close();
  await db?.drop();
});

/** A carrier load of Alpha's with two valued vehicles and both locations. */
async function readyLoad(paps: string | null = 'PAPS-1') {
  const [from, to] = await Promise.all([
    engine.create(alpha, 'client_locations', { name: 'Toronto Yard', city: 'Toronto' }),
    engine.create(alpha, 'client_locations', { name: 'Detroit Dock', city: 'Detroit' }),
  ]);
  const load = await engine.create(alpha, 'client_loads', { name: `L-${Math.random().toString(36).slice(2, 8)}` });
  await engine.update(alpha, 'client_loads', String(load.id), { location_from_id: from.id, location_to_id: to.id, paps_number: paps });
  const vehicles = await db.prisma.vehicle.findMany({ where: { clientid: alphaId, client_load_id: null, vehiclevin: { not: '' } }, take: 2 });
  for (const v of vehicles)
    await db.prisma.vehicle.update({ where: { vehicleid: v.vehicleid }, data: { client_load_id: Number(load.id), value_us_dollars: 12000 } });
  return { id: String(load.id), vehicles };
}

describe('a carrier load and the bay', () => {
  it('refuses a load that is not ready (no PAPS number) without calling the bay', async () => {
    const load = await readyLoad(null);
    const before = bay.control.requests;
    expect(await shipments.createMultiple(alpha, load.id)).toEqual({ errors: ['enter the PAPS number'] });
    expect(bay.control.requests).toBe(before);
    expect((await db.prisma.clientLoad.findUniqueOrThrow({ where: { id: Number(load.id) } })).bay_shipment_id).toBeNull();
  });

  it('creates the shipment, links the load and its vehicles, and checks it clean', async () => {
    const load = await readyLoad();
    expect(await shipments.createMultiple(alpha, load.id)).toEqual({ errors: [] });
    const stored = await db.prisma.clientLoad.findUniqueOrThrow({ where: { id: Number(load.id) }, include: { bay_shipment: true } });
    expect(stored.bay_shipment?.external_id).toMatch(/^SHP-/);
    expect(await db.prisma.bayVehicle.count({ where: { bay_shipment_id: stored.bay_shipment_id } })).toBe(load.vehicles.length);
    const check = await shipments.checkMultiple(alpha, load.id);
    expect(check).toMatchObject({ status: 'ok', hasShipment: true, loadNumVehicles: load.vehicles.length, bayNumVehicles: load.vehicles.length, errors: [] });
    expect(check.inLoadNotInBay).toEqual([]);
    expect(await shipments.createMultiple(alpha, load.id)).toEqual({ errors: ['the load already has a bay shipment'] });
  });

  it('lists the vehicles on one side only after the load changes', async () => {
    const load = await readyLoad();
    await shipments.createMultiple(staff, load.id);
    const extra = await db.prisma.vehicle.findFirstOrThrow({ where: { clientid: alphaId, client_load_id: null } });
    await db.prisma.vehicle.update({ where: { vehicleid: extra.vehicleid }, data: { client_load_id: Number(load.id) } });
    const check = await shipments.checkMultiple(staff, load.id);
    expect(check.status).toBe('mismatch');
    expect(check.inLoadNotInBay).toEqual([{ vehicleid: extra.vehicleid, vehiclevin: extra.vehiclevin }]);
  });

  it('passes on the partner refusals as errors and stores nothing', async () => {
    const load = await readyLoad();
    await db.prisma.vehicle.update({ where: { vehicleid: load.vehicles[0].vehicleid }, data: { value_us_dollars: null } });
    const answer = await shipments.createMultiple(alpha, load.id);
    expect(answer.errors).toEqual([`${load.vehicles[0].vehiclevin}: value in USD is required`]);
    expect((await db.prisma.clientLoad.findUniqueOrThrow({ where: { id: Number(load.id) } })).bay_shipment_id).toBeNull();
  });

  it('retries through passing failures', async () => {
    const load = await readyLoad();
    bay.control.fail_next = 2;
    expect(await shipments.createMultiple(alpha, load.id)).toEqual({ errors: [] });
    expect(bay.control.fail_next).toBe(0);
  });

  it('says the bay is not answering when it is down, and changes nothing', async () => {
    const load = await readyLoad();
    const count = await db.prisma.bayShipment.count();
    bay.control.down = true;
    try {
      const error = await refusal(shipments.createMultiple(alpha, load.id));
      expect(error).toMatchObject({ code: 'UNAVAILABLE', message: LOAD_TEXT.BAY_UNAVAILABLE });
    } finally {
      bay.control.down = false;
    }
    expect(await db.prisma.bayShipment.count()).toBe(count);
    expect((await db.prisma.clientLoad.findUniqueOrThrow({ where: { id: Number(load.id) } })).bay_shipment_id).toBeNull();
  });

  it("keeps the bay's photo status and warnings on each vehicle with Update Photos", async () => {
    const load = await readyLoad();
    await shipments.createMultiple(alpha, load.id);
    expect(await shipments.updateMultiple(alpha, load.id, true)).toEqual({ errors: [] });
    const stored = await db.prisma.vehicle.findMany({ where: { vehicleid: { in: load.vehicles.map((v) => v.vehicleid) } }, orderBy: { vehicleid: 'asc' } });
    expect(stored).toHaveLength(2);
    for (const v of stored) {
      const image = v.bay_image_status as { status: string; warnings: string[] };
      expect(['received', 'missing']).toContain(image.status);
      expect(Array.isArray(image.warnings)).toBe(true);
    }
    // The load answers it with its vehicles, for the Bay tab.
    const read = await engine.read(alpha, 'client_loads', load.id, { 'with[]': 'vehicles' });
    const vehicles = read.vehicles as Array<{ bay_image_status: unknown }>;
    expect(vehicles.map((v) => v.bay_image_status)).toEqual(stored.map((v) => v.bay_image_status));
  });

  it('writes no photo status when the bay is down', async () => {
    const load = await readyLoad();
    await shipments.createMultiple(alpha, load.id);
    bay.control.down = true;
    try {
      expect((await refusal(shipments.updateMultiple(alpha, load.id, true))).code).toBe('UNAVAILABLE');
    } finally {
      bay.control.down = false;
    }
    const stored = await db.prisma.vehicle.findMany({ where: { vehicleid: { in: load.vehicles.map((v) => v.vehicleid) } } });
    expect(stored.map((v) => v.bay_image_status)).toEqual([null, null]);
  });

  it('answers another client’s load as not found', async () => {
    const borealis = await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Borealis Imports' } });
    const other = await engine.create(staff, 'client_loads', { name: 'L-OTHER', client_id: borealis.clientid });
    expect((await refusal(shipments.checkMultiple(alpha, String(other.id)))).code).toBe('NOT_FOUND');
  });
});

describe('a caravan load and the bay', () => {
  it('creates one shipment per vehicle and checks each', async () => {
    const load = await readyLoad();
    await engine.update(alpha, 'client_loads', load.id, { load_type: 'single' });
    expect(await shipments.createSingle(alpha, load.id)).toEqual({ errors: [] });
    const check = await shipments.checkSingle(alpha, load.id);
    for (const v of load.vehicles) expect(check[v.vehicleid]).toMatchObject({ error: null, status: 'submitted' });
    expect((await refusal(engine.update(alpha, 'client_loads', load.id, { load_type: 'multiple' }))).message).toBe(LOAD_TEXT.TYPE_LOCKED_VEHICLES_SENT);
  });
});

describe('bay vehicle fix', () => {
  it('links a vehicle to its one bay record and names the other outcomes', async () => {
    const load = await readyLoad();
    await shipments.createMultiple(alpha, load.id);
    const [vehicle] = load.vehicles;
    await db.prisma.bayVehicle.delete({ where: { vehicleid: vehicle.vehicleid } });
    expect(await shipments.vehicleInfo(alpha, String(vehicle.vehicleid))).toEqual({ vehicles: [expect.objectContaining({ vin: vehicle.vehiclevin })] });
    expect(await shipments.fixVehicle(alpha, String(vehicle.vehicleid))).toEqual({ message: LOAD_TEXT.BAY_VEHICLE_FIXED, fixed: true });
    expect(await db.prisma.bayVehicle.findUnique({ where: { vehicleid: vehicle.vehicleid } })).toMatchObject({ vin: vehicle.vehiclevin });
    const lonely = await db.prisma.vehicle.findFirstOrThrow({ where: { clientid: alphaId, client_load_id: null } });
    expect(await shipments.fixVehicle(alpha, String(lonely.vehicleid))).toEqual({ message: LOAD_TEXT.BAY_VEHICLE_NOT_FOUND, fixed: false });
  });
});

describe("the bay shipment in the load's history", () => {
  const SHIPMENT_LINES: string[] = [LOAD_HISTORY.BAY_SHIPMENT_CREATED, LOAD_HISTORY.BAY_SHIPMENT_UPDATED];
  /** The load's bay lines as loadHistory shows them to `who`, oldest first. */
  const bayLines = async (who: Principal, id: string) =>
    (await loadHistory(db.prisma, engine, who, id, 1, 100)).data.filter((item) => SHIPMENT_LINES.includes(item.target_field)).reverse();

  it('records Create and Update Bay Shipment of a carrier load with the shipment id and who sent it', async () => {
    const load = await readyLoad();
    await shipments.createMultiple(alpha, load.id);
    const external = (await db.prisma.clientLoad.findUniqueOrThrow({ where: { id: Number(load.id) }, include: { bay_shipment: true } })).bay_shipment!
      .external_id;
    await shipments.updateMultiple(staff, load.id, false);
    expect(await bayLines(alpha, load.id)).toEqual([
      expect.objectContaining({ target_field: LOAD_HISTORY.BAY_SHIPMENT_CREATED, value: external, old_value: null, userid: alpha.userid }),
      expect.objectContaining({ target_field: LOAD_HISTORY.BAY_SHIPMENT_UPDATED, value: external, old_value: null, userid: staff.userid }),
    ]);
  });

  it('shows the lines only to whoever may see the load', async () => {
    const load = await readyLoad();
    await shipments.createMultiple(alpha, load.id);
    expect(await bayLines(staff, load.id)).toHaveLength(1);
    const borealisId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Borealis Imports' } })).clientid;
    const borealis = clientUser(borealisId, 1, (await db.prisma.webUser.findFirstOrThrow({ where: { username: 'borealis.user' } })).userid);
    expect((await refusal(loadHistory(db.prisma, engine, borealis, load.id, 1, 25))).code).toBe('NOT_FOUND');
  });

  it('writes no line when the bay refuses the shipment, or is down', async () => {
    const refused = await readyLoad();
    await db.prisma.vehicle.update({ where: { vehicleid: refused.vehicles[0].vehicleid }, data: { value_us_dollars: null } });
    expect((await shipments.createMultiple(alpha, refused.id)).errors).toHaveLength(1);
    expect(await bayLines(alpha, refused.id)).toEqual([]);
    const load = await readyLoad();
    bay.control.down = true;
    try {
      expect((await refusal(shipments.createMultiple(alpha, load.id))).code).toBe('UNAVAILABLE');
    } finally {
      bay.control.down = false;
    }
    expect(await bayLines(alpha, load.id)).toEqual([]);
    await shipments.createMultiple(alpha, load.id);
    bay.control.down = true;
    try {
      expect((await refusal(shipments.updateMultiple(alpha, load.id, false))).code).toBe('UNAVAILABLE');
    } finally {
      bay.control.down = false;
    }
    expect((await bayLines(alpha, load.id)).map((line) => line.target_field)).toEqual([LOAD_HISTORY.BAY_SHIPMENT_CREATED]);
  });

  it("records each vehicle's shipment of a caravan load with its VIN", async () => {
    const load = await readyLoad();
    await engine.update(alpha, 'client_loads', load.id, { load_type: 'single' });
    await shipments.createSingle(alpha, load.id);
    await shipments.updateSingle(alpha, load.id, false);
    const bayVehicles = await db.prisma.bayVehicle.findMany({
      where: { vehicleid: { in: load.vehicles.map((v) => v.vehicleid) } },
      include: { bay_shipment: true },
      orderBy: { vehicleid: 'asc' },
    });
    const values = bayVehicles.map((b) => `${b.bay_shipment!.external_id} (${b.vin})`);
    expect(await bayLines(alpha, load.id)).toEqual([
      ...values.map((value) => expect.objectContaining({ target_field: LOAD_HISTORY.BAY_SHIPMENT_CREATED, value })),
      ...values.map((value) => expect.objectContaining({ target_field: LOAD_HISTORY.BAY_SHIPMENT_UPDATED, value })),
    ]);
  });
});
