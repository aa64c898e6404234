import { Logger, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Transport, type MicroserviceOptions } from '@nestjs/microservices';
import type { ServiceName } from '@portal/contracts';
import { readEnv } from '../config/env.js';
import { RpcErrorFilter } from './rpc-error.filter.js';

/**
 * Starts a service as a NATS responder. The queue group is the service name, so replicas share the
 * requests instead of each answering every one.
 */
export async function startService(service: ServiceName, module: Type<unknown>): Promise<{ close(): Promise<void> }> {
  const env = readEnv();
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(module, {
    transport: Transport.NATS,
    options: { servers: [env.natsUrl], queue: service },
    logger: ['error', 'warn', 'log'],
  });
  app.useGlobalFilters(new RpcErrorFilter());
  app.enableShutdownHooks();
  await app.listen();
  new Logger(service).log(`listening on ${env.natsUrl} (queue ${service})`);
  return { close: () => app.close() };
}
