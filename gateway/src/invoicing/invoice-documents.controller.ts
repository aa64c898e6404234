import { Controller, Inject, Param, Query, Res } from '@nestjs/common';
import { SERVICE, batchPdf, masterBatchPdf, masterBatchXlsx, oneOffInvoicePdf, titlesSentPdf, type CallAnswer } from '@portal/contracts';
import { RpcClient, type Caller, type StoragePort } from '@portal/server-kit';
import { CatalogRoute } from '../catalog/catalog-route.js';
import { sendStoredDocument, type Reply } from '../documents/documents.controller.js';
import { CurrentCaller } from '../rpc/caller.decorator.js';
import { STORAGE } from '../vehicles/vehicle-images.controller.js';

type Rendered = CallAnswer<typeof batchPdf>;

/**
 * The invoice batch's PDF (Print Batch, the PDF download) and, with `?sent=`, a PDF it was e-mailed with; the
 * master batch's PDF and Excel; a titles-sent group's PDF; a one-off invoice's PDF (Print). The invoicing
 * service renders and decides who may have which; the gateway sends the file it left.
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

  @CatalogRoute(masterBatchPdf)
  async masterBatchPdf(@CurrentCaller() caller: Caller, @Param() params: Record<string, string>, @Query() query: Record<string, unknown>, @Res() reply: Reply) {
    const found = await this.rpc.call<Rendered>(caller, masterBatchPdf.name, { params, query }, SERVICE.INVOICING);
    return sendStoredDocument(this.storage, found, query, reply);
  }

  /** Get MIB Excel is always saved, never shown in the browser. */
  @CatalogRoute(masterBatchXlsx)
  async masterBatchXlsx(@CurrentCaller() caller: Caller, @Param() params: Record<string, string>, @Res() reply: Reply) {
    const found = await this.rpc.call<Rendered>(caller, masterBatchXlsx.name, { params }, SERVICE.INVOICING);
    return sendStoredDocument(this.storage, found, { download: '1' }, reply);
  }

  @CatalogRoute(titlesSentPdf)
  async titlesSentPdf(@CurrentCaller() caller: Caller, @Query() query: Record<string, unknown>, @Res() reply: Reply) {
    const found = await this.rpc.call<Rendered>(caller, titlesSentPdf.name, { query }, SERVICE.INVOICING);
    return sendStoredDocument(this.storage, found, query, reply);
  }

  @CatalogRoute(oneOffInvoicePdf)
  async oneOffPdf(@CurrentCaller() caller: Caller, @Param() params: Record<string, string>, @Query() query: Record<string, unknown>, @Res() reply: Reply) {
    const found = await this.rpc.call<Rendered>(caller, oneOffInvoicePdf.name, { params, query }, SERVICE.INVOICING);
    return sendStoredDocument(this.storage, found, query, reply);
  }
}
