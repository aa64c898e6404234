import { MessagePattern } from '@nestjs/microservices';
import { CALLER_TOKEN_FIELD, isStaff, noFieldErrors, type CallEntry, type CallMessage, type Principal } from '@portal/contracts';
import { verifyAccessToken } from '../auth/tokens.js';
import type { Caller } from './caller.js';
import { requireSecret } from '../config/secret.js';
import { ForbiddenError, UnauthorizedError, ValidationError } from '../errors/domain-errors.js';

/** What a catalog handler receives: the checked message, and who is calling (null only for public calls). */
export type CallHandler<E extends CallEntry> = (
  message: CallMessage<E>,
  principal: E['access'] extends 'public' ? null : Principal,
  /** The verified caller with its token, for a service that asks other services on its behalf (`PeerCallsModule`). */
  caller: E['access'] extends 'public' ? null : Caller,
) => unknown;

let secret: string | undefined;
function jwtSecret(): string {
  // Read once, at the first call: a service without a secret refuses at start-up elsewhere (CallerModule).
  secret ??= requireSecret('JWT_SECRET');
  return secret;
}

/**
 * Reads a message for a catalog call: the caller from the forwarded token (verified before anything
 * else, so a stranger learns nothing of the schema), then the fields against the entry's request schema,
 * every problem named in one 422.
 */
export async function readCall<E extends CallEntry>(
  entry: E,
  payload: unknown,
  key = jwtSecret(),
): Promise<{ message: CallMessage<E>; principal: Principal | null }> {
  const fields = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
  let principal: Principal | null = null;
  if (entry.access !== 'public') {
    const token = fields[CALLER_TOKEN_FIELD];
    if (typeof token !== 'string' || token.length === 0) throw new UnauthorizedError('Unauthorized: the message carries no access token');
    principal = await verifyAccessToken(token, key);
    // Who may call comes before what the message holds: a client user learns nothing of a staff call's schema.
    if (entry.access === 'staff' && !isStaff(principal)) throw new ForbiddenError('This is restricted to Administrators');
  }
  const { [CALLER_TOKEN_FIELD]: _token, principal: _claimed, ...rest } = fields;
  const parsed = entry.request.safeParse(rest);
  if (!parsed.success) throw new ValidationError(fieldErrorsOf(parsed.error.issues));
  return { message: parsed.data as CallMessage<E>, principal };
}

/** Zod issues as the portal's field errors: `params.id` and `body.items.0.id` name the field without their part. */
export function fieldErrorsOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string[]> {
  const errors = noFieldErrors();
  for (const issue of issues) {
    const path = issue.path.map(String);
    const field = (['params', 'query', 'body'].includes(path[0] ?? '') ? path.slice(1) : path).join('.') || path[0] || 'request';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/**
 * Serves a catalog call on its subject: the handler gets the checked message and the verified caller.
 * Staff-only calls are refused to anyone else here too (in `readCall`), whatever the gateway did.
 */
export function Handles<E extends CallEntry>(entry: E) {
  return <H extends CallHandler<E>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<H>): void => {
    const handler = descriptor.value!;
    descriptor.value = async function (this: unknown, payload: unknown) {
      const { message, principal } = await readCall(entry, payload);
      const token = (payload as Record<string, unknown>)?.[CALLER_TOKEN_FIELD];
      const caller = principal && typeof token === 'string' ? { principal, token } : null;
      return handler.call(this, message, principal as never, caller as never);
    } as unknown as H;
    MessagePattern(entry.name)(target, key, descriptor);
  };
}
