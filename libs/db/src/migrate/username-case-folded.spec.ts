import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseUrl, withDatabase } from '../url.js';
import { dropDatabase, ensureDatabase, withClient } from './database.js';
import { MIGRATIONS_DIR, runMigrations } from './runner.js';

const MIGRATION = '0003_username_case_folded';

/** Migration 0003 on a database that already holds usernames differing only in case. */
describe(MIGRATION, () => {
  const url = withDatabase(databaseUrl(), `portal_test_${Date.now().toString(36)}_fold_${process.pid}`);
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'portal-migrations-'));
    for (const name of ['0001_init', '0002_history_old_value']) cpSync(join(MIGRATIONS_DIR, name), join(dir, name), { recursive: true });
    await ensureDatabase(url);
    await runMigrations(url, { dir });
    await withClient(url, async (c) => {
      await c.query(`INSERT INTO roles (roleid, name) VALUES (1, 'Client')`);
      await c.query(
        `INSERT INTO web_users (userid, username, password)
         VALUES (1, 'admin', 'h'), (2, 'ADMIN', 'h'), (3, 'Admin', 'h'), (4, 'ADMIN-2', 'h'), (5, 'other', 'h')`,
      );
    });
    cpSync(join(MIGRATIONS_DIR, MIGRATION), join(dir, MIGRATION), { recursive: true });
  });

  afterAll(async () => {
    await dropDatabase(url);
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the oldest name, renames the others with their id, records each rename, and then refuses a case twin', async () => {
    expect((await runMigrations(url, { dir })).applied).toEqual([MIGRATION]);
    await withClient(url, async (c) => {
      const users = (await c.query<{ userid: number; username: string }>('SELECT userid, username FROM web_users ORDER BY userid')).rows;
      // 'ADMIN-2' already existed, so user 2 gets 'ADMIN-2-2'.
      expect(users).toEqual([
        { userid: 1, username: 'admin' },
        { userid: 2, username: 'ADMIN-2-2' },
        { userid: 3, username: 'Admin-3' },
        { userid: 4, username: 'ADMIN-2' },
        { userid: 5, username: 'other' },
      ]);
      const history = (await c.query('SELECT object_type, object_type_id, target_field, old_value, value FROM history_items ORDER BY object_type_id')).rows;
      expect(history).toEqual([
        { object_type: 'web_users', object_type_id: 2, target_field: 'username', old_value: 'ADMIN', value: 'ADMIN-2-2' },
        { object_type: 'web_users', object_type_id: 3, target_field: 'username', old_value: 'Admin', value: 'Admin-3' },
      ]);
      await expect(c.query(`INSERT INTO web_users (userid, username, password) VALUES (6, 'OTHER', 'h')`)).rejects.toThrow(/web_users_username_key/);
    });
  });
});
