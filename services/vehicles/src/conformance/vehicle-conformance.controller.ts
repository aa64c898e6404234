import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECT } from '@portal/contracts';
import { CallerVerifier, PRISMA } from '@portal/server-kit';
import { readConformance, saveConformance, startConformance } from './vehicle-conformance.js';

type Message = { vehicleid?: unknown; items?: unknown };

@Controller()
export class VehicleConformanceController {
  constructor(
    @Inject(PRISMA) private readonly prisma: unknown,
    private readonly caller: CallerVerifier,
  ) {}

  @MessagePattern(SUBJECT.vehicleConformanceRead)
  async read(@Payload() payload: Message) {
    return readConformance(this.prisma, await this.caller.principalOf(payload), payload.vehicleid);
  }

  @MessagePattern(SUBJECT.vehicleConformanceStart)
  async start(@Payload() payload: Message) {
    return startConformance(this.prisma, await this.caller.principalOf(payload), payload.vehicleid);
  }

  @MessagePattern(SUBJECT.vehicleConformanceSave)
  async save(@Payload() payload: Message) {
    return saveConformance(this.prisma, await this.caller.principalOf(payload), payload.vehicleid, payload.items);
  }
}
