import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { ERROR_CODE, SERVICE, SUBJECT, type TokenState } from '@portal/contracts';
import { DomainError, RpcClient, subscribeTokenStates, type EventConnection } from '@portal/server-kit';
import { NATS_PROXY } from '../rpc/rpc.module.js';

export const TOKEN_STATE_SETTINGS = Symbol('TOKEN_STATE_SETTINGS');
export interface TokenStateSettings {
  /** How long a state is trusted without hearing from identity: the bound on a missed change event. */
  ttlMs: number;
  maxEntries: number;
}

export function tokenStateSettings(env: NodeJS.ProcessEnv = process.env): TokenStateSettings {
  const seconds = Number(env.TOKEN_STATE_CACHE_SECONDS ?? 30);
  if (!Number.isFinite(seconds) || seconds < 0)
    throw new Error(`TOKEN_STATE_CACHE_SECONDS must be a number of seconds, got "${env.TOKEN_STATE_CACHE_SECONDS}"`);
  return { ttlMs: seconds * 1000, maxEntries: 10_000 };
}

/** Identity could not be asked and nothing is known: the token's signature and expiry are all there is. */
export const UNKNOWN = 'unknown';

interface Entry {
  state: TokenState | null;
  expiresAt: number;
}

/**
 * Each user's current token version and active flag, as identity knows them, so checking a token costs
 * no call most of the time. A miss asks identity (concurrent misses for one user share the call).
 * Identity publishes every change and each replica hears it on a plain subscription, so a disabled,
 * demoted or moved user is refused at its next request. Until that subscription stands nothing is
 * cached, and an entry is trusted for `ttlMs` at most in case an event is lost (NATS delivers at most once).
 *
 * Identity down or slow: the last state known is used, however old, else UNKNOWN, and the guard lets
 * the token through on its signature (it lives 15 minutes at most). Failing open keeps every other
 * service usable during an identity outage, when no user can be disabled or changed through the portal
 * anyway; failing closed would turn that outage into a whole-portal one.
 */
@Injectable()
export class TokenStateCache implements OnApplicationShutdown {
  private readonly logger = new Logger('TokenStateCache');
  private readonly entries = new Map<number, Entry>();
  private readonly pending = new Map<number, Promise<TokenState | null>>();
  private subscribed = false;
  private subscribing?: Promise<void>;
  private unsubscribe?: () => void;
  private readonly statusWatch: { unsubscribe(): void } | undefined;

  constructor(
    private readonly rpc: RpcClient,
    @Inject(NATS_PROXY) private readonly proxy: ClientProxy,
    @Inject(TOKEN_STATE_SETTINGS) private readonly settings: TokenStateSettings,
  ) {
    // Events published while the connection was down are lost: forget everything on any status change.
    this.statusWatch = (proxy as { status?: { subscribe(fn: () => void): { unsubscribe(): void } } }).status?.subscribe(() => this.entries.clear());
  }

  async get(userid: number): Promise<TokenState | null | typeof UNKNOWN> {
    this.subscribe();
    const entry = this.entries.get(userid);
    if (entry && entry.expiresAt > Date.now()) return entry.state;
    let call = this.pending.get(userid);
    if (!call) {
      call = this.rpc.send<TokenState | null>(SUBJECT.tokenState, { userid }, SERVICE.IDENTITY).finally(() => this.pending.delete(userid));
      this.pending.set(userid, call);
    }
    let state: TokenState | null;
    try {
      state = (await call) ?? null;
    } catch (error) {
      if (!(error instanceof DomainError) || (error.code !== ERROR_CODE.UNAVAILABLE && error.code !== ERROR_CODE.TIMEOUT)) throw error;
      const judgedBy = entry ? 'its last known state' : 'its signature';
      this.logger.warn(`identity could not tell the token state of user ${userid} (${error.message}); judging the token by ${judgedBy}`);
      return entry ? entry.state : UNKNOWN;
    }
    if (this.subscribed) this.remember(userid, state);
    return state;
  }

  /** A change event: the new state is taken as it is, not just forgotten, so no stale read can refill it. */
  heard(state: TokenState): void {
    if (this.subscribed) this.remember(state.userid, state);
  }

  async onApplicationShutdown(): Promise<void> {
    this.statusWatch?.unsubscribe();
    this.unsubscribe?.();
  }

  private remember(userid: number, state: TokenState | null): void {
    if (this.settings.ttlMs === 0) return;
    this.entries.delete(userid);
    // Map keeps insertion order: the first key is the least recently filled.
    if (this.entries.size >= this.settings.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(userid, { state, expiresAt: Date.now() + this.settings.ttlMs });
  }

  private subscribe(): void {
    if (this.subscribed || this.subscribing) return;
    this.subscribing = this.proxy
      .connect()
      .then(() => {
        this.unsubscribe = subscribeTokenStates(this.proxy.unwrap<EventConnection>(), (state) => this.heard(state));
        this.subscribed = true;
      })
      .catch((error: unknown) => this.logger.warn(`token state events not heard yet (${(error as Error).message}); asking identity on every request`))
      .finally(() => (this.subscribing = undefined));
  }
}
