import { Module } from '@nestjs/common';
import { createHealthController, createResourceController, dataProviders, storageFromEnv, type ResourceDefinition } from '@portal/server-kit';
import { AccountingController } from './accounting/accounting.controller.js';
import { ActivityController } from './activity/activity.controller.js';
import { CustomerStatsController } from './customer-stats/customer-stats.controller.js';
import { CustomsSubmittedController } from './customs/customs-submitted.controller.js';
import { customsSubmittedResource } from './customs/customs-submitted.js';
import { unbilledResource } from './accounting/unbilled.resource.js';
import { transportPocResource } from './transport/transport-poc.resource.js';
import { DashboardController, REPORT_STORAGE } from './dashboard/dashboard.controller.js';
import { RI_REPORT_RESOURCES } from './ri-reports/ri-reports.resources.js';
import { SERVICE_NAME } from './service-name.js';
import { TITLE_REPORT_RESOURCES } from './title-reports/title-reports.resources.js';

/**
 * The report lists this service serves through the generic calls: read-only views of the vehicles,
 * read directly from the database (ARCHITECTURE.md: reports may read other areas' tables, never write).
 */
export const REPORTS_RESOURCES: ResourceDefinition[] = [
  ...TITLE_REPORT_RESOURCES,
  ...RI_REPORT_RESOURCES,
  unbilledResource,
  customsSubmittedResource,
  transportPocResource,
];

export const ReportsHealthController = createHealthController(SERVICE_NAME);

@Module({
  controllers: [
    createResourceController(SERVICE_NAME),
    ReportsHealthController,
    DashboardController,
    AccountingController,
    ActivityController,
    CustomerStatsController,
    CustomsSubmittedController,
  ],
  providers: [...dataProviders(REPORTS_RESOURCES), { provide: REPORT_STORAGE, useFactory: () => storageFromEnv() }],
})
export class ReportsModule {}
