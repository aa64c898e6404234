import { Controller, Inject, type Type } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECT, resourceRequestSchema, type ResourceRequest, type ServiceName } from '@portal/contracts';
import { NotFoundError, ValidationError } from '../errors/domain-errors.js';
import { ResourceEngine } from '../resource/engine.js';

export const RESOURCE_ENGINE = Symbol('RESOURCE_ENGINE');

/** Payloads are checked on arrival: a malformed message is a refusal, not a crash. */
export function readResourceRequest(payload: unknown, needsId = false): ResourceRequest & { id: string } {
  const parsed = resourceRequestSchema.safeParse(payload);
  if (!parsed.success) throw new ValidationError({ request: parsed.error.issues.map((i) => `${i.path.join('.') || 'payload'}: ${i.message}`) });
  if (needsId && !parsed.data.id) throw new NotFoundError();
  return { ...parsed.data, id: parsed.data.id ?? '' };
}

/** The generic list/read/create/update/delete handlers of one service, all served by its resource engine. */
export function createResourceController(service: ServiceName): Type<unknown> {
  @Controller()
  class ResourceController {
    constructor(@Inject(RESOURCE_ENGINE) private readonly engine: ResourceEngine) {}

    @MessagePattern(SUBJECT.resource(service, 'list'))
    list(@Payload() payload: unknown) {
      const r = readResourceRequest(payload);
      return this.engine.list(r.principal, r.resource, r.query);
    }

    @MessagePattern(SUBJECT.resource(service, 'read'))
    read(@Payload() payload: unknown) {
      const r = readResourceRequest(payload, true);
      return this.engine.read(r.principal, r.resource, r.id, r.query);
    }

    @MessagePattern(SUBJECT.resource(service, 'create'))
    create(@Payload() payload: unknown) {
      const r = readResourceRequest(payload);
      return this.engine.create(r.principal, r.resource, r.body ?? {});
    }

    @MessagePattern(SUBJECT.resource(service, 'update'))
    update(@Payload() payload: unknown) {
      const r = readResourceRequest(payload, true);
      return this.engine.update(r.principal, r.resource, r.id, r.body ?? {});
    }

    @MessagePattern(SUBJECT.resource(service, 'delete'))
    remove(@Payload() payload: unknown) {
      const r = readResourceRequest(payload, true);
      return this.engine.delete(r.principal, r.resource, r.id);
    }
  }
  Object.defineProperty(ResourceController, 'name', { value: `${service[0].toUpperCase()}${service.slice(1)}ResourceController` });
  return ResourceController;
}
