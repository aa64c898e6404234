import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Caller } from '@portal/server-kit';
import type { AuthenticatedRequest } from '../auth/auth.decorators.js';

/**
 * The verified principal and the token it came from. Handlers check roles with the principal and
 * hand the caller to `RpcClient.call`, which forwards the token: services trust no principal that a
 * message merely names.
 */
export const CurrentCaller = createParamDecorator((_data: unknown, ctx: ExecutionContext): Caller => {
  const { principal, accessToken } = ctx.switchToHttp().getRequest<AuthenticatedRequest>();
  // The guard sets both on every non-public route; a missing one means a route was mis-declared.
  if (!principal || !accessToken) throw new Error('No verified caller on an authenticated route');
  return { principal, token: accessToken };
});
