import { readAccessToken, type Caller } from '@portal/server-kit';
import { PassThrough } from 'node:stream';
import { TokenStateCache, UNKNOWN } from '../auth/token-state.cache.js';
import type { EventHub } from './event-hub.js';

/** How often a quiet stream sends a comment (proxies close idle lines) and checks its token and session again. */
export const LIVE_CHECK_MS = 25_000;

export interface StreamRequest {
  raw: { once(event: 'close', listener: () => void): unknown };
}
export interface StreamReply {
  type(value: string): StreamReply;
  header(name: string, value: string): StreamReply;
  send(body: unknown): unknown;
}

export interface EventStreamOptions<T> {
  caller: Caller;
  request: StreamRequest;
  reply: StreamReply;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  hub: EventHub<any>;
  /** The server-sent event text for a hub event, or null when it does not concern this stream. */
  render: (event: T) => string | null;
  /** The first comment, naming what the stream watches. */
  opening: string;
  jwtSecret: string;
  tokenStates: TokenStateCache;
}

/**
 * One server-sent events stream over a hub: the guard checked the token when the stream opened; it is
 * checked again (signature, expiry, and the session state, as the guard does) before each event and
 * every LIVE_CHECK_MS, and the stream ends when it no longer passes, so a disabled user or an expired
 * token hears nothing more. The stream ends too when the browser goes, or when the hub closes it.
 */
export function openEventStream<T>({ caller, request, reply, hub, render, opening, jwtSecret, tokenStates }: EventStreamOptions<T>): unknown {
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
      const { principal, version } = await readAccessToken(caller.token, jwtSecret);
      const state = await tokenStates.get(principal.userid);
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
  const stopWatching = hub.watch(
    caller.principal.userid,
    (event: T) => {
      const text = render(event);
      if (text) void send(text);
    },
    end,
  );
  const timer = setInterval(() => void send(': ping\n\n'), LIVE_CHECK_MS);
  timer.unref();
  request.raw.once('close', end);
  // The browser waits this long before opening a new stream after one ended.
  stream.write(`retry: 5000\n: ${opening}\n\n`);
  return reply.type('text/event-stream; charset=utf-8').header('Cache-Control', 'no-cache, no-store').header('X-Accel-Buffering', 'no').send(stream);
}
