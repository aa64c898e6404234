// A steady, bounded stream of requests against one call of the portal (autocannon, loopback only),
// with every answer kept on a timeline: when it was sent, its status and how long it took. A fault
// test then judges each phase (before, during, after the fault) by the answers sent in it.
import autocannon from 'autocannon';

/** The answers of `samples` whose request was sent in [from, to). */
export function sentBetween(samples, from, to = Infinity) {
  return samples.filter((s) => s.sentAt >= from && s.sentAt < to);
}

/** `{ 200: 31, 503: 4 }`: how many answers had each status, for assertion messages. */
export function statusCounts(samples) {
  const counts = {};
  for (const s of samples) counts[s.status] = (counts[s.status] ?? 0) + 1;
  return counts;
}

export class SteadyLoad {
  /**
   * @param {string} name the area, for messages
   * @param {object} o
   * @param {string} o.url the full address of a GET call
   * @param {string} o.token the bearer token to send
   * @param {number} o.timeoutMs a request unanswered this long counts as hung
   * @param {number} [o.rate] requests per second over all connections
   * @param {number} [o.connections]
   * @param {number} [o.maxSeconds] the run ends by itself after this long, whatever happens to the test
   */
  constructor(name, { url, token, timeoutMs, rate = 6, connections = 2, maxSeconds = 300 }) {
    this.name = name;
    this.samples = [];
    /** Requests that got no answer in time, or whose connection failed. */
    this.hung = [];
    this.instance = autocannon({
      url,
      connections,
      overallRate: rate,
      duration: maxSeconds,
      timeout: Math.ceil(timeoutMs / 1000),
      headers: { authorization: `Bearer ${token}` },
      ignoreCoordinatedOmission: true,
      skipAggregateResult: true,
    });
    this.instance.on('response', (_client, status, _bytes, ms) => {
      const at = Date.now();
      this.samples.push({ sentAt: at - ms, at, status, ms });
    });
    this.instance.on('reqError', (error) => this.hung.push({ at: Date.now(), message: error.message }));
    this.finished = new Promise((resolve) => this.instance.once('done', resolve));
  }

  /** The first answer with `status` to a request sent at or after `since`. */
  firstSince(since, status) {
    return this.samples.find((s) => s.sentAt >= since && s.status === status);
  }

  async stop() {
    this.instance.stop();
    await this.finished;
  }
}
