import { Module } from '@nestjs/common';
import { PeerCallsModule, createHealthController, createResourceController, dataProviders, storageFromEnv, type ResourceDefinition } from '@portal/server-kit';
import { VehicleData } from './data/vehicle-data.js';
import { DocumentsController } from './documents.controller.js';
import { GstDocumentController } from './gst/gst-document.controller.js';
import { DocumentJobs } from './jobs/document-jobs.js';
import { RegistrationDocumentsController } from './registration-documents/registration-documents.controller.js';
import { LoadDocumentsController } from './load-documents/load-documents.controller.js';
import { LoadData } from './load-sheet/load-data.js';
import { LoadSheetController } from './load-sheet/load-sheet.controller.js';
import { DOCUMENT_STORAGE, FormRenderer } from './render/form-renderer.js';
import { SERVICE_NAME } from './service-name.js';

/** The documents service owns no table: it reads what it prints from the services that own it. */
export const DOCUMENTS_RESOURCES: ResourceDefinition[] = [];

export const DocumentsHealthController = createHealthController(SERVICE_NAME);

@Module({
  imports: [PeerCallsModule.forService(SERVICE_NAME)],
  controllers: [
    createResourceController(SERVICE_NAME),
    DocumentsHealthController,
    DocumentsController,
    LoadSheetController,
    LoadDocumentsController,
    GstDocumentController,
    RegistrationDocumentsController,
  ],
  providers: [
    ...dataProviders(DOCUMENTS_RESOURCES),
    { provide: DOCUMENT_STORAGE, useFactory: () => storageFromEnv() },
    VehicleData,
    LoadData,
    FormRenderer,
    DocumentJobs,
  ],
})
export class DocumentsModule {}
