import { useSyncExternalStore } from 'react';
import { getSession, STORAGE_KEYS, subscribeSession, type Session } from './session.js';
import { readText } from './storage.js';

let cachedKey = '';
let cached: Session = { user: null, webUser: null, accessToken: null };

// useSyncExternalStore needs the same object while nothing changed, so the parsed session is
// kept until the stored text differs.
function snapshot(): Session {
  const key = [STORAGE_KEYS.user, STORAGE_KEYS.webUser, STORAGE_KEYS.accessToken].map((k) => readText(k) ?? '').join('\u0000');
  if (key !== cachedKey) {
    cachedKey = key;
    cached = getSession();
  }
  return cached;
}

/** The stored session; re-renders after sign-in and sign-out. */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, snapshot, snapshot);
}
