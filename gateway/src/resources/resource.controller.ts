import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { SUBJECT, type Principal, type RawQuery, type ResourceAction } from '@portal/contracts';
import { RpcClient, ValidationError } from '@portal/server-kit';
import { CurrentPrincipal } from '../auth/auth.decorators.js';
import { authorizeResource } from './resource-access.js';

/** The generic calls of document 1 §7.2, routed to the owning service after the role check. */
@Controller('api')
export class ResourceController {
  constructor(private readonly rpc: RpcClient) {}

  @Get(':resource')
  list(@CurrentPrincipal() principal: Principal, @Param('resource') resource: string, @Query() query: RawQuery) {
    return this.forward(principal, resource, 'list', { query });
  }

  @Get(':resource/:id')
  read(@CurrentPrincipal() principal: Principal, @Param('resource') resource: string, @Param('id') id: string, @Query() query: RawQuery) {
    return this.forward(principal, resource, 'read', { id, query });
  }

  @Post(':resource')
  create(@CurrentPrincipal() principal: Principal, @Param('resource') resource: string, @Body() body: unknown) {
    return this.forward(principal, resource, 'create', { body });
  }

  @Put(':resource/:id')
  update(@CurrentPrincipal() principal: Principal, @Param('resource') resource: string, @Param('id') id: string, @Body() body: unknown) {
    return this.forward(principal, resource, 'update', { id, body });
  }

  @Delete(':resource/:id')
  remove(@CurrentPrincipal() principal: Principal, @Param('resource') resource: string, @Param('id') id: string) {
    return this.forward(principal, resource, 'delete', { id });
  }

  private async forward(principal: Principal, resource: string, action: ResourceAction, { body, ...parts }: { id?: string; query?: RawQuery; body?: unknown }) {
    const route = authorizeResource(principal, resource, action);
    const payload = action === 'create' || action === 'update' ? { ...parts, body: asObject(body) } : parts;
    return this.rpc.send(SUBJECT.resource(route.service, action), { principal, resource, ...payload }, route.service);
  }
}

function asObject(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw ValidationError.field('body', 'must be a JSON object');
  return body as Record<string, unknown>;
}
