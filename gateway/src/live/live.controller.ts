import { Controller, Inject, Param, Req, Res } from '@nestjs/common';
import {
  SERVICE,
  isStaff,
  watchLoadBayChanges,
  watchVehicleChanges,
  type CallAnswer,
  type LoadBayChange,
  type Principal,
  type VehicleChanges,
} from '@portal/contracts';
import { RpcClient, type Caller } from '@portal/server-kit';
import { TokenStateCache } from '../auth/token-state.cache.js';
import { CatalogRoute } from '../catalog/catalog-route.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { CurrentCaller } from '../rpc/caller.decorator.js';
import { openEventStream, type StreamReply, type StreamRequest } from './event-stream.js';
import { LoadBayChangesHub } from './load-bay-changes.hub.js';
import { VehicleChangesHub } from './vehicle-changes.hub.js';

export { LIVE_CHECK_MS } from './event-stream.js';

/** Whether a change concerns what this caller may see: staff see every client; a client user its clients only. */
export function concerns(principal: Principal, changes: VehicleChanges): boolean {
  if (isStaff(principal) || changes.clientIds === null) return true;
  return changes.clientIds.some((id) => principal.clientIds.includes(id));
}

/** Whether a bay change is the watched load's: its own event, or "any load" after the bus was away. */
export function aboutLoad(loadId: number, change: LoadBayChange): boolean {
  return change.loadId === null || change.loadId === loadId;
}

/**
 * The live streams (server-sent events), each over its hub and the shared stream plumbing of
 * event-stream.ts: `GET /api/live/vehicles` for the screens that count many vehicles (an event names no
 * vehicle and no client; another client's changes are never sent to a client user), and
 * `GET /api/live/client_loads/{id}` for an open load page (events of that load only, and only for a
 * caller the loads service lets see the load).
 */
@Controller()
export class LiveController {
  constructor(
    private readonly vehicles: VehicleChangesHub,
    private readonly loads: LoadBayChangesHub,
    private readonly rpc: RpcClient,
    private readonly tokenStates: TokenStateCache,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @CatalogRoute(watchVehicleChanges)
  watchVehicles(@CurrentCaller() caller: Caller, @Req() request: StreamRequest, @Res() reply: StreamReply) {
    return openEventStream<VehicleChanges>({
      caller,
      request,
      reply,
      hub: this.vehicles,
      render: (changes) => (concerns(caller.principal, changes) ? 'event: vehicles\ndata: {}\n\n' : null),
      opening: 'watching vehicle changes',
      jwtSecret: this.config.jwtSecret,
      tokenStates: this.tokenStates,
    });
  }

  /**
   * The loads service answers whether the caller may see the load (as its other calls of the load do)
   * before anything is streamed: another client's load, or none, is its 404, and the stream never opens.
   */
  @CatalogRoute(watchLoadBayChanges)
  async watchLoadBay(@CurrentCaller() caller: Caller, @Param() params: Record<string, string>, @Req() request: StreamRequest, @Res() reply: StreamReply) {
    const load = await this.rpc.call<CallAnswer<typeof watchLoadBayChanges>>(caller, watchLoadBayChanges.name, { params }, SERVICE.LOADS);
    return openEventStream<LoadBayChange>({
      caller,
      request,
      reply,
      hub: this.loads,
      // A client user's load may move to another client later; the event's client must still be one of the caller's.
      render: (change) =>
        aboutLoad(load.loadId, change) && (change.clientId === null || isStaff(caller.principal) || caller.principal.clientIds.includes(change.clientId))
          ? 'event: bay\ndata: {}\n\n'
          : null,
      opening: `watching the bay of load ${load.loadId}`,
      jwtSecret: this.config.jwtSecret,
      tokenStates: this.tokenStates,
    });
  }
}
