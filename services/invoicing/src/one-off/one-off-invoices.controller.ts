import { Controller, Inject } from '@nestjs/common';
import { oneOffInvoicePdf, sendOneOffInvoice, sendOneOffInvoiceStatus, type CallMessage, type Principal } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { Handles, PRISMA, type StoragePort } from '@portal/server-kit';
import { INVOICING_STORAGE, InvoiceEmailer } from '../email/invoice-emailer.js';
import { storeRenderedPdf } from '../pdf/rendered-pdf.js';
import { loadOneOffInvoice, oneOffPdfFilename, renderOneOffPdf } from './one-off-pdf.js';

/** Print and Email of a one-off invoice (document 3 §2.7). */
@Controller()
export class OneOffInvoicesController {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(INVOICING_STORAGE) private readonly storage: StoragePort,
    private readonly emailer: InvoiceEmailer,
  ) {}

  /** The invoice's PDF, rendered for this request and removed by the gateway once sent. */
  @Handles(oneOffInvoicePdf)
  async pdf(message: CallMessage<typeof oneOffInvoicePdf>) {
    const invoice = await loadOneOffInvoice(this.prisma, Number(message.params.id));
    return storeRenderedPdf(this.storage, await renderOneOffPdf(invoice), oneOffPdfFilename(invoice.id));
  }

  @Handles(sendOneOffInvoice)
  send(message: CallMessage<typeof sendOneOffInvoice>, principal: Principal) {
    return this.emailer.sendOneOff(principal, Number(message.params.id));
  }

  @Handles(sendOneOffInvoiceStatus)
  status(message: CallMessage<typeof sendOneOffInvoiceStatus>, principal: Principal) {
    return this.emailer.oneOffStatus(principal, Number(message.params.id));
  }
}
