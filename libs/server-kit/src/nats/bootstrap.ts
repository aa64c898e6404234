import { Logger, Module, type DynamicModule, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { MicroserviceOptions } from '@nestjs/microservices';
import type { ServiceName } from '@portal/contracts';
import { readEnv } from '../config/env.js';
import { CallerModule } from './caller.js';
import { natsConnectionOptions } from './connection-options.js';
import { RpcErrorFilter } from './rpc-error.filter.js';
import { ServiceNatsServer } from './service-server.js';

@Module({})
class ServiceRootModule {}

/** A service's module as it runs: with the caller verifier every handler relies on. */
export function serviceRootModule(module: Type<unknown>): DynamicModule {
  return { module: ServiceRootModule, imports: [CallerModule, module] };
}

/**
 * Starts a service as a NATS responder. The queue group is the service name, so replicas share the
 * requests instead of each answering every one. The bus's credentials (`NATS_USER`, `NATS_PASSWORD`)
 * decide which subjects it may serve; `CallerModule` lets its handlers verify the caller's token.
 */
export async function startService(service: ServiceName, module: Type<unknown>): Promise<{ close(): Promise<void> }> {
  const env = readEnv();
  const { user } = env.nats;
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(serviceRootModule(module), {
    strategy: new ServiceNatsServer({ ...natsConnectionOptions(env.nats), queue: service }),
    logger: ['error', 'warn', 'log'],
  });
  app.useGlobalFilters(new RpcErrorFilter());
  app.enableShutdownHooks();
  await app.listen();
  new Logger(service).log(`listening on ${env.natsUrl} as ${user ?? 'an anonymous client'} (queue ${service})`);
  return { close: () => app.close() };
}
