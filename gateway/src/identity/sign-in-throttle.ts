import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { ERROR_CODE } from '@portal/contracts';
import { DomainError } from '@portal/server-kit';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export const THROTTLE_REDIS = Symbol('THROTTLE_REDIS');
export const SIGN_IN_LIMITS = Symbol('SIGN_IN_LIMITS');

export interface Limit {
  points: number;
  seconds: number;
}

/** Failed sign-ins allowed per window: for one account, from one address, and for the whole portal. */
export interface SignInLimits {
  account: Limit;
  address: Limit;
  global: Limit;
  /** Redis key prefix, so portals (and test runs) sharing one Redis count apart. */
  prefix: string;
}

const DEFAULTS = { account: '10/900', address: '50/900', global: '1000/60' };

/** A `<attempts>/<seconds>` limit from the environment, or its default; a bad value stops the gateway at start. */
export function readLimit(env: NodeJS.ProcessEnv, name: string, fallback: string): Limit {
  const text = env[name] ?? fallback;
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) throw new Error(`${name} must be "<attempts>/<seconds>" such as "${fallback}", got "${text}"`);
  return { points: Number(match[1]), seconds: Number(match[2]) };
}

export function signInLimits(env: NodeJS.ProcessEnv = process.env): SignInLimits {
  return {
    account: readLimit(env, 'SIGNIN_LIMIT_ACCOUNT', DEFAULTS.account),
    address: readLimit(env, 'SIGNIN_LIMIT_ADDRESS', DEFAULTS.address),
    global: readLimit(env, 'SIGNIN_LIMIT_GLOBAL', DEFAULTS.global),
    prefix: env.PORTAL_REDIS_PREFIX ?? 'portal:',
  };
}

type Scope = 'account' | 'address' | 'global';

const REFUSAL: Record<Scope, string> = {
  account: 'Too many failed sign-ins for this account',
  address: 'Too many failed sign-ins from this address',
  global: 'Too many failed sign-ins on the portal right now',
};

/** A 429 that tells the client when to try again (the gateway sends it as Retry-After). */
export class TooManySignInsError extends DomainError {
  constructor(
    scope: Scope,
    readonly retryAfterSeconds: number,
  ) {
    super(ERROR_CODE.TOO_MANY_REQUESTS, `${REFUSAL[scope]}; try again in ${describeWait(retryAfterSeconds)}`);
  }
}

function describeWait(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/**
 * Limits password guessing, shared by every gateway replica through Redis. Each attempt is counted
 * before its password is checked (one atomic increment-and-expire in Redis), so parallel requests
 * cannot all slip under the limit; an attempt whose password was not refused (a success, a malformed
 * request, a service outage, a throttle refusal) gives its counts back, and a success clears the
 * account's count. The account key comes from identity (user id however the login was spelled).
 *
 * Redis unreachable: each replica keeps counting in memory with the same limits (rate-limiter-flexible's
 * insurance limiter). Sign-in stays available, and guessing stays limited, per replica, instead of
 * either locking everybody out or letting guesses through unlimited.
 */
@Injectable()
export class SignInThrottle implements OnApplicationShutdown {
  private readonly limiters: Record<Scope, RateLimiterAbstract>;

  constructor(
    @Inject(THROTTLE_REDIS) private readonly redis: Redis | null,
    @Inject(SIGN_IN_LIMITS) limits: SignInLimits,
  ) {
    const build = (scope: Scope): RateLimiterAbstract => {
      const options = { points: limits[scope].points, duration: limits[scope].seconds, keyPrefix: `${limits.prefix}signin:${scope}` };
      const memory = new RateLimiterMemory(options);
      return redis ? new RateLimiterRedis({ ...options, storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: memory }) : memory;
    };
    this.limiters = { account: build('account'), address: build('address'), global: build('global') };
  }

  /** Counts an attempt from this address (and for the portal); refuses with a 429 past either limit. */
  async begin(address: string): Promise<SignInAttempt> {
    const attempt = new SignInAttempt(this.limiters);
    await attempt.count('address', address);
    await attempt.count('global', 'all');
    return attempt;
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.redis) return;
    // QUIT needs a live connection; one still trying to reach Redis is dropped, or it would retry forever.
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis?.disconnect());
    else this.redis.disconnect();
  }
}

/** One sign-in attempt's counts, so its outcome can give back exactly what it took. */
export class SignInAttempt {
  private readonly counted: Array<[Scope, string]> = [];
  private settled = false;

  constructor(private readonly limiters: Record<Scope, RateLimiterAbstract>) {}

  /** Counts the attempt against the account it names; refuses with a 429 past the limit. */
  async forAccount(key: string): Promise<void> {
    await this.count('account', key);
  }

  async count(scope: Scope, key: string): Promise<void> {
    // The increment happens even when it is refused; the attempt's outcome gives it back.
    this.counted.push([scope, key]);
    try {
      await this.limiters[scope].consume(key);
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) {
        await this.uncount();
        throw new TooManySignInsError(scope, Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)));
      }
      throw refusal;
    }
  }

  /** The password was right: the account starts afresh, the address and the portal get their count back. */
  async succeeded(): Promise<void> {
    if (this.settled) return;
    this.settled = true;
    await Promise.all(this.counted.map(([scope, key]) => (scope === 'account' ? this.limiters.account.delete(key) : this.limiters[scope].reward(key, 1))));
  }

  /** No password was refused (bad request, outage, throttled): nothing of this attempt counts. */
  async uncount(): Promise<void> {
    if (this.settled) return;
    this.settled = true;
    await Promise.all(this.counted.map(([scope, key]) => this.limiters[scope].reward(key, 1)));
  }
}

export function createThrottleRedis(url: string | undefined): Redis | null {
  if (!url) return null;
  return new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 1000 });
}
