import { principalSchema, type Principal } from '@portal/contracts';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { UnauthorizedError } from '../errors/domain-errors.js';

const ISSUER = 'portal-identity';
const AUDIENCE = 'portal';

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** Signs the principal into a short-lived bearer token (HS256). */
export async function signAccessToken(principal: Principal, secret: string, ttlSeconds: number): Promise<string> {
  return new SignJWT({ ...principal })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(principal.userid))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(key(secret));
}

/** Verifies signature, issuer, audience and expiry, and reads the principal back; any failure is a 401. */
export async function verifyAccessToken(token: string, secret: string): Promise<Principal> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    const parsed = principalSchema.safeParse(payload);
    if (!parsed.success) throw new UnauthorizedError('Unauthorized: the token does not describe a user');
    return parsed.data;
  } catch (error) {
    if (error instanceof UnauthorizedError) throw error;
    if (error instanceof joseErrors.JWTExpired) throw new UnauthorizedError('Unauthorized: the session has expired, please sign in again');
    throw new UnauthorizedError('Unauthorized: the token is not valid');
  }
}
