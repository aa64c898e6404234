import { Controller, Inject, Query, Res } from '@nestjs/common';
import { SERVICE, missingBondReleaseXlsx, type CallAnswer } from '@portal/contracts';
import { RpcClient, type Caller, type StoragePort } from '@portal/server-kit';
import { CatalogRoute } from '../catalog/catalog-route.js';
import { sendStoredDocument, type Reply } from '../documents/documents.controller.js';
import { CurrentCaller } from '../rpc/caller.decorator.js';
import { STORAGE } from '../vehicles/vehicle-images.controller.js';

/**
 * The reports' spreadsheets (document 2 §7): the reports service builds the file and decides whose
 * vehicles it holds; the gateway sends it once and removes it.
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
}
