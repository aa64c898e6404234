import { Controller, Req } from '@nestjs/common';
import { SERVICE, applyBondReleases, readImportFile } from '@portal/contracts';
import { RpcClient, ValidationError, type Caller } from '@portal/server-kit';
import { CatalogRoute } from '../catalog/catalog-route.js';
import { CurrentCaller } from '../rpc/caller.decorator.js';
import { readUploadForm, type MultipartRequest } from '../vehicles/upload-form.js';
import { readSheet } from './spreadsheet-file.js';

/** The uploads of sheets (the vehicle import, the bond releases): the gateway reads the workbook, the vehicles service decides who may use it. */
@Controller()
export class ImportFileController {
  constructor(private readonly rpc: RpcClient) {}

  @CatalogRoute(readImportFile)
  async upload(@CurrentCaller() caller: Caller, @Req() request: MultipartRequest) {
    const { filename, kind, rows } = await uploadedSheet(request);
    return this.rpc.call(caller, readImportFile.name, { body: { filename, kind, rows } }, SERVICE.VEHICLES);
  }

  @CatalogRoute(applyBondReleases)
  async bondReleases(@CurrentCaller() caller: Caller, @Req() request: MultipartRequest) {
    const { filename, rows } = await uploadedSheet(request);
    return this.rpc.call(caller, applyBondReleases.name, { body: { filename, rows } }, SERVICE.VEHICLES);
  }
}

async function uploadedSheet(request: MultipartRequest) {
  const { file } = await readUploadForm(request);
  if (!file) throw ValidationError.field('file', 'no file was uploaded');
  const filename = file.filename.slice(0, 255);
  return { filename, ...(await readSheet(file.data, filename)) };
}
