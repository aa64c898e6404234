import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_PASSWORD } from '@portal/db';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { readAccessToken } from '@portal/server-kit';
import { STAFF, engineFor, refusal } from '@portal/server-kit/testing';
import { IDENTITY_RESOURCES } from '../app.module.js';
import { SessionIssuer } from './session-issuer.js';
import { SignInService } from './sign-in.service.js';

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

const signIn = (username: string) => service.authenticate({ username, password: DEMO_PASSWORD });

describe('refresh', () => {
  it('answers a new access token and a new refresh token, and stores only a hash of it', async () => {
    const first = await signIn('alpha.user');
    expect(first.expires_in).toBe(600);
    const next = await service.refresh({ refresh_token: first.refresh_token });
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect((await readAccessToken(next.access_token, secret)).principal.userid).toBe(first.webUser.userid);
    const stored = await db.prisma.refreshToken.findMany({ where: { userid: first.webUser.userid } });
    expect(JSON.stringify(stored)).not.toContain(first.refresh_token);
    expect(JSON.stringify(stored)).not.toContain(next.refresh_token);
  });

  it('takes each refresh token once; a used one presented again ends the whole session', async () => {
    const first = await signIn('alpha.user');
    const second = await service.refresh({ refresh_token: first.refresh_token });
    expect((await refusal(service.refresh({ refresh_token: first.refresh_token }))).message).toMatch(/session has ended/);
    // The copy's use ended the family, so the legitimate holder's newer token is refused too.
    expect((await refusal(service.refresh({ refresh_token: second.refresh_token }))).code).toBe('UNAUTHORIZED');
  });

  it('lets only one of two racing refreshes with the same token through', async () => {
    const first = await signIn('alpha.admin');
    const results = await Promise.allSettled([
      service.refresh({ refresh_token: first.refresh_token }),
      service.refresh({ refresh_token: first.refresh_token }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('re-reads the user: a demoted user moved to another client gets the new role and client', async () => {
    const engine = engineFor(db.prisma, IDENTITY_RESOURCES);
    const session = await signIn('borealis.admin');
    const before = await readAccessToken(session.access_token, secret);
    await engine.update(STAFF, 'web_users', String(session.webUser.userid), { roleid: 1, clientid: 1 });
    const next = await service.refresh({ refresh_token: session.refresh_token });
    expect(next.webUser).toMatchObject({ roleid: 1, clientid: 1, client: { clientid: 1 } });
    const after = await readAccessToken(next.access_token, secret);
    expect(after.principal).toMatchObject({ roleid: 1, clientid: 1, clientIds: [1] });
    expect(after.version).toBe(before.version! + 1);
  });

  it('refuses a disabled user and ends its session', async () => {
    const engine = engineFor(db.prisma, IDENTITY_RESOURCES);
    const session = await signIn('borealis.user');
    await engine.update(STAFF, 'web_users', String(session.webUser.userid), { active: 1 });
    expect((await refusal(service.refresh({ refresh_token: session.refresh_token }))).code).toBe('UNAUTHORIZED');
    expect(await db.prisma.refreshToken.count({ where: { userid: session.webUser.userid } })).toBe(0);
  });

  it('refuses an expired refresh token', async () => {
    const session = await signIn('admin');
    await db.prisma.refreshToken.updateMany({ where: { userid: session.webUser.userid }, data: { expires_at: new Date(Date.now() - 1000) } });
    expect((await refusal(service.refresh({ refresh_token: session.refresh_token }))).message).toMatch(/session has ended/);
  });

  it('names a missing or malformed refresh_token', async () => {
    for (const body of [{}, { refresh_token: 5 }, { refresh_token: '' }, null]) {
      const error = await refusal(service.refresh(body));
      expect(error.code).toBe('VALIDATION');
      expect(Object.keys(error.errors ?? {})).toEqual(['refresh_token']);
    }
    expect((await refusal(service.refresh({ refresh_token: 'never-issued' }))).code).toBe('UNAUTHORIZED');
  });
});

describe('revoke (signing out)', () => {
  it('ends the session of the token presented, and no other', async () => {
    const one = await signIn('admin');
    const two = await signIn('admin');
    await service.revoke({ refresh_token: one.refresh_token });
    expect((await refusal(service.refresh({ refresh_token: one.refresh_token }))).code).toBe('UNAUTHORIZED');
    await expect(service.refresh({ refresh_token: two.refresh_token })).resolves.toHaveProperty('access_token');
  });
});
