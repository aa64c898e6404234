import { Controller, Inject } from '@nestjs/common';
import { customsSubmittedStats } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { Handles, PRISMA } from '@portal/server-kit';
import { customsStats } from './customs-submitted.js';

@Controller()
export class CustomsSubmittedController {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  @Handles(customsSubmittedStats)
  stats() {
    return customsStats(this.prisma);
  }
}
