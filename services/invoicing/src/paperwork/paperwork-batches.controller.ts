import { Controller, Inject } from '@nestjs/common';
import { addVehicleToPaperwork, paperworkSentToBmv, removeVehicleFromPaperwork, type CallMessage, type Principal } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { Handles, MODEL_CATALOG, ModelCatalog, PRISMA, type ResourceEngine } from '@portal/server-kit';
import { addVehicleToPaperwork as add, paperworkLinks, removeVehicleFromPaperwork as remove, sendPaperworkToBmv } from './paperwork-membership.js';

/** The paperwork batch calls beyond the generic ones (document 2 §7): add, remove, Update all Sent to BMV. */
@Controller()
export class PaperworkBatchesController {
  private readonly links: ResourceEngine;

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(MODEL_CATALOG) catalog: ModelCatalog,
  ) {
    this.links = paperworkLinks(prisma, catalog);
  }

  @Handles(addVehicleToPaperwork)
  add(message: CallMessage<typeof addVehicleToPaperwork>, principal: Principal) {
    return add(this.prisma, this.links, principal, Number(message.params.id), Number(message.params.vehicleId));
  }

  @Handles(removeVehicleFromPaperwork)
  remove(message: CallMessage<typeof removeVehicleFromPaperwork>, principal: Principal) {
    return remove(this.prisma, this.links, principal, Number(message.params.id), Number(message.params.vehicleId));
  }

  @Handles(paperworkSentToBmv)
  sentToBmv(message: CallMessage<typeof paperworkSentToBmv>, principal: Principal) {
    return sendPaperworkToBmv(this.prisma, this.links, principal, Number(message.params.id), message.body?.date);
  }
}
