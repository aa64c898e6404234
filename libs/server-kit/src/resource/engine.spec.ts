import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MODEL_META, type PrismaClient } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import type { Principal } from '@portal/contracts';
import { refusal } from '../testing/index.js';
import { ModelCatalog } from './catalog.js';
import { defineResource } from './definition.js';
import { ResourceEngine } from './engine.js';
import { JsonText } from './json-text.js';

const SIGNED_IN = { list: 'signed-in', read: 'signed-in', create: 'signed-in', update: 'signed-in', delete: 'signed-in' } as const;

const vehicles = defineResource({
  name: 'vehicles',
  model: 'Vehicle',
  primaryKey: 'vehicleid',
  filterable: ['vehiclevin', 'last6', 'yr', 'clientid', 'titlestatusid', 'cancelled', 'recordcreateddate', 'submitteddotdate', 'bondreleasedate'],
  sortable: ['yr', 'vehiclevin', 'recordcreateddate'],
  creatable: ['vehiclevin', 'clientid', 'yr', 'titleprocessingtype', 'submitteddotdate', 'recordcreateddate'],
  updatable: ['yr', 'clientid', 'submitteddotdate'],
  required: ['vehiclevin', 'clientid'],
  relations: {
    client: { resource: 'clients', select: ['clientid', 'clientname'], filterable: ['clientname'], sortable: ['clientname'] },
    title_status: { resource: 'title_statuses' },
    notes: { resource: 'vehicle_notes', many: true, filterable: ['note'], nested: { user: { access: 'signed-in', select: ['userid', 'name'] } } },
    entered_by_user: { resource: 'web_users' },
  },
  appends: { year_make_model: { needs: ['yr', 'make', 'model'], compute: (r) => [r.yr, r.make, r.model].filter(Boolean).join(' ') } },
  defaultOrder: [{ field: 'vehicleid', direction: 'desc' }],
  pageSize: { default: 10, max: 500 },
  access: SIGNED_IN,
  scope: { field: 'clientid' },
});

const notes = defineResource({
  name: 'vehicle_notes',
  model: 'VehicleNote',
  primaryKey: 'noteid',
  filterable: ['vehicleid', 'complete'],
  sortable: ['notedate'],
  creatable: ['vehicleid', 'note', 'roleid', 'userid'],
  updatable: ['complete'],
  defaultOrder: [{ field: 'notedate', direction: 'desc' }],
  pageSize: { default: 10, max: 100 },
  access: SIGNED_IN,
  scope: { relation: 'vehicle', field: 'clientid', foreignKey: 'vehicleid' },
});

// A named variant whose rows leave it when updated: the notes still to be completed.
const openNotes = defineResource({
  ...notes,
  name: 'vehicle_notes_open',
  baseWhere: { complete: false },
  creatable: undefined,
});

const activeClients = defineResource({
  name: 'clients_active',
  model: 'Client',
  primaryKey: 'clientid',
  fields: ['clientid', 'clientname', 'clientactive'],
  baseWhere: { clientactive: 2 },
  filterable: ['clientname'],
  sortable: ['clientname'],
  defaultOrder: [{ field: 'clientname', direction: 'asc' }],
  pageSize: { default: 1000, max: 1000 },
  access: { ...SIGNED_IN, create: 'staff', update: 'staff', delete: 'none' },
  scope: { none: true, reason: 'test' },
});

const users = defineResource({
  name: 'web_users',
  model: 'WebUser',
  primaryKey: 'userid',
  hidden: ['password'],
  filterable: ['username'],
  sortable: ['username'],
  defaultOrder: [{ field: 'userid', direction: 'asc' }],
  pageSize: { default: 10, max: 100 },
  access: { list: 'staff', read: 'staff', create: 'none', update: 'none', delete: 'none' },
  scope: { none: true, reason: 'staff only' },
});

let db: { url: string; prisma: PrismaClient; drop(): Promise<void> };
let engine: ResourceEngine;
let staff: Principal;
let alpha: Principal;
let alphaId: number;
let borealisId: number;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  engine = new ResourceEngine(db.prisma, ModelCatalog.fromClient(db.prisma, MODEL_META), [vehicles, notes, openNotes, activeClients, users]);
  alphaId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } })).clientid;
  borealisId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Borealis Imports' } })).clientid;
  staff = { userid: 1, username: 'admin', name: 'Admin', roleid: 2, clientid: null, clientIds: [] };
  alpha = { userid: 2, username: 'alpha.user', name: 'Alpha', roleid: 1, clientid: alphaId, clientIds: [alphaId] };
});

afterAll(async () => {
  await db?.drop();
});

describe('ResourceEngine against PostgreSQL', () => {
  it('refuses, at start-up, a definition naming a field the model lacks', () => {
    const broken = { ...vehicles, filterable: ['no_such_column'] };
    expect(() => new ResourceEngine(db.prisma, ModelCatalog.fromClient(db.prisma, MODEL_META), [broken])).toThrow(/no_such_column/);
  });

  it('lists with the default order and page size', async () => {
    const page = await engine.list(staff, 'vehicles', {});
    expect(page.per_page).toBe(10);
    expect(page.data).toHaveLength(10);
    expect(page.total).toBe(await db.prisma.vehicle.count());
    const ids = page.data.map((v) => v.vehicleid as number);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('breaks ties by the key in the direction of the sort, so one (field, key) index serves both directions', async () => {
    for (const direction of ['asc', 'desc'] as const) {
      const page = await engine.list(staff, 'vehicles', { 'order_by[]': `yr|${direction}`, per_page: '500' });
      const rows = page.data as { yr: number | null; vehicleid: number }[];
      const tied = rows.filter((row, i) => i > 0 && row.yr === rows[i - 1]!.yr);
      expect(tied.length).toBeGreaterThan(10);
      for (let i = 1; i < rows.length; i++) {
        if (rows[i]!.yr !== rows[i - 1]!.yr) continue;
        const rising = rows[i]!.vehicleid > rows[i - 1]!.vehicleid;
        expect(rising).toBe(direction === 'asc');
      }
    }
  });

  it('limits a client user to its client whatever it filters', async () => {
    const own = await db.prisma.vehicle.count({ where: { clientid: alphaId } });
    const page = await engine.list(alpha, 'vehicles', { per_page: '500' });
    expect(page.total).toBe(own);
    const reach = await engine.list(alpha, 'vehicles', { 'filters[]': [`g:clientid|eq|${borealisId}`, 'g:yr|>|0'] });
    expect(reach.data.every((v) => v.clientid === alphaId)).toBe(true);
    const other = await db.prisma.vehicle.findFirstOrThrow({ where: { clientid: borealisId } });
    await expect(engine.read(alpha, 'vehicles', String(other.vehicleid))).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('filters on a related to-many field', async () => {
    const note = await db.prisma.vehicleNote.findFirstOrThrow({ where: { note: { not: '' } } });
    const word = note.note.split(/\s+/).find((w) => w.length > 3) ?? note.note;
    const page = await engine.list(staff, 'vehicles', { 'filters[]': `notes.note|like|${word}`, 'with[]': 'notes', per_page: '500' });
    expect(page.total).toBeGreaterThan(0);
    for (const v of page.data) expect((v.notes as { note: string }[]).some((n) => n.note.toLowerCase().includes(word.toLowerCase()))).toBe(true);
  });

  it('answers isnull and notnull on never-null columns, alone, in a group and through a relation', async () => {
    const all = await db.prisma.vehicle.count();
    expect((await engine.list(staff, 'vehicles', { 'filters[]': 'vehiclevin|isnull' })).total).toBe(0);
    expect((await engine.list(staff, 'vehicles', { 'filters[]': 'recordcreateddate|notnull|true' })).total).toBe(all);
    expect((await engine.list(staff, 'vehicles', { 'filters[]': ['g:cancelled|isnull', 'g:vehiclevin|notnull'] })).total).toBe(all);
    const named = await db.prisma.vehicle.count({ where: { client: { isNot: null } } });
    expect((await engine.list(staff, 'vehicles', { 'filters[]': 'client.clientname|notnull' })).total).toBe(named);
    expect((await engine.list(staff, 'vehicles', { 'filters[]': 'client.clientname|isnull' })).total).toBe(0);
    expect((await engine.list(staff, 'vehicle_notes', { 'filters[]': 'complete|isnull' })).total).toBe(0);
    expect((await engine.list(staff, 'vehicle_notes', { 'filters[]': 'complete|notnull' })).total).toBe(await db.prisma.vehicleNote.count());
  });

  it('serializes calendar dates as YYYY-MM-DD, stamps as ISO and never a hidden field', async () => {
    const withDot = await db.prisma.vehicle.findFirstOrThrow({ where: { submitteddotdate: { not: null } }, select: { vehicleid: true } });
    const row = await engine.read(staff, 'vehicles', String(withDot.vehicleid), { 'with[]': ['entered_by_user', 'client'] });
    expect(row.submitteddotdate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(row.recordcreateddate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(row.id).toBe(row.vehicleid);
    expect(JSON.stringify(row)).not.toMatch(/password|\$argon2/);
    const list = await engine.list(staff, 'web_users', {});
    expect(JSON.stringify(list)).not.toMatch(/password|\$argon2/);
  });

  it('matches a whole day when a date is compared with a stamp', async () => {
    const v = await db.prisma.vehicle.findFirstOrThrow({ orderBy: { vehicleid: 'asc' } });
    const day = v.recordcreateddate.toISOString().slice(0, 10);
    const page = await engine.list(staff, 'vehicles', { 'filters[]': `recordcreateddate|eq|${day}`, per_page: '500' });
    expect(page.data.map((r) => r.vehicleid)).toContain(v.vehicleid);
    expect(page.data.every((r) => (r.recordcreateddate as string).startsWith(day))).toBe(true);
  });

  it('sends only the fields asked for, beside the relations and appends asked for, and refuses any it does not send', async () => {
    const page = await engine.list(staff, 'vehicles', {
      'fields[]': ['vehiclevin', 'recordcreateddate'],
      'with[]': 'client',
      'appends[]': 'year_make_model',
      per_page: '3',
    });
    expect(Object.keys(page.data[0]).sort()).toEqual(['client', 'id', 'recordcreateddate', 'vehicleid', 'vehiclevin', 'year_make_model']);
    await expect(engine.list(staff, 'web_users', { 'fields[]': ['username', 'password'] })).rejects.toMatchObject({
      code: 'VALIDATION',
      errors: { fields: ['"password" is not a field of web_users'] },
    });
    await expect(engine.list(staff, 'vehicles', { 'fields[]': 'nosuch' })).rejects.toMatchObject({ code: 'VALIDATION' });
  });

  it("applies a named variant's base filter and narrow field list", async () => {
    await db.prisma.client.update({ where: { clientid: borealisId }, data: { clientactive: 1 } });
    const page = await engine.list(staff, 'clients_active', {});
    expect(page.data.every((c) => c.clientactive === 2)).toBe(true);
    expect(page.data.map((c) => c.clientid)).not.toContain(borealisId);
    expect(Object.keys(page.data[0]).sort()).toEqual(['clientactive', 'clientid', 'clientname', 'id']);
    const names = page.data.map((c) => c.clientname as string);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || (a < b ? -1 : 1)));
    await db.prisma.client.update({ where: { clientid: borealisId }, data: { clientactive: 2 } });
  });

  it('creates with coercion, fills the client of a client user and reads the row back', async () => {
    const row = await engine.create(alpha, 'vehicles', {
      vehiclevin: '5YJ3E1EA2JF000316',
      yr: '2018',
      submitteddotdate: '2024-02-29',
      recordcreateddate: '2024-03-01 09:30',
      id: 'ignored',
      client: { clientname: 'ignored' },
    });
    expect(row.clientid).toBe(alphaId);
    expect(row.yr).toBe(2018);
    expect(row.submitteddotdate).toBe('2024-02-29');
    // 09:30 in Indianapolis (EST, UTC-5) on 1 March.
    expect(row.recordcreateddate).toBe('2024-03-01T14:30:00.000Z');
  });

  it('refuses every bad field at once and writes nothing', async () => {
    const before = await db.prisma.vehicle.count();
    const error = await refusal(engine.create(staff, 'vehicles', { yr: 'twenty', submitteddotdate: '2024-02-30', mileage: 5, colour: 'red' }));
    expect(error.code).toBe('VALIDATION');
    expect(Object.keys(error.errors ?? {}).sort()).toEqual(['clientid', 'colour', 'mileage', 'submitteddotdate', 'vehiclevin', 'yr']);
    expect(error.errors?.submitteddotdate?.[0]).toMatch(/not a real date/);
    expect(error.errors?.mileage?.[0]).toMatch(/cannot be set/);
    expect(await db.prisma.vehicle.count()).toBe(before);
  });

  it("keeps a client user's writes inside its clients", async () => {
    const createElsewhere = await refusal(engine.create(alpha, 'vehicles', { vehiclevin: '1HGCM82633A004352', clientid: borealisId }));
    expect(createElsewhere.code).toBe('FORBIDDEN');
    const own = await db.prisma.vehicle.findFirstOrThrow({ where: { clientid: alphaId } });
    const moveAway = await refusal(engine.update(alpha, 'vehicles', String(own.vehicleid), { clientid: borealisId }));
    expect(moveAway.code).toBe('FORBIDDEN');
    const other = await db.prisma.vehicle.findFirstOrThrow({ where: { clientid: borealisId } });
    expect((await refusal(engine.update(alpha, 'vehicles', String(other.vehicleid), { yr: 2000 }))).code).toBe('NOT_FOUND');
    expect((await refusal(engine.delete(alpha, 'vehicles', String(other.vehicleid)))).code).toBe('NOT_FOUND');
    expect((await refusal(engine.create(alpha, 'vehicle_notes', { vehicleid: other.vehicleid, note: 'hello' }))).code).toBe('NOT_FOUND');
    const note = await engine.create(alpha, 'vehicle_notes', { vehicleid: own.vehicleid, note: 'called the auction', roleid: 1 });
    expect(note.vehicleid).toBe(own.vehicleid);
  });

  it('ignores an unchanged read-only value sent back with a whole record, refuses a changed one', async () => {
    const own = await db.prisma.vehicle.findFirstOrThrow({ where: { clientid: alphaId } });
    const updated = await engine.update(staff, 'vehicles', String(own.vehicleid), { vehiclevin: own.vehiclevin, yr: 1999 });
    expect(updated.yr).toBe(1999);
    const changed = await refusal(engine.update(staff, 'vehicles', String(own.vehicleid), { vehiclevin: 'X' }));
    expect(changed.errors?.vehiclevin?.[0]).toMatch(/cannot be changed/);
  });

  it('maps a database refusal to a field error', async () => {
    const error = await refusal(engine.create(staff, 'vehicles', { vehiclevin: 'ABC', clientid: 987654 }));
    expect(error.code).toBe('VALIDATION');
  });

  it('deletes many records in one go, only those the caller may see, answering their keys', async () => {
    const make = (clientid: number, vin: string) => db.prisma.vehicle.create({ data: { vehiclevin: vin, clientid } });
    const [own1, own2, other] = await Promise.all([make(alphaId, 'BULK1'), make(alphaId, 'BULK2'), make(borealisId, 'BULK3')]);
    const asked = [own1.vehicleid, own2.vehicleid, other.vehicleid, 987_654];
    expect((await engine.deleteMany(alpha, 'vehicles', asked)).sort()).toEqual([own1.vehicleid, own2.vehicleid].sort());
    expect(await db.prisma.vehicle.count({ where: { vehicleid: { in: asked } } })).toBe(1);
    expect(await engine.deleteMany(staff, 'vehicles', [other.vehicleid, 987_654])).toEqual([other.vehicleid]);
    expect(await engine.deleteMany(staff, 'vehicles', [])).toEqual([]);
    expect((await refusal(engine.deleteMany(staff, 'clients_active', [alphaId]))).code).toBe('FORBIDDEN');
  });

  it('enforces access per action', async () => {
    expect((await refusal(engine.list(alpha, 'web_users', {}))).code).toBe('FORBIDDEN');
    expect((await refusal(engine.delete(staff, 'clients_active', String(alphaId)))).code).toBe('FORBIDDEN');
  });
});

describe('a named variant', () => {
  it("answers an update that takes the row out of the variant with the row as written, within the caller's clients", async () => {
    // Once a 404 after a committed write: the answer was read back through the variant's base filter.
    const vehicle = await db.prisma.vehicle.findFirstOrThrow({ where: { clientid: alphaId } });
    const note = await db.prisma.vehicleNote.create({ data: { vehicleid: vehicle.vehicleid, note: 'to do', complete: false, roleid: 1, userid: 2 } });
    const borealis = { ...alpha, clientid: borealisId, clientIds: [borealisId] };
    await expect(engine.update(borealis, 'vehicle_notes_open', String(note.noteid), { complete: true })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await db.prisma.vehicleNote.findUniqueOrThrow({ where: { noteid: note.noteid } })).complete).toBe(false);
    const answer = await engine.update(alpha, 'vehicle_notes_open', String(note.noteid), { complete: true });
    expect(answer).toMatchObject({ noteid: note.noteid, complete: true });
    expect((await db.prisma.vehicleNote.findUniqueOrThrow({ where: { noteid: note.noteid } })).complete).toBe(true);
    await expect(engine.read(alpha, 'vehicle_notes_open', String(note.noteid))).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('what the table itself demands', () => {
  it('refuses a create without a never-null column that has no default, naming it, and writes nothing', async () => {
    const before = await db.prisma.vehicleNote.count();
    const error = await refusal(engine.create(staff, 'vehicle_notes', { note: 'no vehicle' }));
    expect(error).toMatchObject({ code: 'VALIDATION', errors: { vehicleid: ['is required'] } });
    expect(await db.prisma.vehicleNote.count()).toBe(before);
  });

  it('refuses to empty a never-null column', async () => {
    const note = await db.prisma.vehicleNote.findFirstOrThrow();
    const error = await refusal(engine.update(staff, 'vehicle_notes', String(note.noteid), { complete: null }));
    expect(error).toMatchObject({ code: 'VALIDATION', errors: { complete: ['is required'] } });
  });

  it('answers an id past what the key column holds as not found', async () => {
    for (const id of ['2147483648', '99999999999']) {
      expect((await refusal(engine.read(staff, 'vehicles', id))).code).toBe('NOT_FOUND');
      expect((await refusal(engine.update(staff, 'vehicles', id, { yr: 2001 }))).code).toBe('NOT_FOUND');
    }
  });

  it('names a body field called constructor or __proto__ like any other unknown field', async () => {
    const vehicle = await db.prisma.vehicle.findFirstOrThrow();
    const error = await refusal(engine.update(staff, 'vehicles', String(vehicle.vehicleid), JSON.parse('{"constructor":1,"__proto__":{"yr":1}}')));
    expect(error.code).toBe('VALIDATION');
    expect(Object.entries(error.errors ?? {})).toEqual([
      ['constructor', ['is not a field of vehicles']],
      ['__proto__', ['is not a field of vehicles']],
    ]);
  });
});

describe('totals', () => {
  it('gives the exact total whether or not the first page is full', async () => {
    const own = await db.prisma.vehicle.count({ where: { clientid: alphaId } });
    expect((await engine.list(staff, 'vehicles', { 'filters[]': `clientid|eq|${alphaId}`, per_page: String(own + 5) })).total).toBe(own);
    expect((await engine.list(staff, 'vehicles', { 'filters[]': `clientid|eq|${alphaId}`, per_page: '3' })).total).toBe(own);
    expect((await engine.list(staff, 'vehicles', { 'filters[]': `clientid|eq|${alphaId}`, per_page: '3', page: '999' })).total).toBe(own);
  });
});

describe('history and follow-up writes', () => {
  const tracked = defineResource({
    name: 'clients_tracked',
    model: 'Client',
    primaryKey: 'clientid',
    filterable: [],
    sortable: [],
    creatable: ['clientname', 'clientcity'],
    updatable: ['clientname', 'clientcity', 'clientactive'],
    createDefaults: () => ({ clientname: 'NEW CLIENT', clientactive: 2 }),
    defaultOrder: [],
    pageSize: { default: 10, max: 10 },
    access: { list: 'staff', read: 'staff', create: 'staff', update: 'staff', delete: 'staff' },
    scope: { field: 'clientid' },
    history: { objectType: 'client', ignore: ['clientactive'] },
    hooks: {
      afterCreate: async ({ row, tx }) => {
        await (tx as PrismaClient).clientNote.create({ data: { clientid: row.clientid as number, notes: 'created' } });
      },
      afterUpdate: async ({ row }) => {
        if (row.clientcity === 'Nowhere') throw new Error('a follow-up failed');
      },
    },
  });
  let history: ResourceEngine;

  beforeAll(() => {
    history = new ResourceEngine(db.prisma, ModelCatalog.fromClient(db.prisma, MODEL_META), [tracked]);
  });

  it('records who changed which field from what to what, and nothing that did not change', async () => {
    const created = await history.create(staff, 'clients_tracked', {});
    expect(created.clientname).toBe('NEW CLIENT');
    expect(await db.prisma.clientNote.count({ where: { clientid: created.clientid as number } })).toBe(1);
    await history.update(staff, 'clients_tracked', String(created.clientid), { clientname: 'Crescent Cars', clientcity: null, clientactive: 1 });
    const items = await db.prisma.historyItem.findMany({
      where: { object_type: 'client', object_type_id: created.clientid as number },
      orderBy: { id: 'asc' },
    });
    expect(items.map((i) => [i.target_field, i.old_value, i.value, i.userid])).toEqual([
      ['created', null, null, staff.userid],
      ['clientname', 'NEW CLIENT', 'Crescent Cars', staff.userid],
    ]);
  });

  it('rolls the write back when a follow-up fails', async () => {
    const created = await history.create(staff, 'clients_tracked', { clientname: 'Before' });
    await expect(history.update(staff, 'clients_tracked', String(created.clientid), { clientname: 'After', clientcity: 'Nowhere' })).rejects.toThrow(
      /follow-up failed/,
    );
    const row = await db.prisma.client.findUniqueOrThrow({ where: { clientid: created.clientid as number } });
    expect(row.clientname).toBe('Before');
    expect(await db.prisma.historyItem.count({ where: { object_type: 'client', object_type_id: row.clientid, target_field: 'clientname' } })).toBe(0);
  });
});

describe('money', () => {
  it('is sent as a number, and recorded in history as plain text', async () => {
    const money = defineResource({
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
      history: { objectType: 'rack_rate' },
    });
    const rates = new ResourceEngine(db.prisma, ModelCatalog.fromClient(db.prisma, MODEL_META), [money]);
    const first = (await rates.list(staff, 'rack_rates', {})).data[0];
    expect(typeof first.charge_amount).toBe('number');
    const updated = await rates.update(staff, 'rack_rates', String(first.id), { charge_amount: '1,234.50' });
    expect(updated.charge_amount).toBe(1234.5);
    const item = await db.prisma.historyItem.findFirstOrThrow({
      where: { object_type: 'rack_rate', object_type_id: first.id as number },
      orderBy: { id: 'desc' },
    });
    expect([item.old_value, item.value]).toEqual([String(first.charge_amount), '1234.5']);
  });
});

/** The vehicles with a computed field that reads a field of the title status its relation does not send. */
const withStatusCode = defineResource({
  ...vehicles,
  appends: {
    status_code: {
      access: 'signed-in',
      include: { title_status: { select: { statuscode: true } } },
      compute: (r) => (r.title_status as { statuscode?: string } | null)?.statuscode ?? null,
    },
  },
  relations: { ...vehicles.relations, title_status: { resource: 'title_statuses', select: ['statusid', 'statusname'] } },
});

describe('an append reading a relation also asked in with[]', () => {
  it("computes from the fields it needs and leaves them out of the relation's answer", async () => {
    const routes = new ResourceEngine(db.prisma, ModelCatalog.fromClient(db.prisma, MODEL_META), [withStatusCode]);
    const alone = (await routes.list(staff, 'vehicles', { 'appends[]': ['status_code'], per_page: '1' })).data[0]!;
    const both = (await routes.list(staff, 'vehicles', { 'appends[]': ['status_code'], 'with[]': ['title_status'], per_page: '1' })).data[0]!;
    expect(alone.status_code).toEqual(expect.any(String));
    expect(both.status_code).toBe(alone.status_code);
    expect(both.title_status).toMatchObject({ statusid: expect.any(Number), statusname: expect.any(String) });
    expect(both.title_status).not.toHaveProperty('statuscode');
    expect(alone).not.toHaveProperty('title_status');
  });
});

describe('an append that loads what it needs for the whole answer', () => {
  it('reads once per page, hands the result to each row, and once for a single read', async () => {
    const loads: number[][] = [];
    const withClientNames = defineResource({
      ...vehicles,
      appends: {
        client_name: {
          access: 'signed-in',
          needs: ['clientid'],
          load: async (rows, { db }) => {
            loads.push(rows.map((r) => Number(r.vehicleid)));
            const ids = rows.map((r) => Number(r.clientid));
            const found = await (db as PrismaClient).client.findMany({ where: { clientid: { in: ids } }, select: { clientid: true, clientname: true } });
            return new Map(found.map((c) => [c.clientid, c.clientname]));
          },
          compute: (r, { loaded }) => (loaded as Map<number, string>).get(Number(r.clientid)) ?? null,
        },
      },
    });
    const routes = new ResourceEngine(db.prisma, ModelCatalog.fromClient(db.prisma, MODEL_META), [withClientNames]);
    const page = await routes.list(staff, 'vehicles', { 'appends[]': ['client_name'], 'fields[]': ['vehiclevin'], per_page: '3' });
    expect(loads).toHaveLength(1);
    expect(loads[0]).toHaveLength(page.data.length);
    const names = new Map((await db.prisma.client.findMany({ select: { clientid: true, clientname: true } })).map((c) => [c.clientid, c.clientname]));
    const vehiclesRead = await db.prisma.vehicle.findMany({ where: { vehiclevin: { in: page.data.map((r) => String(r.vehiclevin)) } } });
    for (const row of page.data) {
      const vehicle = vehiclesRead.find((v) => v.vehiclevin === row.vehiclevin)!;
      expect(row.client_name).toBe(names.get(vehicle.clientid!) ?? null);
      expect(row).not.toHaveProperty('clientid');
    }
    const one = await routes.read(staff, 'vehicles', String(vehiclesRead[0]!.vehicleid), { 'appends[]': ['client_name'] });
    expect(loads).toHaveLength(2);
    expect(one.client_name).toBe(names.get(vehiclesRead[0]!.clientid!) ?? null);
  });

  it('must declare who may ask for it', () => {
    const undeclared = defineResource({ ...vehicles, appends: { loaded: { load: async () => null, compute: () => null } } });
    expect(() => new ResourceEngine(db.prisma, ModelCatalog.fromClient(db.prisma, MODEL_META), [undeclared])).toThrow(/declare its access/);
  });
});

describe('a declared sort key', () => {
  it('orders by what is not a column, the key breaking ties, and only for those it is declared for', async () => {
    const byNotes = defineResource({
      ...vehicles,
      sortKeys: { notes_count: { access: 'staff', orderBy: (direction) => ({ notes: { _count: direction } }) } },
    });
    const routes = new ResourceEngine(db.prisma, ModelCatalog.fromClient(db.prisma, MODEL_META), [byNotes]);
    // The oldest vehicle gets the most notes, so the order cannot be the key's alone.
    const oldest = await db.prisma.vehicle.findFirstOrThrow({ orderBy: { vehicleid: 'asc' } });
    for (let i = 0; i < 30; i++) await db.prisma.vehicleNote.create({ data: { vehicleid: oldest.vehicleid, note: `sort ${i}` } });
    const rows = (await routes.list(staff, 'vehicles', { 'order_by[]': 'notes_count|desc', per_page: '20' })).data;
    expect(rows[0]!.vehicleid).toBe(oldest.vehicleid);
    const counts = await Promise.all(rows.map((r) => db.prisma.vehicleNote.count({ where: { vehicleid: Number(r.vehicleid) } })));
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    for (let i = 1; i < rows.length; i++) if (counts[i] === counts[i - 1]) expect(Number(rows[i]!.vehicleid)).toBeLessThan(Number(rows[i - 1]!.vehicleid));
    const client = { ...staff, roleid: 1, clientid: 1, clientIds: [1] };
    expect((await refusal(routes.list(client, 'vehicles', { 'order_by[]': 'notes_count|desc' }))).code).toBe('FORBIDDEN');
    expect((await refusal(engine.list(staff, 'vehicles', { 'order_by[]': 'notes_count|desc' }))).code).toBe('VALIDATION');
  });
});

describe('the same question asked again', () => {
  it('gives each caller the fields of its own view, whoever asked first', async () => {
    const narrowForClients = defineResource({
      ...vehicles,
      fields: (principal) => (principal.clientid === null ? ['vehicleid', 'vehiclevin', 'make', 'clientid'] : ['vehicleid', 'vehiclevin', 'clientid']),
    });
    const routes = new ResourceEngine(db.prisma, ModelCatalog.fromClient(db.prisma, MODEL_META), [narrowForClients]);
    for (let round = 0; round < 2; round++) {
      const asStaff = (await routes.list(staff, 'vehicles', { per_page: '1' })).data[0]!;
      const asClient = (await routes.list(alpha, 'vehicles', { per_page: '1' })).data[0]!;
      expect(asStaff).toHaveProperty('make');
      expect(asClient).not.toHaveProperty('make');
      await expect(routes.read(alpha, 'vehicles', String(asStaff.vehicleid), { 'fields[]': 'make' })).rejects.toMatchObject({ code: 'VALIDATION' });
    }
  });

  it('refuses a refused question every time, and answers the accepted part of it alone as before', async () => {
    for (let round = 0; round < 2; round++) {
      await expect(engine.list(staff, 'vehicles', { 'fields[]': ['vehiclevin', 'nosuch'], per_page: '1' })).rejects.toMatchObject({
        errors: { fields: ['"nosuch" is not a field of vehicles'] },
      });
      const fine = await engine.list(staff, 'vehicles', { 'fields[]': ['vehiclevin'], per_page: '1' });
      expect(Object.keys(fine.data[0]!).sort()).toEqual(['id', 'vehicleid', 'vehiclevin']);
    }
  });

  it("keeps a client user's clients in the relations it loads, per set of clients", async () => {
    const group: Principal = { ...alpha, userid: 3, clientIds: [alphaId, borealisId] };
    type Selecting = { select(def: unknown, query: unknown, errors: unknown, principal: Principal): { prisma: Record<string, unknown> } };
    const clientsWithVehicles = defineResource({
      ...activeClients,
      name: 'clients',
      fields: undefined,
      baseWhere: undefined,
      relations: { vehicles: { resource: 'vehicles', many: true, select: ['vehicleid'] } },
    });
    const routes = new ResourceEngine(db.prisma, ModelCatalog.fromClient(db.prisma, MODEL_META), [clientsWithVehicles, vehicles]);
    const query = { filters: [], groups: [], order_by: [], with: ['vehicles'], appends: [] };
    const selecting = routes as unknown as Selecting;
    const errors = { add() {}, merge() {} };
    const scopeOf = (principal: Principal) => (selecting.select(clientsWithVehicles, query, errors, principal).prisma.vehicles as { where?: unknown }).where;
    expect(scopeOf(alpha)).toEqual({ clientid: { in: [alphaId] } });
    expect(scopeOf(group)).toEqual({ clientid: { in: [alphaId, borealisId] } });
    expect(scopeOf(alpha)).toEqual({ clientid: { in: [alphaId] } });
    expect(scopeOf(staff)).toBeUndefined();
    expect(selecting.select(clientsWithVehicles, query, errors, alpha)).toBe(selecting.select(clientsWithVehicles, { ...query }, errors, alpha));
    // Where no relation is limited to the caller's clients, client users share one selection.
    const notes = { ...query, with: ['client', 'notes'] };
    expect(selecting.select(vehicles, notes, errors, alpha)).toBe(selecting.select(vehicles, notes, errors, group));
    expect(selecting.select(vehicles, notes, errors, alpha)).not.toBe(selecting.select(vehicles, notes, errors, staff));
  });

  it('never changes a definition while it merges what two appends and a relation load', async () => {
    const statusCode = { access: 'signed-in' as const, include: { title_status: { select: { statuscode: true } } }, compute: () => null };
    const statusName = { access: 'signed-in' as const, include: { title_status: { select: { statusname: true } } }, compute: () => null };
    const notesCount = { access: 'signed-in' as const, include: { _count: { select: { notes: true } } }, compute: (r: Record<string, unknown>) => r._count };
    const imagesCount = { access: 'signed-in' as const, include: { _count: { select: { images: true } } }, compute: (r: Record<string, unknown>) => r._count };
    const appends = { status_code: statusCode, status_name: statusName, notes_count: notesCount, images_count: imagesCount };
    const before = structuredClone({
      statusCode: statusCode.include,
      statusName: statusName.include,
      notesCount: notesCount.include,
      imagesCount: imagesCount.include,
    });
    const merging = defineResource({ ...vehicles, appends });
    const routes = new ResourceEngine(db.prisma, ModelCatalog.fromClient(db.prisma, MODEL_META), [merging]);
    const row = (await routes.list(staff, 'vehicles', { 'appends[]': Object.keys(appends), 'with[]': 'title_status', per_page: '1' })).data[0]!;
    expect(row.images_count).toEqual({ notes: expect.any(Number), images: expect.any(Number) });
    await routes.list(staff, 'vehicles', { 'appends[]': ['status_code', 'status_name'], per_page: '1' });
    expect({ statusCode: statusCode.include, statusName: statusName.include, notesCount: notesCount.include, imagesCount: imagesCount.include }).toEqual(
      before,
    );
  });
});

describe('a record as its answer (readAnswer)', () => {
  const parsed = (answer: unknown) => (answer instanceof JsonText ? (JSON.parse(answer.text) as unknown) : answer);

  it("is PostgreSQL's JSON text with the computed fields after it, equal to read's answer", async () => {
    const [one] = (await engine.list(staff, 'vehicles', { per_page: '1' })).data;
    const id = String(one!.vehicleid);
    for (const query of [{}, { 'appends[]': 'year_make_model' }, { 'appends[]': 'year_make_model', 'fields[]': ['vehiclevin'] }, { 'with[]': 'client' }]) {
      const answer = await engine.readAnswer(staff, 'vehicles', id, query);
      expect(answer).toBeInstanceOf(JsonText);
      expect(parsed(answer)).toEqual(await engine.read(staff, 'vehicles', id, query));
    }
    expect(parsed(await engine.readAnswer(staff, 'vehicles', id, { 'appends[]': 'year_make_model' }))).toMatchObject({
      year_make_model: [one!.yr, one!.make, one!.model].filter(Boolean).join(' '),
    });
  });

  it("refuses what read refuses: another client's record, an unknown one, a field it does not send", async () => {
    const [foreign] = (await engine.list(staff, 'vehicles', { 'filters[]': `clientid|eq|${borealisId}`, per_page: '1' })).data;
    expect((await refusal(engine.readAnswer(alpha, 'vehicles', String(foreign!.vehicleid)))).code).toBe('NOT_FOUND');
    expect((await refusal(engine.readAnswer(staff, 'vehicles', '999999999'))).code).toBe('NOT_FOUND');
    expect((await refusal(engine.readAnswer(staff, 'vehicles', String(foreign!.vehicleid), { 'fields[]': ['password'] }))).code).toBe('VALIDATION');
  });

  it("is read's answer where a relation's field is loaded only for a computed field", async () => {
    const routes = new ResourceEngine(db.prisma, ModelCatalog.fromClient(db.prisma, MODEL_META), [withStatusCode]);
    const [one] = (await routes.list(staff, 'vehicles', { per_page: '1' })).data;
    const query = { 'appends[]': ['status_code'], 'with[]': ['title_status'] };
    const answer = await routes.readAnswer(staff, 'vehicles', String(one!.vehicleid), query);
    expect(answer).not.toBeInstanceOf(JsonText);
    expect(answer).toEqual(await routes.read(staff, 'vehicles', String(one!.vehicleid), query));
    expect((answer as Record<string, unknown>).title_status).not.toHaveProperty('statuscode');
  });
});
