import { Inject, Injectable } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import { SUBJECT, vehicleChangesSchema } from '@portal/contracts';
import { NATS_PROXY } from '../rpc/rpc.module.js';
import { EventHub } from './event-hub.js';

export { MAX_STREAMS_PER_USER } from './event-hub.js';

/** The vehicles' change events (`events.vehicles.changed`) for the screens that count vehicles; after a reconnect, "any client". */
@Injectable()
export class VehicleChangesHub extends EventHub<typeof vehicleChangesSchema> {
  constructor(@Inject(NATS_PROXY) proxy: ClientProxy) {
    super(proxy, SUBJECT.vehiclesChanged, vehicleChangesSchema, { clientIds: null }, 'VehicleChangesHub');
  }
}
