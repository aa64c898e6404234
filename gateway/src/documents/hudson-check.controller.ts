import { Controller, Req } from '@nestjs/common';
import { SERVICE, hudsonCheck } from '@portal/contracts';
import { RpcClient, ValidationError, type Caller } from '@portal/server-kit';
import { CatalogRoute } from '../catalog/catalog-route.js';
import { readSheet, sheetKind } from '../imports/spreadsheet-file.js';
import { CurrentCaller } from '../rpc/caller.decorator.js';
import { readUploadForm, type MultipartRequest } from '../vehicles/upload-form.js';
import { vinsFromRows } from '../vehicle-checks/vins-from-form.js';

type HudsonRequest = MultipartRequest & { body?: unknown };

const VIN_SHAPED = /^[A-Za-z0-9]{17}$/;

/**
 * Whether a text file is a list of VINs (read as pasted text: one a line, or apart by spaces, commas or
 * semicolons) rather than a CSV table. Judged by what it holds, whatever it is called: a table's first
 * line has several cells, one of them not a VIN (a header, a stock number); a list's first line is one
 * cell, or VINs only.
 */
export function isVinList(text: string): boolean {
  const firstLine = text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  const cells = firstLine.split(',').map((cell) => cell.trim().replace(/^"(.*)"$/, '$1'));
  return cells.length === 1 || cells.every((cell) => VIN_SHAPED.test(cell));
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
  // By its bytes: a workbook (zip, OLE), or text (UTF-8 without NUL bytes); anything else is refused.
  if (sheetKind(file.data, filename) === 'csv') {
    const text = file.data.toString('utf8');
    if (isVinList(text)) return text;
  }
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
