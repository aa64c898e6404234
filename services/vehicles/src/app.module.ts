import { Module } from '@nestjs/common';
import { SERVICE } from '@portal/contracts';
import { createHealthController, createResourceController, dataProviders, storageFromEnv } from '@portal/server-kit';
import { BlackbookController } from './blackbook/blackbook.controller.js';
import { BLACKBOOK_PORT } from './blackbook/blackbook-port.js';
import { blackbookFromEnv } from './blackbook/http-blackbook-adapter.js';
import { clientLoadVehiclesResource } from './loads/client-load-vehicles.resource.js';
import { LoadMembershipController } from './loads/load-membership.controller.js';
import { nhtsaConformityItemsResource } from './conformance/nhtsa-conformity-items.resource.js';
import { VehicleConformanceController } from './conformance/vehicle-conformance.controller.js';
import { VehicleHistoryController } from './history/vehicle-history.controller.js';
import { VehicleImagesController } from './images/vehicle-images.controller.js';
import { ImportJobs } from './imports/import-jobs.js';
import { ImportsController } from './imports/imports.controller.js';
import { VehicleChangeAnnouncer } from './live/vehicle-change-announcer.js';
import { MassUpdateController } from './mass-update/mass-update.controller.js';
import { VehicleChecksController } from './vehicle-checks/vehicle-checks.controller.js';
import { ExitPhotoController } from './exit-photo/exit-photo.controller.js';
import { vehicleImageTypesResource, vehicleImagesResource } from './images/vehicle-images.resource.js';
import { NhtsaController } from './nhtsa/nhtsa.controller.js';
import { NHTSA_PROVIDERS } from './nhtsa/nhtsa.providers.js';
import { vehicleNotesOpenResource } from './notes/vehicle-notes-open.resource.js';
import { vehicleNotesResource } from './notes/vehicle-notes.resource.js';
import { InspectionSignatureController } from './signatures/inspection-signature.controller.js';
import { INSPECTION_SIGNATURE_STORAGE } from './signatures/inspection-signature.js';
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
  clientLoadVehiclesResource,
  nhtsaConformityItemsResource,
];

@Module({
  controllers: [
    createResourceController(SERVICE.VEHICLES),
    createHealthController(SERVICE.VEHICLES),
    VehicleHistoryController,
    VehicleImagesController,
    VehicleConformanceController,
    NhtsaController,
    LoadMembershipController,
    BlackbookController,
    MassUpdateController,
    ImportsController,
    VehicleChecksController,
    ExitPhotoController,
    InspectionSignatureController,
  ],
  providers: [
    ...dataProviders(VEHICLE_RESOURCES),
    ...NHTSA_PROVIDERS,
    { provide: BLACKBOOK_PORT, useFactory: () => blackbookFromEnv() },
    // The inspection signatures are kept in the same storage the documents service prints them from.
    { provide: INSPECTION_SIGNATURE_STORAGE, useFactory: () => storageFromEnv() },
    ImportJobs,
    VehicleChangeAnnouncer,
  ],
})
export class VehiclesModule {}
