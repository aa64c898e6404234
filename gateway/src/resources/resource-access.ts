import { RESOURCE_ROUTES, isStaff, type Principal, type ResourceAction, type ResourceRoute } from '@portal/contracts';
import { ForbiddenError, NotFoundError } from '@portal/server-kit';

/**
 * The gateway's half of a resource's access rule: the route of `resource` if the principal's role
 * may take `action` on it (the owning service applies the same rule again, with the client scope).
 */
export function authorizeResource(principal: Principal, resource: string, action: ResourceAction): ResourceRoute {
  const route = Object.hasOwn(RESOURCE_ROUTES, resource) ? RESOURCE_ROUTES[resource] : undefined;
  if (!route) throw new NotFoundError(`Unknown resource "${resource}"`);
  const access = route.access[action];
  if (access === 'none') throw new ForbiddenError(`This action is not allowed on ${resource}`);
  if (access === 'staff' && !isStaff(principal)) throw new ForbiddenError(`${resource} is restricted to Administrators`);
  return route;
}
