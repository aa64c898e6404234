import { ROLE_ADMIN, type Session } from '@portal/web-kit';
import { accessFor } from './route-access.js';

export const LOGIN_PATH = '/login';
export const ADMIN_DENIED_PATH = '/access/admin';

/**
 * Where a person must go instead of `pathname`, or null when they may stay (document 1 §2.4):
 * login-guarded pages need a stored user; admin pages need a web user, and send every role but staff
 * to the access-denied page. Unknown paths are left to the not-found page.
 */
export function guardRedirect(pathname: string, session: Pick<Session, 'user' | 'webUser'>): string | null {
  switch (accessFor(pathname)) {
    case 'login':
      return session.user ? null : LOGIN_PATH;
    case 'admin':
      if (!session.webUser) return LOGIN_PATH;
      // The spec names roleid 1; client admins (11) are client users too and the gateway refuses them
      // every admin call, so they are turned away here rather than shown a screen of errors.
      return Number(session.webUser.roleid) === ROLE_ADMIN ? null : ADMIN_DENIED_PATH;
    default:
      return null;
  }
}
