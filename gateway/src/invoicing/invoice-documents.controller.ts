import { Controller, Inject, Param, Query, Res } from '@nestjs/common';
import { SERVICE, batchPdf, oneOffInvoicePdf, type CallAnswer } from '@portal/contracts';
import { RpcClient, type Caller, type StoragePort } from '@portal/server-kit';
import { CatalogRoute } from '../catalog/catalog-route.js';
import { sendStoredDocument, type Reply } from '../documents/documents.controller.js';
import { CurrentCaller } from '../rpc/caller.decorator.js';
import { STORAGE } from '../vehicles/vehicle-images.controller.js';

type Rendered = CallAnswer<typeof batchPdf>;

/**
 * The invoice batch's PDF (Print Batch, the PDF download) and, with `?sent=`, a PDF it was e-mailed with; a
 * one-off invoice's PDF (Print). The invoicing service renders and decides who may have which; the gateway
 * sends the file it left.
 */
@Controller()
export class InvoiceDocumentsController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(STORAGE) private readonly storage: StoragePort,
  ) {}

  @CatalogRoute(batchPdf)
  async batchPdf(@CurrentCaller() caller: Caller, @Param() params: Record<string, string>, @Query() query: Record<string, unknown>, @Res() reply: Reply) {
    const found = await this.rpc.call<Rendered>(caller, batchPdf.name, { params, query }, SERVICE.INVOICING);
    return sendStoredDocument(this.storage, found, query, reply);
  }

  @CatalogRoute(oneOffInvoicePdf)
  async oneOffPdf(@CurrentCaller() caller: Caller, @Param() params: Record<string, string>, @Query() query: Record<string, unknown>, @Res() reply: Reply) {
    const found = await this.rpc.call<CallAnswer<typeof oneOffInvoicePdf>>(caller, oneOffInvoicePdf.name, { params, query }, SERVICE.INVOICING);
    return sendStoredDocument(this.storage, found, query, reply);
  }
}
