import { Controller, Inject } from '@nestjs/common';
import { addVehicleToBatch, batchVehicleSearch, removeVehicleFromBatch, type CallMessage, type Principal } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { Handles, PRISMA } from '@portal/server-kit';
import { addVehicleToBatch as add, removeVehicleFromBatch as remove } from './batch-membership.js';
import { searchBatchVehicles } from './vehicle-search.js';

@Controller()
export class InvoiceBatchesController {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  @Handles(addVehicleToBatch)
  add(message: CallMessage<typeof addVehicleToBatch>, principal: Principal) {
    return add(this.prisma, principal, Number(message.params.id), Number(message.params.vehicleId), message.body?.confirm === true);
  }

  @Handles(removeVehicleFromBatch)
  remove(message: CallMessage<typeof removeVehicleFromBatch>, principal: Principal) {
    return remove(this.prisma, principal, Number(message.params.id), Number(message.params.vehicleId));
  }

  @Handles(batchVehicleSearch)
  search(message: CallMessage<typeof batchVehicleSearch>) {
    return searchBatchVehicles(this.prisma, Number(message.params.id), message.query.vin);
  }
}
