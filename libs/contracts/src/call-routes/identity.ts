import { defineFace } from './route.js';

// The HTTP faces of the identity service's calls; `catalog/identity.calls.ts` completes each one.
export const IDENTITY_FACES = {
  authenticate: defineFace({ name: 'identity.auth.authenticate', method: 'POST', path: '/api/authenticate' }),
  refreshSession: defineFace({ name: 'identity.auth.refresh', method: 'POST', path: '/api/authenticate/refresh' }),
  revokeSession: defineFace({ name: 'identity.auth.revoke', method: 'POST', path: '/api/authenticate/revoke' }),
  listUsers: defineFace({ name: 'identity.users.list', method: 'GET', path: '/api/users' }),
  readUser: defineFace({ name: 'identity.users.read', method: 'GET', path: '/api/users/:id' }),
  register: defineFace({ name: 'identity.accounts.register', method: 'POST', path: '/api/register' }),
  checkEmailAvailable: defineFace({ name: 'identity.accounts.check-email', method: 'POST', path: '/api/checkEmailAvailable' }),
  forgotPassword: defineFace({ name: 'identity.accounts.forgot-password', method: 'PUT', path: '/api/forgotPassword' }),
  sendPasswordReset: defineFace({ name: 'identity.accounts.send-password-reset', method: 'PUT', path: '/api/web_users/:id/passwordReset' }),
  resetTokenData: defineFace({ name: 'identity.accounts.reset-token-data', method: 'GET', path: '/api/web_users/resetTokenData/:token' }),
  resetTokenUpdate: defineFace({ name: 'identity.accounts.reset-token-update', method: 'PUT', path: '/api/web_users/resetTokenUpdate/:token' }),
  setSignature: defineFace({ name: 'identity.signatures.set', method: 'POST', path: '/api/user/setSignature' }),
  mySignature: defineFace({ name: 'identity.signatures.read', method: 'GET', path: '/api/user/:userId/mySignature' }),
};
