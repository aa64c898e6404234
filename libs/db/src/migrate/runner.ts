import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { databaseUrl, redactUrl } from '../url.js';

/** prisma/migrations of this package (the same from src/ under jest and from dist/ at run time). */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../prisma/migrations', import.meta.url));

/** Prisma's own lock id for migrations, so `prisma migrate` and this runner never overlap. */
const MIGRATION_LOCK_ID = 72707369;

export interface MigrationFile {
  /** Folder name, e.g. `0001_init`; migrations run in name order. */
  name: string;
  sql: string;
  /** sha256 hex of the file, as recorded in `_prisma_migrations.checksum`. */
  checksum: string;
}

export interface RunMigrationsOptions {
  /** Folder holding `<name>/migration.sql` (default: this package's prisma/migrations). */
  dir?: string;
  /** Progress messages (default: silent). */
  log?: (message: string) => void;
}

export interface RunMigrationsResult {
  applied: string[];
  skipped: string[];
}

export class MigrationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MigrationError';
  }
}

export function checksum(sql: string): string {
  return createHash('sha256').update(sql, 'utf8').digest('hex');
}

/** The migrations of `dir`, in name order. */
export function readMigrations(dir: string = MIGRATIONS_DIR): MigrationFile[] {
  if (!existsSync(dir)) throw new MigrationError(`No migrations folder at ${dir}`);
  return readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory() && existsSync(join(dir, name, 'migration.sql')))
    .sort()
    .map((name) => {
      const sql = readFileSync(join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: checksum(sql) };
    });
}

const CREATE_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
}

/**
 * Applies `prisma/migrations/<name>/migration.sql` in name order, each inside its own transaction,
 * recording it in `_prisma_migrations` (Prisma's table and columns). Already applied migrations are
 * skipped; a recorded migration whose file changed (checksum) or that is recorded as unfinished stops
 * everything with a MigrationError before anything is applied. Concurrent runners wait on an
 * advisory lock. A failing migration is rolled back and not recorded.
 */
export async function runMigrations(url: string = databaseUrl(), options: RunMigrationsOptions = {}): Promise<RunMigrationsResult> {
  const log = options.log ?? (() => undefined);
  const migrations = readMigrations(options.dir);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const result: RunMigrationsResult = { applied: [], skipped: [] };
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await client.query(CREATE_TABLE);
      const rows = (
        await client.query<AppliedRow>(
          'SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL ORDER BY started_at',
        )
      ).rows;
      const recorded = new Map<string, AppliedRow>();
      for (const row of rows) {
        if (!row.finished_at) {
          throw new MigrationError(
            `Migration ${row.migration_name} is recorded as started but not finished in ${redactUrl(url)}: ` +
              'fix the database by hand, then mark the row rolled back (rolled_back_at) or finished.',
          );
        }
        recorded.set(row.migration_name, row);
      }
      const known = new Set(migrations.map((m) => m.name));
      for (const name of recorded.keys()) {
        if (!known.has(name)) log(`warning: ${name} is recorded in the database but missing from the migrations folder`);
      }
      for (const m of migrations) {
        const row = recorded.get(m.name);
        if (row && row.checksum !== m.checksum) {
          throw new MigrationError(
            `Migration ${m.name} was modified after it was applied (checksum ${row.checksum} recorded, ${m.checksum} on disk). ` +
              'Applied migrations are frozen: restore the file and put the change in a new migration.',
          );
        }
      }
      for (const m of migrations) {
        if (recorded.has(m.name)) {
          result.skipped.push(m.name);
          continue;
        }
        log(`applying ${m.name}`);
        const startedAt = new Date();
        await client.query('BEGIN');
        try {
          await client.query(m.sql);
          await client.query(
            `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at, applied_steps_count)
             VALUES ($1, $2, now(), $3, NULL, NULL, $4, 1)`,
            [randomUUID(), m.checksum, m.name, startedAt],
          );
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw new MigrationError(`Migration ${m.name} failed and was rolled back: ${(error as Error).message}`);
        }
        result.applied.push(m.name);
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
  return result;
}
