import { Controller, Inject, Req, Res } from '@nestjs/common';
import { isStaff, watchVehicleChanges, type Principal, type VehicleChanges } from '@portal/contracts';
import { readAccessToken, type Caller } from '@portal/server-kit';
import { PassThrough } from 'node:stream';
import { TokenStateCache, UNKNOWN } from '../auth/token-state.cache.js';
import { CatalogRoute } from '../catalog/catalog-route.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { CurrentCaller } from '../rpc/caller.decorator.js';
import { VehicleChangesHub } from './vehicle-changes.hub.js';

/** How often a quiet stream sends a comment (proxies close idle lines) and checks its token and session again. */
export const LIVE_CHECK_MS = 25_000;

interface StreamRequest {
  raw: { once(event: 'close', listener: () => void): unknown };
}
interface StreamReply {
  type(value: string): StreamReply;
  header(name: string, value: string): StreamReply;
  send(body: unknown): unknown;
}

/** Whether a change concerns what this caller may see: staff see every client; a client user its clients only. */
export function concerns(principal: Principal, changes: VehicleChanges): boolean {
  if (isStaff(principal) || changes.clientIds === null) return true;
  return changes.clientIds.some((id) => principal.clientIds.includes(id));
}

/**
 * `GET /api/live/vehicles`: server-sent events for the screens that show counts over many vehicles.
 * An event names no vehicle and no client; another client's changes are never sent to a client user.
 * The guard checked the token when the stream opened; it is checked again (signature, expiry, and the
 * session state, as the guard does) before each event and every LIVE_CHECK_MS, and the stream ends when
 * it no longer passes, so a disabled user or an expired token hears nothing more.
 */
@Controller()
export class LiveController {
  constructor(
    private readonly hub: VehicleChangesHub,
    private readonly tokenStates: TokenStateCache,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @CatalogRoute(watchVehicleChanges)
  watchVehicles(@CurrentCaller() caller: Caller, @Req() request: StreamRequest, @Res() reply: StreamReply) {
    const stream = new PassThrough();
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(timer);
      stopWatching();
      stream.end();
    };
    const stillValid = async () => {
      try {
        const { principal, version } = await readAccessToken(caller.token, this.config.jwtSecret);
        const state = await this.tokenStates.get(principal.userid);
        return state === UNKNOWN || (!!state && state.active === 0 && state.token_version === version);
      } catch {
        return false;
      }
    };
    const send = async (text: string) => {
      if (ended) return;
      if (!(await stillValid())) return end();
      if (!ended) stream.write(text);
    };
    const stopWatching = this.hub.watch(
      caller.principal.userid,
      (changes) => {
        if (concerns(caller.principal, changes)) void send('event: vehicles\ndata: {}\n\n');
      },
      end,
    );
    const timer = setInterval(() => void send(': ping\n\n'), LIVE_CHECK_MS);
    timer.unref();
    request.raw.once('close', end);
    // The browser waits this long before opening a new stream after one ended.
    stream.write('retry: 5000\n: watching vehicle changes\n\n');
    return reply.type('text/event-stream; charset=utf-8').header('Cache-Control', 'no-cache, no-store').header('X-Accel-Buffering', 'no').send(stream);
  }
}
