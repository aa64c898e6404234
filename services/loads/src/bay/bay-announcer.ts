import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { SUBJECT, loadBayChangeSchema } from '@portal/contracts';
import { connectEvents, publishEvent, type EventConnection } from '@portal/server-kit';

/** Tells whoever listens that what the bay holds for a load changed. */
export interface BayChangeSink {
  announce(loadId: number, clientId: number): void;
}

/**
 * Publishes `events.loads.bay-changed` on the bus, where every gateway hears it and tells the load's
 * open pages, which check the bay again. A lost event (the bus away) leaves an open page showing the
 * last status until its next check; the gateways tell their pages "any load" when they reconnect.
 */
@Injectable()
export class BayChangeAnnouncer implements BayChangeSink, OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('BayChangeAnnouncer');
  private connection?: EventConnection & { drain(): Promise<void> };

  /** A connection given (tests) is used as is; otherwise the process opens its own events connection. */
  constructor(connection?: EventConnection & { drain(): Promise<void> }) {
    this.connection = connection;
  }

  async onModuleInit(): Promise<void> {
    this.connection ??= await connectEvents();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.connection?.drain().catch(() => undefined);
  }

  announce(loadId: number, clientId: number): void {
    if (!this.connection) return;
    try {
      publishEvent(this.connection, SUBJECT.loadBayChanged, loadBayChangeSchema, { loadId, clientId });
    } catch (error) {
      this.logger.warn(`bay change of load ${loadId} not announced: ${(error as Error).message}`);
    }
  }
}
