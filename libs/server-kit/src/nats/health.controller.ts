import { Controller, Inject, type Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { SUBJECT, type HealthAnswer, type ServiceName } from '@portal/contracts';

export const PRISMA = Symbol('PRISMA');

interface Pingable {
  $queryRawUnsafe(sql: string): Promise<unknown>;
}

export function createHealthController(service: ServiceName): Type<unknown> {
  @Controller()
  class HealthController {
    constructor(@Inject(PRISMA) private readonly prisma: Pingable) {}

    @MessagePattern(SUBJECT.health(service))
    async check(): Promise<HealthAnswer> {
      const database = await this.prisma.$queryRawUnsafe('SELECT 1').then(
        () => 'up' as const,
        () => 'down' as const,
      );
      return { service, ok: database === 'up', database, checkedAt: new Date().toISOString() };
    }
  }
  Object.defineProperty(HealthController, 'name', { value: `${service[0].toUpperCase()}${service.slice(1)}HealthController` });
  return HealthController;
}
