import { Controller, Req } from '@nestjs/common';
import { SERVICE, hudsonCheck } from '@portal/contracts';
import { RpcClient, ValidationError, type Caller } from '@portal/server-kit';
import { CatalogRoute } from '../catalog/catalog-route.js';
import { readSheet } from '../imports/spreadsheet-file.js';
import { CurrentCaller } from '../rpc/caller.decorator.js';
import { readUploadForm, type MultipartRequest } from '../vehicles/upload-form.js';
import { vinsFromRows } from '../vehicle-checks/vins-from-form.js';

type HudsonRequest = MultipartRequest & { body?: unknown };

/** A plain list of VINs (a .txt file or one sent as text/plain) is read as pasted text, not as a sheet. */
function isPlainText(filename: string): boolean {
  return /\.txt$/i.test(filename);
}

/**
 * The VINs of a Hudson check as the documents service takes them, one a line: from an uploaded file (a
 * sheet with a VIN column, or a text file of VINs) or from the `text` field, in a form or in JSON.
 */
export async function hudsonCheckText(request: HudsonRequest): Promise<string> {
  if (!request.isMultipart?.()) {
    const text = (request.body as { text?: unknown } | undefined)?.text;
    if (typeof text !== 'string') throw ValidationError.field('text', 'is required: paste VINs or upload a file of VINs');
    return text;
  }
  const { file, fields } = await readUploadForm(request);
  if (!file) {
    if (fields.text === undefined) throw ValidationError.field('file', 'no file was uploaded and no VINs were pasted');
    return fields.text;
  }
  const filename = file.filename.slice(0, 255);
  if (isPlainText(filename)) return file.data.toString('utf8');
  return vinsFromRows((await readSheet(file.data, filename)).rows).join('\n');
}

/** POST api/reports/hudsonPaperworkCheck (document 3 §7: "multipart file or text"); the documents service decides what the caller may see. */
@Controller()
export class HudsonCheckController {
  constructor(private readonly rpc: RpcClient) {}

  @CatalogRoute(hudsonCheck)
  async check(@CurrentCaller() caller: Caller, @Req() request: HudsonRequest) {
    return this.rpc.call(caller, hudsonCheck.name, { body: { text: await hudsonCheckText(request) } }, SERVICE.DOCUMENTS);
  }
}
