import { Controller, Inject } from '@nestjs/common';
import {
  readConformance as readCall,
  saveConformance as saveCall,
  startConformance as startCall,
  updateIvr,
  type CallMessage,
  type Principal,
} from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { Handles, PRISMA, RESOURCE_ENGINE, type ResourceEngine } from '@portal/server-kit';
import { readConformance, saveConformance, startConformance } from './vehicle-conformance.js';
import { applyIvrChanges } from './vehicle-ivr.js';

@Controller()
export class VehicleConformanceController {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(RESOURCE_ENGINE) private readonly engine: ResourceEngine,
  ) {}

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

  @Handles(updateIvr)
  updateIvr(message: CallMessage<typeof updateIvr>, principal: Principal) {
    return applyIvrChanges(this.prisma, this.engine, principal, message.params.vehicleid, message.body);
  }
}
