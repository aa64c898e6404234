import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { SUBJECT, type RawQuery, type ResourceAction } from '@portal/contracts';
import { RpcClient, ValidationError, type Caller } from '@portal/server-kit';
import { CurrentCaller } from '../rpc/caller.decorator.js';
import { replyWith, type JsonReply } from '../rpc/raw-json.js';
import { authorizeResource } from './resource-access.js';

/** The generic calls of document 1 §7.2, routed to the owning service after the role check. */
@Controller('api')
export class ResourceController {
  constructor(private readonly rpc: RpcClient) {}

  @Get(':resource')
  list(@CurrentCaller() caller: Caller, @Param('resource') resource: string, @Query() query: RawQuery, @Res({ passthrough: true }) reply: JsonReply) {
    return this.forward(reply, caller, resource, 'list', { query });
  }

  @Get(':resource/:id')
  read(
    @CurrentCaller() caller: Caller,
    @Param('resource') resource: string,
    @Param('id') id: string,
    @Query() query: RawQuery,
    @Res({ passthrough: true }) reply: JsonReply,
  ) {
    return this.forward(reply, caller, resource, 'read', { id, query });
  }

  @Post(':resource')
  create(@CurrentCaller() caller: Caller, @Param('resource') resource: string, @Body() body: unknown, @Res({ passthrough: true }) reply: JsonReply) {
    return this.forward(reply, caller, resource, 'create', { body });
  }

  @Put(':resource/:id')
  update(
    @CurrentCaller() caller: Caller,
    @Param('resource') resource: string,
    @Param('id') id: string,
    @Body() body: unknown,
    @Res({ passthrough: true }) reply: JsonReply,
  ) {
    return this.forward(reply, caller, resource, 'update', { id, body });
  }

  @Delete(':resource/:id')
  remove(@CurrentCaller() caller: Caller, @Param('resource') resource: string, @Param('id') id: string, @Res({ passthrough: true }) reply: JsonReply) {
    return this.forward(reply, caller, resource, 'delete', { id });
  }

  private async forward(
    reply: JsonReply,
    caller: Caller,
    resource: string,
    action: ResourceAction,
    { body, ...parts }: { id?: string; query?: RawQuery; body?: unknown },
  ) {
    const route = authorizeResource(caller.principal, resource, action);
    const payload = action === 'create' || action === 'update' ? { ...parts, body: asObject(body) } : parts;
    return replyWith(reply, await this.rpc.forward(caller, SUBJECT.resource(route.service, action), { resource, ...payload }, route.service));
  }
}

function asObject(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw ValidationError.field('body', 'must be a JSON object');
  return body as Record<string, unknown>;
}
