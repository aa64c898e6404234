import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { translatePrismaError, type DomainError, type ResourceEngine } from '@portal/server-kit';
import { STAFF, clientUser, engineFor, refusal } from '@portal/server-kit/testing';
import { IDENTITY_RESOURCES } from '../app.module.js';

let db: TestDatabase;
let engine: ResourceEngine;
let userId: number;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  engine = engineFor(db.prisma, IDENTITY_RESOURCES);
  userId = (await db.prisma.webUser.findUniqueOrThrow({ where: { username: 'alpha.user' } })).userid;
});

afterAll(async () => {
  await db?.drop();
});

describe('web_users (admin user edit)', () => {
  it('lists users with their client and never sends a password', async () => {
    const page = await engine.list(STAFF, 'web_users', { 'filters[]': ['username|like|alpha'], 'with[]': ['client', 'role'] });
    expect(page.total).toBeGreaterThan(0);
    expect(page.data[0]).not.toHaveProperty('password');
    expect(page.data[0]).toHaveProperty('client.clientname');
  });

  it('saves the role, active state, signer and module flags', async () => {
    const saved = await engine.update(STAFF, 'web_users', String(userId), {
      active: 1,
      can_sign_soc: 1,
      titlessent: 1,
      reportmenu: 1,
      managementmodule: 1,
      roleid: 11,
    });
    expect(saved).toMatchObject({ active: 1, can_sign_soc: 1, titlessent: 1, reportmenu: 1, managementmodule: 1, roleid: 11 });
    const signers = await engine.list(STAFF, 'web_users', { 'filters[]': ['can_sign_soc|eq|1'] });
    expect(signers.data.map((u) => u.userid)).toContain(userId);
  });

  it('refuses an unknown role or flag value, naming each field, and writes nothing', async () => {
    const before = await db.prisma.webUser.findUniqueOrThrow({ where: { userid: userId } });
    const error = await refusal(engine.update(STAFF, 'web_users', String(userId), { roleid: 7, active: 3, firstname: 'Changed' }));
    expect(error.code).toBe('VALIDATION');
    expect(Object.keys(error.errors ?? {}).sort()).toEqual(['active', 'roleid']);
    expect((await db.prisma.webUser.findUniqueOrThrow({ where: { userid: userId } })).firstname).toBe(before.firstname);
  });

  it('is refused to client users', async () => {
    expect((await refusal(engine.list(clientUser(1, 11), 'web_users', {}))).code).toBe('FORBIDDEN');
  });

  it('refuses a username that differs from another only in case, naming username, and writes nothing', async () => {
    for (const name of ['ADMIN', ' Admin ', 'BOREALIS.User']) {
      const error = await refusal(engine.update(STAFF, 'web_users', String(userId), { username: name }));
      expect(error.code).toBe('CONFLICT');
      expect(Object.keys(error.errors ?? {})).toEqual(['username']);
    }
    expect((await db.prisma.webUser.findUniqueOrThrow({ where: { userid: userId } })).username).toBe('alpha.user');
  });

  it('lets a user change the case of its own username', async () => {
    const saved = await engine.update(STAFF, 'web_users', String(userId), { username: 'Alpha.User' });
    expect(saved.username).toBe('Alpha.User');
    await engine.update(STAFF, 'web_users', String(userId), { username: 'alpha.user' });
  });

  it('refuses control characters in a username', async () => {
    const error = await refusal(engine.update(STAFF, 'web_users', String(userId), { username: 'alpha\u0000user' }));
    expect(error.code).toBe('VALIDATION');
    expect(error.errors?.username?.[0]).toMatch(/control characters/);
  });

  it('is backed by a unique index on the case-folded username, whatever writes the row', async () => {
    const admin = await db.prisma.webUser.findUniqueOrThrow({ where: { username: 'admin' } });
    const error = await db.prisma.webUser.create({ data: { username: 'ADMIN', password: admin.password } }).catch((e: unknown) => e);
    // Two saves that race past the hook's check: the database refuses the second, named as username.
    const translated = translatePrismaError(error) as DomainError;
    expect(translated.code).toBe('CONFLICT');
    expect(Object.keys(translated.errors ?? {})).toEqual(['username']);
  });
});
