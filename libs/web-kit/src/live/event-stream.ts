import { createParser } from 'eventsource-parser';
import type { ApiClient } from '../api/client.js';
import { getRuntimeConfig } from '../config/runtime-config.js';

export interface WatchOptions {
  /** Events within this time make one call of `onChange`: a run of writes (an import) is read once. */
  quietMs?: number;
  /** Wait before opening the stream again after it ended or failed; doubled on each failure up to a minute. */
  retryMs?: number;
  fetch?: typeof fetch;
}

const MAX_RETRY_MS = 60_000;

/**
 * Calls `onChange` when the gateway's event stream at `path` (`/api/live/...`) sends an event named
 * `eventName`. The streams carry no data: the caller reads again through its usual calls. A stream ends
 * with the access token and is opened again with the next one; after a gap the caller is told once,
 * since events may have been missed. A stream the gateway refuses for good (403, 404: the thing watched
 * is not the caller's, or is gone; 400, 422: not a valid id) is not asked for again. Failures never
 * reach the caller: the screen keeps what it shows. Returns the stop.
 */
export function watchEvents(api: ApiClient, path: string, eventName: string, onChange: () => void, options: WatchOptions = {}): () => void {
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

  const listen = async (): Promise<'ended' | 'failed' | 'signed-out' | 'refused'> => {
    const token = await api.currentToken();
    if (!token) return 'signed-out';
    aborter = new AbortController();
    const response = await fetchStream(`${getRuntimeConfig().apiBaseUrl}${path}`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
      signal: aborter.signal,
    });
    if ([400, 403, 404, 422].includes(response.status)) return 'refused';
    if (!response.ok || !response.body) return 'failed';
    // What changed while no stream was open is unknown: read again once one is back.
    if (opened++ > 0) changed();
    const parser = createParser({ onEvent: (event) => event.event === eventName && changed() });
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
      if (stopped || outcome === 'signed-out' || outcome === 'refused') return;
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
