import { Controller, Inject } from '@nestjs/common';
import { vehicleHistory as historyCall, type CallMessage, type Principal } from '@portal/contracts';
import { Handles, PRISMA } from '@portal/server-kit';
import { vehicleHistory } from './vehicle-history.js';

/** The last value of a query parameter sent once or several times, as a number; absent is the default. */
function numberParam(raw: string | string[] | undefined, fallback: number): number {
  const text = Array.isArray(raw) ? raw[raw.length - 1] : raw;
  return text === undefined || text === '' ? fallback : Number(text);
}

@Controller()
export class VehicleHistoryController {
  constructor(@Inject(PRISMA) private readonly prisma: Parameters<typeof vehicleHistory>[0]) {}

  @Handles(historyCall)
  list(message: CallMessage<typeof historyCall>, principal: Principal) {
    return vehicleHistory(this.prisma, principal, message.params.id, numberParam(message.query.page, 1), numberParam(message.query.per_page, 25));
  }
}
