import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECT, principalSchema, type Principal } from '@portal/contracts';
import { PRISMA, RESOURCE_ENGINE, ValidationError, type ResourceEngine } from '@portal/server-kit';
import { locateAllImages, locateImage, registerUpload, softDeleteImage, type ImageSize, type StoredUpload } from './vehicle-image-files.js';

function principalOf(payload: { principal?: unknown } | undefined): Principal {
  const parsed = principalSchema.safeParse(payload?.principal);
  if (!parsed.success) throw ValidationError.field('principal', 'is missing or malformed');
  return parsed.data;
}

/** Uploads, downloads and deletes of vehicle images; the gateway holds the bytes, this service the rules. */
@Controller()
export class VehicleImagesController {
  constructor(
    @Inject(PRISMA) private readonly prisma: Parameters<typeof registerUpload>[0],
    @Inject(RESOURCE_ENGINE) private readonly engine: ResourceEngine,
  ) {}

  @MessagePattern(SUBJECT.vehicleImageRegister)
  register(@Payload() payload: { principal?: unknown; upload?: StoredUpload }) {
    const principal = principalOf(payload);
    if (!payload.upload?.keys?.orig) throw ValidationError.field('file', 'no file was uploaded');
    return registerUpload(this.prisma, this.engine, principal, payload.upload);
  }

  @MessagePattern(SUBJECT.vehicleImageLocate)
  locate(@Payload() payload: { principal?: unknown; vehicleid?: unknown; imageId?: unknown; size?: ImageSize }) {
    const size: ImageSize = payload.size === 'thumb' || payload.size === 'large' ? payload.size : 'orig';
    return locateImage(this.prisma, principalOf(payload), payload.vehicleid, payload.imageId, size);
  }

  @MessagePattern(SUBJECT.vehicleImageLocateAll)
  locateAll(@Payload() payload: { principal?: unknown; vehicleid?: unknown }) {
    return locateAllImages(this.prisma, principalOf(payload), payload.vehicleid);
  }

  @MessagePattern(SUBJECT.vehicleImageDelete)
  remove(@Payload() payload: { principal?: unknown; id?: unknown }) {
    return softDeleteImage(this.engine, principalOf(payload), payload.id);
  }
}
