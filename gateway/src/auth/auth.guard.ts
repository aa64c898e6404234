import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { isStaff } from '@portal/contracts';
import { ForbiddenError, SESSION_ENDED, UnauthorizedError, readAccessToken } from '@portal/server-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { PUBLIC_ROUTE, STAFF_ROUTE, type AuthenticatedRequest } from './auth.decorators.js';
import { TokenStateCache, UNKNOWN } from './token-state.cache.js';

/**
 * Verifies the bearer token on every route not marked public, then that its user is still active and
 * still has the token version it was issued at (disabling, a new role, client or password ends older
 * tokens at once), then applies @StaffOnly.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly tokenStates: TokenStateCache,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets)) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const header = request.headers.authorization;
    const value = Array.isArray(header) ? header[0] : header;
    const match = value ? /^Bearer\s+(\S+)$/i.exec(value) : null;
    if (!match) throw new UnauthorizedError('Unauthorized: sign in to continue');
    const { principal, version } = await readAccessToken(match[1], this.config.jwtSecret);
    if (version === undefined) throw new UnauthorizedError(SESSION_ENDED);
    const state = await this.tokenStates.get(principal.userid);
    if (state !== UNKNOWN && (!state || state.active !== 0 || state.token_version !== version)) throw new UnauthorizedError(SESSION_ENDED);
    request.principal = principal;
    request.accessToken = match[1];
    if (this.reflector.getAllAndOverride<boolean>(STAFF_ROUTE, targets) && !isStaff(request.principal)) {
      throw new ForbiddenError('This is restricted to Administrators');
    }
    return true;
  }
}
