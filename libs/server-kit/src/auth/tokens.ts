import { principalSchema, type Principal } from '@portal/contracts';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { UnauthorizedError } from '../errors/domain-errors.js';
import { VerifiedTokens } from './verified-tokens.js';

const ISSUER = 'portal-identity';
const AUDIENCE = 'portal';

/** The text a client shows when a token stopped working before it expired (revoked, or superseded). */
export const SESSION_ENDED = 'Unauthorized: the session has ended, please sign in again';

export interface AccessTokenClaims {
  principal: Principal;
  /** The user's token version when the token was issued; absent in tokens issued before versions existed. */
  version: number | undefined;
}

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** One cache per secret, so a token verified with one key is never taken as verified with another. */
const verifiedBySecret = new Map<string, VerifiedTokens>();

function verifiedTokens(secret: string): VerifiedTokens {
  let cache = verifiedBySecret.get(secret);
  if (!cache) verifiedBySecret.set(secret, (cache = new VerifiedTokens()));
  return cache;
}

const timeClaim = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/** Signs the principal (and the user's current token version) into a short-lived bearer token (HS256). */
export async function signAccessToken(principal: Principal, secret: string, ttlSeconds: number, version?: number): Promise<string> {
  return new SignJWT({ ...principal, ...(version === undefined ? {} : { ver: version }) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(principal.userid))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(key(secret));
}

/**
 * Verifies signature, issuer, audience and expiry, and reads the principal and version; any failure is a 401.
 * A token verified before with the same secret is not verified again: only its time claims are checked (VerifiedTokens).
 */
export async function readAccessToken(token: string, secret: string): Promise<AccessTokenClaims> {
  const cache = verifiedTokens(secret);
  const known = cache.get(token, Math.floor(Date.now() / 1000));
  if (known) return { principal: known.principal, version: known.version };
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    const parsed = principalSchema.safeParse(payload);
    if (!parsed.success) throw new UnauthorizedError('Unauthorized: the token does not describe a user');
    const claims = { principal: parsed.data, version: Number.isInteger(payload.ver) ? (payload.ver as number) : undefined };
    cache.remember(token, { ...claims, exp: timeClaim(payload.exp), nbf: timeClaim(payload.nbf) });
    return claims;
  } catch (error) {
    if (error instanceof UnauthorizedError) throw error;
    if (error instanceof joseErrors.JWTExpired) throw new UnauthorizedError('Unauthorized: the session has expired, please sign in again');
    throw new UnauthorizedError('Unauthorized: the token is not valid');
  }
}

/** The principal of a valid token (signature, issuer, audience, expiry); any failure is a 401. */
export async function verifyAccessToken(token: string, secret: string): Promise<Principal> {
  return (await readAccessToken(token, secret)).principal;
}
