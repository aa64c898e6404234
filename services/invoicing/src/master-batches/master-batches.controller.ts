import { Controller, Inject } from '@nestjs/common';
import { createMasterBatch, masterBatchPdf, masterBatchXlsx, removeFromMasterBatch, type CallMessage, type Principal } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { Handles, PRISMA, type StoragePort } from '@portal/server-kit';
import { randomUUID } from 'node:crypto';
import { INVOICING_STORAGE } from '../email/invoice-emailer.js';
import { fileAnswer } from '../pdf/pdf-kit.js';
import { masterBatchFilename, renderMasterBatchPdf } from './master-batch-pdf.js';
import { loadMasterBatchPrint } from './master-batch-print.js';
import { masterBatchWorkbook } from './master-batch-xlsx.js';
import { XLSX_CONTENT_TYPE } from '@portal/contracts/constants';
import { createMasterBatch as create, removeFromMasterBatch as remove } from './master-batches.js';

@Controller()
export class MasterBatchesController {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(INVOICING_STORAGE) private readonly storage: StoragePort,
  ) {}

  @Handles(createMasterBatch)
  create(message: CallMessage<typeof createMasterBatch>, principal: Principal) {
    return create(this.prisma, principal, message.body.invoiceBatchIds);
  }

  @Handles(removeFromMasterBatch)
  remove(message: CallMessage<typeof removeFromMasterBatch>) {
    return remove(this.prisma, Number(message.params.id), Number(message.params.batchId));
  }

  /** Get MIB PDF, rendered for this request and removed by the gateway once sent. */
  @Handles(masterBatchPdf)
  async pdf(message: CallMessage<typeof masterBatchPdf>, principal: Principal) {
    const print = await loadMasterBatchPrint(this.prisma, principal, Number(message.params.id));
    const { bytes, pages } = await renderMasterBatchPdf(print);
    const key = `invoicing/renders/${randomUUID()}.pdf`;
    await this.storage.put(key, bytes, 'application/pdf');
    return fileAnswer(key, masterBatchFilename(print.id, 'pdf'), 'application/pdf', pages, true);
  }

  /** Get MIB Excel. */
  @Handles(masterBatchXlsx)
  async xlsx(message: CallMessage<typeof masterBatchXlsx>, principal: Principal) {
    const print = await loadMasterBatchPrint(this.prisma, principal, Number(message.params.id));
    const key = `invoicing/renders/${randomUUID()}.xlsx`;
    await this.storage.put(key, await masterBatchWorkbook(print), XLSX_CONTENT_TYPE);
    return fileAnswer(key, masterBatchFilename(print.id, 'xlsx'), XLSX_CONTENT_TYPE, 1, true);
  }
}
