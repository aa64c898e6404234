import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MODEL_META, type PrismaClient } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import { parseListQuery, type ListQuery, type Principal, type RawQuery } from '@portal/contracts';
import { ModelCatalog } from './catalog.js';
import { totalFromCounts } from './counts.js';
import { defineResource, type CountsSpec } from './definition.js';
import { ResourceEngine } from './engine.js';

// A list's total from the counts table the database keeps (vehicle_counts, migration 0005; of the rows
// meeting a base condition, vehicle_pending_title_counts, 0022) must be the real count, for every shape
// the table answers; every other shape must be counted.

const SIGNED_IN = { list: 'signed-in', read: 'signed-in', create: 'signed-in', update: 'signed-in', delete: 'signed-in' } as const;
const COUNTS: CountsSpec = { model: 'VehicleCount', dimensions: ['clientid', 'titlestatusid'], sum: 'n' };

const vehicles = defineResource({
  name: 'vehicles',
  model: 'Vehicle',
  primaryKey: 'vehicleid',
  filterable: ['vehiclevin', 'yr', 'clientid', 'titlestatusid', 'recordcreateddate'],
  sortable: ['yr', 'make'],
  creatable: ['vehiclevin', 'clientid', 'titlestatusid', 'titleprocessingtype'],
  updatable: ['clientid', 'titlestatusid', 'yr', 'vehiclevin'],
  relations: { client: { resource: 'clients', select: ['clientid', 'clientname'], filterable: ['clientname'] } },
  counts: COUNTS,
  defaultOrder: [{ field: 'vehicleid', direction: 'desc' }],
  pageSize: { default: 10, max: 500 },
  access: SIGNED_IN,
  scope: { field: 'clientid' },
  hooks: {
    beforeUpdate: ({ data }) => {
      // Lets a test write that the database then refuses, to see that its counts roll back too.
      if (data.yr === -1) data.titleprocessingtype = 999_999;
    },
  },
});

/** The pending titles report's condition (services/reports), and the table its triggers keep of the rows meeting it. */
const PENDING_SQL = 'titlestatusid NOT IN (5, 6) AND titlesenttoauctiondate IS NULL AND processstate IS NOT NULL';
const pending = defineResource({
  ...vehicles,
  name: 'pending_titles',
  baseWhere: { titlestatusid: { notIn: [5, 6] }, titlesenttoauctiondate: null, processstate: { not: null } },
  counts: { model: 'VehiclePendingTitleCount', dimensions: ['clientid', 'titlestatusid'], sum: 'n', countsBase: true },
});

/** The Prisma client, recording which vehicle, counts and VIN parts delegate methods the engine calls. */
function watched(prisma: PrismaClient): { client: PrismaClient; calls: string[] } {
  const calls: string[] = [];
  const models = new Set(['vehicle', 'vehicleCount', 'vehiclePendingTitleCount', 'vehicleVinPart']);
  const client = new Proxy(prisma, {
    get(target, key) {
      const value = (target as unknown as Record<string | symbol, unknown>)[key];
      if (typeof value === 'function') return value.bind(target);
      if (typeof key !== 'string' || !models.has(key)) return value;
      const delegate = value as Record<string, unknown>;
      return new Proxy(delegate, {
        get(inner, method) {
          const fn = inner[method as string];
          if (typeof fn !== 'function') return fn;
          return (...args: unknown[]) => {
            calls.push(`${key}.${String(method)}`);
            return (fn as (...a: unknown[]) => unknown).apply(inner, args);
          };
        },
      });
    },
  });
  return { client, calls };
}

function query(raw: RawQuery): ListQuery {
  const parsed = parseListQuery(raw);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.query;
}

let db: { url: string; prisma: PrismaClient; drop(): Promise<void> };
let engine: ResourceEngine;
let calls: string[];
let staff: Principal;
let alpha: Principal;
let group: Principal;
let alphaId: number;
let borealisId: number;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  const observed = watched(db.prisma);
  calls = observed.calls;
  engine = new ResourceEngine(observed.client, ModelCatalog.fromClient(db.prisma, MODEL_META), [vehicles, pending]);
  alphaId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } })).clientid;
  borealisId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Borealis Imports' } })).clientid;
  staff = { userid: 1, username: 'admin', name: 'Admin', roleid: 2, clientid: null, clientIds: [] };
  alpha = { userid: 2, username: 'alpha.user', name: 'Alpha', roleid: 1, clientid: alphaId, clientIds: [alphaId] };
  group = { userid: 3, username: 'group.admin', name: 'Group', roleid: 11, clientid: alphaId, clientIds: [alphaId, borealisId] };
});

afterAll(async () => {
  await db?.drop();
});

async function countSql(sql: string, params: unknown[] = []): Promise<number> {
  const rows = await db.prisma.$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM vehicles v ${sql}`, ...params);
  return Number(rows[0]!.n);
}

/** Lists a second page (so the total is always asked for, even of no rows) and tells which way it was totalled. */
type Source = 'counts' | 'count' | 'parts';

async function totalOf(principal: Principal, raw: RawQuery, resource = 'vehicles'): Promise<{ total: number; source: Source }> {
  calls.length = 0;
  const page = await engine.list(principal, resource, { ...raw, per_page: '1', page: '2' });
  const summed = calls.includes('vehicleCount.aggregate') || calls.includes('vehiclePendingTitleCount.aggregate');
  const counted = calls.includes('vehicle.count');
  // The different vehicles the VIN parts starting with the part point at (migration 0023).
  const fromParts = calls.includes('vehicleVinPart.findMany');
  expect({ calls, n: [summed, counted, fromParts].filter(Boolean).length }).toEqual({ calls, n: 1 });
  return { total: page.total, source: summed ? 'counts' : counted ? 'count' : 'parts' };
}

describe('list totals from the counts table', () => {
  const shapes: { name: string; who: () => Principal; raw: () => RawQuery; sql: () => [string, unknown[]]; source: Source }[] = [
    { name: 'the whole register (staff)', who: () => staff, raw: () => ({}), sql: () => ['', []], source: 'counts' },
    {
      name: 'the Client choice',
      who: () => staff,
      raw: () => ({ 'filters[]': `clientid|eq|${alphaId}` }),
      sql: () => ['WHERE clientid = $1', [alphaId]],
      source: 'counts',
    },
    {
      name: 'the Title Status choice',
      who: () => staff,
      raw: () => ({ 'filters[]': 'titlestatusid|eq|2' }),
      sql: () => ['WHERE titlestatusid = 2', []],
      source: 'counts',
    },
    {
      name: 'two clients, not one status',
      who: () => staff,
      raw: () => ({ 'filters[]': [`clientid|in|${alphaId},${borealisId}`, 'titlestatusid|neq|2'] }),
      sql: () => ['WHERE clientid IN ($1, $2) AND titlestatusid <> 2', [alphaId, borealisId]],
      source: 'counts',
    },
    {
      name: 'a client or a status (grouped)',
      who: () => staff,
      raw: () => ({ 'filters[]': [`g:clientid|eq|${borealisId}`, 'g:titlestatusid|eq|6'] }),
      sql: () => ['WHERE clientid = $1 OR titlestatusid = 6', [borealisId]],
      source: 'counts',
    },
    {
      name: 'no title status',
      who: () => staff,
      raw: () => ({ 'filters[]': 'titlestatusid|isnull|true' }),
      sql: () => ['WHERE titlestatusid IS NULL', []],
      source: 'counts',
    },
    { name: "a client user's own list", who: () => alpha, raw: () => ({}), sql: () => ['WHERE clientid = $1', [alphaId]], source: 'counts' },
    {
      name: "a client user's list as the screen asks for it, with a status",
      who: () => alpha,
      raw: () => ({ 'filters[]': [`clientid|eq|${alphaId}`, 'titlestatusid|eq|2'] }),
      sql: () => ['WHERE clientid = $1 AND titlestatusid = 2', [alphaId]],
      source: 'counts',
    },
    {
      name: "a client user asking for another client's vehicles",
      who: () => alpha,
      raw: () => ({ 'filters[]': `clientid|eq|${borealisId}` }),
      sql: () => ['WHERE false', []],
      source: 'counts',
    },
    {
      name: "a client group's vehicles",
      who: () => group,
      raw: () => ({}),
      sql: () => ['WHERE clientid IN ($1, $2)', [alphaId, borealisId]],
      source: 'counts',
    },
    {
      name: 'VIN contains',
      who: () => staff,
      raw: () => ({ 'filters[]': 'vehiclevin|like|1HG' }),
      sql: () => ["WHERE vehiclevin ILIKE '%1HG%'", []],
      source: 'parts',
    },
    {
      name: 'VIN contains, in small letters and with % at both ends',
      who: () => staff,
      raw: () => ({ 'filters[]': 'vehiclevin|like|%cm8%' }),
      sql: () => ["WHERE vehiclevin ILIKE '%cm8%'", []],
      source: 'parts',
    },
    {
      name: "VIN contains on a client user's list",
      who: () => alpha,
      raw: () => ({ 'filters[]': 'vehiclevin|like|1HG' }),
      sql: () => ["WHERE clientid = $1 AND vehiclevin ILIKE '%1HG%'", [alphaId]],
      source: 'count',
    },
    {
      name: 'VIN contains, two characters',
      who: () => staff,
      raw: () => ({ 'filters[]': 'vehiclevin|like|1H' }),
      sql: () => ["WHERE vehiclevin ILIKE '%1H%'", []],
      source: 'count',
    },
    {
      name: 'a client user with a created date',
      who: () => alpha,
      raw: () => ({ 'filters[]': 'recordcreateddate|>=|2000-01-01' }),
      sql: () => ["WHERE clientid = $1 AND recordcreateddate >= '2000-01-01'", [alphaId]],
      source: 'count',
    },
    {
      name: 'a status or a year (grouped with a field that is not counted)',
      who: () => staff,
      raw: () => ({ 'filters[]': ['g:titlestatusid|eq|2', 'g:yr|>|2015'] }),
      sql: () => ['WHERE titlestatusid = 2 OR yr > 2015', []],
      source: 'count',
    },
    {
      name: "the client's name (a relation)",
      who: () => staff,
      raw: () => ({ 'filters[]': 'client.clientname|like|alpha' }),
      sql: () => ["JOIN clients c ON c.clientid = v.clientid WHERE c.clientname ILIKE '%alpha%'", []],
      source: 'count',
    },
  ];

  it.each(shapes)('$name: the total is the real count, taken from $source', async (shape) => {
    const [sql, params] = shape.sql();
    const expected = await countSql(sql, params);
    const { total, source } = await totalOf(shape.who(), shape.raw());
    expect(source).toBe(shape.source);
    expect(total).toBe(expected);
  });

  it('stays exact through creates, moves, deletes and a refused write made by the engine', async () => {
    const before = { all: await countSql(''), alpha: await countSql('WHERE clientid = $1', [alphaId]), status: await countSql('WHERE titlestatusid = 6') };
    const created = await engine.create(alpha, 'vehicles', { vehiclevin: '1HGCM82633A900001', titleprocessingtype: 18 });
    expect((await totalOf(staff, {})).total).toBe(before.all + 1);
    expect(await totalOf(staff, { 'filters[]': 'vehiclevin|like|3a900001' })).toEqual({ total: 1, source: 'parts' });
    expect((await totalOf(alpha, {})).total).toBe(before.alpha + 1);
    await engine.update(staff, 'vehicles', String(created.vehicleid), { titlestatusid: 6, clientid: borealisId });
    expect((await totalOf(alpha, {})).total).toBe(before.alpha);
    expect((await totalOf(staff, { 'filters[]': 'titlestatusid|eq|6' })).total).toBe(before.status + 1);
    await expect(engine.update(staff, 'vehicles', String(created.vehicleid), { yr: -1, titlestatusid: 2 })).rejects.toBeDefined();
    expect((await totalOf(staff, { 'filters[]': 'titlestatusid|eq|6' })).total).toBe(before.status + 1);
    await engine.update(staff, 'vehicles', String(created.vehicleid), { vehiclevin: '1HGCM82633A900003' });
    expect(await totalOf(staff, { 'filters[]': 'vehiclevin|like|3a900001' })).toEqual({ total: 0, source: 'parts' });
    expect(await totalOf(staff, { 'filters[]': 'vehiclevin|like|3a900003' })).toEqual({ total: 1, source: 'parts' });
    await engine.delete(staff, 'vehicles', String(created.vehicleid));
    expect((await totalOf(staff, {})).total).toBe(before.all);
    expect(await totalOf(staff, { 'filters[]': 'vehiclevin|like|3a900003' })).toEqual({ total: 0, source: 'parts' });
    expect((await totalOf(staff, { 'filters[]': 'titlestatusid|eq|6' })).total).toBe(before.status);
  });

  it('answers a short first page from its rows, without counting or summing', async () => {
    calls.length = 0;
    const page = await engine.list(alpha, 'vehicles', { per_page: '500' });
    expect(page.total).toBe(await countSql('WHERE clientid = $1', [alphaId]));
    expect(calls).toEqual(['vehicle.findMany']);
  });
});

describe('list totals from a counts table of the rows meeting the base condition', () => {
  const where = (extra = '') => `WHERE ${PENDING_SQL}${extra}`;

  it('sums for the shapes it answers and counts the rest, each the real count of the rows meeting the condition', async () => {
    expect(await countSql(where())).toBeGreaterThan(1);
    expect(await totalOf(staff, {}, 'pending_titles')).toEqual({ total: await countSql(where()), source: 'counts' });
    expect(await totalOf(alpha, {}, 'pending_titles')).toEqual({ total: await countSql(where(' AND clientid = $1'), [alphaId]), source: 'counts' });
    expect(await totalOf(staff, { 'filters[]': 'titlestatusid|eq|2' }, 'pending_titles')).toEqual({
      total: await countSql(where(' AND titlestatusid = 2')),
      source: 'counts',
    });
    expect(await totalOf(group, { 'filters[]': 'yr|>|2015' }, 'pending_titles')).toEqual({
      total: await countSql(where(' AND clientid IN ($1, $2) AND yr > 2015'), [alphaId, borealisId]),
      source: 'count',
    });
  });

  it('stays exact as the engine writes vehicles into and out of the condition', async () => {
    const total = async () => (await totalOf(staff, {}, 'pending_titles')).total;
    const before = await total();
    expect(before).toBe(await countSql(where()));
    const state = (await db.prisma.usState.findFirstOrThrow()).stateid;
    const created = await engine.create(staff, 'vehicles', { vehiclevin: '1HGCM82633A900002', titleprocessingtype: 18, clientid: alphaId, titlestatusid: 2 });
    expect(await total()).toBe(before);
    await db.prisma.vehicle.update({ where: { vehicleid: created.vehicleid as number }, data: { processstate: state } });
    expect(await total()).toBe(before + 1);
    await engine.update(staff, 'vehicles', String(created.vehicleid), { titlestatusid: 6 });
    expect(await total()).toBe(before);
    await engine.update(staff, 'vehicles', String(created.vehicleid), { titlestatusid: 2 });
    expect(await total()).toBe(before + 1);
    await db.prisma.vehicle.update({ where: { vehicleid: created.vehicleid as number }, data: { titlesenttoauctiondate: new Date('2026-01-15') } });
    expect(await total()).toBe(before);
    await engine.delete(staff, 'vehicles', String(created.vehicleid));
    expect(await total()).toBe(await countSql(where()));
  });
});

describe('which queries the counts table answers', () => {
  it('takes filters and a scope on the dimensions, alone or grouped, and nothing else', () => {
    expect(totalFromCounts(COUNTS, query({}), [])).toBe(true);
    expect(totalFromCounts(COUNTS, query({ 'filters[]': ['clientid|in|1,2', 'titlestatusid|notnull|true'], 'with[]': 'client' }), [])).toBe(true);
    expect(totalFromCounts(COUNTS, query({ 'filters[]': ['g:clientid|eq|1', 'g:titlestatusid|eq|2'], 'order_by[]': 'make|desc' }), ['clientid'])).toBe(true);
    expect(totalFromCounts(COUNTS, query({ 'filters[]': 'last6|eq|004352' }), [])).toBe(false);
    expect(totalFromCounts(COUNTS, query({ 'filters[]': ['g:clientid|eq|1', 'g:vehiclevin|like|ABC'] }), [])).toBe(false);
    expect(totalFromCounts(COUNTS, query({ 'filters[]': 'client.clientid|eq|1' }), [])).toBe(false);
    expect(totalFromCounts(COUNTS, query({}), ['vehicle'])).toBe(false);
    expect(totalFromCounts(undefined, query({}), [])).toBe(false);
  });

  it("sums for staff but counts a client user's list when the scope field is not a dimension", async () => {
    const observed = watched(db.prisma);
    const byStatus = new ResourceEngine(observed.client, ModelCatalog.fromClient(db.prisma, MODEL_META), [
      { ...vehicles, counts: { ...COUNTS, dimensions: ['titlestatusid'] } },
    ]);
    const staffPage = await byStatus.list(staff, 'vehicles', { 'filters[]': 'titlestatusid|eq|2', per_page: '1', page: '2' });
    expect(observed.calls).toContain('vehicleCount.aggregate');
    expect(staffPage.total).toBe(await countSql('WHERE titlestatusid = 2'));
    observed.calls.length = 0;
    const alphaPage = await byStatus.list(alpha, 'vehicles', { 'filters[]': 'titlestatusid|eq|2', per_page: '1', page: '2' });
    expect(observed.calls).toContain('vehicle.count');
    expect(observed.calls).not.toContain('vehicleCount.aggregate');
    expect(alphaPage.total).toBe(await countSql('WHERE clientid = $1 AND titlestatusid = 2', [alphaId]));
  });

  it('refuses at start-up a declaration the counts table cannot answer', () => {
    const catalog = ModelCatalog.fromClient(db.prisma, MODEL_META);
    const make = (changes: Record<string, unknown>) => () => new ResourceEngine(db.prisma, catalog, [{ ...vehicles, ...changes }]);
    expect(make({ counts: { ...COUNTS, model: 'NoSuchCounts' } })).toThrow(/unknown model NoSuchCounts/);
    expect(make({ counts: { ...COUNTS, dimensions: ['clientid', 'statusid'] } })).toThrow(/statusid must be a field of Vehicle and VehicleCount/);
    expect(make({ counts: { ...COUNTS, sum: 'clientid_total' } })).toThrow(/clientid_total must be a whole-number field/);
    expect(make({ baseWhere: { cancelled: 0 } })).toThrow(/base condition/);
    expect(make({ counts: { ...COUNTS, countsBase: true } })).toThrow(/countsBase names no base condition/);
    expect(make({ baseWhere: () => ({ cancelled: 0 }), counts: { ...COUNTS, countsBase: true } })).toThrow(/same for every caller/);
    expect(make({})).not.toThrow();
  });
});
