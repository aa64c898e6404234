import { Module } from '@nestjs/common';
import { SERVICE } from '@portal/contracts';
import { createHealthController, createResourceController, dataProviders } from '@portal/server-kit';
import { clientsActiveResource, clientsResource } from './clients/clients.resource.js';
import { titleStatusesResource, usStatesResource } from './lookups/lookups.resource.js';

export const ADMIN_RESOURCES = [clientsResource, clientsActiveResource, titleStatusesResource, usStatesResource];

@Module({
  controllers: [createResourceController(SERVICE.ADMIN), createHealthController(SERVICE.ADMIN)],
  providers: [...dataProviders(ADMIN_RESOURCES)],
})
export class AdminModule {}
