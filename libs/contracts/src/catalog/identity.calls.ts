import { z } from 'zod';
import { ERROR_CODE } from '../errors.js';
import { SERVICE } from '../services.js';
import { IDENTITY_FACES } from '../call-routes/identity.js';
import { defineCall, idParam, queryText } from './call.js';

const I = SERVICE.IDENTITY;

const webUser = z.object({
  userid: z.number(),
  roleid: z.number(),
  clientid: z.number().nullable(),
  role: z.object({ roleid: z.number(), name: z.string() }),
  client: z.object({ clientid: z.number(), clientname: z.string() }).nullable(),
});

/** What a sign-in or a refresh answers. */
const sessionAnswer = z
  .object({ user: z.record(z.string(), z.unknown()), access_token: z.string(), webUser, refresh_token: z.string(), expires_in: z.number() })
  .passthrough();

/** Sign-in (document 1 §7.1) by username or e-mail; every refusal says "Unauthorized", too many a 429. */
export const authenticate = defineCall({
  ...IDENTITY_FACES.authenticate,
  service: I,
  access: 'public',
  edgeHandler: true,
  summary: 'Sign in with a username or e-mail address and a password; the access token lasts expires_in seconds, the refresh token renews it',
  request: z.object({ body: z.object({ username: z.string({ error: 'is required' }), password: z.string({ error: 'is required' }) }) }),
  answer: sessionAnswer,
  errors: [ERROR_CODE.VALIDATION, ERROR_CODE.TOO_MANY_REQUESTS],
});

const refreshBody = z.object({ body: z.object({ refresh_token: z.string({ error: 'is required' }).min(1, 'is required') }) });

/** A refresh token (good for one use) for the next access token and refresh token; the user is read again. */
export const refreshSession = defineCall({
  ...IDENTITY_FACES.refreshSession,
  service: I,
  access: 'public',
  edgeHandler: true,
  summary: 'Exchange a refresh token for a new access token and the next refresh token; a new role or client shows at once',
  request: refreshBody,
  answer: sessionAnswer,
  errors: [ERROR_CODE.VALIDATION],
});

/** Signing out: the session of this refresh token ends on the server. */
export const revokeSession = defineCall({
  ...IDENTITY_FACES.revokeSession,
  service: I,
  access: 'public',
  edgeHandler: true,
  summary: 'Sign out: the session of this refresh token ends on the server',
  request: refreshBody,
  answer: z.object({ success: z.literal(true) }),
  errors: [ERROR_CODE.VALIDATION],
});

/** The users admin (document 1 §2.10), the same rows and rules as the web_users resource. */
export const listUsers = defineCall({
  ...IDENTITY_FACES.listUsers,
  service: I,
  access: 'staff',
  summary: 'Users, with the generic list grammar',
  request: z.object({ query: z.record(z.string(), queryText) }),
  answer: z.object({ data: z.array(z.record(z.string(), z.unknown())), current_page: z.number(), per_page: z.number(), total: z.number() }),
  errors: [ERROR_CODE.VALIDATION],
});

export const readUser = defineCall({
  ...IDENTITY_FACES.readUser,
  service: I,
  access: 'staff',
  summary: 'One user',
  request: z.object({ params: z.object({ id: idParam }), query: z.record(z.string(), queryText).optional() }),
  answer: z.record(z.string(), z.unknown()),
  errors: [ERROR_CODE.NOT_FOUND],
});

export const IDENTITY_CALLS = [authenticate, refreshSession, revokeSession, listUsers, readUser] as const;
