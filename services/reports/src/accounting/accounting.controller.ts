import { Controller, Inject } from '@nestjs/common';
import { chargeBreakdown, invoiceSummary, invoiceSummaryPdf, monthlySummary, taxReport, userTimeReport, type CallMessage } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { Handles, PRISMA, type StoragePort } from '@portal/server-kit';
import { REPORT_STORAGE } from '../dashboard/dashboard.controller.js';
import { chargeBreakdownFile } from './charge-breakdown.js';
import { invoiceSummaryPdfFile } from './invoice-summary-pdf.js';
import { invoiceSummaryReport } from './invoice-summary.js';
import { monthlySummaryReport } from './monthly-summary.js';
import { taxReportRows } from './tax-report.js';
import { userTimeReportRows } from './user-time-report.js';

@Controller()
export class AccountingController {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(REPORT_STORAGE) private readonly storage: StoragePort,
  ) {}

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

  @Handles(invoiceSummary)
  invoiceSummary(message: CallMessage<typeof invoiceSummary>) {
    const { page, ...query } = message.query;
    return invoiceSummaryReport(this.prisma, query, { page: page ? Number(page) : 1 });
  }

  @Handles(invoiceSummaryPdf)
  invoiceSummaryPdf(message: CallMessage<typeof invoiceSummaryPdf>) {
    return invoiceSummaryPdfFile(this.prisma, this.storage, message.query);
  }

  @Handles(chargeBreakdown)
  chargeBreakdown(message: CallMessage<typeof chargeBreakdown>) {
    return chargeBreakdownFile(this.prisma, this.storage, message.body);
  }
}
