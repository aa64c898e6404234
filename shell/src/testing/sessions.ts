import { startSession, type AuthResponse } from '@portal/web-kit';

/** A stored sign-in for tests: staff (2), client (1) or client admin (11). */
export function signInAs(roleid: number, clientid: number | null = null, clientname = 'Acme Motors'): AuthResponse {
  const auth: AuthResponse = {
    user: { userid: 4, id: 4, name: 'Test Person', roleid, clientid, client_id: clientid },
    access_token: 'token',
    webUser: { userid: 4, roleid, clientid, role: { roleid, name: 'role' }, client: clientid === null ? null : { clientid, clientname } },
  };
  startSession(auth);
  return auth;
}
