import { Module } from '@nestjs/common';
import { createHealthController, createResourceController, dataProviders, storageFromEnv, type ResourceDefinition } from '@portal/server-kit';
import { BatchEmailer, INVOICING_STORAGE } from './batches/batch-emailer.js';
import { InvoiceBatchesController } from './batches/invoice-batches.controller.js';
import { invoiceBatchesResource } from './batches/invoice-batches.resource.js';
import { vehicleChargesResource } from './charges/vehicle-charges.resource.js';
import { invoicesResource } from './invoices/invoices.resource.js';
import { SERVICE_NAME } from './service-name.js';

/** The resources this service serves through the generic calls. */
export const INVOICING_RESOURCES: ResourceDefinition[] = [invoiceBatchesResource, invoicesResource, vehicleChargesResource];

export const InvoicingHealthController = createHealthController(SERVICE_NAME);

@Module({
  controllers: [createResourceController(SERVICE_NAME), InvoicingHealthController, InvoiceBatchesController],
  providers: [...dataProviders(INVOICING_RESOURCES), { provide: INVOICING_STORAGE, useFactory: () => storageFromEnv() }, BatchEmailer],
})
export class InvoicingModule {}
