// One fault under load, in phases: steady answers first, then the fault (held a few seconds), then the
// dependency back and every area answering again. The areas are request streams that keep running
// throughout (a SteadyLoad or the VehicleWriter); each phase is judged by the requests sent in it.
import { sentBetween, statusCounts } from './steady-load.mjs';

/** What a caller of a faulted area may hear: the dependency is unavailable (503) or did not answer in time (504). */
export const FAULT_STATUSES = [503, 504];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `find()` returns something; fails naming `what` after `timeoutMs`. */
export async function waitFor(what, find, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`${what} within ${Math.round(timeoutMs / 1000)} s`);
    await sleep(100);
  }
}

/**
 * @typedef {{ name: string, stream: { samples: object[], hung: object[], firstSince(since: number, status: number): object | undefined }, ok: number }} Area
 * @param {object} o
 * @param {Area[]} o.areas every area under load
 * @param {() => Promise<void>} o.inject causes the fault; resolves once it is in place
 * @param {() => Promise<void>} o.restore brings the dependency back
 * @param {number} o.holdMs how long the dependency stays down
 */
export async function runFault({ areas, inject, restore, holdMs, recoveryTimeoutMs = 60_000, settleMs = 2000 }) {
  const steadySince = Date.now();
  for (const area of areas) await waitFor(`${area.name} answered ${area.ok} before the fault`, () => area.stream.firstSince(steadySince, area.ok), 30_000);
  const t = { steadySince };
  await inject();
  t.down = Date.now();
  await sleep(holdMs);
  t.restoring = Date.now();
  await restore();
  t.restored = Date.now();
  t.recovered = {};
  for (const area of areas) {
    const first = await waitFor(`${area.name} answered ${area.ok} again after the fault`, () => area.stream.firstSince(t.restored, area.ok), recoveryTimeoutMs);
    t.recovered[area.name] = first.sentAt;
  }
  await sleep(settleMs);
  t.end = Date.now();
  // Answers to requests sent just before the end are still on their way.
  await sleep(settleMs);
  return t;
}

/**
 * What went wrong in one fault, as readable lines (empty when nothing did):
 * - a faulted area answered only 503 or 504 to requests sent while the dependency was down, and had some;
 * - an unaffected area answered `ok` throughout;
 * - after its first `ok` once the dependency was back, every area answered `ok` (or, rarely on a busy
 *   machine, a 504 from a process just started), and its last answer was `ok`;
 * - no area ever answered anything but `ok`, 503 or 504, none took longer than `maxMs` and none got no answer.
 */
export function judgeFault(t, { faulted, unaffected = [], maxMs }) {
  const problems = [];
  const describe = (samples) => JSON.stringify(statusCounts(samples));
  for (const area of faulted) {
    const during = sentBetween(area.stream.samples, t.down, t.restoring);
    if (during.length === 0) problems.push(`${area.name}: no answer to a request sent during the fault`);
    const wrong = during.filter((s) => !FAULT_STATUSES.includes(s.status));
    if (wrong.length) problems.push(`${area.name} during the fault: ${describe(during)}; expected only 503/504`);
  }
  for (const area of unaffected) {
    const during = sentBetween(area.stream.samples, t.down, t.end);
    if (during.length === 0 || during.some((s) => s.status !== area.ok))
      problems.push(`${area.name} while another area was down: ${describe(during)}; expected only ${area.ok}`);
  }
  for (const area of [...faulted, ...unaffected]) {
    const after = sentBetween(area.stream.samples, t.recovered[area.name], t.end);
    // A process just started on a busy machine may still miss the deadline now and then (504); the
    // dependency is back all the same, so nothing may be refused as unavailable or fail.
    if (after.some((s) => s.status !== area.ok && s.status !== 504))
      problems.push(`${area.name} after it answered again: ${describe(after)}; expected ${area.ok}`);
    if (after.at(-1)?.status !== area.ok) problems.push(`${area.name} did not end with ${area.ok}: ${describe(after)}`);
    const all = sentBetween(area.stream.samples, t.steadySince, t.end);
    const odd = all.filter((s) => s.status !== area.ok && !FAULT_STATUSES.includes(s.status));
    if (odd.length) problems.push(`${area.name} answered ${describe(odd)} (${odd[0].message ?? 'no message'})`);
    const hung = area.stream.hung.filter((h) => h.at >= t.steadySince);
    if (hung.length) problems.push(`${area.name}: ${hung.length} requests got no answer (${hung[0].message})`);
    const slow = all.filter((s) => s.ms > maxMs);
    if (slow.length) problems.push(`${area.name}: ${slow.length} answers took longer than ${maxMs} ms (slowest ${Math.max(...slow.map((s) => s.ms))} ms)`);
  }
  return problems;
}

/** One line per area: what it answered during the fault and how long it took to answer again, for the test's log. */
export function summarizeFault(t, areas) {
  return areas.map((area) => {
    const during = statusCounts(sentBetween(area.stream.samples, t.down, t.restoring));
    const back = ((t.recovered[area.name] - t.restored) / 1000).toFixed(1);
    // The slowest answer of the fault's whole span: what the tolerance over the gateway's deadline is measured by.
    const slowest = Math.max(0, ...sentBetween(area.stream.samples, t.steadySince, t.end).map((s) => s.ms));
    const down = ((t.restoring - t.down) / 1000).toFixed(1);
    return `${area.name}: ${JSON.stringify(during)} while down ${down} s; ${area.ok} again ${back} s after the restore; slowest answer ${slowest} ms`;
  });
}
