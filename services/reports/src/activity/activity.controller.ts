import { Controller, Inject } from '@nestjs/common';
import { staffVolume, titleActivity, type CallMessage } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { Handles, PRISMA } from '@portal/server-kit';
import { staffVolumeRows, titleActivityRows } from './staff-activity.js';

@Controller()
export class ActivityController {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  @Handles(staffVolume)
  volume(message: CallMessage<typeof staffVolume>) {
    return staffVolumeRows(this.prisma, message.query);
  }

  @Handles(titleActivity)
  activity(message: CallMessage<typeof titleActivity>) {
    return titleActivityRows(this.prisma, message.query);
  }
}
