import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { CALLS, SERVICE_APPS, forwardedAsIs, type ServiceName } from '@portal/contracts';
import { storageFromEnv } from '@portal/server-kit';
import { AuthGuard } from './auth/auth.guard.js';
import { catalogController } from './catalog/catalog.controller.js';
import { GATEWAY_CONFIG, type GatewayConfig } from './config.js';
import { DocsController } from './docs/docs.controller.js';
import { DocumentsController } from './documents/documents.controller.js';
import { HudsonCheckController } from './documents/hudson-check.controller.js';
import { RegistrationDocumentsController } from './documents/registration-documents.controller.js';
import { CsvExportController } from './exports/csv-export.controller.js';
import { DEPLOYED_SERVICES, HealthController } from './health/health.controller.js';
import { AccountsController } from './identity/accounts.controller.js';
import { IdentityController } from './identity/auth.controller.js';
import { PUBLIC_LIMITS, PublicCallThrottle, publicLimits } from './identity/public-throttle.js';
import { ImportFileController } from './imports/import-file.controller.js';
import { InvoiceDocumentsController } from './invoicing/invoice-documents.controller.js';
import { LiveController } from './live/live.controller.js';
import { LoadBayChangesHub } from './live/load-bay-changes.hub.js';
import { VehicleChangesHub } from './live/vehicle-changes.hub.js';
import { VehicleChecksController } from './vehicle-checks/vehicle-checks.controller.js';
import { ExitPhotoController } from './exit-photo/exit-photo.controller.js';
import { SIGN_IN_LIMITS, SignInThrottle, THROTTLE_REDIS, createThrottleRedis, signInLimits } from './identity/sign-in-throttle.js';
import { TOKEN_STATE_SETTINGS, TokenStateCache, tokenStateSettings } from './auth/token-state.cache.js';
import { ReportFilesController } from './reports/report-files.controller.js';
import { ResourceController } from './resources/resource.controller.js';
import { RpcModule } from './rpc/rpc.module.js';
import { STORAGE, VehicleImagesController } from './vehicles/vehicle-images.controller.js';

/** The services this gateway reports on: `PORTAL_SERVICES` (comma-separated) or every service of the registry. */
export function deployedServices(env: NodeJS.ProcessEnv = process.env): ServiceName[] {
  const known: string[] = SERVICE_APPS.map((service) => service.name);
  const listed = env.PORTAL_SERVICES
    ? env.PORTAL_SERVICES.split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : known;
  const unknown = listed.filter((s) => !known.includes(s));
  if (unknown.length) throw new Error(`PORTAL_SERVICES names unknown services: ${unknown.join(', ')}`);
  return listed as ServiceName[];
}

@Module({
  imports: [RpcModule],
  // Specific routes first; the generic /api/:resource routes come last.
  controllers: [
    DocsController,
    HealthController,
    IdentityController,
    AccountsController,
    VehicleImagesController,
    ImportFileController,
    VehicleChecksController,
    ExitPhotoController,
    DocumentsController,
    HudsonCheckController,
    RegistrationDocumentsController,
    InvoiceDocumentsController,
    ReportFilesController,
    CsvExportController,
    LiveController,
    catalogController(CALLS.filter(forwardedAsIs)),
    ResourceController,
  ],
  providers: [
    { provide: APP_GUARD, useClass: AuthGuard },
    { provide: DEPLOYED_SERVICES, useFactory: deployedServices },
    { provide: THROTTLE_REDIS, useFactory: (config: GatewayConfig) => createThrottleRedis(config.redisUrl), inject: [GATEWAY_CONFIG] },
    { provide: SIGN_IN_LIMITS, useFactory: () => signInLimits() },
    SignInThrottle,
    { provide: PUBLIC_LIMITS, useFactory: () => publicLimits() },
    PublicCallThrottle,
    { provide: TOKEN_STATE_SETTINGS, useFactory: () => tokenStateSettings() },
    TokenStateCache,
    VehicleChangesHub,
    LoadBayChangesHub,
    { provide: STORAGE, useFactory: () => storageFromEnv() },
  ],
})
export class AppModule {}
