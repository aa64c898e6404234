import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import type { ResourceEngine } from '@portal/server-kit';
import { STAFF, clientUser, engineFor, refusal } from '@portal/server-kit/testing';
import { REPORTS_RESOURCES } from '../app.module.js';
import { addVehicle } from '../testing/report-fixtures.js';

let db: TestDatabase;
let engine: ResourceEngine;
let client: number;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  engine = engineFor(db.prisma, REPORTS_RESOURCES);
  client = (await db.prisma.client.create({ data: { clientname: 'Transport Test Motors' } })).clientid;
});

afterAll(async () => {
  await db?.drop();
});

const mine = (filters: string[] = []) => ({ 'filters[]': [`clientid|eq|${client}`, ...filters], 'with[]': ['client_load', 'vehicle_transport'] });

describe('Transport POC (the transport list)', () => {
  beforeAll(async () => {
    // 2017-01-01 starts at 05:00Z in Indianapolis.
    await addVehicle(db.prisma, client, { vin: 'TR-2016', recordcreateddate: '2017-01-01T04:59:59Z' });
    const late = await addVehicle(db.prisma, client, { vin: 'TR-2020', recordcreateddate: '2020-06-01T12:00:00Z' });
    await addVehicle(db.prisma, client, { vin: 'TR-2017', recordcreateddate: '2017-01-01T05:00:00Z' });
    const [from, to] = await Promise.all([
      db.prisma.clientLocation.create({ data: { client_id: client, name: 'Toronto Yard', city: 'Toronto' } }),
      db.prisma.clientLocation.create({ data: { client_id: client, name: 'Detroit Dock', city: 'Detroit' } }),
    ]);
    const transporter = await db.prisma.clientTransporter.create({ data: { client_id: client, name: 'Road Co' } });
    const load = await db.prisma.clientLoad.create({
      data: { name: 'TR-LOAD', client_id: client, location_from_id: from.id, location_to_id: to.id, client_transporter_id: transporter.id },
    });
    await db.prisma.vehicle.update({ where: { vehicleid: late }, data: { client_load_id: load.id } });
    await db.prisma.vehicleTransport.create({ data: { vehicleid: late, location_pickup: 'Lot 4', location_dropoff: 'Dock 2', is_ready_pickup: 1 } });
  });

  it('lists vehicles created from 2017-01-01, oldest first, with their load and transport record', async () => {
    const page = await engine.list(STAFF, 'vehicles_transport_poc', mine());
    expect(page.data.map((row) => row.vehiclevin)).toEqual(['TR-2017', 'TR-2020']);
    const [, late] = page.data;
    expect(late.client_load).toMatchObject({ name: 'TR-LOAD', transporter: { name: 'Road Co' }, from: { name: 'Toronto Yard' }, to: { name: 'Detroit Dock' } });
    expect(late.vehicle_transport).toMatchObject({ location_pickup: 'Lot 4', location_dropoff: 'Dock 2', is_ready_pickup: 1, has_vehicle_arrived: 0 });
    expect(page.data[0].client_load).toBeNull();
  });

  it('pages 10 at a time and is staff only', async () => {
    expect((await engine.list(STAFF, 'vehicles_transport_poc')).per_page).toBe(10);
    const second = await engine.list(STAFF, 'vehicles_transport_poc', { ...mine(), per_page: '1', page: '2' });
    expect(second.data.map((row) => row.vehiclevin)).toEqual(['TR-2020']);
    expect(second.total).toBe(2);
    expect((await refusal(engine.list(clientUser(client), 'vehicles_transport_poc'))).code).toBe('FORBIDDEN');
  });
});
