import { Controller, Delete, Get, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { SERVICE, SUBJECT, type Principal } from '@portal/contracts';
import { NotFoundError, RpcClient, ValidationError, type StoragePort } from '@portal/server-kit';
import { randomUUID } from 'node:crypto';
import { CurrentPrincipal } from '../auth/auth.decorators.js';
import { streamImageArchive, type ArchivedFile } from './image-archive.js';
import { contentTypeOf, imageVariants } from './image-variants.js';
import { acceptUpload, damagedImage } from './upload-content.js';

export const STORAGE = Symbol('STORAGE');
/** The largest file a vehicle accepts (a phone photo or a scanned document). */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;

interface MultipartPart {
  type: 'file' | 'field';
  fieldname: string;
  value?: unknown;
  filename?: string;
  mimetype?: string;
  toBuffer?: () => Promise<Buffer>;
}

interface MultipartRequest {
  isMultipart?: () => boolean;
  parts: () => AsyncIterableIterator<MultipartPart>;
}

/** The part's bytes; a file over the limit is a 422 on `file`, like any other bad input. */
async function readFile(part: MultipartPart): Promise<Buffer> {
  try {
    return await part.toBuffer!();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw ValidationError.field('file', `must be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`);
    throw error;
  }
}

interface Reply {
  type(value: string): Reply;
  header(name: string, value: string): Reply;
  send(body: unknown): unknown;
}

/**
 * Vehicle images and files (document 3 §7). The gateway keeps the bytes in the storage and sends the
 * vehicles service only their keys: the service decides who may attach to or see which vehicle.
 */
@Controller('api')
export class VehicleImagesController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(STORAGE) private readonly storage: StoragePort,
  ) {}

  /** multipart: `photo` or `file`, `note`, `type` (0 for a file upload), optional `latitude`, `longitude`. */
  @Post('vehicles/:id/images')
  async upload(@CurrentPrincipal() principal: Principal, @Param('id') vehicleid: string, @Req() request: MultipartRequest) {
    if (!request.isMultipart?.()) throw ValidationError.field('file', 'send the file as multipart/form-data');
    const fields: Record<string, string> = {};
    let file: { data: Buffer; filename: string; field: 'photo' | 'file' } | null = null;
    for await (const part of request.parts()) {
      if (part.type === 'file' && (part.fieldname === 'photo' || part.fieldname === 'file') && !file) {
        file = { data: await readFile(part), filename: part.filename ?? 'upload', field: part.fieldname };
      } else if (part.type === 'field' && typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      } else if (part.type === 'file') {
        await part.toBuffer?.();
      }
    }
    if (!file) throw ValidationError.field('file', 'no file was uploaded');

    // The bytes decide what the file is; its name and declared type are the sender's word only.
    const type = acceptUpload(file.data, file.field);
    const variants = type.decodable ? await imageVariants(file.data, type.contentType) : null;
    if (type.decodable && !variants) throw damagedImage(type);
    const extension = type.extension;
    const base = `vehicles/${Number(vehicleid) || 0}/${randomUUID()}`;
    const keys: { orig: string; thumb: string | null; large: string | null } = { orig: `${base}.${extension}`, thumb: null, large: null };
    await this.storage.put(keys.orig, file.data, type.contentType);
    if (variants) {
      keys.thumb = `${base}-thumb.jpg`;
      keys.large = `${base}-large.jpg`;
      await Promise.all([this.storage.put(keys.thumb, variants.thumb, 'image/jpeg'), this.storage.put(keys.large, variants.large, 'image/jpeg')]);
    }
    try {
      return await this.rpc.send(
        SUBJECT.vehicleImageRegister,
        { principal, upload: { vehicleid, keys, filename: file.filename, extension, note: fields.note, type: fields.type, latitude: fields.latitude, longitude: fields.longitude } },
        SERVICE.VEHICLES,
      );
    } catch (error) {
      // Refused (or lost): nothing of the upload stays behind.
      await Promise.all(Object.values(keys).filter((k): k is string => !!k).map((k) => this.storage.delete(k)));
      throw error;
    }
  }

  /** Every file of the vehicle that is not deleted, in one zip (document 3 §7: all images download). */
  @Get('vehicles/:id/images')
  async downloadAll(@CurrentPrincipal() principal: Principal, @Param('id') vehicleid: string, @Res() reply: Reply) {
    const found = await this.rpc.send<{ vehiclevin: string; files: ArchivedFile[] }>(SUBJECT.vehicleImageLocateAll, { principal, vehicleid }, SERVICE.VEHICLES);
    reply.type('application/zip').header('Cache-Control', 'private, no-store').header('Content-Disposition', `attachment; filename="${found.vehiclevin.replace(/[^A-Za-z0-9]/g, '')}-images.zip"`);
    return reply.send(streamImageArchive(this.storage, found.files));
  }

  /** The image's bytes (`?size=thumb|large`; a file without that size answers with the original). */
  @Get('vehicles/:id/images/:imageId')
  async download(@CurrentPrincipal() principal: Principal, @Param('id') vehicleid: string, @Param('imageId') imageId: string, @Query('size') size: string | undefined, @Res() reply: Reply) {
    const found = await this.rpc.send<{ key: string; filename: string; extension: string }>(SUBJECT.vehicleImageLocate, { principal, vehicleid, imageId, size }, SERVICE.VEHICLES);
    const stream = await this.storage.stream(found.key);
    if (!stream) throw new NotFoundError('The file of this image is missing from the storage');
    const resized = found.key.endsWith('-thumb.jpg') || found.key.endsWith('-large.jpg');
    const type = resized ? 'image/jpeg' : contentTypeOf(found.extension);
    reply.type(type).header('Cache-Control', 'private, max-age=300').header('Content-Disposition', `inline; filename="${found.filename.replace(/[^A-Za-z0-9._ -]/g, '_')}"`);
    return reply.send(stream);
  }

  /** Deleting keeps the image, marked deleted (restorable from the deleted view). */
  @Delete('vehicle_images/:id')
  remove(@CurrentPrincipal() principal: Principal, @Param('id') id: string) {
    return this.rpc.send(SUBJECT.vehicleImageDelete, { principal, id }, SERVICE.VEHICLES);
  }
}
