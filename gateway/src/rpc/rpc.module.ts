import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';
import { RawAnswerDeserializer, RpcClient, natsConnectionOptions } from '@portal/server-kit';
import { GATEWAY_CONFIG, readGatewayConfig, type GatewayConfig } from '../config.js';

export const NATS_PROXY = Symbol('NATS_PROXY');

@Injectable()
class ProxyShutdown implements OnApplicationShutdown {
  constructor(@Inject(NATS_PROXY) private readonly proxy: ClientProxy) {}

  async onApplicationShutdown(): Promise<void> {
    await this.proxy.close();
  }
}

/** The gateway's one way to reach services: every call goes through RpcClient and its deadline. */
@Global()
@Module({
  providers: [
    { provide: GATEWAY_CONFIG, useFactory: () => readGatewayConfig() },
    {
      provide: NATS_PROXY,
      // Answers the gateway forwards stay the service's bytes (RpcClient.forward); every other answer is parsed.
      useFactory: ({ nats }: GatewayConfig) =>
        ClientProxyFactory.create({ transport: Transport.NATS, options: { ...natsConnectionOptions(nats), deserializer: new RawAnswerDeserializer() } }),
      inject: [GATEWAY_CONFIG],
    },
    {
      provide: RpcClient,
      useFactory: (proxy: ClientProxy, config: GatewayConfig) => new RpcClient(proxy, config.rpcTimeoutMs),
      inject: [NATS_PROXY, GATEWAY_CONFIG],
    },
    ProxyShutdown,
  ],
  exports: [GATEWAY_CONFIG, NATS_PROXY, RpcClient],
})
export class RpcModule {}
