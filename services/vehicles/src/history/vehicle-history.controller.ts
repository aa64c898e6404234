import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECT, principalSchema } from '@portal/contracts';
import { PRISMA, ValidationError } from '@portal/server-kit';
import { vehicleHistory } from './vehicle-history.js';

@Controller()
export class VehicleHistoryController {
  constructor(@Inject(PRISMA) private readonly prisma: Parameters<typeof vehicleHistory>[0]) {}

  @MessagePattern(SUBJECT.vehicleHistory)
  list(@Payload() payload: { principal?: unknown; vehicleid?: unknown; query?: { page?: string; per_page?: string } }) {
    const principal = principalSchema.safeParse(payload?.principal);
    if (!principal.success) throw ValidationError.field('principal', 'is missing or malformed');
    return vehicleHistory(this.prisma, principal.data, payload.vehicleid, Number(payload.query?.page ?? 1), Number(payload.query?.per_page ?? 25));
  }
}
