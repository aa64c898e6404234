import { describe, expect, it } from '@jest/globals';
import { withClient, adminUrl } from '../migrate/database.js';
import { databaseUrl } from '../url.js';
import { createTestDatabase, dropStaleTestDatabases, templateName } from './index.js';

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
