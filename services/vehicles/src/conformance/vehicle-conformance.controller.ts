import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECT, principalSchema, type Principal } from '@portal/contracts';
import { PRISMA, ValidationError } from '@portal/server-kit';
import { readConformance, saveConformance, startConformance } from './vehicle-conformance.js';

type Message = { principal?: unknown; vehicleid?: unknown; items?: unknown };

function principalOf(payload: Message | undefined): Principal {
  const parsed = principalSchema.safeParse(payload?.principal);
  if (!parsed.success) throw ValidationError.field('principal', 'is missing or malformed');
  return parsed.data;
}

@Controller()
export class VehicleConformanceController {
  constructor(@Inject(PRISMA) private readonly prisma: unknown) {}

  @MessagePattern(SUBJECT.vehicleConformanceRead)
  read(@Payload() payload: Message) {
    return readConformance(this.prisma, principalOf(payload), payload.vehicleid);
  }

  @MessagePattern(SUBJECT.vehicleConformanceStart)
  start(@Payload() payload: Message) {
    return startConformance(this.prisma, principalOf(payload), payload.vehicleid);
  }

  @MessagePattern(SUBJECT.vehicleConformanceSave)
  save(@Payload() payload: Message) {
    return saveConformance(this.prisma, principalOf(payload), payload.vehicleid, payload.items);
  }
}
