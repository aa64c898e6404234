import { Controller, Inject } from '@nestjs/common';
import { clientLoadHistory, deleteClientLoad, quickAddClientLoad, type CallMessage, type Principal } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { Handles, PRISMA, RESOURCE_ENGINE, type ResourceEngine } from '@portal/server-kit';
import { deleteEmptyLoad, loadHistory, quickAddLoad } from './load-actions.js';

/** The last value of a query parameter sent once or several times, as a number; absent is the default. */
function numberParam(raw: string | string[] | undefined, fallback: number): number {
  const text = Array.isArray(raw) ? raw[raw.length - 1] : raw;
  return text === undefined || text === '' ? fallback : Number(text);
}

@Controller()
export class ClientLoadsController {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(RESOURCE_ENGINE) private readonly engine: ResourceEngine,
  ) {}

  @Handles(deleteClientLoad)
  remove(message: CallMessage<typeof deleteClientLoad>, principal: Principal) {
    return deleteEmptyLoad(this.engine, principal, message.params.id);
  }

  @Handles(quickAddClientLoad)
  quickAdd(message: CallMessage<typeof quickAddClientLoad>, principal: Principal) {
    return quickAddLoad(this.engine, principal, message.body);
  }

  @Handles(clientLoadHistory)
  history(message: CallMessage<typeof clientLoadHistory>, principal: Principal) {
    const { page, per_page } = message.query;
    return loadHistory(this.prisma, this.engine, principal, message.params.id, numberParam(page, 1), numberParam(per_page, 25));
  }
}
