import { Controller, Inject } from '@nestjs/common';
import { applyBondReleases, massUpdateVehicles, type CallMessage, type Principal } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { Handles, PRISMA, RESOURCE_ENGINE, type ResourceEngine } from '@portal/server-kit';
import { applyBondReleases as applyReleases } from './bond-releases.js';
import { applyMassUpdate } from './mass-update.js';

/** Mass Update (document 2 §2): the same changes to several vehicles, one result line per vehicle. */
@Controller()
export class MassUpdateController {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(RESOURCE_ENGINE) private readonly engine: ResourceEngine,
  ) {}

  @Handles(massUpdateVehicles)
  async apply(message: CallMessage<typeof massUpdateVehicles>, principal: Principal) {
    return { results: await applyMassUpdate(this.prisma, this.engine, principal, message.body) };
  }

  /** The answer's url is null: the sheet is not kept (services/vehicles README, Bond Release Mass Update). */
  @Handles(applyBondReleases)
  async bondReleases(message: CallMessage<typeof applyBondReleases>, principal: Principal) {
    return { url: null, results: await applyReleases(this.prisma, this.engine, principal, message.body.rows) };
  }
}
