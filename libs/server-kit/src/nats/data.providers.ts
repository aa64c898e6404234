import { Inject, Injectable, type OnApplicationShutdown, type Provider } from '@nestjs/common';
import { MODEL_META, createPrismaClient } from '@portal/db';
import { readEnv } from '../config/env.js';
import { ModelCatalog } from '../resource/catalog.js';
import type { ResourceDefinition } from '../resource/definition.js';
import { ResourceEngine } from '../resource/engine.js';
import { PRISMA } from './health.controller.js';
import { RESOURCE_ENGINE } from './resource.controller.js';

export const MODEL_CATALOG = Symbol('MODEL_CATALOG');

@Injectable()
class PrismaShutdown implements OnApplicationShutdown {
  constructor(@Inject(PRISMA) private readonly prisma: { $disconnect(): Promise<void> }) {}

  async onApplicationShutdown(): Promise<void> {
    await this.prisma.$disconnect();
  }
}

/** The database client, the model catalog and the resource engine of one service. */
export function dataProviders(definitions: readonly ResourceDefinition[]): Provider[] {
  return [
    { provide: PRISMA, useFactory: () => createPrismaClient(readEnv().databaseUrl) },
    { provide: MODEL_CATALOG, useFactory: (prisma: object) => ModelCatalog.fromClient(prisma, MODEL_META), inject: [PRISMA] },
    {
      provide: RESOURCE_ENGINE,
      useFactory: (prisma: object, catalog: ModelCatalog) => new ResourceEngine(prisma, catalog, definitions),
      inject: [PRISMA, MODEL_CATALOG],
    },
    PrismaShutdown,
  ];
}
