import { Controller, Inject } from '@nestjs/common';
import { missingBondReleaseXlsx, readDashboard, type CallMessage, type Principal } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { Handles, PRISMA, RESOURCE_ENGINE, type ResourceEngine, type StoragePort } from '@portal/server-kit';
import { dashboard } from './dashboard.js';
import { missingBondReleaseFile } from './missing-bond-release.js';

export const REPORT_STORAGE = Symbol('REPORT_STORAGE');

@Controller()
export class DashboardController {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(RESOURCE_ENGINE) private readonly engine: ResourceEngine,
    @Inject(REPORT_STORAGE) private readonly storage: StoragePort,
  ) {}

  @Handles(readDashboard)
  read(message: CallMessage<typeof readDashboard>, principal: Principal) {
    return dashboard(this.prisma, this.engine, principal, message.query);
  }

  @Handles(missingBondReleaseXlsx)
  missingBondRelease(message: CallMessage<typeof missingBondReleaseXlsx>, principal: Principal) {
    return missingBondReleaseFile(this.prisma, this.engine, this.storage, principal, message.query);
  }
}
