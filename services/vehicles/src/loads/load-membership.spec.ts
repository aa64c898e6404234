import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LOAD_HISTORY, LOAD_TEXT, type Principal } from '@portal/contracts';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import type { ResourceEngine, TransactionClient } from '@portal/server-kit';
import { STAFF, clientUser, engineFor, refusal } from '@portal/server-kit/testing';
import { VEHICLE_RESOURCES } from '../app.module.js';
import { applyMassUpdate } from '../mass-update/mass-update.js';
import { addVehicleToLoad, removeVehicleFromLoad } from './load-membership.js';

let db: TestDatabase;
let engine: ResourceEngine;
let staff: Principal;
let alpha: Principal;
let alphaId: number;
let borealisId: number;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  engine = engineFor(db.prisma, VEHICLE_RESOURCES);
  alphaId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } })).clientid;
  borealisId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Borealis Imports' } })).clientid;
  staff = { ...STAFF, userid: (await db.prisma.webUser.findFirstOrThrow({ where: { username: 'admin' } })).userid };
  alpha = clientUser(alphaId, 1, (await db.prisma.webUser.findFirstOrThrow({ where: { username: 'alpha.user' } })).userid);
});

afterAll(async () => {
  await db?.drop();
});

/** A load of the client (made as the loads service would), and `count` of the client's vehicles that have none. */
async function loadWith(clientId: number, count = 0) {
  const load = await db.prisma.clientLoad.create({ data: { name: `L-${Math.random().toString(36).slice(2, 8)}`, client_id: clientId, load_type: 'multiple' } });
  const free = await db.prisma.vehicle.findMany({
    where: { clientid: clientId, client_load_id: null, bay_shipment_id: null, bay_vehicle: null, vehiclevin: { not: '' }, titleprocessingtype: { not: null } },
    orderBy: { vehicleid: 'asc' },
    take: count,
  });
  for (const v of free) await db.prisma.vehicle.update({ where: { vehicleid: v.vehicleid }, data: { client_load_id: load.id } });
  return { id: load.id, vehicles: free };
}

async function freeVehicle(clientId: number) {
  return db.prisma.vehicle.findFirstOrThrow({
    where: { clientid: clientId, client_load_id: null, bay_shipment_id: null, bay_vehicle: null, vehiclevin: { not: '' }, titleprocessingtype: { not: null } },
    orderBy: { vehicleid: 'desc' },
  });
}

const loadLines = (loadId: number) =>
  db.prisma.historyItem.findMany({ where: { object_type: LOAD_HISTORY.OBJECT_TYPE, object_type_id: loadId }, orderBy: { id: 'asc' } });

describe("a load's history of its vehicles", () => {
  it("records Add Vehicle to Load on the load, by VIN and user, beside the vehicle's own change", async () => {
    const load = await loadWith(alphaId);
    const vehicle = await freeVehicle(alphaId);
    await addVehicleToLoad(db.prisma, engine, alpha, String(load.id), String(vehicle.vehicleid));
    expect(await loadLines(load.id)).toEqual([
      expect.objectContaining({ target_field: LOAD_HISTORY.VEHICLE, value: vehicle.vehiclevin, old_value: null, userid: alpha.userid }),
    ]);
    const own = await db.prisma.historyItem.findFirst({ where: { object_type: 'vehicle', object_type_id: vehicle.vehicleid, target_field: 'client_load_id' } });
    expect(own).toMatchObject({ value: String(load.id), old_value: null });
  });

  it('records a removal with the VIN as the old value', async () => {
    const load = await loadWith(alphaId, 1);
    const [vehicle] = load.vehicles;
    await removeVehicleFromLoad(db.prisma, engine, staff, String(load.id), String(vehicle.vehicleid));
    expect(await loadLines(load.id)).toEqual([
      expect.objectContaining({ target_field: LOAD_HISTORY.VEHICLE, value: null, old_value: vehicle.vehiclevin, userid: staff.userid }),
    ]);
  });

  it("records a move from one load to another (the vehicle page's load choice) on both loads", async () => {
    const from = await loadWith(alphaId, 1);
    const to = await loadWith(alphaId);
    const [vehicle] = from.vehicles;
    await engine.update(alpha, 'vehicles', String(vehicle.vehicleid), { client_load_id: to.id });
    expect(await loadLines(from.id)).toEqual([expect.objectContaining({ target_field: LOAD_HISTORY.VEHICLE, value: null, old_value: vehicle.vehiclevin })]);
    expect(await loadLines(to.id)).toEqual([expect.objectContaining({ target_field: LOAD_HISTORY.VEHICLE, value: vehicle.vehiclevin, old_value: null })]);
  });

  it('writes nothing when the vehicle already has a load', async () => {
    const other = await loadWith(alphaId, 1);
    const load = await loadWith(alphaId);
    const error = await refusal(addVehicleToLoad(db.prisma, engine, alpha, String(load.id), String(other.vehicles[0].vehicleid)));
    expect(error).toMatchObject({ code: 'CONFLICT', message: LOAD_TEXT.VEHICLE_HAS_LOAD });
    expect(await loadLines(load.id)).toEqual([]);
    expect(await loadLines(other.id)).toEqual([]);
  });

  it('writes nothing when a refusal comes inside the write (a vehicle of another client, a load sent to the bay)', async () => {
    const load = await loadWith(alphaId);
    const stranger = await freeVehicle(borealisId);
    const error = await refusal(addVehicleToLoad(db.prisma, engine, staff, String(load.id), String(stranger.vehicleid)));
    expect(error).toMatchObject({ code: 'VALIDATION', errors: { client_load_id: [LOAD_TEXT.VEHICLE_OTHER_CLIENT] } });
    expect(await loadLines(load.id)).toEqual([]);

    const sent = await loadWith(alphaId, 1);
    const shipment = await db.prisma.bayShipment.create({ data: { external_id: `SHP-HIST-${sent.id}`, status: 'submitted' } });
    await db.prisma.clientLoad.update({ where: { id: sent.id }, data: { bay_shipment_id: shipment.id } });
    const refused = await refusal(removeVehicleFromLoad(db.prisma, engine, staff, String(sent.id), String(sent.vehicles[0].vehicleid)));
    expect(refused).toMatchObject({ code: 'CONFLICT', message: LOAD_TEXT.VEHICLE_SENT_TO_BAY });
    expect(await loadLines(sent.id)).toEqual([]);
    expect((await db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: sent.vehicles[0].vehicleid } })).client_load_id).toBe(sent.id);
  });

  it("goes with the write's transaction: a write rolled back after the move leaves no line", async () => {
    const load = await loadWith(alphaId);
    const vehicle = await freeVehicle(alphaId);
    await expect(
      db.prisma.$transaction(async (tx) => {
        await engine.update(staff, 'vehicles', String(vehicle.vehicleid), { client_load_id: load.id }, tx as TransactionClient);
        expect(await tx.historyItem.count({ where: { object_type: LOAD_HISTORY.OBJECT_TYPE, object_type_id: load.id } })).toBe(1);
        throw new Error('a later step of the same write failed');
      }),
    ).rejects.toThrow('a later step');
    expect(await loadLines(load.id)).toEqual([]);
    expect((await db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: vehicle.vehicleid } })).client_load_id).toBeNull();
  });

  it('records each vehicle a mass update moves, and none of those it refuses', async () => {
    const to = await loadWith(alphaId);
    const free = await freeVehicle(alphaId);
    const sent = await loadWith(alphaId, 1);
    const shipment = await db.prisma.bayShipment.create({ data: { external_id: `SHP-MASS-${sent.id}`, status: 'submitted' } });
    await db.prisma.clientLoad.update({ where: { id: sent.id }, data: { bay_shipment_id: shipment.id } });
    const results = await applyMassUpdate(db.prisma, engine, staff, {
      vehicleids: [free.vehicleid, sent.vehicles[0].vehicleid],
      changes: { client_load_id: to.id },
    });
    expect(results.map((r) => r.updated)).toEqual([true, false]);
    expect(await loadLines(to.id)).toEqual([expect.objectContaining({ target_field: LOAD_HISTORY.VEHICLE, value: free.vehiclevin, old_value: null })]);
    expect(await loadLines(sent.id)).toEqual([]);
  });

  it("records nothing on a load when a vehicle's other fields change", async () => {
    const load = await loadWith(alphaId, 1);
    await engine.update(staff, 'vehicles', String(load.vehicles[0].vehicleid), { transit_number: 'T-HIST-1' });
    expect(await loadLines(load.id)).toEqual([]);
  });

  it('records a vehicle deleted with its load link as removed from the load', async () => {
    const load = await loadWith(alphaId, 1);
    const [vehicle] = load.vehicles;
    expect(await engine.deleteMany(staff, 'vehicles', [vehicle.vehicleid])).toEqual([vehicle.vehicleid]);
    expect(await loadLines(load.id)).toEqual([expect.objectContaining({ target_field: LOAD_HISTORY.VEHICLE, value: null, old_value: vehicle.vehiclevin })]);
  });
});
