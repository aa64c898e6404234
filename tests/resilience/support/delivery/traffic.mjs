// A steady stream of requests, as users keep making them during a deployment: a few callers, each
// sending its next request as soon as the last one was answered. Every answer that is not a 200 is
// a failure, kept with what it said.

/**
 * @param {Array<() => Promise<{ status: number, text?: string }>>} calls each made by its own callers, over and over
 * @param {{ callers?: number }} [o]
 */
export function steadyTraffic(calls, { callers = 6 } = {}) {
  const counts = { sent: 0, ok: 0, failed: 0, failures: [], slowestMs: 0 };
  const began = Date.now();
  let running = true;
  // Each caller keeps to one call, so one service's paused replica never stalls the traffic to another:
  // every service goes on receiving requests, a paused one included.
  const caller = async (_, index) => {
    const call = calls[index % calls.length];
    while (running) {
      counts.sent += 1;
      const sentAt = Date.now();
      try {
        const res = await call();
        counts.slowestMs = Math.max(counts.slowestMs, Date.now() - sentAt);
        if (res.status === 200) counts.ok += 1;
        else fail(sentAt, `${res.status} ${String(res.text ?? '').slice(0, 200)}`);
      } catch (error) {
        fail(sentAt, String(error?.cause?.message ?? error?.message ?? error));
      }
    }
  };
  const fail = (sentAt, what) => {
    counts.failed += 1;
    if (counts.failures.length < 20) counts.failures.push(`sent at ${sentAt - began} ms, answered after ${Date.now() - sentAt} ms: ${what}`);
  };
  const loops = Array.from({ length: callers }, caller);
  return {
    counts,
    /** Milliseconds since the traffic began: to place an event among the failures. */
    now: () => Date.now() - began,
    /** Resolves once `n` more requests have been answered; fails when they take over `timeoutMs`. */
    async answered(n, timeoutMs = 60_000) {
      const target = counts.ok + counts.failed + n;
      const deadline = Date.now() + timeoutMs;
      while (counts.ok + counts.failed < target) {
        if (Date.now() > deadline) throw new Error(`${n} requests were not answered within ${timeoutMs / 1000}s`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async stop() {
      running = false;
      await Promise.all(loops);
      return counts;
    },
  };
}
