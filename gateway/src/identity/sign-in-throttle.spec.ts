import { afterAll, afterEach, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { SignInThrottle, TooManySignInsError, createThrottleRedis, signInLimits, type SignInLimits } from './sign-in-throttle.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const throttles: SignInThrottle[] = [];

function limits(overrides: Partial<Record<'SIGNIN_LIMIT_ACCOUNT' | 'SIGNIN_LIMIT_ADDRESS' | 'SIGNIN_LIMIT_GLOBAL', string>> = {}): SignInLimits {
  // A prefix of its own: other test runs share this Redis.
  return signInLimits({ PORTAL_REDIS_PREFIX: `test:${randomBytes(6).toString('hex')}:`, ...overrides });
}

function throttle(settings: SignInLimits, redis: Redis | null = createThrottleRedis(REDIS_URL)): SignInThrottle {
  const t = new SignInThrottle(redis, settings);
  throttles.push(t);
  return t;
}

/** One sign-in as the gateway runs it: count, check the password (here: always wrong unless told), settle. */
async function tryOnce(t: SignInThrottle, account: string, address = '10.0.0.1', right = false): Promise<'checked' | TooManySignInsError> {
  try {
    const attempt = await t.begin(address);
    await attempt.forAccount(account);
    await new Promise((resolve) => setTimeout(resolve, 20)); // the password check takes a while
    if (right) await attempt.succeeded();
    return 'checked';
  } catch (error) {
    if (error instanceof TooManySignInsError) return error;
    throw error;
  }
}

afterEach(async () => {
  while (throttles.length) await throttles.pop()!.onApplicationShutdown();
});

afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 10));
});

describe('SignInThrottle', () => {
  it('checks at most the limit of 30 parallel guesses at one account, then answers 429 with a retry time', async () => {
    const t = throttle(limits());
    await new Promise((resolve) => setTimeout(resolve, 100)); // connected
    const outcomes = await Promise.all(Array.from({ length: 30 }, () => tryOnce(t, 'user:1')));
    expect(outcomes.filter((o) => o === 'checked')).toHaveLength(10);
    const refused = outcomes.find((o) => o !== 'checked') as TooManySignInsError;
    expect(refused.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.retryAfterSeconds).toBeGreaterThan(890);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(900);
    expect(refused.message).toMatch(/Too many failed sign-ins for this account; try again in 15 minutes/);
    expect(await tryOnce(t, 'user:2')).toBe('checked');
  });

  it('is shared by every gateway replica', async () => {
    const settings = limits({ SIGNIN_LIMIT_ACCOUNT: '3/60' });
    const [a, b] = [throttle(settings), throttle(settings)];
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect([await tryOnce(a, 'user:1'), await tryOnce(b, 'user:1'), await tryOnce(a, 'user:1')]).toEqual(['checked', 'checked', 'checked']);
    expect(await tryOnce(b, 'user:1')).toBeInstanceOf(TooManySignInsError);
  });

  it('limits one address across accounts, and the whole portal across addresses', async () => {
    const t = throttle(limits({ SIGNIN_LIMIT_ADDRESS: '3/60', SIGNIN_LIMIT_GLOBAL: '5/60' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const n of [1, 2, 3]) expect(await tryOnce(t, `user:${n}`, '10.0.0.9')).toBe('checked');
    expect(((await tryOnce(t, 'user:4', '10.0.0.9')) as TooManySignInsError).message).toMatch(/from this address/);
    for (const n of [5, 6]) expect(await tryOnce(t, `user:${n}`, `10.0.1.${n}`)).toBe('checked');
    expect(((await tryOnce(t, 'user:7', '10.0.2.1')) as TooManySignInsError).message).toMatch(/on the portal/);
  });

  it('clears the account after a right password, and gives back what a settled attempt took', async () => {
    const t = throttle(limits({ SIGNIN_LIMIT_ACCOUNT: '3/60', SIGNIN_LIMIT_ADDRESS: '3/60' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await tryOnce(t, 'user:1')).toBe('checked');
    expect(await tryOnce(t, 'user:1')).toBe('checked');
    expect(await tryOnce(t, 'user:1', '10.0.0.1', true)).toBe('checked');
    // The success reset the account: three more wrong ones pass, the fourth does not.
    expect(await tryOnce(t, 'user:1', '10.0.0.2')).toBe('checked');
    expect(await tryOnce(t, 'user:1', '10.0.0.2')).toBe('checked');
    // An attempt that checked no password (a bad request, an outage) takes nothing from the address.
    const attempt = await t.begin('10.0.0.2');
    await attempt.uncount();
    expect(await tryOnce(t, 'user:1', '10.0.0.2')).toBe('checked');
    expect(((await tryOnce(t, 'user:1', '10.0.0.3')) as TooManySignInsError).message).toMatch(/for this account/);
    // ... and the success gave back its count of 10.0.0.1, which still has one try left.
    expect(await tryOnce(t, 'user:9', '10.0.0.1')).toBe('checked');
    expect(await tryOnce(t, 'user:9', '10.0.0.1')).toBeInstanceOf(TooManySignInsError);
  });

  it('keeps limiting, per replica in memory, when Redis cannot be reached (sign-in stays available)', async () => {
    const unreachable = createThrottleRedis('redis://127.0.0.1:1');
    unreachable?.on('error', () => undefined);
    const t = throttle(limits({ SIGNIN_LIMIT_ACCOUNT: '4/60' }), unreachable);
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => tryOnce(t, 'user:1')));
    expect(outcomes.filter((o) => o === 'checked')).toHaveLength(4);
    expect(outcomes.filter((o) => o instanceof TooManySignInsError)).toHaveLength(8);
  });

  it('refuses a limit that is not "<attempts>/<seconds>"', () => {
    expect(() => signInLimits({ SIGNIN_LIMIT_ACCOUNT: 'ten' })).toThrow(/SIGNIN_LIMIT_ACCOUNT must be "<attempts>\/<seconds>"/);
  });
});
