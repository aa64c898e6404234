import { readJson, readText, removeKey, writeJson, writeText } from './storage.js';
import type { AuthResponse, SessionUser, WebUser } from './types.js';

/** Browser storage keys; other parts of the product read the same keys. */
export const STORAGE_KEYS = {
  user: 'user',
  webUser: 'webUser',
  accessToken: 'access_token',
  vehicleFilters: 'vehicleFilters',
} as const;

export const ROLE_CLIENT = 1;
export const ROLE_ADMIN = 2;
export const ROLE_CLIENT_ADMIN = 11;

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

export function getSession(): Session {
  return { user: getUser(), webUser: getWebUser(), accessToken: getAccessToken() };
}

export function startSession(auth: AuthResponse): void {
  writeJson(STORAGE_KEYS.user, auth.user);
  writeJson(STORAGE_KEYS.webUser, auth.webUser);
  writeText(STORAGE_KEYS.accessToken, auth.access_token);
  announce();
}

/** Forgets the user, the web user, the token and the saved vehicle filters (document 1 §4). */
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
