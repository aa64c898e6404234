import { Body, Controller, Inject, Param, Query, Res } from '@nestjs/common';
import {
  SERVICE,
  packageJobFile,
  renderGstDocument,
  renderLoadSheet,
  renderPaperworkBatchForms,
  renderRecallWarranty,
  renderVehicleForm,
  renderVehiclePackage,
  type CallAnswer,
} from '@portal/contracts';
import { NotFoundError, RpcClient, type Caller, type StoragePort } from '@portal/server-kit';
import { CatalogRoute } from '../catalog/catalog-route.js';
import { CurrentCaller } from '../rpc/caller.decorator.js';
import { STORAGE } from '../vehicles/vehicle-images.controller.js';

export interface Reply {
  type(value: string): Reply;
  header(name: string, value: string): Reply;
  send(body: unknown): unknown;
  raw: { once(event: 'close' | 'finish', listener: () => void): void };
}

type Rendered = CallAnswer<typeof renderVehicleForm>;

/** A file name safe in a Content-Disposition header. */
export function dispositionName(filename: string): string {
  return filename.replace(/[^A-Za-z0-9._ -]/g, '_').slice(0, 150) || 'document.pdf';
}

/**
 * Printed forms and packages (document 3 §7). The documents service renders and decides who may have
 * what; the gateway sends the file it left in the storage, and removes a one-off render once sent.
 * `?download=1` asks the browser to save it rather than show it.
 */
@Controller()
export class DocumentsController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(STORAGE) private readonly storage: StoragePort,
  ) {}

  @CatalogRoute(renderVehicleForm)
  async form(@CurrentCaller() caller: Caller, @Param() params: Record<string, string>, @Query() query: Record<string, unknown>, @Res() reply: Reply) {
    const found = await this.rpc.call<Rendered>(caller, renderVehicleForm.name, { params, query }, SERVICE.DOCUMENTS);
    return this.send(found, query, reply);
  }

  @CatalogRoute(renderVehiclePackage)
  async package(@CurrentCaller() caller: Caller, @Param() params: Record<string, string>, @Query() query: Record<string, unknown>, @Res() reply: Reply) {
    const found = await this.rpc.call<Rendered>(caller, renderVehiclePackage.name, { params, query }, SERVICE.DOCUMENTS);
    return this.send(found, query, reply);
  }

  @CatalogRoute(packageJobFile)
  async jobFile(@CurrentCaller() caller: Caller, @Param() params: Record<string, string>, @Query() query: Record<string, unknown>, @Res() reply: Reply) {
    const found = await this.rpc.call<Rendered>(caller, packageJobFile.name, { params }, SERVICE.DOCUMENTS);
    return this.send(found, query, reply);
  }

  @CatalogRoute(renderPaperworkBatchForms)
  async paperworkForms(@CurrentCaller() caller: Caller, @Param() params: Record<string, string>, @Query() query: Record<string, unknown>, @Res() reply: Reply) {
    const found = await this.rpc.call<Rendered>(caller, renderPaperworkBatchForms.name, { params, query }, SERVICE.DOCUMENTS);
    return this.send(found, query, reply);
  }

  @CatalogRoute(renderLoadSheet)
  async loadSheet(@CurrentCaller() caller: Caller, @Param() params: Record<string, string>, @Query() query: Record<string, unknown>, @Res() reply: Reply) {
    const found = await this.rpc.call<Rendered>(caller, renderLoadSheet.name, { params, query }, SERVICE.DOCUMENTS);
    return this.send(found, query, reply);
  }

  @CatalogRoute(renderGstDocument)
  gstDocument(@CurrentCaller() caller: Caller, @Body() body: unknown, @Query() query: Record<string, unknown>, @Res() reply: Reply) {
    return this.renderPosted(renderGstDocument.name, caller, body, query, reply);
  }

  @CatalogRoute(renderRecallWarranty)
  recallWarranty(@CurrentCaller() caller: Caller, @Body() body: unknown, @Query() query: Record<string, unknown>, @Res() reply: Reply) {
    return this.renderPosted(renderRecallWarranty.name, caller, body, query, reply);
  }

  /** A document rendered from what the screen posted (the vehicles of a load, the lines of a sheet). */
  private async renderPosted(call: string, caller: Caller, body: unknown, query: Record<string, unknown>, reply: Reply) {
    const found = await this.rpc.call<Rendered>(caller, call, { body }, SERVICE.DOCUMENTS);
    return this.send(found, query, reply);
  }

  private send(found: Rendered, query: Record<string, unknown>, reply: Reply) {
    return sendStoredDocument(this.storage, found, query, reply);
  }
}

/**
 * Sends a file a service left in the storage (a rendered form, a report's spreadsheet), removing a one-off
 * render once sent. `?download=1` asks the browser to save it rather than show it.
 */
export async function sendStoredDocument(storage: StoragePort, found: Rendered, query: Record<string, unknown>, reply: Reply) {
  const stream = await storage.stream(found.key);
  if (!stream) throw new NotFoundError('The document is no longer available; please print it again');
  if (found.temporary) reply.raw.once('close', () => void storage.delete(found.key).catch(() => undefined));
  const download = query.download === '1' || query.download === 'true' || query.download === '';
  reply
    .type(found.contentType)
    .header('Cache-Control', 'private, no-store')
    .header('X-Document-Pages', String(found.pages))
    .header('Content-Disposition', `${download ? 'attachment' : 'inline'}; filename="${dispositionName(found.filename)}"`);
  // What a partial package left out, for the screen that asked (plain ASCII, one line).
  if (found.leftOut.length) reply.header('X-Documents-Left-Out', dispositionName(found.leftOut.join('; ').slice(0, 900)).replace(/_/g, ' '));
  return reply.send(stream);
}
