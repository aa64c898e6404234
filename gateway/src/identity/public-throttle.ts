import { Inject, Injectable } from '@nestjs/common';
import { ERROR_CODE } from '@portal/contracts';
import { DomainError } from '@portal/server-kit';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { THROTTLE_REDIS, readLimit, type Limit } from './sign-in-throttle.js';

export const PUBLIC_LIMITS = Symbol('PUBLIC_LIMITS');

/**
 * The public account calls anyone may make without signing in: registration, the e-mail check (which
 * tells whether an address has an account), forgot password (which sends mail), the reset token
 * calls (which take guesses at tokens), the vehicle check (which decodes up to a thousand VINs), the exit
 * photo (which tells whether a VIN is registered, and stores a photo) and the registration forms (each a
 * rendered file). Every request counts, per calling address and per call, and for the whole portal;
 * forgot password also per name asked for, so nobody's mailbox is flooded.
 */
export type PublicCall = 'register' | 'check-email' | 'forgot-password' | 'reset-token' | 'vehicle-check' | 'exit-photo' | 'registration-documents';

export interface PublicLimits {
  address: Limit;
  global: Limit;
  /** Reset e-mails asked for one login, whoever asks. */
  resetLogin: Limit;
  prefix: string;
}

const DEFAULTS = { address: '30/900', global: '600/60', resetLogin: '5/3600' };

/** `PUBLIC_LIMIT_ADDRESS` (30/900), `PUBLIC_LIMIT_GLOBAL` (600/60), `RESET_LIMIT_LOGIN` (5/3600). */
export function publicLimits(env: NodeJS.ProcessEnv = process.env): PublicLimits {
  return {
    address: readLimit(env, 'PUBLIC_LIMIT_ADDRESS', DEFAULTS.address),
    global: readLimit(env, 'PUBLIC_LIMIT_GLOBAL', DEFAULTS.global),
    resetLogin: readLimit(env, 'RESET_LIMIT_LOGIN', DEFAULTS.resetLogin),
    prefix: env.PORTAL_REDIS_PREFIX ?? 'portal:',
  };
}

export class TooManyRequestsError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      ERROR_CODE.TOO_MANY_REQUESTS,
      `Too many requests; try again in ${retryAfterSeconds < 90 ? `${retryAfterSeconds} seconds` : `${Math.ceil(retryAfterSeconds / 60)} minutes`}`,
    );
  }
}

/** Counts in Redis, shared by every gateway replica; with Redis unreachable, in memory per replica (as sign-in does). */
@Injectable()
export class PublicCallThrottle {
  private readonly limiters: Record<'address' | 'global' | 'resetLogin', RateLimiterAbstract>;

  constructor(@Inject(THROTTLE_REDIS) redis: Redis | null, @Inject(PUBLIC_LIMITS) limits: PublicLimits) {
    const build = (scope: 'address' | 'global' | 'resetLogin'): RateLimiterAbstract => {
      const options = { points: limits[scope].points, duration: limits[scope].seconds, keyPrefix: `${limits.prefix}public:${scope}` };
      const memory = new RateLimiterMemory(options);
      return redis ? new RateLimiterRedis({ ...options, storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: memory }) : memory;
    };
    this.limiters = { address: build('address'), global: build('global'), resetLogin: build('resetLogin') };
  }

  /** Counts one request; a 429 with Retry-After past any limit. */
  async count(call: PublicCall, address: string, login?: string): Promise<void> {
    await this.consume('address', `${call}:${address}`);
    await this.consume('global', call);
    if (login !== undefined) await this.consume('resetLogin', login.trim().toLowerCase());
  }

  private async consume(scope: 'address' | 'global' | 'resetLogin', key: string): Promise<void> {
    try {
      await this.limiters[scope].consume(key);
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) throw new TooManyRequestsError(Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)));
      throw refusal;
    }
  }
}
