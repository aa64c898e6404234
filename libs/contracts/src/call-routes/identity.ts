import { defineFace } from './route.js';

// The HTTP faces of the identity service's calls; `catalog/identity.calls.ts` completes each one.
export const IDENTITY_FACES = {
  authenticate: defineFace({ name: 'identity.auth.authenticate', method: 'POST', path: '/api/authenticate' }),
  refreshSession: defineFace({ name: 'identity.auth.refresh', method: 'POST', path: '/api/authenticate/refresh' }),
  revokeSession: defineFace({ name: 'identity.auth.revoke', method: 'POST', path: '/api/authenticate/revoke' }),
  listUsers: defineFace({ name: 'identity.users.list', method: 'GET', path: '/api/users' }),
  readUser: defineFace({ name: 'identity.users.read', method: 'GET', path: '/api/users/:id' }),
};
