import { Module } from '@nestjs/common';
import { SERVICE } from '@portal/contracts';
import { createHealthController, createResourceController, dataProviders } from '@portal/server-kit';
import { VehicleConformanceController } from './conformance/vehicle-conformance.controller.js';
import { VehicleHistoryController } from './history/vehicle-history.controller.js';
import { VehicleImagesController } from './images/vehicle-images.controller.js';
import { vehicleImageTypesResource, vehicleImagesResource } from './images/vehicle-images.resource.js';
import { NhtsaController } from './nhtsa/nhtsa.controller.js';
import { NHTSA_PROVIDERS } from './nhtsa/nhtsa.providers.js';
import { vehicleNotesOpenResource } from './notes/vehicle-notes-open.resource.js';
import { vehicleNotesResource } from './notes/vehicle-notes.resource.js';
import { vehicleTimersResource } from './timers/vehicle-timers.resource.js';
import { vehiclesRegisterResource, vehiclesResource } from './vehicles/vehicles.resource.js';

export const VEHICLE_RESOURCES = [
  vehiclesResource,
  vehiclesRegisterResource,
  vehicleNotesOpenResource,
  vehicleNotesResource,
  vehicleTimersResource,
  vehicleImagesResource,
  vehicleImageTypesResource,
];

@Module({
  controllers: [
    createResourceController(SERVICE.VEHICLES),
    createHealthController(SERVICE.VEHICLES),
    VehicleHistoryController,
    VehicleImagesController,
    VehicleConformanceController,
    NhtsaController,
  ],
  providers: [...dataProviders(VEHICLE_RESOURCES), ...NHTSA_PROVIDERS],
})
export class VehiclesModule {}
