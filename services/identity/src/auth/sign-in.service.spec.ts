import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_PASSWORD, PASSWORD_HASH_OPTIONS, needsRehash, passwordHashParameters, verifyPassword } from '@portal/db';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { verifyAccessToken } from '@portal/server-kit';
import { STAFF, engineFor, refusal } from '@portal/server-kit/testing';
import { webUsersResource } from '../users/web-users.resource.js';
import { buildPrincipal } from './principal.js';
import { SessionIssuer } from './session-issuer.js';
import { SignInService, decoyPasswordHash } from './sign-in.service.js';

const secret = 'identity-test-secret-0123456789-abcdefghij';
let db: TestDatabase;
let service: SignInService;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  service = new SignInService(db.prisma, new SessionIssuer(db.prisma, { secret, ttlSeconds: 600, refreshTtlSeconds: 3600 }));
});

afterAll(async () => {
  await db?.drop();
});

describe('SignInService', () => {
  it('signs in by username, ignoring case, and answers the stored user and web user', async () => {
    const answer = await service.authenticate({ username: '  ALPHA.user ', password: DEMO_PASSWORD });
    const alpha = await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } });
    expect(answer.webUser).toEqual({
      userid: answer.user.userid,
      roleid: 1,
      clientid: alpha.clientid,
      role: { roleid: 1, name: expect.any(String) },
      client: { clientid: alpha.clientid, clientname: 'Alpha Motors' },
    });
    expect(answer.user.password).toBeUndefined();
    expect(answer.user.client_id).toBe(alpha.clientid);
    const principal = await verifyAccessToken(answer.access_token, secret);
    expect(principal).toMatchObject({ userid: answer.user.userid, roleid: 1, clientid: alpha.clientid, clientIds: [alpha.clientid] });
  });

  it('signs in by e-mail address', async () => {
    const user = await db.prisma.webUser.findUniqueOrThrow({ where: { username: 'borealis.admin' } });
    const answer = await service.authenticate({ username: user.useremail!, password: DEMO_PASSWORD });
    expect(answer.webUser.roleid).toBe(11);
  });

  it('counts attempts under the account however it is spelled, and under the login when nobody has it', async () => {
    const user = await db.prisma.webUser.findUniqueOrThrow({ where: { username: 'borealis.admin' } });
    const keys = await Promise.all(
      ['borealis.admin', ' BOREALIS.Admin', user.useremail!, user.useremail!.toUpperCase()].map((username) => service.accountKey({ username, password: 'x' })),
    );
    expect(new Set(keys.map((k) => k.key))).toEqual(new Set([`user:${user.userid}`]));
    expect(await service.accountKey({ username: ' Ghost ', password: 'x' })).toEqual({ key: 'login:ghost' });
    expect((await refusal(service.accountKey({ username: 'a\u0000', password: 'x' }))).code).toBe('VALIDATION');
  });

  it('makes a hash of older parameters again with today’s after a successful sign-in, and only then', async () => {
    // argon2id of "Old-password-2026" at m=65536, t=3, p=4: what the portal once stored.
    const OLD_HASH = '$argon2id$v=19$m=65536,p=4,t=3$YlRk4stDatYtroBIjFWSSw$B8DNU7c1EGaegWxMWfgQ5BrqdAOBsT9ZncZ0ya3FEac';
    expect(needsRehash(OLD_HASH)).toBe(true);
    const user = await db.prisma.webUser.findUniqueOrThrow({ where: { username: 'alpha.user' } });
    const stored = () => db.prisma.webUser.findUniqueOrThrow({ where: { userid: user.userid } }).then((u) => u.password);
    try {
      await db.prisma.webUser.update({ where: { userid: user.userid }, data: { password: OLD_HASH } });
      // A wrong password changes nothing.
      expect((await refusal(service.authenticate({ username: 'alpha.user', password: 'Wrong-password-2026' }))).code).toBe('UNAUTHORIZED');
      expect(await stored()).toBe(OLD_HASH);

      await service.authenticate({ username: 'alpha.user', password: 'Old-password-2026' });
      const upgraded = await stored();
      const { memoryCost, timeCost, parallelism } = PASSWORD_HASH_OPTIONS;
      expect(passwordHashParameters(upgraded)).toEqual({ algorithm: 'argon2id', version: 19, memoryCost, timeCost, parallelism });
      expect(await verifyPassword(upgraded, 'Old-password-2026')).toBe(true);
      // Once current, the next sign-in leaves it as it is.
      await service.authenticate({ username: 'alpha.user', password: 'Old-password-2026' });
      expect(await stored()).toBe(upgraded);
    } finally {
      await db.prisma.webUser.update({ where: { userid: user.userid }, data: { password: user.password } });
    }
  });

  it('gives staff an unrestricted principal', async () => {
    const answer = await service.authenticate({ username: 'admin', password: DEMO_PASSWORD });
    expect(await verifyAccessToken(answer.access_token, secret)).toMatchObject({ roleid: 2, clientIds: [] });
  });

  it.each([
    ['a wrong password', { username: 'admin', password: 'wrong' }, /Unauthorized: invalid username or password/],
    ['an unknown user', { username: 'ghost', password: DEMO_PASSWORD }, /Unauthorized: invalid username or password/],
    ['a disabled user', { username: 'disabled.user', password: DEMO_PASSWORD }, /Unauthorized: this account is disabled/],
  ])('refuses %s with Unauthorized', async (_label, body, message) => {
    const error = await refusal(service.authenticate(body));
    expect(error.code).toBe('UNAUTHORIZED');
    expect(error.message).toMatch(message);
  });

  it.each(['%', 'alpha.use_', '_dmin', 'a%', '%@%'])('treats %s as a plain login, not a pattern', async (login) => {
    const error = await refusal(service.authenticate({ username: login, password: DEMO_PASSWORD }));
    expect(error.code).toBe('UNAUTHORIZED');
  });

  it('does not match an e-mail address by pattern either', async () => {
    const user = await db.prisma.webUser.findUniqueOrThrow({ where: { username: 'borealis.admin' } });
    const pattern = user.useremail!.replace(/^./, '_');
    expect((await refusal(service.authenticate({ username: pattern, password: DEMO_PASSWORD }))).code).toBe('UNAUTHORIZED');
    expect((await service.authenticate({ username: ` ${user.useremail!.toUpperCase()} `, password: DEMO_PASSWORD })).webUser.roleid).toBe(11);
  });

  it.each([
    ['username', { username: 'admin\u0000', password: DEMO_PASSWORD }],
    ['username', { username: 'ad\u001bmin', password: DEMO_PASSWORD }],
    ['password', { username: 'admin', password: `${DEMO_PASSWORD}\u0000` }],
  ])('refuses a control character in the %s with a 422 naming it', async (field, body) => {
    const error = await refusal(service.authenticate(body));
    expect(error.code).toBe('VALIDATION');
    expect(error.errors?.[field]?.[0]).toMatch(/control characters/);
  });

  it('names missing fields', async () => {
    const error = await refusal(service.authenticate({ username: '' }));
    expect(error.code).toBe('VALIDATION');
    expect(Object.keys(error.errors ?? {}).sort()).toEqual(['password', 'username']);
  });

  it('does not sign in by an e-mail address two users share', async () => {
    await db.prisma.webUser.updateMany({ where: { username: { in: ['alpha.user', 'alpha.admin'] } }, data: { useremail: 'shared@alpha.example' } });
    expect((await refusal(service.authenticate({ username: 'shared@alpha.example', password: DEMO_PASSWORD }))).code).toBe('UNAUTHORIZED');
  });
});

describe('buildPrincipal', () => {
  const user = { userid: 9, username: 'u', name: 'U', roleid: 1, clientid: 4, client: { clientid: 4, client_group_id: 2 } };

  it('adds the clients of the group', () => {
    expect(buildPrincipal(user, [7, 4, 5]).clientIds).toEqual([4, 5, 7]);
  });

  it('gives a client user without a client no clients at all', () => {
    expect(buildPrincipal({ ...user, clientid: null, client: null }, []).clientIds).toEqual([]);
  });

  it('lists no clients for staff, who see every client', () => {
    expect(buildPrincipal({ ...user, roleid: 2 }, [4]).clientIds).toEqual([]);
  });
});

describe('web_users resource', () => {
  it('never loads the password hash and offers client_id', async () => {
    const engine = engineFor(db.prisma, [webUsersResource]);
    const staff = STAFF;
    const page = await engine.list(staff, 'web_users', { 'filters[]': 'can_sign_soc|eq|0', 'with[]': ['client', 'role'], per_page: '100' });
    expect(page.total).toBeGreaterThan(0);
    expect(JSON.stringify(page)).not.toMatch(/password|argon2/);
    for (const u of page.data) expect(u.client_id).toBe(u.clientid);
    const error = await refusal(engine.update(staff, 'web_users', String(page.data[0].userid), { password: 'x' }));
    expect(error.errors?.password?.[0]).toMatch(/is not a field/);
  });
});

describe('the decoy hash an unknown username is checked against', () => {
  it('costs what a stored hash costs', async () => {
    const { memoryCost, timeCost, parallelism } = PASSWORD_HASH_OPTIONS;
    expect(passwordHashParameters(await decoyPasswordHash())).toEqual({ algorithm: 'argon2id', version: 19, memoryCost, timeCost, parallelism });
  });
});
