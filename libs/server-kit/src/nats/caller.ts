import { Global, Inject, Injectable, Module } from '@nestjs/common';
import { CALLER_TOKEN_FIELD, type CallerMessage, type Principal } from '@portal/contracts';
import type { z } from 'zod';
import { verifyAccessToken } from '../auth/tokens.js';
import { requireSecret } from '../config/secret.js';
import { UnauthorizedError, ValidationError } from '../errors/domain-errors.js';

/** Who a gateway call is made for: the verified principal and the bearer token it came with. */
export interface Caller {
  principal: Principal;
  token: string;
}

/**
 * The message a call sends for a caller: its fields and the caller's token. The token is set last, so
 * no field can replace it, and no principal travels: the service reads it from the token.
 */
export function callerMessage(caller: Pick<Caller, 'token'>, fields: object = {}): CallerMessage & Record<string, unknown> {
  const { principal: _ignored, ...rest } = fields as Record<string, unknown>;
  return { ...rest, [CALLER_TOKEN_FIELD]: caller.token };
}

/** Checks a message's fields against the call's schema; every problem is named in one 422. */
export function readMessage<S extends z.ZodType>(schema: S, payload: unknown): z.infer<S> {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new ValidationError({ request: parsed.error.issues.map((i) => `${i.path.join('.') || 'payload'}: ${i.message}`) });
  return parsed.data;
}

export const JWT_SECRET = Symbol('JWT_SECRET');

/**
 * The one way a service handler learns who is calling. Anything that can publish on the bus could
 * write a principal into a message; only the identity service can sign a token, so the principal is
 * taken from the verified token and nowhere else. A message without a valid token is a 401.
 */
@Injectable()
export class CallerVerifier {
  constructor(@Inject(JWT_SECRET) private readonly secret: string) {}

  async principalOf(payload: unknown): Promise<Principal> {
    const token = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>)[CALLER_TOKEN_FIELD] : undefined;
    if (typeof token !== 'string' || token.length === 0) throw new UnauthorizedError('Unauthorized: the message carries no access token');
    return verifyAccessToken(token, this.secret);
  }

  /** The verified principal and the message's fields; the token is checked before the fields, so a stranger learns nothing of the schema. */
  async read<S extends z.ZodType>(payload: unknown, schema: S): Promise<{ principal: Principal; message: z.infer<S> }> {
    const principal = await this.principalOf(payload);
    return { principal, message: readMessage(schema, payload) };
  }
}

/** Gives every service's handlers the verifier, with the secret the identity service signs tokens with. */
@Global()
@Module({
  providers: [{ provide: JWT_SECRET, useFactory: () => requireSecret('JWT_SECRET') }, CallerVerifier],
  exports: [CallerVerifier],
})
export class CallerModule {}
