import { Module } from '@nestjs/common';
import { createHealthController, createResourceController, dataProviders, type ResourceDefinition } from '@portal/server-kit';
import { BayController } from './bay/bay.controller.js';
import { BAY_PROVIDERS } from './bay/bay.providers.js';
import { ClientLoadsController } from './client-loads/client-loads.controller.js';
import { clientLoadsResource } from './client-loads/client-loads.resource.js';
import { clientDriversFullResource, clientDriversResource, clientLocationsResource, clientTransportersResource } from './directory/directory.resources.js';
import { SERVICE_NAME } from './service-name.js';

/** The resources this service serves through the generic calls. */
export const LOADS_RESOURCES: ResourceDefinition[] = [
  clientLoadsResource,
  clientLocationsResource,
  clientDriversResource,
  clientDriversFullResource,
  clientTransportersResource,
];

export const LoadsHealthController = createHealthController(SERVICE_NAME);

@Module({
  controllers: [createResourceController(SERVICE_NAME), LoadsHealthController, ClientLoadsController, BayController],
  providers: [...dataProviders(LOADS_RESOURCES), ...BAY_PROVIDERS],
})
export class LoadsModule {}
