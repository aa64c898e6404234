import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { recordCount } from '../../../tools/test/counts.mjs';
import { dropDatabase, ensureDatabase } from './migrate/database.js';
import { MIGRATIONS_DIR, readMigrations, runMigrations } from './migrate/runner.js';
import { Random } from './seed/random.js';
import { seedReference } from './seed/reference.js';
import { createTestDatabase, type TestDatabase } from './testing/index.js';
import { databaseUrl, withDatabase } from './url.js';

// The counts tables (migrations 0005 and 0022) must equal count(*) per group of the tables they count
// (of the rows meeting the table's condition, for one that has one), after any mix of concurrent
// writes: inserts, moves between groups and into and out of the condition, deletes (also cascaded from
// a vehicle to its notes), rollbacks, aborted transactions, folds of the counts tables running beside
// them, TRUNCATE. So must the VIN parts (migration 0023): every suffix of each vehicle's VIN, no other row,
// through the same writes and VINs corrected in place.

const STATUSES = [2, 5, 6, 14, 19, 23, null];
const ROLES = [1, 2, 11, null];
const WORKERS = 12;
const TRANSACTIONS_PER_WORKER = 40;
/**
 * Errors that abort a transaction under concurrency (deadlock, serialization failure, a note on a
 * vehicle another transaction deleted meanwhile); the workload retries nothing and counts them.
 */
const ABORTS = new Set(['40P01', '40001', '23503']);

/** A counted table, its counts table and the dimensions (columns of both); `where`: the rows it counts. */
interface Counted {
  table: string;
  counts: string;
  dimensions: [string, string];
  where?: string;
}
const VEHICLES: Counted = { table: 'vehicles', counts: 'vehicle_counts', dimensions: ['clientid', 'titlestatusid'] };
const NOTES: Counted = { table: 'vehicle_notes', counts: 'vehicle_note_counts', dimensions: ['roleid', 'complete'] };
/** The pending titles report's condition, as its resource sends it (services/reports, titlesPendingResource). */
const PENDING: Counted = {
  table: 'vehicles',
  counts: 'vehicle_pending_title_counts',
  dimensions: ['clientid', 'titlestatusid'],
  where: 'titlestatusid NOT IN (5, 6) AND titlesenttoauctiondate IS NULL AND processstate IS NOT NULL',
};

/** The VIN parts no vehicle's VIN has, and the parts of a VIN the table lacks (0 and 0 when it is exact). */
async function compareParts(client: pg.ClientBase): Promise<{ extra: number; missing: number; parts: number }> {
  const derived = 'SELECT p AS part, vehicleid FROM vehicles, vin_parts(vehiclevin) AS p';
  const { rows } = await client.query<{ extra: string; missing: string; parts: string }>(`SELECT
    (SELECT count(*) FROM (SELECT part, vehicleid FROM vehicle_vin_parts EXCEPT ALL ${derived}) x)::text AS extra,
    (SELECT count(*) FROM (${derived} EXCEPT ALL SELECT part, vehicleid FROM vehicle_vin_parts) x)::text AS missing,
    (SELECT count(*) FROM vehicle_vin_parts)::text AS parts`);
  return { extra: Number(rows[0]!.extra), missing: Number(rows[0]!.missing), parts: Number(rows[0]!.parts) };
}

interface Comparison {
  /** Every group whose summed count differs from its real count. */
  mismatches: Record<string, unknown>[];
  /** How many groups were compared. */
  groups: number;
}

async function compare(client: pg.ClientBase, { table, counts, dimensions: [a, b], where = 'true' }: Counted): Promise<Comparison> {
  const { rows } = await client.query<Record<string, unknown> & { counted: string; summed: string }>(`
    SELECT ${a}, ${b}, sum(counted)::text AS counted, sum(summed)::text AS summed FROM (
      SELECT ${a}, ${b}, count(*) AS counted, 0 AS summed FROM ${table} WHERE ${where} GROUP BY 1, 2
      UNION ALL
      SELECT ${a}, ${b}, 0, sum(n) FROM ${counts} GROUP BY 1, 2
    ) both_sides
    GROUP BY 1, 2`);
  return { mismatches: rows.filter((r) => r.counted !== r.summed), groups: rows.length };
}

async function withPool<T>(url: string, size: number, fn: (pool: pg.Pool) => Promise<T>): Promise<T> {
  const pool = new pg.Pool({ connectionString: url, max: size });
  try {
    return await fn(pool);
  } finally {
    await pool.end();
  }
}

let serial = 0;
/** A VIN no other row of this test has (uniqueness is not required, but it keeps rows apart). */
function vin(): string {
  serial += 1;
  return `TESTCNT${String(serial).padStart(10, '0')}`;
}

type Outcome = 'committed' | 'rolled back' | 'aborted';

/** A subquery picking up to `limit` random vehicles that match `where`. */
const someVehicles = (where: string, limit: string) => `SELECT vehicleid FROM vehicles WHERE ${where} ORDER BY random() LIMIT ${limit}`;
const someNotes = (limit: string) => `SELECT noteid FROM vehicle_notes ORDER BY random() LIMIT ${limit}`;

/** One transaction of random writes; ends in COMMIT or ROLLBACK, or is aborted by the database. */
async function randomTransaction(pool: pg.Pool, random: Random, clients: number[], states: number[]): Promise<Outcome> {
  const client = await pool.connect();
  const anyClient = () => random.pick<number | null>([...clients, null]);
  const anyState = () => random.pick<number | null>([...states, null]);
  const anyDate = () => random.pick<string | null>(['2026-01-15', null, null]);
  try {
    await client.query(random.chance(0.15) ? 'BEGIN ISOLATION LEVEL REPEATABLE READ' : 'BEGIN');
    for (let step = random.int(1, 4); step > 0; step -= 1) {
      const kind = random.int(0, 9);
      if (kind <= 1) {
        const rows = Array.from({ length: random.int(1, 25) }, () => [vin(), anyClient(), random.pick(STATUSES), anyState(), anyDate()]);
        await client.query(
          'INSERT INTO vehicles (vehiclevin, clientid, titlestatusid, processstate, titlesenttoauctiondate) ' +
            'SELECT * FROM unnest($1::text[], $2::int[], $3::int[], $4::int[], $5::date[])',
          [rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2]), rows.map((r) => r[3]), rows.map((r) => r[4])],
        );
      } else if (kind === 2) {
        await client.query(`UPDATE vehicles SET titlestatusid = $1 WHERE vehicleid IN (${someVehicles('clientid IS NOT DISTINCT FROM $2', '$3')})`, [
          random.pick(STATUSES),
          anyClient(),
          random.int(1, 8),
        ]);
      } else if (kind === 3) {
        await client.query(`UPDATE vehicles SET clientid = $1, titlestatusid = COALESCE(titlestatusid, 2) WHERE vehicleid IN (${someVehicles('true', '$2')})`, [
          anyClient(),
          random.int(1, 8),
        ]);
      } else if (kind === 4) {
        if (random.chance(0.2)) {
          // A VIN corrected in place: its parts change with it.
          await client.query(`UPDATE vehicles SET vehiclevin = $1 || vehicleid WHERE vehicleid IN (${someVehicles('true', '$2')})`, [
            random.pick(['FIXED', 'ab', 'X']),
            random.int(1, 4),
          ]);
        } else if (random.chance(0.5)) {
          // A write that moves nothing between groups.
          await client.query(`UPDATE vehicles SET yr = $1 WHERE vehicleid IN (${someVehicles('true', '5')})`, [random.int(1990, 2026)]);
        } else {
          // Into or out of the pending titles' condition, the groups unchanged.
          await client.query(`UPDATE vehicles SET processstate = $1, titlesenttoauctiondate = $2 WHERE vehicleid IN (${someVehicles('true', '$3')})`, [
            anyState(),
            anyDate(),
            random.int(1, 8),
          ]);
        }
      } else if (kind === 5) {
        await client.query(`DELETE FROM vehicles WHERE vehicleid IN (${someVehicles('titlestatusid IS NOT DISTINCT FROM $1', '$2')})`, [
          random.pick(STATUSES),
          random.int(1, 6),
        ]);
      } else if (kind === 6) {
        await client.query(
          `INSERT INTO vehicle_notes (vehicleid, roleid, complete, note) SELECT vehicleid, $1, $2, $3 FROM (${someVehicles('true', '$4')}) picked`,
          [random.pick(ROLES), random.chance(0.5), 'a note', random.int(1, 10)],
        );
      } else if (kind === 7) {
        await client.query(`UPDATE vehicle_notes SET complete = NOT complete, roleid = COALESCE($1, roleid) WHERE noteid IN (${someNotes('$2')})`, [
          random.pick(ROLES),
          random.int(1, 6),
        ]);
      } else if (kind === 8) {
        await client.query(`DELETE FROM vehicle_notes WHERE noteid IN (${someNotes('$1')})`, [random.int(1, 4)]);
      } else {
        await client.query(`SELECT list_counts_compact('${random.pick([VEHICLES, NOTES, PENDING]).counts}')`);
      }
    }
    const commit = random.chance(0.8);
    await client.query(commit ? 'COMMIT' : 'ROLLBACK');
    return commit ? 'committed' : 'rolled back';
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    if (ABORTS.has((error as { code?: string }).code ?? '')) return 'aborted';
    throw error;
  } finally {
    client.release();
  }
}

describe('list counts tables (vehicle_counts, vehicle_note_counts, vehicle_pending_title_counts) and VIN parts', () => {
  let db: TestDatabase;
  let clients: number[];
  let states: number[];

  beforeAll(async () => {
    db = await createTestDatabase({ seed: 'none' });
    await seedReference(db.prisma);
    const made = await db.prisma.client.createManyAndReturn({
      data: ['Count One', 'Count Two', 'Count Three', 'Count Four'].map((clientname) => ({ clientname })),
      select: { clientid: true },
    });
    clients = made.map((c) => c.clientid);
    states = (await db.prisma.usState.findMany({ select: { stateid: true }, take: 3 })).map((s) => s.stateid);
  });

  afterAll(async () => {
    await db?.drop();
  });

  it('equal count(*) per group of vehicles and of notes after many concurrent transactions', async () => {
    const started = Date.now();
    const seed = Date.now() % 100_000;
    const outcomes: Record<Outcome, number> = { committed: 0, 'rolled back': 0, aborted: 0 };
    let inFlight = 0;
    let mostInFlight = 0;
    await withPool(db.url, WORKERS, async (pool) => {
      await Promise.all(
        Array.from({ length: WORKERS }, async (_, worker) => {
          const random = new Random(seed * 31 + worker);
          for (let i = 0; i < TRANSACTIONS_PER_WORKER; i += 1) {
            inFlight += 1;
            mostInFlight = Math.max(mostInFlight, inFlight);
            try {
              outcomes[await randomTransaction(pool, random, clients, states)] += 1;
            } finally {
              inFlight -= 1;
            }
          }
        }),
      );
      const client = await pool.connect();
      try {
        const vehicles = await compare(client, VEHICLES);
        const notes = await compare(client, NOTES);
        const pending = await compare(client, PENDING);
        const rows = async (table: string) => Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);
        recordCount('list counts: concurrent transactions checked', WORKERS * TRANSACTIONS_PER_WORKER, {
          ...outcomes,
          groups: vehicles.groups + notes.groups + pending.groups,
          vehicles: await rows('vehicles'),
          notes: await rows('vehicle_notes'),
          seed,
          seconds: Math.round((Date.now() - started) / 100) / 10,
        });
        expect(vehicles.mismatches).toEqual([]);
        expect(notes.mismatches).toEqual([]);
        expect(pending.mismatches).toEqual([]);
        expect(await compareParts(client)).toEqual({ extra: 0, missing: 0, parts: expect.any(Number) });
        expect(Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM vehicles WHERE vehiclevin LIKE 'FIXED%'`)).rows[0]!.n)).toBeGreaterThan(0);
        expect(await rows('vehicles')).toBeGreaterThan(100);
        expect(await rows('vehicle_notes')).toBeGreaterThan(50);
        expect(vehicles.groups).toBeGreaterThan(10);
        expect(notes.groups).toBeGreaterThan(4);
        expect(pending.groups).toBeGreaterThan(5);
        // Both sides of the condition were written.
        expect(Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM vehicles WHERE NOT (${PENDING.where!})`)).rows[0]!.n)).toBeGreaterThan(20);
      } finally {
        client.release();
      }
    });
    // The workload really overlapped, and exercised each ending.
    expect(mostInFlight).toBeGreaterThan(1);
    expect(outcomes.committed).toBeGreaterThan(100);
    expect(outcomes['rolled back']).toBeGreaterThan(10);
  }, 180_000);

  it('folds each group into one row without changing any sum', async () => {
    // Without a fold since, the groups of the workload above may hold several rows each.
    await withPool(db.url, 1, async (pool) => {
      const client = await pool.connect();
      try {
        await client.query('INSERT INTO vehicles (vehiclevin, clientid, titlestatusid) VALUES ($1, $2, 2), ($3, $2, 2)', [vin(), clients[0], vin()]);
        await client.query('INSERT INTO vehicles (vehiclevin, clientid, titlestatusid) VALUES ($1, $2, 2)', [vin(), clients[0]]);
        await client.query("SELECT list_counts_compact('vehicle_counts')");
        const rows = await client.query<{ n: string }>('SELECT count(*) AS n FROM vehicle_counts GROUP BY clientid, titlestatusid HAVING count(*) > 1');
        expect(rows.rows).toEqual([]);
        expect((await client.query('SELECT 1 FROM vehicle_counts WHERE n = 0')).rowCount).toBe(0);
        expect((await compare(client, VEHICLES)).mismatches).toEqual([]);
        // A REPEATABLE READ caller could see rows a fold already removed: it does not fold.
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
        await client.query('INSERT INTO vehicles (vehiclevin, clientid, titlestatusid) VALUES ($1, $2, 2)', [vin(), clients[0]]);
        expect((await client.query<{ folded: number }>("SELECT list_counts_compact('vehicle_counts') AS folded")).rows[0]!.folded).toBe(0);
        await client.query('COMMIT');
        expect((await client.query<{ folded: number }>("SELECT list_counts_compact('vehicle_counts') AS folded")).rows[0]!.folded).toBeGreaterThan(0);
      } finally {
        client.release();
      }
    });
  });

  it('empties with TRUNCATE, and counts what comes after', async () => {
    await withPool(db.url, 1, async (pool) => {
      const client = await pool.connect();
      try {
        await client.query('TRUNCATE vehicles CASCADE');
        expect((await client.query('SELECT 1 FROM vehicle_counts')).rowCount).toBe(0);
        expect((await client.query('SELECT 1 FROM vehicle_pending_title_counts')).rowCount).toBe(0);
        // The notes went with their vehicles, and their counts with them.
        expect((await client.query('SELECT 1 FROM vehicle_note_counts')).rowCount).toBe(0);
        expect((await client.query('SELECT 1 FROM vehicle_vin_parts')).rowCount).toBe(0);
        await client.query('INSERT INTO vehicles (vehiclevin, clientid, titlestatusid) VALUES ($1, $2, 6)', [vin(), clients[1]]);
        expect(await compareParts(client)).toEqual({ extra: 0, missing: 0, parts: 15 });
        const { mismatches, groups } = await compare(client, VEHICLES);
        expect(mismatches).toEqual([]);
        expect(groups).toBe(1);
        // A TRUNCATE rolled back leaves the counts as they were.
        await client.query('BEGIN');
        await client.query('TRUNCATE vehicles CASCADE');
        await client.query('ROLLBACK');
        expect((await compare(client, VEHICLES)).mismatches).toEqual([]);
        expect((await client.query('SELECT 1 FROM vehicle_counts')).rowCount).toBe(1);
        expect(await compareParts(client)).toEqual({ extra: 0, missing: 0, parts: 15 });
      } finally {
        client.release();
      }
    });
  });

  it('starts from the vehicles and notes a database already holds when the migration is applied', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-counts-'));
    const url = withDatabase(databaseUrl(), `portal_test_${Date.now().toString(36)}_counts_${process.pid}`);
    try {
      const names = readMigrations().map((m) => m.name);
      const countsMigration = names.find((name) => name.startsWith('0005_'))!;
      for (const name of names.filter((n) => n < countsMigration)) cpSync(join(MIGRATIONS_DIR, name), join(dir, name), { recursive: true });
      await ensureDatabase(url);
      await runMigrations(url, { dir });
      await withPool(url, 1, async (pool) => {
        await pool.query(`INSERT INTO title_statuses (statusid, statusname, statuscode) VALUES (2, 'Received', 'R'), (6, 'Completed', 'C')`);
        await pool.query(`INSERT INTO clients (clientname) VALUES ('Before One'), ('Before Two')`);
        await pool.query(`INSERT INTO us_states (stateabbreviation, statefull) VALUES ('IN', 'Indiana')`);
        await pool.query(`
          INSERT INTO vehicles (vehiclevin, clientid, titlestatusid, statusid, processstate)
          SELECT 'BEFORE' || g, (SELECT min(clientid) FROM clients) + g % 2, CASE WHEN g % 3 = 0 THEN NULL ELSE 2 + 4 * (g % 2) END, NULL,
            CASE WHEN g % 5 = 0 THEN NULL ELSE (SELECT min(stateid) FROM us_states) END
          FROM generate_series(1, 500) g`);
        await pool.query(`
          INSERT INTO vehicle_notes (vehicleid, roleid, complete, note)
          SELECT vehicleid, CASE WHEN vehicleid % 4 = 0 THEN 2 ELSE 1 END, vehicleid % 3 = 0, 'before' FROM vehicles`);
      });
      await runMigrations(url);
      await withPool(url, 1, async (pool) => {
        const client = await pool.connect();
        try {
          const vehicles = await compare(client, VEHICLES);
          expect(vehicles.mismatches).toEqual([]);
          expect(vehicles.groups).toBe(4);
          const notes = await compare(client, NOTES);
          expect(notes.mismatches).toEqual([]);
          expect(notes.groups).toBe(4);
          // Of statuses 2, 6 and none only 2 is open, and only the first client's vehicles have it.
          const pending = await compare(client, PENDING);
          expect(pending.mismatches).toEqual([]);
          expect(pending.groups).toBe(1);
          expect(Number((await client.query<{ n: string }>('SELECT sum(n) AS n FROM vehicle_pending_title_counts')).rows[0]!.n)).toBeGreaterThan(100);
          // 'BEFORE1' to 'BEFORE500': 5 to 7 parts each, lower-cased.
          expect(await compareParts(client)).toEqual({ extra: 0, missing: 0, parts: 9 * 5 + 90 * 6 + 401 * 7 });
          expect((await client.query("SELECT 1 FROM vehicle_vin_parts WHERE part = 'fore42'")).rowCount).toBe(1);
        } finally {
          client.release();
        }
      });
    } finally {
      await dropDatabase(url);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
