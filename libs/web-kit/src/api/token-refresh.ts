import { getAccessToken, getRefreshToken, startSession } from '../session/session.js';
import type { AuthResponse } from '../session/types.js';
import { ApiError } from './errors.js';

export type RefreshCall = (refreshToken: string) => Promise<AuthResponse>;

// The shell and every remote bundle their own copy of this module; the one renewal in flight is kept
// on the window (Symbol.for is shared by all of them), and Web Locks keep two tabs from using the same
// refresh token, which the server would take for a stolen copy and end the session.
const IN_FLIGHT = Symbol.for('portal.token-renewal');
const LOCK = 'portal-token-renewal';

type Holder = Record<symbol, Promise<string | null> | undefined>;

/**
 * A usable access token after `stale` was refused or is about to expire: renewed once for every
 * caller at the same time. Null when the session is over (no refresh token, or the server refused it);
 * a failure to reach the server is thrown, since the session may well still be alive.
 */
export function renewAccessToken(stale: string | null, call: RefreshCall): Promise<string | null> {
  const holder = globalThis as unknown as Holder;
  const current = getAccessToken();
  if (current && current !== stale) return Promise.resolve(current);
  let renewal = holder[IN_FLIGHT];
  if (!renewal) {
    renewal = withLock(() => renew(stale, call)).finally(() => {
      holder[IN_FLIGHT] = undefined;
    });
    holder[IN_FLIGHT] = renewal;
  }
  return renewal;
}

async function renew(stale: string | null, call: RefreshCall): Promise<string | null> {
  // Another tab may have renewed while this one waited for the lock.
  const current = getAccessToken();
  if (current && current !== stale) return current;
  const refreshToken = getRefreshToken();
  if (!refreshToken) return null;
  try {
    startSession(await call(refreshToken));
    return getAccessToken();
  } catch (error) {
    if (error instanceof ApiError && error.status !== undefined && error.status >= 400 && error.status < 500) return null;
    throw error;
  }
}

function withLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: { request(name: string, fn: () => Promise<T>): Promise<T> } } | undefined)?.locks;
  return locks ? locks.request(LOCK, fn) : fn();
}
