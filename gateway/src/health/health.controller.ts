import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { SUBJECT, type HealthAnswer, type ServiceName } from '@portal/contracts';
import { RpcClient } from '@portal/server-kit';
import { Public } from '../auth/auth.decorators.js';
import { NATS_PROXY } from '../rpc/rpc.module.js';

export const DEPLOYED_SERVICES = Symbol('DEPLOYED_SERVICES');

interface Reply {
  status(code: number): Reply;
  send(body: unknown): void;
}

type ServiceState = { status: 'up'; database: 'up' | 'down' } | { status: 'down'; error: string };

/** `/api/health`: the broker, the database (as the services see it) and each service; 503 when any is down. */
@Controller('api')
export class HealthController {
  constructor(
    @Inject(NATS_PROXY) private readonly proxy: ClientProxy,
    @Inject(DEPLOYED_SERVICES) private readonly services: readonly ServiceName[],
    private readonly rpc: RpcClient,
  ) {}

  @Public()
  @Get('health')
  async health(@Res() reply: Reply): Promise<void> {
    const nats = await Promise.race([
      this.proxy.connect().then(() => 'up' as const),
      new Promise<'down'>((resolve) => setTimeout(() => resolve('down'), 1500)),
    ]).catch(() => 'down' as const);
    const entries = await Promise.all(
      this.services.map(async (service): Promise<[string, ServiceState]> => {
        if (nats === 'down') return [service, { status: 'down', error: 'message broker unreachable' }];
        try {
          const answer = await this.rpc.send<HealthAnswer>(SUBJECT.health(service), {}, service);
          return [service, { status: 'up', database: answer.database }];
        } catch (error) {
          return [service, { status: 'down', error: (error as Error).message }];
        }
      }),
    );
    const services = Object.fromEntries(entries);
    const states = entries.map(([, s]) => s);
    const database = states.some((s) => s.status === 'up' && s.database === 'up') ? 'up' : states.some((s) => s.status === 'up') ? 'down' : 'unknown';
    const ok = nats === 'up' && database === 'up' && states.every((s) => s.status === 'up' && s.database === 'up');
    reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', nats, database, services, checkedAt: new Date().toISOString() });
  }
}
