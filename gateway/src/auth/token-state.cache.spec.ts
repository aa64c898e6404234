import { describe, expect, it } from '@jest/globals';
import type { ClientProxy } from '@nestjs/microservices';
import type { TokenState } from '@portal/contracts';
import { RpcCallError, type RpcClient } from '@portal/server-kit';
import { Subject } from 'rxjs';
import { TokenStateCache, UNKNOWN } from './token-state.cache.js';

/** Identity as the cache sees it: answers from `states`, or fails when `down`. */
function setup(ttlMs = 60_000) {
  const states = new Map<number, TokenState>([[7, { userid: 7, token_version: 1, active: 0 }]]);
  const asked: number[] = [];
  let down = false;
  const rpc = {
    async send(_subject: string, payload: { userid: number }) {
      asked.push(payload.userid);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (down) throw new RpcCallError('UNAVAILABLE', 'The identity service is not available right now');
      return states.get(payload.userid) ?? null;
    },
  } as unknown as RpcClient;
  let onEvent: ((data: string) => void) | undefined;
  const status = new Subject<string>();
  const connection = {
    publish() {},
    subscribe(_subject: string, options: { callback: (error: unknown, message: { string(): string }) => void }) {
      onEvent = (data) => options.callback(null, { string: () => data });
      return { unsubscribe() {} };
    },
  };
  const proxy = { status, connect: async () => undefined, unwrap: () => connection } as unknown as ClientProxy;
  const cache = new TokenStateCache(rpc, proxy, { ttlMs, maxEntries: 100 });
  return {
    cache,
    states,
    asked,
    status,
    setDown: (value: boolean) => (down = value),
    publish: (state: TokenState) => onEvent?.(JSON.stringify(state)),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('TokenStateCache', () => {
  it('asks identity once for concurrent misses, then answers from memory', async () => {
    const t = setup();
    await t.cache.get(7); // starts the subscription
    await settle();
    t.asked.length = 0;
    await t.cache.get(7); // the first answer came before the subscription stood: not kept
    t.asked.length = 0;
    await Promise.all([t.cache.get(7), t.cache.get(7)]);
    expect(t.asked).toEqual([]);
    expect(await t.cache.get(8)).toBeNull();
  });

  it('takes the state a change event carries at once, without asking identity', async () => {
    const t = setup();
    await t.cache.get(7);
    await settle();
    await t.cache.get(7);
    t.asked.length = 0;
    t.publish({ userid: 7, token_version: 2, active: 1 });
    expect(await t.cache.get(7)).toEqual({ userid: 7, token_version: 2, active: 1 });
    expect(t.asked).toEqual([]);
  });

  it('forgets everything when the connection changes (events may have been missed)', async () => {
    const t = setup();
    await t.cache.get(7);
    await settle();
    await t.cache.get(7);
    t.status.next('reconnecting');
    t.asked.length = 0;
    await t.cache.get(7);
    expect(t.asked).toEqual([7]);
  });

  it('asks again once an entry is older than its lifetime', async () => {
    const t = setup(1);
    await t.cache.get(7);
    await settle();
    t.asked.length = 0;
    await settle();
    await t.cache.get(7);
    expect(t.asked).toEqual([7]);
  });

  it('falls back to the last known state, else UNKNOWN, when identity cannot be reached', async () => {
    const t = setup(1);
    await t.cache.get(7);
    await settle();
    await t.cache.get(7);
    await settle();
    t.setDown(true);
    expect(await t.cache.get(7)).toEqual({ userid: 7, token_version: 1, active: 0 });
    expect(await t.cache.get(9)).toBe(UNKNOWN);
  });
});
