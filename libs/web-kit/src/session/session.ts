import { readJson, readText, removeKey, writeJson, writeText } from './storage.js';
import type { AuthResponse, SessionUser, WebUser } from './types.js';
import { ROLE } from '@portal/contracts/constants';

/** Browser storage keys; other parts of the product read the same keys. */
export const STORAGE_KEYS = {
  user: 'user',
  webUser: 'webUser',
  accessToken: 'access_token',
  /** When the access token stops working (ms since the epoch): it is renewed shortly before. */
  accessTokenExpiresAt: 'access_token_expires_at',
  /** Renews the access token (POST /api/authenticate/refresh); replaced at every renewal. */
  refreshToken: 'refresh_token',
  vehicleFilters: 'vehicleFilters',
} as const;

// The role ids are the contracts' (document 1 §6); these names stay for the screens that use them.
export const ROLE_CLIENT = ROLE.CLIENT;
export const ROLE_ADMIN = ROLE.ADMIN;
export const ROLE_CLIENT_ADMIN = ROLE.CLIENT_ADMIN;

export interface Session {
  user: SessionUser | null;
  webUser: WebUser | null;
  accessToken: string | null;
}

// A window event rather than a module-level list: the shell and each remote bundle their own
// copy of this module, and all of them must hear a sign-in or sign-out.
const CHANGED = 'portal:session-changed';

export function getUser(): SessionUser | null {
  return readJson<SessionUser>(STORAGE_KEYS.user);
}

export function getWebUser(): WebUser | null {
  return readJson<WebUser>(STORAGE_KEYS.webUser);
}

export function getAccessToken(): string | null {
  return readText(STORAGE_KEYS.accessToken);
}

export function getRefreshToken(): string | null {
  return readText(STORAGE_KEYS.refreshToken);
}

/** Whether the access token expires within `marginMs` (false when its lifetime is unknown). */
export function accessTokenExpiresWithin(marginMs: number, now = Date.now()): boolean {
  const at = Number(readText(STORAGE_KEYS.accessTokenExpiresAt));
  return Number.isFinite(at) && at > 0 && at - now < marginMs;
}

export function getSession(): Session {
  return { user: getUser(), webUser: getWebUser(), accessToken: getAccessToken() };
}

export function startSession(auth: AuthResponse): void {
  writeJson(STORAGE_KEYS.user, auth.user);
  writeJson(STORAGE_KEYS.webUser, auth.webUser);
  writeText(STORAGE_KEYS.accessToken, auth.access_token);
  if (auth.refresh_token) writeText(STORAGE_KEYS.refreshToken, auth.refresh_token);
  if (auth.expires_in) writeText(STORAGE_KEYS.accessTokenExpiresAt, String(Date.now() + auth.expires_in * 1000));
  else removeKey(STORAGE_KEYS.accessTokenExpiresAt);
  announce();
}

/** Forgets the user, the web user, the tokens and the saved vehicle filters (document 1 §4). */
export function signOut(): void {
  for (const key of Object.values(STORAGE_KEYS)) removeKey(key);
  announce();
}

export function isSignedIn(session: Session = getSession()): boolean {
  return session.user !== null;
}

/** The role the portal acts with: the web user's, else the user's. */
export function roleId(session: Session = getSession()): number | undefined {
  const role = session.webUser?.roleid ?? session.user?.roleid;
  return role === undefined || role === null ? undefined : Number(role);
}

export function isAdmin(session: Session = getSession()): boolean {
  return roleId(session) === ROLE_ADMIN;
}

export function isClientAdmin(session: Session = getSession()): boolean {
  return roleId(session) === ROLE_CLIENT_ADMIN;
}

/** Any role other than staff is bound to its own client. */
export function isClientUser(session: Session = getSession()): boolean {
  const role = roleId(session);
  return role !== undefined && role !== ROLE_ADMIN;
}

export function ownClientId(session: Session = getSession()): number | null {
  const id = session.webUser?.clientid ?? session.webUser?.client?.clientid ?? session.user?.clientid ?? session.user?.client_id;
  return id === undefined || id === null ? null : Number(id);
}

export function ownClientName(session: Session = getSession()): string {
  return session.webUser?.client?.clientname ?? '';
}

export function displayName(session: Session = getSession()): string {
  const user = session.user;
  if (!user) return '';
  const full = [user.firstname, user.lastname].filter(Boolean).join(' ');
  return user.name || full || user.username || '';
}

/** Calls `listener` after any sign-in or sign-out, in this bundle, another bundle or another tab. */
export function subscribeSession(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (Object.values(STORAGE_KEYS) as string[]).includes(event.key)) listener();
  };
  window.addEventListener(CHANGED, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener('storage', onStorage);
  };
}

function announce(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(CHANGED));
}
