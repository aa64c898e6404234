import { Controller, Inject, type Type } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECT, resourceRequestSchema, type Principal, type ResourceRequest, type ServiceName } from '@portal/contracts';
import { NotFoundError } from '../errors/domain-errors.js';
import { ResourceEngine } from '../resource/engine.js';
import { CallerVerifier } from './caller.js';

export const RESOURCE_ENGINE = Symbol('RESOURCE_ENGINE');

/** Payloads are checked on arrival: the caller's token first (401), then the fields (422), never a crash. */
export async function readResourceRequest(
  verifier: CallerVerifier,
  payload: unknown,
  needsId = false,
): Promise<ResourceRequest & { id: string; principal: Principal }> {
  const { principal, message } = await verifier.read(payload, resourceRequestSchema);
  if (needsId && !message.id) throw new NotFoundError();
  return { ...message, id: message.id ?? '', principal };
}

/** The generic list/read/create/update/delete handlers of one service, all served by its resource engine. */
export function createResourceController(service: ServiceName): Type<unknown> {
  @Controller()
  class ResourceController {
    constructor(
      @Inject(RESOURCE_ENGINE) private readonly engine: ResourceEngine,
      private readonly caller: CallerVerifier,
    ) {}

    @MessagePattern(SUBJECT.resource(service, 'list'))
    async list(@Payload() payload: unknown) {
      const r = await readResourceRequest(this.caller, payload);
      return this.engine.listAnswer(r.principal, r.resource, r.query);
    }

    @MessagePattern(SUBJECT.resource(service, 'read'))
    async read(@Payload() payload: unknown) {
      const r = await readResourceRequest(this.caller, payload, true);
      return this.engine.readAnswer(r.principal, r.resource, r.id, r.query);
    }

    @MessagePattern(SUBJECT.resource(service, 'create'))
    async create(@Payload() payload: unknown) {
      const r = await readResourceRequest(this.caller, payload);
      return this.engine.create(r.principal, r.resource, r.body ?? {});
    }

    @MessagePattern(SUBJECT.resource(service, 'update'))
    async update(@Payload() payload: unknown) {
      const r = await readResourceRequest(this.caller, payload, true);
      return this.engine.update(r.principal, r.resource, r.id, r.body ?? {});
    }

    @MessagePattern(SUBJECT.resource(service, 'delete'))
    async remove(@Payload() payload: unknown) {
      const r = await readResourceRequest(this.caller, payload, true);
      return this.engine.delete(r.principal, r.resource, r.id);
    }
  }
  Object.defineProperty(ResourceController, 'name', { value: `${service[0].toUpperCase()}${service.slice(1)}ResourceController` });
  return ResourceController;
}
