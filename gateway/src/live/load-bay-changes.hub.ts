import { Inject, Injectable } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { SUBJECT, loadBayChangeSchema } from '@portal/contracts';
import { NATS_PROXY } from '../rpc/rpc.module.js';
import { EventHub } from './event-hub.js';

/** The loads' bay change events (`events.loads.bay-changed`) for open load pages; after a reconnect, "any load". */
@Injectable()
export class LoadBayChangesHub extends EventHub<typeof loadBayChangeSchema> {
  constructor(@Inject(NATS_PROXY) proxy: ClientProxy) {
    super(proxy, SUBJECT.loadBayChanged, loadBayChangeSchema, { loadId: null, clientId: null }, 'LoadBayChangesHub');
  }
}
