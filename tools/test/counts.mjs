// The proof suites (security, resilience) count what they checked: matrix triples, fuzz cases, faults
// survived, writes read back. Each count is written to var/test-counts/ so `npm test` can print them all
// in its summary, whichever process ran the suite.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../stack/processes.mjs';

const DIR = join(ROOT, 'var', 'test-counts');

/** Records one count, e.g. `recordCount('access matrix triples', 4812, { failed: 0 })`. */
export function recordCount(label, count, detail = {}) {
  mkdirSync(DIR, { recursive: true });
  const file = join(DIR, `${label.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.json`);
  writeFileSync(file, JSON.stringify({ label, count, ...detail, at: new Date().toISOString() }));
  console.log(`# count: ${label} = ${count}${Object.keys(detail).length ? ` ${JSON.stringify(detail)}` : ''}`);
}

/**
 * The outcomes a count's summary line shows beside it, in this order, when the suite recorded them: what
 * failed, acknowledged writes lost, the fuzzer's 5xx answers and leaks apart, and how many of its cases got
 * past the gates (session, access, throttles) to a parser.
 */
const OUTCOMES = ['failed', 'lost', '5xx', 'leaks', 'reached a parser', 'throttled'];

/** One line of the summary: `   14686  fuzz cases (0 failed, 0 5xx, 0 leaks, 12001 reached a parser, 0 throttled)`. */
export function summaryLine(count) {
  const outcomes = OUTCOMES.filter((name) => count[name] !== undefined).map((name) => `${count[name]} ${name}`);
  return `${String(count.count).padStart(8)}  ${count.label}${outcomes.length ? ` (${outcomes.join(', ')})` : ''}`;
}

export function clearCounts() {
  rmSync(DIR, { recursive: true, force: true });
}

export function readCounts() {
  try {
    return readdirSync(DIR)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(join(DIR, f), 'utf8')))
      .sort((a, b) => a.label.localeCompare(b.label));
  } catch {
    return [];
  }
}
