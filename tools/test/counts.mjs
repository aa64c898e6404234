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
