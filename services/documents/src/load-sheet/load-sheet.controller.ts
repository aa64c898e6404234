import { Controller, Inject } from '@nestjs/common';
import { renderLoadSheet as renderLoadSheetCall, type CallMessage, type Principal } from '@portal/contracts';
import { Handles, type Caller, type StoragePort } from '@portal/server-kit';
import { VehicleData } from '../data/vehicle-data.js';
import { storeRendered } from '../render/documents.js';
import { DOCUMENT_STORAGE } from '../render/form-renderer.js';
import { LoadData } from './load-data.js';
import { loadSheetFilename, renderLoadSheet } from './load-sheet.js';

/**
 * The load sheet (document 2 §2, /clientLoads/{id}/print). The load is read for the caller, so another
 * client's load is the loads service's 404 and nothing is rendered.
 */
@Controller()
export class LoadSheetController {
  constructor(
    private readonly loads: LoadData,
    private readonly vehicles: VehicleData,
    @Inject(DOCUMENT_STORAGE) private readonly storage: StoragePort,
  ) {}

  @Handles(renderLoadSheetCall)
  async loadSheet(message: CallMessage<typeof renderLoadSheetCall>, _principal: Principal, caller: Caller) {
    const load = await this.loads.load(caller, Number(message.params.id));
    const client = await this.vehicles.client(caller, load.client_id);
    const doc = await renderLoadSheet(load, client);
    return storeRendered(this.storage, { bytes: await doc.save(), filename: loadSheetFilename(load), pages: doc.getPageCount(), leftOut: [] });
  }
}
