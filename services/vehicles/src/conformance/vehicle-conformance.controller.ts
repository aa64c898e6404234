import { Controller, Inject } from '@nestjs/common';
import { readConformance as readCall, saveConformance as saveCall, startConformance as startCall, type CallMessage, type Principal } from '@portal/contracts';
import { Handles, PRISMA } from '@portal/server-kit';
import { readConformance, saveConformance, startConformance } from './vehicle-conformance.js';

@Controller()
export class VehicleConformanceController {
  constructor(@Inject(PRISMA) private readonly prisma: unknown) {}

  @Handles(readCall)
  read(message: CallMessage<typeof readCall>, principal: Principal) {
    return readConformance(this.prisma, principal, message.params.id);
  }

  @Handles(startCall)
  start(message: CallMessage<typeof startCall>, principal: Principal) {
    return startConformance(this.prisma, principal, message.params.id);
  }

  @Handles(saveCall)
  save(message: CallMessage<typeof saveCall>, principal: Principal) {
    return saveConformance(this.prisma, principal, message.params.id, message.body.items);
  }
}
