// @portal/db/testing: a fresh, migrated (and optionally seeded) database per test, fast.
//
// The first call for a given set of migrations + seed code + seed mode builds a template database
// (`portal_tpl_<mode>_<hash>`) once; every call then copies it with CREATE DATABASE ... TEMPLATE
// (tens of milliseconds). Template builds are serialized across jest workers and processes with a
// PostgreSQL advisory lock, and a template only gets its final name once it is complete.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPrismaClient } from '../client.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { adminUrl, withClient } from '../migrate/database.js';
import { readMigrations, runMigrations } from '../migrate/runner.js';
import { seedDemo } from '../seed/demo.js';
import { databaseUrl, quoteIdent, withDatabase } from '../url.js';

export {
  explain,
  explainGeneric,
  plansWhenPrepared,
  recordingClient,
  sequentialScans,
  type RecordedStatement,
  type RecordingClient,
  type StatementPlan,
} from './plans.js';

export type TestSeedMode = 'demo' | 'none';

export interface CreateTestDatabaseOptions {
  /** 'none' (default): migrated, empty. 'demo': migrated and loaded with the demo seed. */
  seed?: TestSeedMode;
  /** Server to use (default: DATABASE_URL or the local default; only its server and credentials are used). */
  serverUrl?: string;
  /** Pool size of the returned Prisma client (default 4). */
  poolSize?: number;
}

export interface TestDatabase {
  /** Connection URL of the new database. */
  url: string;
  /** Its database name (prefix `portal_test_`). */
  name: string;
  /** A Prisma client connected to it. */
  prisma: PrismaClient;
  /** Disconnects the client and drops the database. */
  drop(): Promise<void>;
}

export const TEST_DATABASE_PREFIX = 'portal_test_';
export const TEMPLATE_DATABASE_PREFIX = 'portal_tpl_';

const SOURCE_DIRS = ['../seed', '../vin'].map((d) => fileURLToPath(new URL(d, import.meta.url)));

function hashDir(hash: ReturnType<typeof createHash>, dir: string): void {
  if (!existsSync(dir)) return;
  for (const file of readdirSync(dir).sort()) {
    if (!/\.(ts|js)$/.test(file) || /\.(spec|test)\.(ts|js)$/.test(file) || file.endsWith('.d.ts')) continue;
    hash.update(file).update(readFileSync(join(dir, file)));
  }
}

/** Hash of what a template contains: the migrations, the seed code (for 'demo') and the mode. */
export function templateKey(seed: TestSeedMode): string {
  const hash = createHash('sha256').update(`seed:${seed}\n`);
  for (const m of readMigrations()) hash.update(m.name).update(m.checksum);
  if (seed === 'demo') for (const dir of SOURCE_DIRS) hashDir(hash, dir);
  return hash.digest('hex').slice(0, 16);
}

export function templateName(seed: TestSeedMode): string {
  return `${TEMPLATE_DATABASE_PREFIX}${seed}_${templateKey(seed)}`;
}

function lockKey(name: string): number {
  return createHash('sha256').update(name).digest().readInt32BE(0);
}

async function databaseExists(client: import('pg').Client, name: string): Promise<boolean> {
  return ((await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount ?? 0) > 0;
}

/** Builds the template database for `seed` unless it exists. Returns its name. */
export async function ensureTemplate(seed: TestSeedMode = 'none', serverUrl: string = databaseUrl()): Promise<string> {
  const template = templateName(seed);
  await withClient(adminUrl(serverUrl), async (admin) => {
    if (await databaseExists(admin, template)) return;
    await admin.query('SELECT pg_advisory_lock($1)', [lockKey(template)]);
    try {
      if (await databaseExists(admin, template)) return;
      const building = `${template}_build`.slice(0, 63);
      await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(building)} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${quoteIdent(building)}`);
      const buildUrl = withDatabase(serverUrl, building);
      try {
        await runMigrations(buildUrl);
        if (seed === 'demo') {
          const prisma = createPrismaClient(buildUrl, { poolSize: 2 });
          try {
            await seedDemo(prisma);
          } finally {
            await prisma.$disconnect();
          }
        }
      } catch (error) {
        await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(building)} WITH (FORCE)`).catch(() => undefined);
        throw error;
      }
      // Complete: give it its final name (no session may stay connected to a template).
      await admin.query(`ALTER DATABASE ${quoteIdent(building)} RENAME TO ${quoteIdent(template)}`);
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [lockKey(template)]).catch(() => undefined);
    }
  });
  return template;
}

function newDatabaseName(): string {
  // portal_test_<base36 ms timestamp>_<random>: the timestamp lets dropStaleTestDatabases judge age.
  return `${TEST_DATABASE_PREFIX}${Date.now().toString(36)}_${randomBytes(5).toString('hex')}`;
}

/**
 * A new database of its own (`portal_test_...`), migrated, optionally with the demo data, plus a
 * Prisma client on it. Call `drop()` when done (afterAll).
 */
export async function createTestDatabase(options: CreateTestDatabaseOptions = {}): Promise<TestDatabase> {
  const seed = options.seed ?? 'none';
  const serverUrl = options.serverUrl ?? databaseUrl();
  const template = await ensureTemplate(seed, serverUrl);
  const name = newDatabaseName();
  await withClient(adminUrl(serverUrl), async (admin) => {
    // Copying fails while another session is connected to the template (a build that just
    // finished may still be closing): retry briefly.
    for (let attempt = 0; ; attempt += 1) {
      try {
        await admin.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template)}`);
        return;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code !== '55006' || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
  const url = withDatabase(serverUrl, name);
  const prisma = createPrismaClient(url, { poolSize: options.poolSize ?? 4 });
  let dropped = false;
  return {
    url,
    name,
    prisma,
    async drop() {
      if (dropped) return;
      dropped = true;
      await prisma.$disconnect().catch(() => undefined);
      await withClient(adminUrl(serverUrl), async (admin) => {
        await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
      });
    },
  };
}

export interface DropStaleOptions {
  /** Test databases older than this are dropped (default one hour). */
  olderThanMs?: number;
  /**
   * Also drop `portal_tpl_` templates that do not match this code's migrations and seed code, and
   * abandoned template builds (default false: a template may belong to another checkout or to the
   * built dist/ code, which hashes differently from src/).
   */
  outdatedTemplates?: boolean;
  serverUrl?: string;
}

/** Whether `name` is a test database's (or its storage folder's) made more than `olderThanMs` ago, by the stamp its name begins with. */
export function isStaleTestName(name: string, olderThanMs = 3_600_000): boolean {
  if (!name.startsWith(TEST_DATABASE_PREFIX)) return false;
  const stamp = parseInt(name.slice(TEST_DATABASE_PREFIX.length).split('_')[0] ?? '', 36);
  return !Number.isFinite(stamp) || Date.now() - stamp > olderThanMs;
}

/** Drops leftover `portal_test_` databases (older than `olderThanMs`) and outdated templates. Returns the dropped names. */
export async function dropStaleTestDatabases(options: DropStaleOptions = {}): Promise<string[]> {
  const olderThanMs = options.olderThanMs ?? 3_600_000;
  const serverUrl = options.serverUrl ?? databaseUrl();
  const current = new Set([templateName('none'), templateName('demo')]);
  const dropped: string[] = [];
  await withClient(adminUrl(serverUrl), async (admin) => {
    const names = (
      await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'portal\\_test\\_%' OR datname LIKE 'portal\\_tpl\\_%'`)
    ).rows.map((r) => r.datname);
    for (const name of names) {
      let stale = false;
      if (name.startsWith(TEST_DATABASE_PREFIX)) {
        stale = isStaleTestName(name, olderThanMs);
      } else if (options.outdatedTemplates === true) {
        stale = name.endsWith('_build') || !current.has(name);
      }
      if (!stale) continue;
      if (name.endsWith('_build')) {
        // Skip a build in progress (its builder holds the template's advisory lock).
        const key = lockKey(name.slice(0, -'_build'.length));
        const free = (await admin.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [key])).rows[0]?.ok;
        if (!free) continue;
        try {
          await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
        } finally {
          await admin.query('SELECT pg_advisory_unlock($1)', [key]);
        }
        dropped.push(name);
        continue;
      }
      await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
      dropped.push(name);
    }
  });
  return dropped;
}
