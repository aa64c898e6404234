import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECT } from '@portal/contracts';
import { CallerVerifier, PRISMA, RESOURCE_ENGINE, ValidationError, type ResourceEngine } from '@portal/server-kit';
import { locateAllImages, locateImage, registerUpload, softDeleteImage, type ImageSize, type StoredUpload } from './vehicle-image-files.js';

/** Uploads, downloads and deletes of vehicle images; the gateway holds the bytes, this service the rules. */
@Controller()
export class VehicleImagesController {
  constructor(
    @Inject(PRISMA) private readonly prisma: Parameters<typeof registerUpload>[0],
    @Inject(RESOURCE_ENGINE) private readonly engine: ResourceEngine,
    private readonly caller: CallerVerifier,
  ) {}

  @MessagePattern(SUBJECT.vehicleImageRegister)
  async register(@Payload() payload: { upload?: StoredUpload }) {
    const principal = await this.caller.principalOf(payload);
    if (!payload.upload?.keys?.orig) throw ValidationError.field('file', 'no file was uploaded');
    return registerUpload(this.prisma, this.engine, principal, payload.upload);
  }

  @MessagePattern(SUBJECT.vehicleImageLocate)
  async locate(@Payload() payload: { vehicleid?: unknown; imageId?: unknown; size?: ImageSize }) {
    const size: ImageSize = payload.size === 'thumb' || payload.size === 'large' ? payload.size : 'orig';
    return locateImage(this.prisma, await this.caller.principalOf(payload), payload.vehicleid, payload.imageId, size);
  }

  @MessagePattern(SUBJECT.vehicleImageLocateAll)
  async locateAll(@Payload() payload: { vehicleid?: unknown }) {
    return locateAllImages(this.prisma, await this.caller.principalOf(payload), payload.vehicleid);
  }

  @MessagePattern(SUBJECT.vehicleImageDelete)
  async remove(@Payload() payload: { id?: unknown }) {
    return softDeleteImage(this.engine, await this.caller.principalOf(payload), payload.id);
  }
}
