import { Controller, Inject } from '@nestjs/common';
import { addVehicleToLoad as addCall, removeVehicleFromLoad as removeCall, type CallMessage, type Principal } from '@portal/contracts';
import { Handles, PRISMA, RESOURCE_ENGINE, type ResourceEngine } from '@portal/server-kit';
import { addVehicleToLoad, removeVehicleFromLoad } from './load-membership.js';

@Controller()
export class LoadMembershipController {
  constructor(
    @Inject(PRISMA) private readonly prisma: Parameters<typeof addVehicleToLoad>[0],
    @Inject(RESOURCE_ENGINE) private readonly engine: ResourceEngine,
  ) {}

  @Handles(addCall)
  add(message: CallMessage<typeof addCall>, principal: Principal) {
    return addVehicleToLoad(this.prisma, this.engine, principal, message.params.id, message.params.vehicleId);
  }

  @Handles(removeCall)
  remove(message: CallMessage<typeof removeCall>, principal: Principal) {
    return removeVehicleFromLoad(this.prisma, this.engine, principal, message.params.id, message.params.vehicleId);
  }
}
