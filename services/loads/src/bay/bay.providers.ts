import type { Provider } from '@nestjs/common';
import type { PrismaClient } from '@portal/db';
import { PRISMA, RESOURCE_ENGINE, type ResourceEngine } from '@portal/server-kit';
import { BAY_PORT, type BayPort } from './bay-port.js';
import { BayShipments } from './bay-shipments.js';
import { bayFromEnv } from './http-bay-adapter.js';

export const BAY_PROVIDERS: Provider[] = [
  { provide: BAY_PORT, useFactory: () => bayFromEnv() },
  {
    provide: BayShipments,
    useFactory: (prisma: PrismaClient, engine: ResourceEngine, bay: BayPort) => new BayShipments(prisma, engine, bay),
    inject: [PRISMA, RESOURCE_ENGINE, BAY_PORT],
  },
];
