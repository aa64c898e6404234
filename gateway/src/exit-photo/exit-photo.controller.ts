import { Controller, Inject, Param, Req } from '@nestjs/common';
import { SERVICE, lookupExitPhoto, uploadExitPhoto, type CallAnswer } from '@portal/contracts';
import { RpcClient, ValidationError, type StoragePort } from '@portal/server-kit';
import { randomUUID } from 'node:crypto';
import { CatalogRoute } from '../catalog/catalog-route.js';
import { PublicCallThrottle } from '../identity/public-throttle.js';
import { imageVariants } from '../vehicles/image-variants.js';
import { acceptUpload, damagedImage } from '../vehicles/upload-content.js';
import { readUploadForm, type MultipartRequest } from '../vehicles/upload-form.js';
import { STORAGE } from '../vehicles/vehicle-images.controller.js';

type Found = CallAnswer<typeof lookupExitPhoto>;

/**
 * /exitPhoto/{riLocation}'s calls (document 3 §2.9, §7): public, so each request counts against the
 * public limits before anything is read. The upload takes an image only, one the gateway can make a
 * thumbnail of: the answer carries that thumbnail as a data URL, since nobody signed in could fetch it.
 */
@Controller()
export class ExitPhotoController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly throttle: PublicCallThrottle,
    @Inject(STORAGE) private readonly storage: StoragePort,
  ) {}

  @CatalogRoute(lookupExitPhoto)
  async lookup(@Param('vin') vin: string, @Req() request: { ip: string }): Promise<Found> {
    await this.throttle.count('exit-photo', request.ip);
    return this.rpc.send<Found>(lookupExitPhoto.name, { params: { vin } }, SERVICE.VEHICLES);
  }

  /** multipart: `photo`, `vin`, `note` (the location), `type` (always the exit photo here). */
  @CatalogRoute(uploadExitPhoto)
  async upload(@Param('vin') vin: string, @Req() request: MultipartRequest & { ip: string }): Promise<CallAnswer<typeof uploadExitPhoto>> {
    await this.throttle.count('exit-photo', request.ip);
    const { fields, file } = await readUploadForm(request);
    if (!file) throw ValidationError.field('photo', 'no photo was uploaded');
    // An image only, judged by its bytes; HEIC is kept elsewhere without thumbnails, but this answer needs one.
    const type = acceptUpload(file.data, 'photo');
    if (!type.decodable) throw ValidationError.field('file', `must be a JPEG, PNG, GIF or WebP image; the content of this one is a ${type.label}`);
    const variants = await imageVariants(file.data, type.contentType);
    if (!variants) throw damagedImage(type);
    const base = `exit-photos/${randomUUID()}`;
    const keys = { orig: `${base}.${type.extension}`, thumb: `${base}-thumb.jpg`, large: `${base}-large.jpg` };
    await Promise.all([
      this.storage.put(keys.orig, file.data, type.contentType),
      this.storage.put(keys.thumb, variants.thumb, 'image/jpeg'),
      this.storage.put(keys.large, variants.large, 'image/jpeg'),
    ]);
    try {
      const saved = await this.rpc.send<{ vin: string }>(
        uploadExitPhoto.name,
        { params: { vin }, body: { keys, filename: file.filename, extension: type.extension, note: fields.note } },
        SERVICE.VEHICLES,
      );
      return { vin: saved.vin, cloud_url_thumb: `data:image/jpeg;base64,${variants.thumb.toString('base64')}` };
    } catch (error) {
      // Refused (an unknown VIN) or lost: nothing of the upload stays behind.
      await Promise.all(Object.values(keys).map((key) => this.storage.delete(key)));
      throw error;
    }
  }
}
