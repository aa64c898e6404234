import { Controller, Inject } from '@nestjs/common';
import { deleteVehicleImage, downloadVehicleImage, downloadVehicleImages, uploadVehicleImage, type CallMessage, type Principal } from '@portal/contracts';
import { Handles, PRISMA, RESOURCE_ENGINE, type ResourceEngine } from '@portal/server-kit';
import { locateAllImages, locateImage, registerUpload, softDeleteImage } from './vehicle-image-files.js';

/** Uploads, downloads and deletes of vehicle images; the gateway holds the bytes, this service the rules. */
@Controller()
export class VehicleImagesController {
  constructor(
    @Inject(PRISMA) private readonly prisma: Parameters<typeof registerUpload>[0],
    @Inject(RESOURCE_ENGINE) private readonly engine: ResourceEngine,
  ) {}

  @Handles(uploadVehicleImage)
  register(message: CallMessage<typeof uploadVehicleImage>, principal: Principal) {
    return registerUpload(this.prisma, this.engine, principal, { ...message.body, vehicleid: message.params.id });
  }

  @Handles(downloadVehicleImage)
  locate(message: CallMessage<typeof downloadVehicleImage>, principal: Principal) {
    return locateImage(this.prisma, principal, message.params.id, message.params.imageId, message.query.size ?? 'orig');
  }

  @Handles(downloadVehicleImages)
  locateAll(message: CallMessage<typeof downloadVehicleImages>, principal: Principal) {
    return locateAllImages(this.prisma, principal, message.params.id);
  }

  @Handles(deleteVehicleImage)
  remove(message: CallMessage<typeof deleteVehicleImage>, principal: Principal) {
    return softDeleteImage(this.engine, principal, message.params.id, this.prisma);
  }
}
