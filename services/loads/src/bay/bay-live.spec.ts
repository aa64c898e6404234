import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { SUBJECT, loadBayChangeSchema, type LoadBayChange, type Principal } from '@portal/contracts';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { subscribeEvents, type ResourceEngine } from '@portal/server-kit';
import { STAFF, clientUser, engineFor, refusal } from '@portal/server-kit/testing';
import { randomBytes } from 'node:crypto';
import { startBayServer } from '../../../../tools/stand-ins/bay-server.mjs';
import { LOADS_RESOURCES } from '../app.module.js';
import { BayChangeAnnouncer } from './bay-announcer.js';
import { BayShipments } from './bay-shipments.js';
import { BaySync } from './bay-sync.js';
import { HttpBayAdapter } from './http-bay-adapter.js';

// Against the real things: PostgreSQL (a database of its own), the NATS bus, Redis (BullMQ) and the bay stand-in.
const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let db: TestDatabase;
let engine: ResourceEngine;
let bay: Awaited<ReturnType<typeof startBayServer>>;
let publisher: NatsConnection;
let listener: NatsConnection;
let announcer: BayChangeAnnouncer;
let shipments: BayShipments;
let alpha: Principal;
let alphaId: number;
const heard: LoadBayChange[] = [];
let stopListening: () => void;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  engine = engineFor(db.prisma, LOADS_RESOURCES);
  bay = await startBayServer({ port: 0 });
  publisher = await connect({ servers: NATS_URL });
  listener = await connect({ servers: NATS_URL });
  stopListening = subscribeEvents(listener, SUBJECT.loadBayChanged, loadBayChangeSchema, (event) => heard.push(event));
  await listener.flush();
  announcer = new BayChangeAnnouncer(publisher);
  const adapter = new HttpBayAdapter({ baseUrl: bay.url, clientId: 'test', clientSecret: 'test', policy: { attempts: 2, backoffMs: 10, timeoutMs: 2000 } });
  shipments = new BayShipments(db.prisma, engine, adapter, announcer);
  alphaId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } })).clientid;
  alpha = clientUser(alphaId, 1, (await db.prisma.webUser.findFirstOrThrow({ where: { username: 'alpha.user' } })).userid);
});

afterAll(async () => {
  stopListening?.();
  await listener?.close();
  await publisher?.close();
  await bay?.close();
  await db?.drop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The events of one load heard from now on, read once the bus delivered what was published. */
async function eventsOf(loadId: number, action: () => Promise<unknown>, settleMs = 300): Promise<LoadBayChange[]> {
  const from = heard.length;
  await action();
  await publisher.flush();
  await sleep(settleMs);
  return heard.slice(from).filter((e) => e.loadId === loadId);
}

/** A carrier load of Alpha's, ready for the bay. */
async function readyLoad() {
  const [from, to] = await Promise.all([
    engine.create(alpha, 'client_locations', { name: 'Toronto Yard', city: 'Toronto' }),
    engine.create(alpha, 'client_locations', { name: 'Detroit Dock', city: 'Detroit' }),
  ]);
  const load = await engine.create(alpha, 'client_loads', { name: `LIVE-${randomBytes(3).toString('hex')}` });
  await engine.update(alpha, 'client_loads', String(load.id), { location_from_id: from.id, location_to_id: to.id, paps_number: 'PAPS-9' });
  const vehicles = await db.prisma.vehicle.findMany({ where: { clientid: alphaId, client_load_id: null, vehiclevin: { not: '' } }, take: 2 });
  for (const v of vehicles)
    await db.prisma.vehicle.update({ where: { vehicleid: v.vehicleid }, data: { client_load_id: Number(load.id), value_us_dollars: 9000 } });
  return { id: Number(load.id), vehicles };
}

async function externalId(loadId: number): Promise<string> {
  const load = await db.prisma.clientLoad.findUniqueOrThrow({ where: { id: loadId }, include: { bay_shipment: true } });
  return load.bay_shipment!.external_id!;
}

describe('the bay changes of a load on the bus', () => {
  it('are announced after a create, and after a check only when its result differs from the last one', async () => {
    const load = await readyLoad();
    expect(await eventsOf(load.id, () => shipments.createMultiple(alpha, String(load.id)))).toEqual([{ loadId: load.id, clientId: alphaId }]);
    // The first check has nothing to compare with; the second finds the same shipment.
    expect(await eventsOf(load.id, () => shipments.checkMultiple(alpha, String(load.id)))).toHaveLength(1);
    expect(await eventsOf(load.id, () => shipments.checkMultiple(alpha, String(load.id)))).toEqual([]);
    bay.changeShipment(await externalId(load.id), { errors: ['Customs hold: PAPS not on file'] });
    expect(await eventsOf(load.id, () => shipments.checkMultiple(alpha, String(load.id)))).toEqual([{ loadId: load.id, clientId: alphaId }]);
    expect((await shipments.checkMultiple(alpha, String(load.id))).errors).toEqual(['Customs hold: PAPS not on file']);
  });

  it('are not announced when the partner refused the create', async () => {
    const load = await readyLoad();
    await db.prisma.vehicle.update({ where: { vehicleid: load.vehicles[0].vehicleid }, data: { value_us_dollars: null } });
    expect(await eventsOf(load.id, () => shipments.createMultiple(alpha, String(load.id)))).toEqual([]);
  });

  it("of a caravan load are announced when a vehicle's shipment changes status on the partner's side", async () => {
    const load = await readyLoad();
    await engine.update(alpha, 'client_loads', String(load.id), { load_type: 'single' });
    expect(await eventsOf(load.id, () => shipments.createSingle(alpha, String(load.id)))).toHaveLength(1);
    await eventsOf(load.id, () => shipments.checkSingle(alpha, String(load.id)));
    expect(await eventsOf(load.id, () => shipments.checkSingle(alpha, String(load.id)))).toEqual([]);
    const record = await db.prisma.bayVehicle.findUniqueOrThrow({ where: { vehicleid: load.vehicles[1].vehicleid }, include: { bay_shipment: true } });
    bay.changeShipment(record.bay_shipment!.external_id!, { status: 'cleared' });
    expect(await eventsOf(load.id, () => shipments.checkSingle(alpha, String(load.id)))).toEqual([{ loadId: load.id, clientId: alphaId }]);
  });

  it('may be watched by those who may see the load; another client’s load is not found', async () => {
    const load = await readyLoad();
    expect(await shipments.watchable(alpha, String(load.id))).toEqual({ loadId: load.id, clientId: alphaId });
    expect(await shipments.watchable(STAFF, String(load.id))).toEqual({ loadId: load.id, clientId: alphaId });
    const borealis = await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Borealis Imports' } });
    const other = await engine.create(STAFF, 'client_loads', { name: 'LIVE-OTHER', client_id: borealis.clientid });
    expect((await refusal(shipments.watchable(alpha, String(other.id)))).code).toBe('NOT_FOUND');
  });
});

describe('the bay sync (a repeatable BullMQ job)', () => {
  it("notices a change on the partner's side on its own, and says nothing while nothing changes", async () => {
    const load = await readyLoad();
    await shipments.createMultiple(alpha, String(load.id));
    await eventsOf(load.id, () => shipments.checkMultiple(alpha, String(load.id)));
    const sync = new BaySync(db.prisma, shipments);
    await sync.start({ redisUrl: REDIS_URL, prefix: `test-bay-sync-${randomBytes(6).toString('hex')}` }, 250);
    try {
      // Runs come and go meanwhile: the load's shipment is unchanged, so none of them announces it.
      expect(await eventsOf(load.id, () => sleep(1200))).toEqual([]);
      const partnerChange = await fetch(`${bay.url}/__control/shipments/${await externalId(load.id)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ drop_vins: [load.vehicles[0].vehiclevin] }),
      });
      expect(partnerChange.status).toBe(200);
      expect(await eventsOf(load.id, () => sleep(1500))).toEqual([{ loadId: load.id, clientId: alphaId }]);
      const stored = await db.prisma.clientLoad.findUniqueOrThrow({ where: { id: load.id }, include: { bay_shipment: true } });
      expect(stored.bay_shipment?.status).toBe('mismatch');
    } finally {
      await sync.onApplicationShutdown();
    }
  }, 20_000);

  it('stops a run when the partner is down, and checks again on the next', async () => {
    const sync = new BaySync(db.prisma, shipments);
    bay.control.down = true;
    try {
      expect(await sync.run()).toMatchObject({ interrupted: true, checked: 0 });
    } finally {
      bay.control.down = false;
    }
    expect((await sync.run()).interrupted).toBe(false);
  }, 20_000);
});
