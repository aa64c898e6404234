import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECT } from '@portal/contracts';
import { CallerVerifier, PRISMA } from '@portal/server-kit';
import { vehicleHistory } from './vehicle-history.js';

@Controller()
export class VehicleHistoryController {
  constructor(
    @Inject(PRISMA) private readonly prisma: Parameters<typeof vehicleHistory>[0],
    private readonly caller: CallerVerifier,
  ) {}

  @MessagePattern(SUBJECT.vehicleHistory)
  async list(@Payload() payload: { vehicleid?: unknown; query?: { page?: string; per_page?: string } }) {
    const principal = await this.caller.principalOf(payload);
    return vehicleHistory(this.prisma, principal, payload.vehicleid, Number(payload.query?.page ?? 1), Number(payload.query?.per_page ?? 25));
  }
}
