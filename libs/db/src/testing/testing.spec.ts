import { describe, expect, it } from '@jest/globals';
import { withClient, adminUrl } from '../migrate/database.js';
import { databaseUrl } from '../url.js';
import { createTestDatabase, dropStaleTestDatabases, isStaleTestName, templateName } from './index.js';

describe('createTestDatabase', () => {
  it('gives each caller its own migrated database and drops it', async () => {
    const [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    try {
      expect(a.name).toMatch(/^portal_test_/);
      expect(a.name).not.toBe(b.name);
      await a.prisma.clientGroup.create({ data: { name: 'only in a' } });
      expect(await a.prisma.clientGroup.count()).toBe(1);
      expect(await b.prisma.clientGroup.count()).toBe(0);
    } finally {
      await a.drop();
      await b.drop();
    }
    const exists = await withClient(
      adminUrl(databaseUrl()),
      async (c) => (await c.query('SELECT datname FROM pg_database WHERE datname = ANY($1)', [[a.name, b.name]])).rowCount,
    );
    expect(exists).toBe(0);
  });

  it('keeps the current templates and drops stale test databases', async () => {
    const db = await createTestDatabase();
    try {
      const dropped = await dropStaleTestDatabases({ olderThanMs: 3_600_000 });
      expect(dropped).not.toContain(db.name);
      expect(dropped).not.toContain(templateName('none'));
      expect(await db.prisma.role.count()).toBe(0);
    } finally {
      await db.drop();
    }
  });
});

describe('isStaleTestName', () => {
  it('reads the age from the stamp a test database name begins with', () => {
    const name = (ago: number) => `portal_test_${(Date.now() - ago).toString(36)}_0a1b2c3d4e`;
    expect(isStaleTestName(name(2 * 3_600_000))).toBe(true);
    expect(isStaleTestName(name(60_000))).toBe(false);
    expect(isStaleTestName(name(60_000), 1_000)).toBe(true);
    expect(isStaleTestName('portal_test_not-a-stamp')).toBe(true);
    expect(isStaleTestName('portal_tpl_demo_abc')).toBe(false);
    expect(isStaleTestName('storage')).toBe(false);
  });
});
