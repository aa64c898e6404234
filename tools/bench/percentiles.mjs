// Latency summaries shared by the SQL runner and the export runner (autocannon summarises its own).

/** p50 and p99 of latencies in milliseconds, by the nearest-rank method. */
export function summarize(latencies, seconds) {
  const sorted = Float64Array.from(latencies).sort();
  const rank = (p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
  return { count: sorted.length, p50: rank(50), p99: rank(99), rps: sorted.length / seconds };
}

/** Calls `once(i)` from `connections` loops for `seconds`, timing each call. */
export async function timedLoops({ connections, seconds, once }) {
  const latencies = [];
  const deadline = performance.now() + seconds * 1000;
  let next = 0;
  const loop = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      await once(next++);
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, loop));
  return summarize(latencies, (performance.now() - started) / 1000);
}
