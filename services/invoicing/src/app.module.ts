import { Module } from '@nestjs/common';
import { createHealthController, createResourceController, dataProviders, mailProviders, storageFromEnv, type ResourceDefinition } from '@portal/server-kit';
import { BatchEmailer, INVOICING_STORAGE } from './batches/batch-emailer.js';
import { InvoiceBatchesController } from './batches/invoice-batches.controller.js';
import { invoiceBatchesResource } from './batches/invoice-batches.resource.js';
import { vehicleChargesResource } from './charges/vehicle-charges.resource.js';
import { invoicesResource } from './invoices/invoices.resource.js';
import { MasterBatchesController } from './master-batches/master-batches.controller.js';
import { masterInvoiceBatchesResource } from './master-batches/master-batches.resource.js';
import { TitlesSentController } from './titles-sent/titles-sent.controller.js';
import { titlesSentResource } from './titles-sent/titles-sent.resource.js';
import { SERVICE_NAME } from './service-name.js';

/** The resources this service serves through the generic calls. */
export const INVOICING_RESOURCES: ResourceDefinition[] = [
  invoiceBatchesResource,
  invoicesResource,
  vehicleChargesResource,
  masterInvoiceBatchesResource,
  titlesSentResource,
];

export const InvoicingHealthController = createHealthController(SERVICE_NAME);

@Module({
  controllers: [createResourceController(SERVICE_NAME), InvoicingHealthController, InvoiceBatchesController, MasterBatchesController, TitlesSentController],
  providers: [...dataProviders(INVOICING_RESOURCES), { provide: INVOICING_STORAGE, useFactory: () => storageFromEnv() }, BatchEmailer, ...mailProviders()],
})
export class InvoicingModule {}
