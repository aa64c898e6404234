import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cpSync, mkdtempSync, mkdirSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { databaseUrl, withDatabase } from '../url.js';
import { dropDatabase, ensureDatabase, withClient } from './database.js';
import { MIGRATIONS_DIR, MigrationError, readMigrations, runMigrations } from './runner.js';

/** A scratch database name of this test file (created by ensureDatabase, dropped afterwards). */
function scratchUrl(tag: string): string {
  return withDatabase(databaseUrl(), `portal_test_${Date.now().toString(36)}_${tag}_${process.pid}`);
}

async function tables(url: string): Promise<string[]> {
  return withClient(url, async (c) =>
    (await c.query<{ tablename: string }>(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)).rows.map((r) => r.tablename),
  );
}

describe('migration runner', () => {
  const urls: string[] = [];
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'portal-migrations-'));
  });

  afterAll(async () => {
    for (const url of urls) await dropDatabase(url);
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates the database, applies every migration to a fresh database, then skips them', async () => {
    const url = scratchUrl('fresh');
    urls.push(url);
    expect(await ensureDatabase(url)).toBe(true);
    expect(await ensureDatabase(url)).toBe(false);

    const names = readMigrations().map((m) => m.name);
    expect(names[0]).toBe('0001_init');
    const first = await runMigrations(url);
    expect(first.applied).toEqual(names);
    expect(first.skipped).toEqual([]);

    const t = await tables(url);
    for (const table of ['vehicles', 'clients', 'web_users', 'title_statuses', 'client_loads', 'invoice_batches', '_prisma_migrations']) {
      expect(t).toContain(table);
    }

    const again = await runMigrations(url);
    expect(again.applied).toEqual([]);
    expect(again.skipped).toEqual(names);

    const rows = await withClient(url, async (c) => (await c.query('SELECT * FROM "_prisma_migrations" ORDER BY migration_name')).rows);
    expect(rows).toHaveLength(names.length);
    expect(rows[0]).toMatchObject({ migration_name: '0001_init', applied_steps_count: 1, rolled_back_at: null, logs: null });
    expect(rows[0].finished_at).toBeInstanceOf(Date);
    expect(rows[0].checksum).toBe(readMigrations()[0]!.checksum);
    expect(rows[0].id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('applies a later migration, refuses a changed one, and rolls back a failing one', async () => {
    cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    const url = scratchUrl('later');
    urls.push(url);
    await ensureDatabase(url);
    await runMigrations(url, { dir });

    mkdirSync(join(dir, '0002_extra'));
    writeFileSync(join(dir, '0002_extra', 'migration.sql'), 'ALTER TABLE "clients" ADD COLUMN "extra_note" TEXT;\n');
    expect((await runMigrations(url, { dir })).applied).toEqual(['0002_extra']);

    // A changed, already applied migration stops everything.
    appendFileSync(join(dir, '0002_extra', 'migration.sql'), '-- edited afterwards\n');
    mkdirSync(join(dir, '0003_never'));
    writeFileSync(join(dir, '0003_never', 'migration.sql'), 'CREATE TABLE "never_applied" (id int);\n');
    await expect(runMigrations(url, { dir })).rejects.toThrow(MigrationError);
    await expect(runMigrations(url, { dir })).rejects.toThrow(/0002_extra was modified/);
    expect(await tables(url)).not.toContain('never_applied');
    rmSync(join(dir, '0003_never'), { recursive: true });
    writeFileSync(join(dir, '0002_extra', 'migration.sql'), 'ALTER TABLE "clients" ADD COLUMN "extra_note" TEXT;\n');

    // A failing migration leaves nothing behind and is not recorded.
    mkdirSync(join(dir, '0004_broken'));
    writeFileSync(join(dir, '0004_broken', 'migration.sql'), 'CREATE TABLE "half_done" (id int);\nSELECT no_such_function();\n');
    await expect(runMigrations(url, { dir })).rejects.toThrow(/0004_broken failed/);
    expect(await tables(url)).not.toContain('half_done');
    const recorded = await withClient(url, async (c) => (await c.query('SELECT migration_name FROM "_prisma_migrations"')).rows.map((r) => r.migration_name));
    expect(recorded).not.toContain('0004_broken');
    rmSync(join(dir, '0004_broken'), { recursive: true });
    expect((await runMigrations(url, { dir })).applied).toEqual([]);
  });

  it('lets concurrent runners apply each migration once', async () => {
    const url = scratchUrl('race');
    urls.push(url);
    await ensureDatabase(url);
    const results = await Promise.all([runMigrations(url), runMigrations(url), runMigrations(url)]);
    expect(results.flatMap((r) => r.applied).sort()).toEqual(readMigrations().map((m) => m.name));
    const count = await withClient(url, async (c: pg.Client) => Number((await c.query('SELECT count(*) FROM "_prisma_migrations"')).rows[0].count));
    expect(count).toBe(readMigrations().length);
  });
});
