import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { isStaff } from '@portal/contracts';
import { ForbiddenError, UnauthorizedError, verifyAccessToken } from '@portal/server-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { PUBLIC_ROUTE, STAFF_ROUTE, type AuthenticatedRequest } from './auth.decorators.js';

/** Verifies the bearer token on every route not marked public, then applies @StaffOnly. */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets)) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const header = request.headers.authorization;
    const value = Array.isArray(header) ? header[0] : header;
    const match = value ? /^Bearer\s+(\S+)$/i.exec(value) : null;
    if (!match) throw new UnauthorizedError('Unauthorized: sign in to continue');
    request.principal = await verifyAccessToken(match[1], this.config.jwtSecret);
    request.accessToken = match[1];
    if (this.reflector.getAllAndOverride<boolean>(STAFF_ROUTE, targets) && !isStaff(request.principal)) {
      throw new ForbiddenError('This is restricted to Administrators');
    }
    return true;
  }
}
