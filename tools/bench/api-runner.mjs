// Measures a gateway call with autocannon: `connections` connections calling without pause.
import autocannon from 'autocannon';
import { timedLoops } from './percentiles.mjs';

/** `paths` are called in turn, so a call is not measured against one cached row. */
export async function measureApi({ apiUrl, token, paths, connections, seconds }) {
  let turn = 0;
  const result = await autocannon({
    url: `${apiUrl}${paths[0]}`,
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[turn++ % paths.length] }) }],
  });
  return {
    count: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** A download measured whole: from the request to its last byte, one at a time per connection. */
export async function measureDownload({ apiUrl, token, paths, connections, seconds, expectRows }) {
  let failures = 0;
  const summary = await timedLoops({
    connections,
    seconds,
    once: async (i) => {
      const response = await fetch(`${apiUrl}${paths[i % paths.length]}`, { headers: { authorization: `Bearer ${token}` } });
      const body = await response.text();
      if (!response.ok || (expectRows && body.trimEnd().split('\n').length - 1 !== expectRows)) failures++;
    },
  });
  return { ...summary, failures };
}

/** A queued job measured whole: from the request that queues it to its outcome, read as the screen reads it. */
export async function measureJob({ apiUrl, token, paths, body, jobPath, connections, seconds }) {
  const headers = { authorization: `Bearer ${token}` };
  let failures = 0;
  const summary = await timedLoops({
    connections,
    seconds,
    once: async () => {
      const queued = await fetch(`${apiUrl}${paths[0]}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      let job = await queued.json();
      if (queued.status !== 202) {
        failures++;
        return;
      }
      const id = job.id;
      while (job.state !== 'completed' && job.state !== 'failed') {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const polled = await fetch(`${apiUrl}${jobPath(id)}`, { headers });
        // A status the service did not give (a timeout while the job runs) is a failure of the call, not a state.
        if (polled.status !== 200) {
          await polled.arrayBuffer();
          failures++;
          return;
        }
        job = await polled.json();
      }
      if (job.state === 'failed') failures++;
    },
  });
  return { ...summary, failures };
}
