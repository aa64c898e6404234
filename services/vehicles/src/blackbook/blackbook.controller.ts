import { Controller, Inject } from '@nestjs/common';
import { decodeBlackbook, refreshLoadBlackbook as refreshCall, type CallMessage, type Principal } from '@portal/contracts';
import { Handles, PRISMA } from '@portal/server-kit';
import { BLACKBOOK_PORT, type BlackbookPort } from './blackbook-port.js';
import { decodeWithBlackbook, refreshLoadBlackbook } from './blackbook.js';

@Controller()
export class BlackbookController {
  constructor(
    @Inject(PRISMA) private readonly prisma: Parameters<typeof refreshLoadBlackbook>[0],
    @Inject(BLACKBOOK_PORT) private readonly blackbook: BlackbookPort,
  ) {}

  @Handles(decodeBlackbook)
  decode(message: CallMessage<typeof decodeBlackbook>) {
    return decodeWithBlackbook(this.blackbook, message.params.vin);
  }

  @Handles(refreshCall)
  refresh(message: CallMessage<typeof refreshCall>, principal: Principal) {
    return refreshLoadBlackbook(this.prisma, this.blackbook, principal, message.params.id);
  }
}
