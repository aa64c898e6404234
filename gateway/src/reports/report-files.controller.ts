import { Body, Controller, Inject, Query, Res } from '@nestjs/common';
import { SERVICE, chargeBreakdown, invoiceSummaryPdf, missingBondReleaseXlsx, type CallAnswer } from '@portal/contracts';
import { RpcClient, type Caller, type StoragePort } from '@portal/server-kit';
import { CatalogRoute } from '../catalog/catalog-route.js';
import { sendStoredDocument, type Reply } from '../documents/documents.controller.js';
import { CurrentCaller } from '../rpc/caller.decorator.js';
import { STORAGE } from '../vehicles/vehicle-images.controller.js';

/**
 * The reports' files (document 2 §7): the reports service builds the file (a spreadsheet, the printed
 * invoice summary, the charge breakdown CSV) and decides whose vehicles it holds; the gateway sends it
 * once and removes it.
 */
@Controller()
export class ReportFilesController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(STORAGE) private readonly storage: StoragePort,
  ) {}

  @CatalogRoute(missingBondReleaseXlsx)
  async missingBondRelease(@CurrentCaller() caller: Caller, @Query() query: Record<string, unknown>, @Res() reply: Reply) {
    const found = await this.rpc.call<CallAnswer<typeof missingBondReleaseXlsx>>(caller, missingBondReleaseXlsx.name, { query }, SERVICE.REPORTS);
    return sendStoredDocument(this.storage, found, { download: '1' }, reply);
  }

  @CatalogRoute(invoiceSummaryPdf)
  async invoiceSummaryPdf(@CurrentCaller() caller: Caller, @Query() query: Record<string, unknown>, @Res() reply: Reply) {
    const found = await this.rpc.call<CallAnswer<typeof invoiceSummaryPdf>>(caller, invoiceSummaryPdf.name, { query }, SERVICE.REPORTS);
    // Shown in the tab the screen opened, to print from there.
    return sendStoredDocument(this.storage, found, {}, reply);
  }

  @CatalogRoute(chargeBreakdown)
  async chargeBreakdown(@CurrentCaller() caller: Caller, @Body() body: Record<string, unknown>, @Res() reply: Reply) {
    const found = await this.rpc.call<CallAnswer<typeof chargeBreakdown>>(caller, chargeBreakdown.name, { body }, SERVICE.REPORTS);
    return sendStoredDocument(this.storage, found, { download: '1' }, reply);
  }
}
