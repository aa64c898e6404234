import { watchVehicleChanges as watchRoute } from '@portal/contracts/call-routes';
import { createParser } from 'eventsource-parser';
import type { ApiClient } from '../api/client.js';
import { getRuntimeConfig } from '../config/runtime-config.js';

export interface WatchOptions {
  /** Changes within this time make one call of `onChange`: a run of writes (an import) is read once. */
  quietMs?: number;
  /** Wait before opening the stream again after it ended or failed; doubled on each failure up to a minute. */
  retryMs?: number;
  fetch?: typeof fetch;
}

const MAX_RETRY_MS = 60_000;

/**
 * Calls `onChange` when vehicles of the signed-in user's clients changed on the server (any user's save,
 * an import, a mass update), through the gateway's event stream `GET /api/live/vehicles`. The stream
 * carries no data: the caller reads again through its usual calls. It ends with the access token, and is
 * opened again with the next one. Returns the stop.
 */
export function watchVehicleChanges(api: ApiClient, onChange: () => void, options: WatchOptions = {}): () => void {
  const quietMs = options.quietMs ?? 1000;
  const baseRetryMs = options.retryMs ?? 5000;
  const fetchStream = options.fetch ?? ((input, init) => fetch(input, init));
  let stopped = false;
  let aborter: AbortController | undefined;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let wake: ReturnType<typeof setTimeout> | undefined;
  let opened = 0;

  const changed = () => {
    if (quiet || stopped) return;
    quiet = setTimeout(() => {
      quiet = undefined;
      if (!stopped) onChange();
    }, quietMs);
  };

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      wake = setTimeout(resolve, ms);
    });

  const listen = async (): Promise<'ended' | 'failed' | 'signed-out'> => {
    const token = await api.currentToken();
    if (!token) return 'signed-out';
    aborter = new AbortController();
    const response = await fetchStream(`${getRuntimeConfig().apiBaseUrl}${watchRoute.path}`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
      signal: aborter.signal,
    });
    if (!response.ok || !response.body) return 'failed';
    // What changed while no stream was open is unknown: read again once one is back.
    if (opened++ > 0) changed();
    const parser = createParser({ onEvent: (event) => event.event === 'vehicles' && changed() });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return 'ended';
      parser.feed(value);
    }
  };

  void (async () => {
    let retryMs = baseRetryMs;
    while (!stopped) {
      const outcome = await listen().catch(() => 'failed' as const);
      if (stopped || outcome === 'signed-out') return;
      if (outcome === 'ended') retryMs = baseRetryMs;
      await pause(retryMs);
      if (outcome === 'failed') retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    }
  })();

  return () => {
    stopped = true;
    clearTimeout(quiet);
    clearTimeout(wake);
    aborter?.abort();
  };
}
