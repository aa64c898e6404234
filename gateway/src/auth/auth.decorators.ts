import { SetMetadata, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Principal } from '@portal/contracts';

export const PUBLIC_ROUTE = 'portal:public';
export const STAFF_ROUTE = 'portal:staff';

/** No token needed (sign-in, health, docs). */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);

/** Only staff (roleid 2) may call it. */
export const StaffOnly = () => SetMetadata(STAFF_ROUTE, true);

export interface AuthenticatedRequest {
  principal?: Principal;
  headers: Record<string, string | string[] | undefined>;
}

/** The principal the guard verified; handlers take it explicitly and pass it on to every service call. */
export const CurrentPrincipal = createParamDecorator((_data: unknown, ctx: ExecutionContext): Principal => {
  const principal = ctx.switchToHttp().getRequest<AuthenticatedRequest>().principal;
  // The guard runs first on every non-public route; a missing principal means a route was mis-declared.
  if (!principal) throw new Error('No principal on an authenticated route');
  return principal;
});
