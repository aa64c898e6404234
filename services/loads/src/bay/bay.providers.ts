import type { Provider } from '@nestjs/common';
import type { PrismaClient } from '@portal/db';
import { PRISMA, RESOURCE_ENGINE, type ResourceEngine } from '@portal/server-kit';
import { BayChangeAnnouncer } from './bay-announcer.js';
import { BAY_PORT, type BayPort } from './bay-port.js';
import { BayShipments } from './bay-shipments.js';
import { BaySync } from './bay-sync.js';
import { bayFromEnv } from './http-bay-adapter.js';

export const BAY_PROVIDERS: Provider[] = [
  { provide: BAY_PORT, useFactory: () => bayFromEnv() },
  { provide: BayChangeAnnouncer, useFactory: () => new BayChangeAnnouncer() },
  {
    provide: BayShipments,
    useFactory: (prisma: PrismaClient, engine: ResourceEngine, bay: BayPort, announcer: BayChangeAnnouncer) => new BayShipments(prisma, engine, bay, announcer),
    inject: [PRISMA, RESOURCE_ENGINE, BAY_PORT, BayChangeAnnouncer],
  },
  BaySync,
];
