import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { readAccessToken, signAccessToken, verifyAccessToken } from './tokens.js';

const secret = 'a-test-secret-that-is-long-enough-1234567890';
const principal = { userid: 7, username: 'alpha.user', name: 'Alpha User', roleid: 1, clientid: 3, clientIds: [3] };

describe('access tokens', () => {
  it('round-trips the principal', async () => {
    const token = await signAccessToken(principal, secret, 60);
    await expect(verifyAccessToken(token, secret)).resolves.toEqual(principal);
  });

  it('refuses a token signed with another secret', async () => {
    const token = await signAccessToken(principal, `${secret}-other`, 60);
    await expect(verifyAccessToken(token, secret)).rejects.toThrow(/Unauthorized: the token is not valid/);
  });

  it('refuses an expired token', async () => {
    const token = await signAccessToken(principal, secret, -10);
    await expect(verifyAccessToken(token, secret)).rejects.toThrow(/session has expired/);
  });

  it('refuses a tampered payload', async () => {
    const token = await signAccessToken(principal, secret, 60);
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, roleid: 2 })).toString('base64url');
    await expect(verifyAccessToken(`${h}.${forged}.${s}`, secret)).rejects.toThrow(/Unauthorized/);
  });

  it('carries the token version beside the principal, which alone is what verifyAccessToken answers', async () => {
    const token = await signAccessToken(principal, secret, 60, 4);
    await expect(readAccessToken(token, secret)).resolves.toEqual({ principal, version: 4 });
    await expect(verifyAccessToken(token, secret)).resolves.toEqual(principal);
  });

  it('reports no version for a token issued without one', async () => {
    expect((await readAccessToken(await signAccessToken(principal, secret, 60), secret)).version).toBeUndefined();
  });

  describe('a token verified before', () => {
    // Only the clock moves: promises, timers and ticks stay real, so Web Crypto's jobs still finish.
    const onlyTheClock = {
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    } as const;
    afterEach(() => jest.useRealTimers());

    it('is refused once it expires, as a first reading would refuse it', async () => {
      jest.useFakeTimers({ ...onlyTheClock, now: new Date('2026-05-01T10:00:00Z') });
      const token = await signAccessToken(principal, secret, 60, 2);
      await expect(readAccessToken(token, secret)).resolves.toEqual({ principal, version: 2 });
      jest.setSystemTime(new Date('2026-05-01T10:00:59Z'));
      await expect(readAccessToken(token, secret)).resolves.toEqual({ principal, version: 2 });
      jest.setSystemTime(new Date('2026-05-01T10:01:00Z'));
      await expect(readAccessToken(token, secret)).rejects.toThrow(/session has expired/);
    });

    it('is still refused under another secret', async () => {
      const token = await signAccessToken(principal, secret, 60);
      await verifyAccessToken(token, secret);
      await expect(verifyAccessToken(token, `${secret}-other`)).rejects.toThrow(/Unauthorized: the token is not valid/);
    });

    it('gives each reader its own principal: a change made by one is not seen by the next', async () => {
      const token = await signAccessToken(principal, secret, 60);
      const first = await verifyAccessToken(token, secret);
      first.clientIds.push(99);
      first.roleid = 2;
      await expect(verifyAccessToken(token, secret)).resolves.toEqual(principal);
    });

    it('is a new verification when one character differs', async () => {
      const token = await signAccessToken(principal, secret, 60);
      await verifyAccessToken(token, secret);
      // The signature's first character: all six of its bits are the signature's (the last one's lowest two are
      // padding, so changing only those would leave the same signature).
      const at = token.lastIndexOf('.') + 1;
      const changed = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
      await expect(verifyAccessToken(changed, secret)).rejects.toThrow(/Unauthorized/);
    });
  });
});
