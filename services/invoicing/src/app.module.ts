import { Module } from '@nestjs/common';
import { createHealthController, createResourceController, dataProviders, mailProviders, storageFromEnv, type ResourceDefinition } from '@portal/server-kit';
import { InvoiceBatchesController } from './batches/invoice-batches.controller.js';
import { invoiceBatchesResource } from './batches/invoice-batches.resource.js';
import { vehicleChargesResource } from './charges/vehicle-charges.resource.js';
import { INVOICING_STORAGE, InvoiceEmailer } from './email/invoice-emailer.js';
import { invoicesResource } from './invoices/invoices.resource.js';
import { MasterBatchesController } from './master-batches/master-batches.controller.js';
import { masterInvoiceBatchesResource } from './master-batches/master-batches.resource.js';
import { OneOffInvoicesController } from './one-off/one-off-invoices.controller.js';
import { oneOffInvoicesResource } from './one-off/one-off-invoices.resource.js';
import { PaperworkBatchesController } from './paperwork/paperwork-batches.controller.js';
import { paperworkBatchesResource, paperworkVehiclesResource } from './paperwork/paperwork-batches.resource.js';
import { SERVICE_NAME } from './service-name.js';
import { TitlesSentController } from './titles-sent/titles-sent.controller.js';
import { titlesSentResource } from './titles-sent/titles-sent.resource.js';

/** The resources this service serves through the generic calls. */
export const INVOICING_RESOURCES: ResourceDefinition[] = [
  invoiceBatchesResource,
  invoicesResource,
  vehicleChargesResource,
  masterInvoiceBatchesResource,
  titlesSentResource,
  paperworkBatchesResource,
  paperworkVehiclesResource,
  oneOffInvoicesResource,
];

export const InvoicingHealthController = createHealthController(SERVICE_NAME);

@Module({
  controllers: [
    createResourceController(SERVICE_NAME),
    InvoicingHealthController,
    InvoiceBatchesController,
    MasterBatchesController,
    TitlesSentController,
    PaperworkBatchesController,
    OneOffInvoicesController,
  ],
  providers: [...dataProviders(INVOICING_RESOURCES), { provide: INVOICING_STORAGE, useFactory: () => storageFromEnv() }, InvoiceEmailer, ...mailProviders()],
})
export class InvoicingModule {}
