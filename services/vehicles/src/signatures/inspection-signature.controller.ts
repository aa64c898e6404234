import { Controller, Inject } from '@nestjs/common';
import { signPhysicalInspection as signCall, type CallMessage, type Principal } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { Handles, PRISMA, type StoragePort } from '@portal/server-kit';
import { INSPECTION_SIGNATURE_STORAGE, signPhysicalInspection } from './inspection-signature.js';

@Controller()
export class InspectionSignatureController {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(INSPECTION_SIGNATURE_STORAGE) private readonly storage: StoragePort,
  ) {}

  @Handles(signCall)
  sign(message: CallMessage<typeof signCall>, principal: Principal) {
    return signPhysicalInspection(this.prisma, this.storage, principal, message.params.id, message.body.photo);
  }
}
