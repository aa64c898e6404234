import { Controller, Req, Res } from '@nestjs/common';
import { SERVICE, XLSX_CONTENT_TYPE, checkVehicleVins, checkVehicleVinsFile, type CallAnswer } from '@portal/contracts';
import { RpcClient, ValidationError } from '@portal/server-kit';
import { CatalogRoute } from '../catalog/catalog-route.js';
import { PublicCallThrottle } from '../identity/public-throttle.js';
import { readSheet } from '../imports/spreadsheet-file.js';
import { readUploadForm, type MultipartRequest } from '../vehicles/upload-form.js';
import { vehicleCheckWorkbook } from './vehicle-check-workbook.js';
import { vinsFromRows, vinsFromText } from './vins-from-form.js';

type Checked = CallAnswer<typeof checkVehicleVins>;

interface Reply {
  type(value: string): Reply;
  header(name: string, value: string): Reply;
  send(body: unknown): unknown;
}

/**
 * /NonCompliantVehicleCheck's calls (document 3 §7): public, so each request counts against the public
 * limits before the file is even read; the gateway reads the VINs out of the file or the pasted text.
 */
@Controller()
export class VehicleChecksController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly throttle: PublicCallThrottle,
  ) {}

  @CatalogRoute(checkVehicleVins)
  async check(@Req() request: MultipartRequest & { ip: string }) {
    return this.checked(checkVehicleVins.name, request);
  }

  @CatalogRoute(checkVehicleVinsFile)
  async checkAsFile(@Req() request: MultipartRequest & { ip: string }, @Res() reply: Reply) {
    const rows = await this.checked(checkVehicleVinsFile.name, request);
    return reply
      .type(XLSX_CONTENT_TYPE)
      .header('Content-Disposition', 'attachment; filename="VehicleCheck.xlsx"')
      .header('Cache-Control', 'no-store')
      .send(await vehicleCheckWorkbook(rows));
  }

  private async checked(subject: string, request: MultipartRequest & { ip: string }): Promise<Checked> {
    await this.throttle.count('vehicle-check', request.ip);
    const { file, fields } = await readUploadForm(request);
    const vins = file ? vinsFromRows((await readSheet(file.data, file.filename.slice(0, 255))).rows) : vinsFromText(fields.text ?? '');
    if (vins.length === 0) throw ValidationError.field(file ? 'file' : 'text', 'no VIN was given: paste VINs or upload a file with a VIN column');
    return this.rpc.send<Checked>(subject, { body: { vins } }, SERVICE.VEHICLES);
  }
}
