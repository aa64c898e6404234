/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import type { ApiClient } from '../api/client.js';
import { watchLoadBayChanges } from './load-bay-changes.js';
import { watchVehicleChanges } from './vehicle-changes.js';

/** A server stream the test writes to, as the gateway's answer. */
function serverStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

const api = (token: string | null) => ({ currentToken: async () => token }) as unknown as ApiClient;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('watchVehicleChanges', () => {
  it('calls back once for a burst of events, sending the bearer token, and not for comments or other events', async () => {
    const server = serverStream();
    const seen: RequestInit[] = [];
    let changes = 0;
    const stop = watchVehicleChanges(api('t1'), () => (changes += 1), {
      quietMs: 20,
      fetch: async (_url, init) => (seen.push(init ?? {}), server.response),
    });
    await wait(10);
    server.write('retry: 5000\n: watching\n\n');
    server.write('event: vehicles\ndata: {}\n\nevent: vehi');
    server.write('cles\ndata: {}\n\n');
    await wait(60);
    expect(changes).toBe(1);
    server.write(': ping\n\nevent: other\ndata: {}\n\n');
    await wait(60);
    expect(changes).toBe(1);
    expect((seen[0].headers as Record<string, string>).Authorization).toBe('Bearer t1');
    stop();
  });

  it('opens a new stream after one ended, and then reads again since changes may have been missed', async () => {
    const servers = [serverStream(), serverStream()];
    let opened = 0;
    let changes = 0;
    const stop = watchVehicleChanges(api('t'), () => (changes += 1), { quietMs: 5, retryMs: 10, fetch: async () => servers[opened++].response });
    await wait(10);
    servers[0].end();
    await wait(60);
    expect(opened).toBe(2);
    expect(changes).toBe(1);
    stop();
  });

  it('does not open a stream when signed out, and tries again later after a refusal', async () => {
    let calls = 0;
    const stopped = watchVehicleChanges(api(null), () => undefined, { fetch: async () => ((calls += 1), new Response(null, { status: 401 })) });
    await wait(20);
    expect(calls).toBe(0);
    stopped();

    const stop = watchVehicleChanges(api('t'), () => undefined, { retryMs: 10, fetch: async () => ((calls += 1), new Response(null, { status: 401 })) });
    await wait(45);
    expect(calls).toBeGreaterThanOrEqual(2);
    stop();
  });
});

describe('watchLoadBayChanges', () => {
  it("opens the load's own stream and calls back on its bay events only", async () => {
    const server = serverStream();
    const urls: string[] = [];
    let changes = 0;
    const stop = watchLoadBayChanges(api('t'), 42, () => (changes += 1), {
      quietMs: 5,
      fetch: async (url) => (urls.push(String(url)), server.response),
    });
    await wait(10);
    server.write('retry: 5000\n: watching the bay of load 42\n\nevent: vehicles\ndata: {}\n\n');
    await wait(30);
    expect(changes).toBe(0);
    server.write('event: bay\ndata: {}\n\n');
    await wait(30);
    expect(changes).toBe(1);
    expect(urls[0]).toMatch(/\/api\/live\/client_loads\/42$/);
    stop();
  });

  it('does not ask again for a load the gateway says is not there (404)', async () => {
    let calls = 0;
    const stop = watchLoadBayChanges(api('t'), 7, () => undefined, { retryMs: 5, fetch: async () => ((calls += 1), new Response(null, { status: 404 })) });
    await wait(50);
    expect(calls).toBe(1);
    stop();
  });
});
