import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Principal, RawQuery } from '@portal/contracts';
import { seedScale } from '@portal/db';
import {
  createTestDatabase,
  explain,
  explainGeneric,
  plansWhenPrepared,
  recordingClient,
  sequentialScans,
  type RecordingClient,
  type TestDatabase,
} from '@portal/db/testing';
import { STAFF, clientUser, engineFor } from '@portal/server-kit/testing';
import type { ResourceEngine } from '@portal/server-kit';
import { recordCount } from '../../../tools/test/counts.mjs';
import { VEHICLE_RESOURCES } from './app.module.js';
import { vehicleHistory } from './history/vehicle-history.js';

// Every filter and sort the screens offer on the big tables, sent through the real resource
// definitions and engine; each SQL statement it sends (its own direct reads, and Prisma's) is EXPLAINed with its own parameters, on
// enough rows for the planner to choose as it will in production, and no plan may read a big table
// from start to end. A total the counts tables answer reads vehicle_counts / vehicle_note_counts.

const VEHICLES = 50_000;
const BIG_TABLES = new Set(['vehicles', 'vehicle_notes', 'vehicle_images', 'history_items', 'vehicle_vin_parts']);
const PARTS_PER_ROW = /on vehicle_vin_parts[^\n]*\n[^\n]*Index Cond: [^\n]*vehicleid = /;
const READS_BIG_TABLE = /(?:"public"\.)?"(vehicles|vehicle_notes|vehicle_images|history_items|vehicle_vin_parts)"/;

let db: TestDatabase;
let recorder: RecordingClient;
let engine: ResourceEngine;
let alpha: Principal;
/** Real values to search for, read from the loaded rows. */
const sample = { vehicleid: 0, vin: '', commonStatus: 0, rareStatus: 0, weekFrom: '', weekTo: '' };
let explained = 0;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  await seedScale({ vehicles: VEHICLES, chunkSize: 25_000, url: db.url, prisma: db.prisma });

  const alphaId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } })).clientid;
  alpha = clientUser(alphaId);
  const vehicle = await db.prisma.vehicle.findFirstOrThrow({ where: { clientid: alphaId }, orderBy: { vehicleid: 'desc' } });
  const statuses = await db.prisma.vehicle.groupBy({ by: ['titlestatusid'], _count: { _all: true }, orderBy: { _count: { titlestatusid: 'desc' } } });
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  Object.assign(sample, {
    vehicleid: vehicle.vehicleid,
    vin: vehicle.vehiclevin,
    commonStatus: statuses[0]!.titlestatusid,
    rareStatus: statuses[statuses.length - 1]!.titlestatusid,
    weekFrom: `${day(107)} 00:00:00`,
    weekTo: `${day(100)} 23:59:59`,
  });

  recorder = recordingClient(db.url);
  engine = engineFor(recorder.prisma, VEHICLE_RESOURCES);
}, 600_000);

afterAll(async () => {
  recordCount('list plans: statements explained on big tables', explained, { screens: SCREENS.length, vehicles: VEHICLES });
  await recorder?.prisma.$disconnect();
  await db?.drop();
});

const LIST = { 'with[]': ['client', 'title_status'], 'order_by[]': 'vehicleid|desc', per_page: '10' };
const SORTS = ['vehiclevin', 'yr', 'make', 'model', 'recordcreateddate', 'processtype'].flatMap((field) => [`${field}|asc`, `${field}|desc`]);
const part = (length: number) => sample.vin.slice(-length);
const own = () => `clientid|eq|${alpha.clientid}`;
const created = () => [`recordcreateddate|>=|${sample.weekFrom}`, `recordcreateddate|<=|${sample.weekTo}`];

// As the list handler asks: the page written whole by PostgreSQL where it can be (listAnswer), else the rows.
const list = (who: () => Principal, resource: string, raw: () => RawQuery) => () => engine.listAnswer(who(), resource, raw());
const staff = () => STAFF;
const client = () => alpha;

/** Each screen's calls, as the screen sends them (mfe-vehicles, the shell's top bar and register dialog). */
const SCREENS: { name: string; run: () => Promise<unknown> }[] = [
  // Assignments Rec'd (vehicle list), staff.
  { name: 'vehicle list, staff, first page', run: list(staff, 'vehicles', () => LIST) },
  { name: 'vehicle list, staff, page 40', run: list(staff, 'vehicles', () => ({ ...LIST, page: '40' })) },
  { name: 'vehicle list, Title Status (common)', run: list(staff, 'vehicles', () => ({ ...LIST, 'filters[]': `titlestatusid|eq|${sample.commonStatus}` })) },
  { name: 'vehicle list, Title Status (rare)', run: list(staff, 'vehicles', () => ({ ...LIST, 'filters[]': `titlestatusid|eq|${sample.rareStatus}` })) },
  { name: 'vehicle list, Client', run: list(staff, 'vehicles', () => ({ ...LIST, 'filters[]': own() })) },
  {
    name: 'vehicle list, Client and Title Status',
    run: list(staff, 'vehicles', () => ({ ...LIST, 'filters[]': [own(), `titlestatusid|eq|${sample.rareStatus}`] })),
  },
  { name: 'vehicle list, VIN (3 characters)', run: list(staff, 'vehicles', () => ({ ...LIST, 'filters[]': `vehiclevin|like|${part(3)}` })) },
  { name: 'vehicle list, VIN (8 characters)', run: list(staff, 'vehicles', () => ({ ...LIST, 'filters[]': `vehiclevin|like|${part(8)}` })) },
  { name: 'vehicle list, whole VIN', run: list(staff, 'vehicles', () => ({ ...LIST, 'filters[]': `vehiclevin|eq|${sample.vin}` })) },
  { name: 'vehicle list, Last6', run: list(staff, 'vehicles', () => ({ ...LIST, 'filters[]': `last6|eq|${part(6)}` })) },
  { name: 'vehicle list, Created (a week)', run: list(staff, 'vehicles', () => ({ ...LIST, 'filters[]': created() })) },
  ...SORTS.map((sort) => ({ name: `vehicle list, sorted by ${sort}`, run: list(staff, 'vehicles', () => ({ ...LIST, 'order_by[]': sort })) })),
  // The same list for a client user: its own client is always a filter, and the scope.
  { name: 'vehicle list, client user', run: list(client, 'vehicles', () => ({ ...LIST, 'filters[]': own() })) },
  { name: 'vehicle list, client user, page 20', run: list(client, 'vehicles', () => ({ ...LIST, 'filters[]': own(), page: '20' })) },
  {
    name: 'vehicle list, client user, Title Status (rare)',
    run: list(client, 'vehicles', () => ({ ...LIST, 'filters[]': [own(), `titlestatusid|eq|${sample.rareStatus}`] })),
  },
  {
    name: 'vehicle list, client user, Title Status (common)',
    run: list(client, 'vehicles', () => ({ ...LIST, 'filters[]': [own(), `titlestatusid|eq|${sample.commonStatus}`] })),
  },
  { name: 'vehicle list, client user, VIN', run: list(client, 'vehicles', () => ({ ...LIST, 'filters[]': [own(), `vehiclevin|like|${part(5)}`] })) },
  { name: 'vehicle list, client user, Last6', run: list(client, 'vehicles', () => ({ ...LIST, 'filters[]': [own(), `last6|eq|${part(6)}`] })) },
  { name: 'vehicle list, client user, Created', run: list(client, 'vehicles', () => ({ ...LIST, 'filters[]': [own(), ...created()] })) },
  ...['make|desc', 'yr|asc', 'recordcreateddate|desc'].map((sort) => ({
    name: `vehicle list, client user, sorted by ${sort}`,
    run: list(client, 'vehicles', () => ({ ...LIST, 'filters[]': own(), 'order_by[]': sort })),
  })),
  // The shell's top bar search (two rows: one opens the vehicle, several open the list).
  { name: 'top bar search, last6', run: list(staff, 'vehicles', () => ({ per_page: '2', 'filters[]': `last6|eq|${part(6)}` })) },
  { name: 'top bar search, part of a VIN', run: list(staff, 'vehicles', () => ({ per_page: '2', 'filters[]': `vehiclevin|like|${part(9)}` })) },
  { name: 'top bar search, client user, last6', run: list(client, 'vehicles', () => ({ per_page: '2', 'filters[]': [`last6|eq|${part(6)}`, own()] })) },
  { name: 'top bar search, client user, VIN', run: list(client, 'vehicles', () => ({ per_page: '2', 'filters[]': [`vehiclevin|like|${part(7)}`, own()] })) },
  // The register dialog's duplicate check.
  { name: 'register dialog, duplicate VIN', run: list(client, 'vehicles_register', () => ({ 'filters[]': `vehiclevin|eq|${sample.vin}` })) },
  // The vehicle detail page: the record with what it always loads, its notes, images and history.
  {
    name: 'vehicle detail',
    run: () => engine.read(STAFF, 'vehicles', String(sample.vehicleid), { 'appends[]': ['editable_fields', 'dot_vault_date', 'images_count'] }),
  },
  {
    name: 'vehicle detail, client user',
    run: () => engine.read(alpha, 'vehicles', String(sample.vehicleid), { 'appends[]': ['editable_fields', 'dot_vault_date', 'images_count'] }),
  },
  {
    name: "vehicle detail, the vehicle's notes",
    run: list(client, 'vehicle_notes', () => ({ 'filters[]': `vehicleid|eq|${sample.vehicleid}`, 'with[]': 'user', 'order_by[]': 'notedate|desc' })),
  },
  {
    name: "vehicle detail, the vehicle's images",
    run: list(client, 'vehicle_images', () => ({ 'filters[]': [`vehicleid|eq|${sample.vehicleid}`, 'deleted|eq|0'], 'with[]': ['type', 'uploaded_by'] })),
  },
  {
    name: "vehicle detail, the vehicle's deleted images",
    run: list(staff, 'vehicle_images', () => ({ 'filters[]': [`vehicleid|eq|${sample.vehicleid}`, 'deleted|eq|1'], 'with[]': ['type', 'uploaded_by'] })),
  },
  {
    name: "vehicle detail, the vehicle's history",
    run: () => vehicleHistory(recorder.prisma as unknown as Parameters<typeof vehicleHistory>[0], alpha, sample.vehicleid, 1, 25),
  },
  // The staff notes pages and the menu's Notes Queue count.
  {
    name: 'Vehicle Notes (every note)',
    run: list(staff, 'vehicle_notes', () => ({ 'with[]': ['vehicle', 'user'], 'order_by[]': 'notedate|desc' })),
  },
  {
    name: 'Vehicle Notes, page 30',
    run: list(staff, 'vehicle_notes', () => ({ 'with[]': ['vehicle', 'user'], 'order_by[]': 'notedate|desc', page: '30' })),
  },
  {
    name: 'Incomplete Notes',
    run: list(staff, 'vehicle_notes', () => ({
      'filters[]': ['roleid|eq|1', 'complete|eq|false'],
      'with[]': ['vehicle', 'user'],
      'order_by[]': 'notedate|desc',
    })),
  },
  { name: 'Notes Queue count', run: list(staff, 'vehicle_notes_open', () => ({ per_page: '1' })) },
];

describe('the plans of the screens’ queries on the big tables', () => {
  it.each(SCREENS)('$name: no sequential scan of a big table', async (screen) => {
    recorder.take();
    await screen.run();
    const statements = recorder.take().filter((s) => READS_BIG_TABLE.test(s.sql));
    expect(statements.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const statement of statements) {
      const plan = await explain(db.prisma, statement);
      explained += 1;
      const scanned = sequentialScans(plan, BIG_TABLES);
      if (scanned.length) problems.push(`${scanned.join(', ')} read whole by:\n${statement.sql}\n${JSON.stringify(statement.params)}\n${plan.text}`);
      // The VIN parts probed once per vehicle: each probe reads the part's whole range (the vehicle is the key's second column).
      if (PARTS_PER_ROW.test(plan.text)) problems.push(`vehicle_vin_parts probed per row by:\n${statement.sql}\n${plan.text}`);
    }
    expect(problems).toEqual([]);
  });

  it('plans once the questions that are the same on every call; a filtered list is planned for its values', async () => {
    const statementOf = async (name: string) => {
      recorder.take();
      await SCREENS.find((screen) => screen.name === name)!.run();
      const [statement] = recorder.take().filter((s) => s.sql.startsWith('WITH page_rows') || s.sql.startsWith('SELECT row_to_json(r)'));
      return statement!;
    };
    const plans = async (name: string) => plansWhenPrepared(db.url, await statementOf(name));
    // A page unfiltered, a client's own list and a record by its key: PostgreSQL keeps one plan (PageLimit in
    // server-kit), and that plan reads no big table through, nor lets go of more than a page's worth of its rows.
    for (const name of ['vehicle list, staff, first page', 'vehicle list, client user', 'vehicle detail', 'vehicle detail, client user']) {
      expect({ name, generic: (await plans(name)).generic > 0 }).toEqual({ name, generic: true });
      const plan = await explainGeneric(db.url, await statementOf(name));
      const wasteful = plan.scans.filter((scan) => BIG_TABLES.has(scan.table) && (scan.how === 'Seq Scan' || (scan.filteredOut ?? 0) > 100));
      expect({ name, wasteful, plan: wasteful.length ? plan.text : '' }).toEqual({ name, wasteful: [], plan: '' });
    }
    // A filter the caller chose may be rare: each call is planned for its own value.
    for (const name of ['vehicle list, Title Status (rare)', 'vehicle list, VIN (8 characters)', 'vehicle list, Created (a week)'])
      expect({ name, generic: (await plans(name)).generic }).toEqual({ name, generic: 0 });
  });

  it('pages part of a VIN among the keys its suffixes point at, reading only the page’s vehicles', async () => {
    type Node = { 'Relation Name'?: string; 'Actual Rows': number; 'Actual Loops': number; Plans?: Node[] };
    const vehiclesRead = (node: Node): number =>
      (node['Relation Name'] === 'vehicles' ? node['Actual Rows'] * node['Actual Loops'] : 0) + (node.Plans ?? []).reduce((n, p) => n + vehiclesRead(p), 0);
    // The oldest vehicle's model, year and plant: the newest vehicles holding them are far from the newest of all.
    const { vehiclevin } = await db.prisma.vehicle.findFirstOrThrow({ orderBy: { vehicleid: 'asc' } });
    for (const page of ['1', '2']) {
      recorder.take();
      await engine.listAnswer(STAFF, 'vehicles', { ...LIST, page, 'filters[]': `vehiclevin|like|${vehiclevin.slice(4, 11)}` });
      const [statement] = recorder.take().filter((s) => s.sql.startsWith('WITH page_rows'));
      const analyzed = `EXPLAIN (ANALYZE, FORMAT JSON) ${statement!.sql}`;
      const [row] = await db.prisma.$queryRawUnsafe<{ 'QUERY PLAN': [{ Plan: Node }] }[]>(analyzed, ...statement!.params);
      // Walking the vehicles' key back until a page of them holds the part read most of them (a million: 2,700 for page 1).
      expect(vehiclesRead(row!['QUERY PLAN'][0].Plan)).toBeLessThanOrEqual(10);
    }
  });

  it('sums the list totals the counts tables answer, and counts the others', async () => {
    const totals = async (who: Principal, resource: string, raw: RawQuery) => {
      recorder.take();
      const page = await engine.list(who, resource, { ...raw, per_page: '1', page: '2' });
      return { total: page.total, sql: recorder.take().map((s) => s.sql) };
    };
    const summed = (sql: string[], table: string) => sql.some((s) => new RegExp(`FROM (?:"public"\\.)?"${table}"`).test(s) && /\bsum\(/i.test(s));
    const staffList = await totals(STAFF, 'vehicles', {});
    expect(summed(staffList.sql, 'vehicle_counts')).toBe(true);
    // The page and its total came in one round trip, the engine's own statement (its direct read), which is what the plans above judge.
    expect(staffList.sql).toHaveLength(1);
    expect(staffList.sql[0]).toMatch(/^WITH page_rows AS MATERIALIZED \(SELECT row_to_json\(r\) FROM \(SELECT /);
    expect(staffList.total).toBe(await db.prisma.vehicle.count());
    const clientList = await totals(alpha, 'vehicles', { 'filters[]': [own(), `titlestatusid|eq|${sample.commonStatus}`] });
    expect(summed(clientList.sql, 'vehicle_counts')).toBe(true);
    expect(clientList.total).toBe(await db.prisma.vehicle.count({ where: { clientid: alpha.clientid, titlestatusid: sample.commonStatus } }));
    const notes = await totals(STAFF, 'vehicle_notes', { 'filters[]': ['roleid|eq|1', 'complete|eq|false'] });
    expect(summed(notes.sql, 'vehicle_note_counts')).toBe(true);
    expect(notes.total).toBe(await db.prisma.vehicleNote.count({ where: { roleid: 1, complete: false } }));
    // Part of a VIN: the different vehicles its suffixes point at, from their key (migration 0023).
    const byVin = await totals(STAFF, 'vehicles', { 'filters[]': `vehiclevin|like|${part(3)}` });
    expect(summed(byVin.sql, 'vehicle_counts')).toBe(false);
    expect(byVin.sql.some((s) => /count\(DISTINCT t\d+\."vehicleid"\) FROM "vehicle_vin_parts"/.test(s))).toBe(true);
    expect(byVin.total).toBe(await db.prisma.vehicle.count({ where: { vehiclevin: { contains: part(3) } } }));
    expect(byVin.total).toBeGreaterThan(1);
    // With another condition the vehicles are counted, reaching them through the parts; case does not matter.
    const middle = sample.vin.slice(4, 11);
    const ownByVin = await totals(alpha, 'vehicles', { 'filters[]': [own(), `vehiclevin|like|${middle.toLowerCase()}`] });
    expect(ownByVin.total).toBe(await db.prisma.vehicle.count({ where: { clientid: alpha.clientid, vehiclevin: { contains: middle } } }));
    expect(ownByVin.total).toBeGreaterThan(0);
  });
});
