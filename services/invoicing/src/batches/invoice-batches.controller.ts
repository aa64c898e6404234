import { Controller, Inject } from '@nestjs/common';
import {
  addVehicleToBatch,
  batchPdf,
  batchVehicleSearch,
  removeVehicleFromBatch,
  sendBatch,
  sendBatchStatus,
  type CallMessage,
  type Principal,
} from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { Handles, NotFoundError, PRISMA, type StoragePort } from '@portal/server-kit';
import { attachmentKey } from './batch-email.js';
import { INVOICING_STORAGE, InvoiceEmailer } from '../email/invoice-emailer.js';
import { addVehicleToBatch as add, removeVehicleFromBatch as remove } from './batch-membership.js';
import { pdfPageCount } from '../pdf/pdf-kit.js';
import { pdfAnswer, storeRenderedPdf } from '../pdf/rendered-pdf.js';
import { batchPdfFilename, renderBatchPdf } from './batch-pdf.js';
import { loadBatchPrint, readableBatch } from './batch-print.js';
import { searchBatchVehicles } from './vehicle-search.js';

@Controller()
export class InvoiceBatchesController {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(INVOICING_STORAGE) private readonly storage: StoragePort,
    private readonly emailer: InvoiceEmailer,
  ) {}

  @Handles(addVehicleToBatch)
  add(message: CallMessage<typeof addVehicleToBatch>, principal: Principal) {
    return add(this.prisma, principal, Number(message.params.id), Number(message.params.vehicleId), message.body?.confirm === true);
  }

  @Handles(removeVehicleFromBatch)
  remove(message: CallMessage<typeof removeVehicleFromBatch>, principal: Principal) {
    return remove(this.prisma, principal, Number(message.params.id), Number(message.params.vehicleId));
  }

  @Handles(batchVehicleSearch)
  search(message: CallMessage<typeof batchVehicleSearch>) {
    return searchBatchVehicles(this.prisma, Number(message.params.id), message.query.vin);
  }

  /** The batch's invoice PDF, rendered for this request and removed by the gateway once sent; or a PDF it was e-mailed with. */
  @Handles(batchPdf)
  async pdf(message: CallMessage<typeof batchPdf>, principal: Principal) {
    if (message.query.sent) return this.sentPdf(principal, Number(message.params.id), Number(message.query.sent));
    const print = await loadBatchPrint(this.prisma, principal, Number(message.params.id));
    return storeRenderedPdf(this.storage, await renderBatchPdf(print), batchPdfFilename(print));
  }

  @Handles(sendBatch)
  send(message: CallMessage<typeof sendBatch>, principal: Principal) {
    return this.emailer.send(principal, Number(message.params.id), message.body.email);
  }

  @Handles(sendBatchStatus)
  sendStatus(message: CallMessage<typeof sendBatchStatus>, principal: Principal) {
    return this.emailer.status(principal, Number(message.params.id));
  }

  /** A PDF the batch was e-mailed with, kept as it went out (the PDFs Sent link). */
  private async sentPdf(principal: Principal, batchId: number, attachmentId: number) {
    const row = await this.prisma.invoiceBatchAttachment.findFirst({ where: { id: attachmentId, invoice_batch: readableBatch(principal, batchId) } });
    const kept = row ? await this.storage.get(attachmentKey(batchId, row.id)) : null;
    if (!row || !kept) throw new NotFoundError(`PDF ${attachmentId} sent with invoice batch ${batchId} not found`);
    return pdfAnswer(attachmentKey(batchId, row.id), `invoice-batch-${batchId}-sent-${row.id}.pdf`, pdfPageCount(kept), false);
  }
}
