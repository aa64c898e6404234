import { Controller, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { SERVICE, downloadVehicleImage, downloadVehicleImages, uploadVehicleImage } from '@portal/contracts';
import { NotFoundError, RpcClient, ValidationError, type Caller, type StoragePort } from '@portal/server-kit';
import { randomUUID } from 'node:crypto';
import { CatalogRoute } from '../catalog/catalog-route.js';
import { CurrentCaller } from '../rpc/caller.decorator.js';
import { streamImageArchive, type ArchivedFile } from './image-archive.js';
import { contentTypeOf, imageVariants } from './image-variants.js';
import { acceptUpload, damagedImage } from './upload-content.js';
import { readUploadForm, type MultipartRequest } from './upload-form.js';

export const STORAGE = Symbol('STORAGE');

interface Reply {
  type(value: string): Reply;
  header(name: string, value: string): Reply;
  send(body: unknown): unknown;
}

/**
 * Vehicle images and files (document 3 §7). The gateway keeps the bytes in the storage and sends the
 * vehicles service only their keys: the service decides who may attach to or see which vehicle.
 */
@Controller()
export class VehicleImagesController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(STORAGE) private readonly storage: StoragePort,
  ) {}

  /** multipart: `photo` or `file`, `note`, `type` (0 for a file upload), optional `latitude`, `longitude`, `vehicleId` (a comma list). */
  @CatalogRoute(uploadVehicleImage)
  async upload(@CurrentCaller() caller: Caller, @Param('id') vehicleid: string, @Req() request: MultipartRequest) {
    const { fields, file } = await readUploadForm(request);
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
      return await this.rpc.call(
        caller,
        uploadVehicleImage.name,
        {
          params: { id: vehicleid },
          body: {
            keys,
            filename: file.filename,
            extension,
            note: fields.note,
            type: fields.type,
            latitude: fields.latitude,
            longitude: fields.longitude,
            vehicleId: fields.vehicleId,
          },
        },
        SERVICE.VEHICLES,
      );
    } catch (error) {
      // Refused (or lost): nothing of the upload stays behind.
      await Promise.all(
        Object.values(keys)
          .filter((k): k is string => !!k)
          .map((k) => this.storage.delete(k)),
      );
      throw error;
    }
  }

  /** Every file of the vehicle that is not deleted, in one zip (document 3 §7: all images download). */
  @CatalogRoute(downloadVehicleImages)
  async downloadAll(@CurrentCaller() caller: Caller, @Param('id') vehicleid: string, @Res() reply: Reply) {
    const found = await this.rpc.call<{ vehiclevin: string; files: ArchivedFile[] }>(
      caller,
      downloadVehicleImages.name,
      { params: { id: vehicleid } },
      SERVICE.VEHICLES,
    );
    reply
      .type('application/zip')
      .header('Cache-Control', 'private, no-store')
      .header('Content-Disposition', `attachment; filename="${found.vehiclevin.replace(/[^A-Za-z0-9]/g, '')}-images.zip"`);
    return reply.send(streamImageArchive(this.storage, found.files));
  }

  /** The image's bytes (`?size=thumb|large`; a file without that size answers with the original). */
  @CatalogRoute(downloadVehicleImage)
  async download(
    @CurrentCaller() caller: Caller,
    @Param('id') vehicleid: string,
    @Param('imageId') imageId: string,
    @Query('size') size: string | undefined,
    @Res() reply: Reply,
  ) {
    const query = size === undefined ? {} : { size };
    const found = await this.rpc.call<{ key: string; filename: string; extension: string }>(
      caller,
      downloadVehicleImage.name,
      { params: { id: vehicleid, imageId }, query },
      SERVICE.VEHICLES,
    );
    const stream = await this.storage.stream(found.key);
    if (!stream) throw new NotFoundError('The file of this image is missing from the storage');
    const resized = found.key.endsWith('-thumb.jpg') || found.key.endsWith('-large.jpg');
    const type = resized ? 'image/jpeg' : contentTypeOf(found.extension);
    reply
      .type(type)
      .header('Cache-Control', 'private, max-age=300')
      .header('Content-Disposition', `inline; filename="${found.filename.replace(/[^A-Za-z0-9._ -]/g, '_')}"`);
    return reply.send(stream);
  }
}
