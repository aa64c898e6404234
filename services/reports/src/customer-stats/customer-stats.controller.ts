import { Controller, Inject } from '@nestjs/common';
import { customerMonthlyStats, customerStats, customerVolumes, type CallMessage } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { Handles, PRISMA } from '@portal/server-kit';
import { customerMonthlyStatsRows, customerStatsRows } from './customer-stats.js';
import { customerVolumeRows } from './customer-volumes.js';

@Controller()
export class CustomerStatsController {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  @Handles(customerStats)
  all(message: CallMessage<typeof customerStats>) {
    return customerStatsRows(this.prisma, message.params.year);
  }

  @Handles(customerMonthlyStats)
  monthly(message: CallMessage<typeof customerMonthlyStats>) {
    return customerMonthlyStatsRows(this.prisma, message.params.year, message.params.clientid);
  }

  @Handles(customerVolumes)
  volumes(message: CallMessage<typeof customerVolumes>) {
    return customerVolumeRows(this.prisma, message.body);
  }
}
