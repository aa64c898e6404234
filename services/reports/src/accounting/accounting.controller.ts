import { Controller, Inject } from '@nestjs/common';
import { monthlySummary, type CallMessage } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { Handles, PRISMA } from '@portal/server-kit';
import { monthlySummaryReport } from './monthly-summary.js';

@Controller()
export class AccountingController {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  @Handles(monthlySummary)
  monthly(message: CallMessage<typeof monthlySummary>) {
    return monthlySummaryReport(this.prisma, message.query);
  }
}
