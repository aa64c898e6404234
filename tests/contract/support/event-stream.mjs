// A server-sent event stream as the contract tests watch it: the events heard (name and data) and
// whether it ended, kept while the test acts elsewhere.
import assert from 'node:assert/strict';
import { createParser } from 'eventsource-parser';

/** Opens the stream at `url` with the caller's token; it must answer 200 with an event stream. */
export async function watchStream(url, token) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type'), /^text\/event-stream/);
  const stream = { events: [], ended: false, close: () => controller.abort() };
  const parser = createParser({ onEvent: (event) => stream.events.push({ event: event.event, data: event.data }) });
  (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body) parser.feed(decoder.decode(chunk, { stream: true }));
    } catch {
      // Closed by the test.
    }
    stream.ended = true;
  })();
  return stream;
}

/** Waits until `check()` holds, failing with `what` after `within` ms. */
export async function until(check, what, within = 10_000) {
  const deadline = Date.now() + within;
  while (!check()) {
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
