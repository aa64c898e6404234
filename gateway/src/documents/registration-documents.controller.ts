import { Controller, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { SERVICE, renderRegistrationDocument, type CallAnswer } from '@portal/contracts';
import { RpcClient, type StoragePort } from '@portal/server-kit';
import { CatalogRoute } from '../catalog/catalog-route.js';
import { PublicCallThrottle } from '../identity/public-throttle.js';
import { STORAGE } from '../vehicles/vehicle-images.controller.js';
import { sendStoredDocument, type Reply } from './documents.controller.js';

/**
 * The blank forms of /registration-documents (document 3 §2.6), for people who have no account yet:
 * each download counts against the public limits, since each one renders and stores a file.
 */
@Controller()
export class RegistrationDocumentsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly throttle: PublicCallThrottle,
    @Inject(STORAGE) private readonly storage: StoragePort,
  ) {}

  @CatalogRoute(renderRegistrationDocument)
  async render(@Param() params: Record<string, string>, @Query() query: Record<string, unknown>, @Req() request: { ip: string }, @Res() reply: Reply) {
    await this.throttle.count('registration-documents', request.ip);
    const found = await this.rpc.send<CallAnswer<typeof renderRegistrationDocument>>(renderRegistrationDocument.name, { params, query }, SERVICE.DOCUMENTS);
    return sendStoredDocument(this.storage, found, query, reply);
  }
}
