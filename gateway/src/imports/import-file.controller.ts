import { Controller, Req } from '@nestjs/common';
import { SERVICE, applyBondReleases, readImportFile } from '@portal/contracts';
import { RpcClient, ValidationError, type Caller } from '@portal/server-kit';
import { CatalogRoute } from '../catalog/catalog-route.js';
import { CurrentCaller } from '../rpc/caller.decorator.js';
import { readUploadForm, type MultipartRequest } from '../vehicles/upload-form.js';
import { isPdf, releasePdfRows } from './release-pdf.js';
import { readSheet } from './spreadsheet-file.js';

/** The uploads of sheets (the vehicle import, the bond releases, also in PDF): the gateway reads the file, the vehicles service decides who may use it. */
@Controller()
export class ImportFileController {
  constructor(private readonly rpc: RpcClient) {}

  @CatalogRoute(readImportFile)
  async upload(@CurrentCaller() caller: Caller, @Req() request: MultipartRequest) {
    const { filename, kind, rows } = await uploadedSheet(request);
    return this.rpc.call(caller, readImportFile.name, { body: { filename, kind, rows } }, SERVICE.VEHICLES);
  }

  /** A sheet (csv, xlsx, xls) or a release notice in PDF, read as the lines that hold a VIN and a date. */
  @CatalogRoute(applyBondReleases)
  async bondReleases(@CurrentCaller() caller: Caller, @Req() request: MultipartRequest) {
    const { filename, data } = await uploadedFile(request);
    const rows = isPdf(data) ? await releasePdfRows(data, filename) : (await readSheet(data, filename)).rows;
    return this.rpc.call(caller, applyBondReleases.name, { body: { filename, rows } }, SERVICE.VEHICLES);
  }
}

async function uploadedFile(request: MultipartRequest) {
  const { file } = await readUploadForm(request);
  if (!file) throw ValidationError.field('file', 'no file was uploaded');
  return { filename: file.filename.slice(0, 255), data: file.data };
}

async function uploadedSheet(request: MultipartRequest) {
  const { filename, data } = await uploadedFile(request);
  return { filename, ...(await readSheet(data, filename)) };
}
