import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MODEL_META, type PrismaClient } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import type { Principal } from '@portal/contracts';
import { refusal } from '../testing/index.js';
import { ModelCatalog } from './catalog.js';
import { defineResource } from './definition.js';
import { RELATION_TAKE, ResourceEngine } from './engine.js';

// Each case below is an attack that once succeeded against the portal; each must now be refused and write nothing.

const SIGNED_IN = { list: 'signed-in', read: 'signed-in', create: 'signed-in', update: 'signed-in', delete: 'none' } as const;

const vehicles = defineResource({
  name: 'vehicles',
  model: 'Vehicle',
  primaryKey: 'vehicleid',
  filterable: ['vehiclevin', 'clientid'],
  sortable: ['vehiclevin'],
  creatable: ['vehiclevin', 'clientid', 'billtoclientid', 'titleprocessingtype', 'enteredby', 'make'],
  updatable: ['client_agent_id', 'client_load_id', 'client_driver_id', 'billtoclientid', 'titlestatusid', 'make', 'mileage', 'vehiclevin'],
  relations: {
    client: {
      resource: 'clients',
      select: ['clientid', 'clientname'],
      filterable: ['clientname'],
      nested: { notes: { resource: 'client_notes', many: true } },
    },
    client_agent: { resource: 'client_agents', select: ['id', 'name'] },
    billto_client: { resource: 'clients', select: ['clientname'] },
    notes: { resource: 'vehicle_notes', many: true, filterable: ['note'] },
    blackbook_info: { access: 'staff', select: ['id', 'uvc'], filterable: ['uvc'], sortable: ['uvc'] },
  },
  readWith: ['client', 'blackbook_info'],
  appends: {
    notes_count: { access: 'staff', include: { _count: { select: { notes: true } } }, compute: (row) => (row._count as { notes: number }).notes },
  },
  stamps: { enteredby: (principal) => principal.userid },
  defaultOrder: [{ field: 'vehicleid', direction: 'desc' }],
  pageSize: { default: 10, max: 500 },
  access: SIGNED_IN,
  scope: { field: 'clientid' },
});

const clients = defineResource({
  name: 'clients',
  model: 'Client',
  primaryKey: 'clientid',
  filterable: ['clientname'],
  sortable: ['clientname'],
  updatable: ['clientname', 'clientemailaddress', 'clientzip', 'clientphonenumber'],
  relations: {
    notes: { resource: 'client_notes', many: true },
    overrides: { resource: 'rack_rate_overrides', many: true },
    client_agents: { resource: 'client_agents', many: true },
  },
  defaultOrder: [{ field: 'clientname', direction: 'asc' }],
  pageSize: { default: 10, max: 100 },
  access: { ...SIGNED_IN, update: 'staff' },
  scope: { field: 'clientid' },
});

const rates = defineResource({
  name: 'rack_rates',
  model: 'RackRate',
  primaryKey: 'id',
  filterable: [],
  sortable: [],
  updatable: ['charge_amount'],
  defaultOrder: [],
  pageSize: { default: 10, max: 10 },
  access: { list: 'staff', read: 'staff', create: 'none', update: 'staff', delete: 'none' },
  scope: { none: true, reason: 'test' },
});

// Staff may "create" and "update" by its access rule, but it declares no writable field.
const states = defineResource({
  name: 'us_states',
  model: 'UsState',
  primaryKey: 'stateid',
  filterable: [],
  sortable: [],
  defaultOrder: [],
  pageSize: { default: 10, max: 10 },
  access: { list: 'signed-in', read: 'signed-in', create: 'staff', update: 'staff', delete: 'staff' },
  scope: { none: true, reason: 'test' },
});

let db: { prisma: PrismaClient; drop(): Promise<void> };
let engine: ResourceEngine;
let staff: Principal;
let alpha: Principal;
let alphaId: number;
let borealisId: number;
let alphaVehicle: number;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  engine = new ResourceEngine(db.prisma, ModelCatalog.fromClient(db.prisma, MODEL_META), [vehicles, clients, rates, states]);
  alphaId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } })).clientid;
  borealisId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Borealis Imports' } })).clientid;
  staff = { userid: 1, username: 'admin', name: 'Admin', roleid: 2, clientid: null, clientIds: [] };
  const alphaUser = await db.prisma.webUser.findUniqueOrThrow({ where: { username: 'alpha.user' } });
  alpha = { userid: alphaUser.userid, username: 'alpha.user', name: 'Alpha', roleid: 1, clientid: alphaId, clientIds: [alphaId] };
  alphaVehicle = (await db.prisma.vehicle.findFirstOrThrow({ where: { clientid: alphaId }, orderBy: { vehicleid: 'asc' } })).vehicleid;
});

afterAll(async () => {
  await db?.drop();
});

describe('relations obey the access of what they reach', () => {
  it('refuses a client user the staff-only relations of its own client, and gives them to staff', async () => {
    for (const relation of ['notes', 'overrides']) {
      expect((await refusal(engine.read(alpha, 'clients', String(alphaId), { 'with[]': relation }))).code).toBe('FORBIDDEN');
      expect((await refusal(engine.list(alpha, 'clients', { 'with[]': relation }))).code).toBe('FORBIDDEN');
    }
    const own = await engine.read(alpha, 'clients', String(alphaId), { 'with[]': 'client_agents' });
    expect(Array.isArray(own.client_agents)).toBe(true);
    expect(Array.isArray((await engine.read(staff, 'clients', String(alphaId), { 'with[]': ['notes', 'overrides'] })).notes)).toBe(true);
  });

  it("leaves out (null) a related row of another client, and keeps the caller's own", async () => {
    const { billtoclientid } = await db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: alphaVehicle } });
    await db.prisma.vehicle.update({ where: { vehicleid: alphaVehicle }, data: { billtoclientid: borealisId } });
    try {
      expect((await engine.read(alpha, 'vehicles', String(alphaVehicle), { 'with[]': 'billto_client' })).billto_client).toBeNull();
      const listed = await engine.list(alpha, 'vehicles', { 'with[]': 'billto_client', 'filters[]': `vehicleid|eq|${alphaVehicle}` });
      expect(listed.data[0]!.billto_client).toBeNull();
      // Staff see it; the client field that judged it is not sent where the relation does not select it.
      expect((await engine.read(staff, 'vehicles', String(alphaVehicle), { 'with[]': 'billto_client' })).billto_client).toEqual({
        clientname: 'Borealis Imports',
      });
      await db.prisma.vehicle.update({ where: { vehicleid: alphaVehicle }, data: { billtoclientid: alphaId } });
      expect((await engine.read(alpha, 'vehicles', String(alphaVehicle), { 'with[]': 'billto_client' })).billto_client).toEqual({ clientname: 'Alpha Motors' });
    } finally {
      await db.prisma.vehicle.update({ where: { vehicleid: alphaVehicle }, data: { billtoclientid } });
    }
  });

  it('leaves staff-only relations out of what a read always loads, and out of nested relations', async () => {
    const row = await engine.read(alpha, 'vehicles', String(alphaVehicle));
    expect(row).not.toHaveProperty('blackbook_info');
    expect(row.client).toEqual({ id: alphaId, clientid: alphaId, clientname: 'Alpha Motors' });
    const asStaff = await engine.read(staff, 'vehicles', String(alphaVehicle));
    expect(asStaff).toHaveProperty('blackbook_info');
    expect(asStaff.client).toHaveProperty('notes');
  });

  it('refuses filters and sorts that reach into a relation the caller may not read', async () => {
    const filter = await refusal(engine.list(alpha, 'vehicles', { 'filters[]': 'blackbook_info.uvc|like|A' }));
    expect(filter.code).toBe('VALIDATION');
    const sort = await refusal(engine.list(alpha, 'vehicles', { 'order_by[]': 'blackbook_info.uvc|asc' }));
    expect(sort.code).toBe('VALIDATION');
    expect((await engine.list(staff, 'vehicles', { 'filters[]': 'blackbook_info.uvc|like|A' })).data).toBeDefined();
  });

  it('refuses computed fields that read staff-only data', async () => {
    expect((await refusal(engine.list(alpha, 'vehicles', { 'appends[]': 'notes_count' }))).code).toBe('FORBIDDEN');
    expect(typeof (await engine.read(staff, 'vehicles', String(alphaVehicle), { 'appends[]': 'notes_count' })).notes_count).toBe('number');
  });

  it('caps the rows a to-many relation loads for one row', async () => {
    await db.prisma.vehicleNote.createMany({ data: Array.from({ length: RELATION_TAKE + 20 }, (_, i) => ({ vehicleid: alphaVehicle, note: `n${i}` })) });
    const row = await engine.read(staff, 'vehicles', String(alphaVehicle), { 'with[]': 'notes' });
    expect((row.notes as unknown[]).length).toBe(RELATION_TAKE);
  });
});

describe('links a client user writes stay within its clients', () => {
  it("refuses another client's agent, load, driver or bill-to client on update, and writes nothing", async () => {
    const agent = await db.prisma.clientAgent.create({ data: { client_id: borealisId, name: 'Borealis agent' } });
    const load = await db.prisma.clientLoad.create({ data: { client_id: borealisId, name: 'Borealis load' } });
    const driver = await db.prisma.clientDriver.create({ data: { client_id: borealisId, first_name: 'Other', last_name: 'Driver' } });
    const before = await db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: alphaVehicle } });
    for (const body of [{ client_agent_id: agent.id }, { client_load_id: load.id }, { client_driver_id: driver.id }, { billtoclientid: borealisId }]) {
      const error = await refusal(engine.update(alpha, 'vehicles', String(alphaVehicle), { ...body, make: 'CHANGED' }));
      // Not found, like another client's record anywhere (document 1 §6), and named by field.
      expect(error.code).toBe('NOT_FOUND');
      expect(error.errors?.[Object.keys(body)[0]]).toEqual(['refers to a record that does not exist']);
      expect(JSON.stringify(error)).not.toMatch(/Borealis/);
    }
    expect(await db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: alphaVehicle } })).toEqual(before);
    const ownAgent = await db.prisma.clientAgent.create({ data: { client_id: alphaId, name: 'Alpha agent' } });
    const saved = await engine.update(alpha, 'vehicles', String(alphaVehicle), { client_agent_id: ownAgent.id });
    expect(saved.client_agent_id).toBe(ownAgent.id);
    // Staff link across clients as their work needs.
    expect((await engine.update(staff, 'vehicles', String(alphaVehicle), { client_load_id: load.id })).client_load_id).toBe(load.id);
  });

  it('refuses another client as bill-to on create, and never takes who entered the vehicle from the body', async () => {
    const count = await db.prisma.vehicle.count();
    const billto = await refusal(engine.create(alpha, 'vehicles', { vehiclevin: '1HGCM82633A004352', billtoclientid: borealisId }));
    expect(billto.errors?.billtoclientid).toBeDefined();
    const stamped = await refusal(engine.create(alpha, 'vehicles', { vehiclevin: '1HGCM82633A004352', enteredby: staff.userid }));
    expect(stamped.errors?.enteredby).toBeDefined();
    expect(await db.prisma.vehicle.count()).toBe(count);
    const created = await engine.create(alpha, 'vehicles', { vehiclevin: '1HGCM82633A004352' });
    expect(created.enteredby).toBe(alpha.userid);
  });
});

describe('values fit their columns', () => {
  it('refuses over-long text, control characters and malformed e-mail, ZIP and phone values', async () => {
    const error = await refusal(
      engine.update(staff, 'clients', String(alphaId), {
        clientname: 'x'.repeat(5000),
        clientemailaddress: 'not-an-email',
        clientzip: 'ABCDE-XYZ',
        clientphonenumber: 'call me maybe',
      }),
    );
    expect(error.code).toBe('VALIDATION');
    expect(error.errors?.clientname?.[0]).toMatch(/at most 255 characters/);
    expect(error.errors?.clientemailaddress?.[0]).toMatch(/e-mail address/);
    expect(error.errors?.clientzip?.[0]).toMatch(/ZIP or postal code/);
    expect(error.errors?.clientphonenumber?.[0]).toMatch(/phone number/);
    expect((await refusal(engine.update(staff, 'clients', String(alphaId), { clientname: 'Alpha\u0000Motors' }))).errors?.clientname?.[0]).toMatch(
      /control characters/,
    );
    expect((await db.prisma.client.findUniqueOrThrow({ where: { clientid: alphaId } })).clientname).toBe('Alpha Motors');
    const fine = await engine.update(staff, 'clients', String(alphaId), {
      clientemailaddress: 'office@alpha.example',
      clientzip: 'K1A 0B1',
      clientphonenumber: '+1 (317) 555-0100 ext. 12',
    });
    expect(fine.clientzip).toBe('K1A 0B1');
  });

  it('refuses numbers their column cannot hold, naming the field', async () => {
    const rate = await db.prisma.rackRate.findFirstOrThrow();
    const money = await refusal(engine.update(staff, 'rack_rates', String(rate.id), { charge_amount: 99999999999999 }));
    expect(money.errors?.charge_amount?.[0]).toMatch(/less than 10,000,000,000/);
    expect((await refusal(engine.update(staff, 'rack_rates', String(rate.id), { charge_amount: 1.234 }))).errors?.charge_amount?.[0]).toMatch(
      /2 decimal places/,
    );
    const mileage = await refusal(engine.update(staff, 'vehicles', String(alphaVehicle), { mileage: 99999999999 }));
    expect(mileage.errors?.mileage?.[0]).toMatch(/between/);
  });
});

describe('odd list queries are refused, never a failure', () => {
  it.each([
    ['with[]=constructor', { 'with[]': 'constructor' }, 'with'],
    ['with[]=__proto__', { 'with[]': '__proto__' }, 'with'],
    ['appends[]=toString', { 'appends[]': 'toString' }, 'appends'],
    ['filters[]=constructor.name|eq|1', { 'filters[]': 'constructor.name|eq|1' }, 'filters'],
    ['order_by[]=hasOwnProperty.x|asc', { 'order_by[]': 'hasOwnProperty.x|asc' }, 'order_by'],
    ['a NUL byte in a filter value', { 'filters[]': 'vehiclevin|like|A\u0000B' }, 'filters'],
    ['page=9007199254740991', { page: '9007199254740991' }, 'page'],
    ['page=1e308', { page: '1e308' }, 'page'],
    ['a page deeper than can be listed', { page: '2000000', per_page: '500' }, 'page'],
  ])('%s', async (_label, query, field) => {
    const error = await refusal(engine.list(staff, 'vehicles', query));
    expect(error.code).toBe('VALIDATION');
    expect(Object.keys(error.errors ?? {})).toContain(field);
  });

  it("answers isnull and notnull on never-null columns, inside an OR group too, within the caller's scope", async () => {
    // Once a database failure: Prisma refuses a null comparison on a required column.
    const all = await db.prisma.vehicle.count();
    const group = { 'filters[]': [`g:clientid|eq|${borealisId}`, 'g:vehicleid|notnull|true'] };
    expect((await engine.list(staff, 'vehicles', group)).total).toBe(all);
    expect((await engine.list(staff, 'vehicles', { 'filters[]': 'vehiclevin|isnull|true' })).total).toBe(0);
    expect((await engine.list(alpha, 'vehicles', group)).total).toBe(await db.prisma.vehicle.count({ where: { clientid: alphaId } }));
    expect((await engine.list(staff, 'vehicles', { 'filters[]': 'client.clientname|isnull|true' })).total).toBe(0);
  });

  it('reads _ and % in a like value as themselves, not as wildcards', async () => {
    const vin = (await db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: alphaVehicle } })).vehiclevin;
    expect((await engine.list(staff, 'vehicles', { 'filters[]': `vehiclevin|like|${vin.slice(0, 3)}_` })).total).toBe(0);
    expect((await engine.list(staff, 'vehicles', { 'filters[]': `vehiclevin|like|${vin.slice(0, 4)}` })).total).toBeGreaterThan(0);
  });
});

describe('a definition without writable fields is read-only', () => {
  it('refuses a create or an update even from staff, and writes nothing (an empty create was a database failure)', async () => {
    const before = await db.prisma.usState.count();
    expect((await refusal(engine.create(staff, 'us_states', {}))).code).toBe('FORBIDDEN');
    expect((await refusal(engine.create(staff, 'us_states', { stateabbreviation: 'ZZ' }))).code).toBe('FORBIDDEN');
    expect(await db.prisma.usState.count()).toBe(before);
    const state = await db.prisma.usState.findFirstOrThrow({ orderBy: { stateid: 'asc' } });
    expect((await refusal(engine.update(staff, 'us_states', String(state.stateid), { statefull: 'Changed' }))).code).toBe('FORBIDDEN');
    expect(await db.prisma.usState.findUniqueOrThrow({ where: { stateid: state.stateid } })).toEqual(state);
  });
});
