import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TokenState } from '@portal/contracts';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import type { ResourceEngine } from '@portal/server-kit';
import { STAFF, engineFor } from '@portal/server-kit/testing';
import { IDENTITY_RESOURCES } from '../app.module.js';
import { readTokenState, tokenStateChanges } from '../accounts/token-state.js';

let db: TestDatabase;
let engine: ResourceEngine;
let userid: number;
const heard: TokenState[] = [];
let stop: () => void;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  engine = engineFor(db.prisma, IDENTITY_RESOURCES);
  userid = (await db.prisma.webUser.findUniqueOrThrow({ where: { username: 'alpha.admin' } })).userid;
  stop = tokenStateChanges.listen((state) => heard.push(state));
});

afterAll(async () => {
  stop?.();
  await db?.drop();
});

const version = async () => (await readTokenState(db.prisma, userid))!.token_version;

describe('token version of a user', () => {
  it.each([
    ['disabling', { active: 1 }],
    ['enabling', { active: 0 }],
    ['a new role', { roleid: 1 }],
    ['another client', { clientid: 2 }],
  ])('rises on %s, and every gateway is told the new state', async (_label, change) => {
    const start = await version();
    heard.length = 0;
    await engine.update(STAFF, 'web_users', String(userid), change);
    expect(await version()).toBe(start + 1);
    expect(heard).toEqual([{ userid, token_version: start + 1, active: (await readTokenState(db.prisma, userid))!.active }]);
  });

  it('stays for a profile or flag change, and nothing is announced', async () => {
    const start = await version();
    heard.length = 0;
    await engine.update(STAFF, 'web_users', String(userid), { firstname: 'Renamed', reportmenu: 1 });
    expect(await version()).toBe(start);
    expect(heard).toEqual([]);
  });

  it('rises on a new password written by anything, and the refresh tokens go', async () => {
    const start = await version();
    await db.prisma.refreshToken.create({ data: { userid, family: 'f', token_hash: 'h', expires_at: new Date(Date.now() + 60_000) } });
    await db.prisma.webUser.update({ where: { userid }, data: { password: 'another-hash' } });
    expect(await version()).toBe(start + 1);
    expect(await db.prisma.refreshToken.count({ where: { userid } })).toBe(0);
  });

  it('is never sent nor written through web_users', async () => {
    const row = await engine.read(STAFF, 'web_users', String(userid));
    expect(row).not.toHaveProperty('token_version');
  });
});
