import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { DomainError } from '@portal/server-kit';
import { ERROR_CODE } from '@portal/contracts';
import { Redis } from 'ioredis';

export const THROTTLE_REDIS = Symbol('THROTTLE_REDIS');

/** After this many failed sign-ins for one username within the window, further tries wait it out. */
export const MAX_FAILURES = 10;
export const WINDOW_SECONDS = 15 * 60;

export class TooManyAttemptsError extends DomainError {
  constructor() {
    super(ERROR_CODE.UNAUTHORIZED, 'Unauthorized: too many failed sign-ins for this user; try again in 15 minutes');
  }
}

/**
 * Slows password guessing: failed sign-ins are counted per username in Redis, shared by every gateway
 * replica. When Redis cannot be reached sign-in still works (the limit is a guard, not a gate).
 */
@Injectable()
export class SignInThrottle implements OnApplicationShutdown {
  private readonly logger = new Logger('SignInThrottle');

  constructor(@Inject(THROTTLE_REDIS) private readonly redis: Redis | null) {}

  async check(username: string): Promise<void> {
    const count = await this.safely(() => this.redis?.get(key(username)));
    if (Number(count ?? 0) >= MAX_FAILURES) throw new TooManyAttemptsError();
  }

  async failed(username: string): Promise<void> {
    await this.safely(async () => {
      if (!this.redis) return;
      const k = key(username);
      const n = await this.redis.incr(k);
      if (n === 1) await this.redis.expire(k, WINDOW_SECONDS);
    });
  }

  async succeeded(username: string): Promise<void> {
    await this.safely(() => this.redis?.del(key(username)));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }

  private async safely<T>(fn: () => Promise<T> | undefined): Promise<T | undefined> {
    try {
      return await fn();
    } catch (error) {
      this.logger.warn(`sign-in throttle unavailable: ${(error as Error).message}`);
      return undefined;
    }
  }
}

function key(username: string): string {
  return `signin:failures:${username.trim().toLowerCase()}`;
}

export function createThrottleRedis(url: string | undefined): Redis | null {
  if (!url) return null;
  return new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 1000 });
}
