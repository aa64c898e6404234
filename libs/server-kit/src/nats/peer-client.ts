import { Inject, Injectable, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';
import { readEnv } from '../config/env.js';
import { natsConnectionOptions } from './connection-options.js';
import { RpcClient } from './rpc-client.js';

/** The inbox prefix of a service's requests to other services; the bus lets only that service read it (tools/stack/bus.mjs). */
export function serviceInboxPrefix(service: string): string {
  return `_INBOX_${service}`;
}

/** How long a service waits for another service's answer: less than the gateway's deadline, so the caller hears why. */
export const PEER_TIMEOUT_MS = Number(process.env.PEER_RPC_TIMEOUT_MS ?? 8000);

const PEER_PROXY = Symbol('PEER_PROXY');

@Injectable()
class PeerProxyShutdown implements OnApplicationShutdown {
  constructor(@Inject(PEER_PROXY) private readonly proxy: ClientProxy) {}

  async onApplicationShutdown(): Promise<void> {
    await this.proxy.close();
  }
}

/**
 * Lets a service ask other services (the registry's `asks`) for the caller it serves: `RpcClient.call`
 * forwards the caller's own token, so the asked service applies that caller's access and client scope,
 * exactly as for a call from the gateway. Replies come back on the service's own inbox.
 */
@Module({})
export class PeerCallsModule {
  static forService(service: string): DynamicModule {
    return {
      module: PeerCallsModule,
      providers: [
        {
          provide: PEER_PROXY,
          useFactory: () =>
            ClientProxyFactory.create({
              transport: Transport.NATS,
              options: { ...natsConnectionOptions(readEnv().nats), inboxPrefix: serviceInboxPrefix(service) },
            }),
        },
        { provide: RpcClient, useFactory: (proxy: ClientProxy) => new RpcClient(proxy, PEER_TIMEOUT_MS), inject: [PEER_PROXY] },
        PeerProxyShutdown,
      ],
      exports: [RpcClient],
    };
  }
}
