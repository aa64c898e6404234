import type { INestApplicationContext, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MODEL_META } from '@portal/db';
import { DomainError } from '../errors/domain-errors.js';
import { ModelCatalog } from '../resource/catalog.js';
import type { ResourceDefinition } from '../resource/definition.js';
import { ResourceEngine } from '../resource/engine.js';
import { serviceRootModule } from '../nats/bootstrap.js';

/** An engine over the given definitions, as a service builds it. */
export function engineFor(prisma: object, definitions: readonly ResourceDefinition[]): ResourceEngine {
  return new ResourceEngine(prisma, ModelCatalog.fromClient(prisma, MODEL_META), definitions);
}

export { STAFF, clientUser } from './principals.js';

/** Awaits a promise that must be refused, and hands back the domain error for inspection. */
export async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal, but the call succeeded');
}

/**
 * A service's module wired as `startService` wires it, without the bus: its handlers and providers
 * can be fetched and called. It reads DATABASE_URL and JWT_SECRET like the running service.
 */
export function serviceContext(module: Type<unknown>): Promise<INestApplicationContext> {
  return NestFactory.createApplicationContext(serviceRootModule(module), { logger: ['error', 'warn'] });
}
export { compareReadPaths, compareReadPathsOnDemoData, type ReadPathReport } from './read-paths.js';
