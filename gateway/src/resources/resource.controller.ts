import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { RESOURCE_ROUTES, SUBJECT, isStaff, type RawQuery, type ResourceAction, type ResourceRoute } from '@portal/contracts';
import { ForbiddenError, NotFoundError, RpcClient, ValidationError, type Caller } from '@portal/server-kit';
import { CurrentCaller } from '../rpc/caller.decorator.js';

/** The generic calls of document 1 §7.2, routed to the owning service after the role check. */
@Controller('api')
export class ResourceController {
  constructor(private readonly rpc: RpcClient) {}

  @Get(':resource')
  list(@CurrentCaller() caller: Caller, @Param('resource') resource: string, @Query() query: RawQuery) {
    return this.forward(caller, resource, 'list', { query });
  }

  @Get(':resource/:id')
  read(@CurrentCaller() caller: Caller, @Param('resource') resource: string, @Param('id') id: string, @Query() query: RawQuery) {
    return this.forward(caller, resource, 'read', { id, query });
  }

  @Post(':resource')
  create(@CurrentCaller() caller: Caller, @Param('resource') resource: string, @Body() body: unknown) {
    return this.forward(caller, resource, 'create', { body });
  }

  @Put(':resource/:id')
  update(@CurrentCaller() caller: Caller, @Param('resource') resource: string, @Param('id') id: string, @Body() body: unknown) {
    return this.forward(caller, resource, 'update', { id, body });
  }

  @Delete(':resource/:id')
  remove(@CurrentCaller() caller: Caller, @Param('resource') resource: string, @Param('id') id: string) {
    return this.forward(caller, resource, 'delete', { id });
  }

  private async forward(caller: Caller, resource: string, action: ResourceAction, { body, ...parts }: { id?: string; query?: RawQuery; body?: unknown }) {
    const route = routeOf(resource);
    const access = route.access[action];
    if (access === 'none') throw new ForbiddenError(`This action is not allowed on ${resource}`);
    if (access === 'staff' && !isStaff(caller.principal)) throw new ForbiddenError(`${resource} is restricted to Administrators`);
    const payload = action === 'create' || action === 'update' ? { ...parts, body: asObject(body) } : parts;
    return this.rpc.call(caller, SUBJECT.resource(route.service, action), { resource, ...payload }, route.service);
  }
}

function routeOf(resource: string): ResourceRoute {
  const route = Object.hasOwn(RESOURCE_ROUTES, resource) ? RESOURCE_ROUTES[resource] : undefined;
  if (!route) throw new NotFoundError(`Unknown resource "${resource}"`);
  return route;
}

function asObject(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw ValidationError.field('body', 'must be a JSON object');
  return body as Record<string, unknown>;
}
