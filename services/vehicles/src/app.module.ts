import { Module } from '@nestjs/common';
import { SERVICE } from '@portal/contracts';
import { createHealthController, createResourceController, dataProviders } from '@portal/server-kit';
import { vehicleNotesOpenResource } from './notes/vehicle-notes-open.resource.js';
import { vehiclesRegisterResource, vehiclesResource } from './vehicles/vehicles.resource.js';

export const VEHICLE_RESOURCES = [vehiclesResource, vehiclesRegisterResource, vehicleNotesOpenResource];

@Module({
  controllers: [createResourceController(SERVICE.VEHICLES), createHealthController(SERVICE.VEHICLES)],
  providers: [...dataProviders(VEHICLE_RESOURCES)],
})
export class VehiclesModule {}
