import { Controller, Inject } from '@nestjs/common';
import { monthlySummary, taxReport, userTimeReport, type CallMessage } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { Handles, PRISMA } from '@portal/server-kit';
import { monthlySummaryReport } from './monthly-summary.js';
import { taxReportRows } from './tax-report.js';
import { userTimeReportRows } from './user-time-report.js';

@Controller()
export class AccountingController {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  @Handles(monthlySummary)
  monthly(message: CallMessage<typeof monthlySummary>) {
    return monthlySummaryReport(this.prisma, message.query);
  }

  @Handles(userTimeReport)
  userTime(message: CallMessage<typeof userTimeReport>) {
    return userTimeReportRows(this.prisma, message.body);
  }

  @Handles(taxReport)
  tax(message: CallMessage<typeof taxReport>) {
    return taxReportRows(this.prisma, message.body);
  }
}
