import { Module } from '@nestjs/common';
import { SERVICE } from '@portal/contracts';
import { createHealthController, createResourceController, dataProviders } from '@portal/server-kit';
import { auctionsResource } from './auctions/auctions.resource.js';
import { clientAgentsResource, clientDefaultsResource, clientNotesResource } from './clients/client-children.resource.js';
import { clientsActiveResource, clientsActiveRiResource, clientsResource } from './clients/clients.resource.js';
import { historyItemsResource } from './history/history-items.resource.js';
import {
  clientTypesResource,
  paymentTypesResource,
  usStatesResource,
  vehicleChargeTypesResource,
  vehicleStatusesResource,
} from './lookups/lookups.resource.js';
import { PdfFormMappingController } from './pdf-forms/pdf-form-mapping.controller.js';
import { pdfFormFieldsResource, pdfFormsResource } from './pdf-forms/pdf-forms.resource.js';
import { rackRateOverridesResource, rackRateTitleAppTypesResource, rackRatesResource } from './rack-rates/rack-rates.resource.js';
import {
  titleApplicationTypeCostsResource,
  titleApplicationTypesResource,
  titleRackRatesResource,
  titleStatusesResource,
} from './title-types/title-types.resource.js';

export const ADMIN_RESOURCES = [
  clientsResource,
  clientsActiveResource,
  clientsActiveRiResource,
  clientNotesResource,
  clientAgentsResource,
  clientDefaultsResource,
  rackRatesResource,
  rackRateOverridesResource,
  rackRateTitleAppTypesResource,
  titleStatusesResource,
  titleApplicationTypesResource,
  titleApplicationTypeCostsResource,
  titleRackRatesResource,
  auctionsResource,
  usStatesResource,
  clientTypesResource,
  paymentTypesResource,
  vehicleChargeTypesResource,
  vehicleStatusesResource,
  pdfFormsResource,
  pdfFormFieldsResource,
  historyItemsResource,
];

@Module({
  controllers: [createResourceController(SERVICE.ADMIN), createHealthController(SERVICE.ADMIN), PdfFormMappingController],
  providers: [...dataProviders(ADMIN_RESOURCES)],
})
export class AdminModule {}
