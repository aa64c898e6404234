import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { connectEvents, publishTokenState, readEnv } from '@portal/server-kit';
import { tokenStateChanges } from './token-state.js';

type Connection = Awaited<ReturnType<typeof connectEvents>>;

/** Forwards every token state change of this process to the gateways (`events.identity.token-state-changed`). */
@Injectable()
export class TokenStatePublisher implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('TokenStatePublisher');
  private connection?: Connection;
  private stopListening?: () => void;

  async onModuleInit(): Promise<void> {
    this.connection = await connectEvents(readEnv().natsUrl);
    const nc = this.connection;
    this.stopListening = tokenStateChanges.listen((state) => {
      try {
        publishTokenState(nc, state);
      } catch (error) {
        // A lost event leaves a gateway's cached state until its entry expires (TOKEN_STATE_CACHE_SECONDS).
        this.logger.warn(`token state of user ${state.userid} not published: ${(error as Error).message}`);
      }
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopListening?.();
    await this.connection?.drain().catch(() => undefined);
  }
}
