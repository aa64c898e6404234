import { Controller, Inject } from '@nestjs/common';
import { lookupExitPhoto, uploadExitPhoto, type CallMessage } from '@portal/contracts';
import { Handles, PRISMA } from '@portal/server-kit';
import { lookupExitPhotoVehicle, registerExitPhoto } from './exit-photo.js';

/** The public exit photo calls (document 3 §2.9, §7); the gateway counts them against the public limits. */
@Controller()
export class ExitPhotoController {
  constructor(@Inject(PRISMA) private readonly prisma: Parameters<typeof registerExitPhoto>[0]) {}

  @Handles(lookupExitPhoto)
  lookup(message: CallMessage<typeof lookupExitPhoto>) {
    return lookupExitPhotoVehicle(this.prisma, message.params.vin);
  }

  @Handles(uploadExitPhoto)
  register(message: CallMessage<typeof uploadExitPhoto>) {
    return registerExitPhoto(this.prisma, message.params.vin, message.body);
  }
}
