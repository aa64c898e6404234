// A suite's test files in lanes: `node tools/stack/portal-lanes.mjs [--web] [--lanes 2] -- <folder|file>...`.
// Each lane has a shared portal of its own (its own database, bus, stand-ins and mail) and runs its files
// one after another, so two files running at the same time never see each other's rows or switches. A
// browser test spends much of its time waiting (a page's request, a poll, a queued job): two lanes use
// that time on the machine's two cores. Files go to the lanes by their place in name order (the first to
// lane 1, the second to lane 2, ...), and each lane runs its own in name order: which file runs before
// which is the same on every run, so a file that came to depend on another's rows fails the same way.
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { openSharedPortal } from './shared-portal.mjs';

const TEST_FILE = /\.test\.mjs$/;

/** The test files named, folders read (not recursively), in name order. */
export function testFiles(paths, cwd = process.cwd()) {
  const files = [];
  for (const path of paths) {
    const full = resolve(cwd, path);
    if (statSync(full).isDirectory())
      files.push(
        ...readdirSync(full)
          .filter((name) => TEST_FILE.test(name))
          .map((name) => join(full, name)),
      );
    else files.push(full);
  }
  return [...new Set(files)].sort((a, b) => a.localeCompare(b));
}

/** Deals the files to `count` lanes in turn, as cards: lane i gets files i, i + count, i + 2 * count, ... */
export function dealToLanes(files, count) {
  const lanes = Array.from({ length: count }, () => []);
  files.forEach((file, i) => lanes[i % count].push(file));
  return lanes.filter((lane) => lane.length > 0);
}

/** The totals node's spec reporter prints last ("ℹ tests 12", "ℹ pass 11", ...). */
export function reportedTotals(output) {
  const totals = {};
  for (const name of ['tests', 'pass', 'fail', 'cancelled', 'skipped', 'todo']) {
    const found = [...output.matchAll(new RegExp(`^ℹ ${name} (\\d+)$`, 'gm'))].at(-1);
    totals[name] = found ? Number(found[1]) : 0;
  }
  return totals;
}

/** Lines of one failure's message kept in the digest: enough for an assertion's message and its values. */
const MESSAGE_LINES = 8;

/**
 * The failing tests of a file's output, shortened for the run's last lines: the spec reporter's
 * "failing tests" section without stack frames and error properties, each failure's message cut to a
 * few lines. A whole run's output is long; its end is what a reader (or a CI page) sees first.
 */
export function failureDigest(output) {
  const at = output.lastIndexOf('✖ failing tests:');
  // A file that failed before its tests could report (its portal did not start, it did not load): its last words.
  if (at < 0)
    return stripVTControlCharacters(output)
      .split('\n')
      .filter((line) => line.trim())
      .slice(-MESSAGE_LINES);
  const digest = [];
  let kept = 0;
  let skipping = false;
  // Playwright colours its call log; the digest is read as plain text.
  for (const line of stripVTControlCharacters(output.slice(at)).split('\n').slice(1)) {
    if (line.startsWith('ℹ ')) break;
    if (line.startsWith('test at ') || line.startsWith('✖ ')) {
      digest.push(line);
      kept = 0;
      skipping = false;
    } else if (/^\s+at /.test(line) || /\{$/.test(line)) skipping = true;
    else if (!skipping && line.trim() && kept < MESSAGE_LINES) {
      digest.push(line);
      kept += 1;
    }
  }
  return digest;
}

const running = new Set();
/** Set by SIGINT or SIGTERM: the running files are stopped, no lane starts another, and the portals are stopped. */
let stopping = false;

/** Runs one test file under a lane's portal; its output is kept and printed whole when it ends. */
function runFile(file, env) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--test', '--test-reporter=spec', file], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.once('close', (status) => {
      running.delete(child);
      done({ file, ok: status === 0, output: Buffer.concat(chunks).toString('utf8'), seconds: (Date.now() - started) / 1000 });
    });
  });
}

async function runLane(number, files, { web }) {
  const outcomes = [];
  let shared;
  try {
    shared = await openSharedPortal({ web });
  } catch (error) {
    // Every file of a lane whose portal did not start is failed, with the reason, rather than skipped.
    const output = `the portal of lane ${number} did not start: ${error.stack ?? error}\n`;
    return files.map((file) => ({ file, ok: false, output, seconds: 0, lane: number }));
  }
  try {
    for (const file of files) {
      if (stopping) break;
      const outcome = { ...(await runFile(file, { ...process.env, ...shared.env })), lane: number };
      const name = relative(process.cwd(), file);
      console.log(`\n--- lane ${number}: ${name} (${outcome.seconds.toFixed(1)} s, ${outcome.ok ? 'passed' : 'FAILED'})\n${outcome.output}`);
      outcomes.push(outcome);
    }
  } finally {
    await shared.close();
  }
  return outcomes;
}

async function main(argv) {
  const separator = argv.indexOf('--');
  const options = argv.slice(0, separator < 0 ? 0 : separator);
  const paths = separator < 0 ? [] : argv.slice(separator + 1);
  if (!paths.length) throw new Error('usage: portal-lanes.mjs [--web] [--lanes N] -- <folder|file>...');
  const web = options.includes('--web');
  const at = options.indexOf('--lanes');
  const count = at >= 0 ? Number(options[at + 1]) : 2;
  if (!Number.isInteger(count) || count < 1) throw new Error(`--lanes needs a whole number of lanes, not ${options[at + 1]}`);

  const stop = () => {
    stopping = true;
    for (const child of running) child.kill('SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  const started = Date.now();
  const lanes = dealToLanes(testFiles(paths), count);
  const outcomes = (await Promise.all(lanes.map((files, i) => runLane(i + 1, files, { web })))).flat();
  const totals = outcomes
    .map((o) => reportedTotals(o.output))
    .reduce((sum, t) => {
      for (const [name, n] of Object.entries(t)) sum[name] = (sum[name] ?? 0) + n;
      return sum;
    }, {});
  const failed = outcomes.filter((o) => !o.ok);
  console.log(`\n=== ${outcomes.length} files in ${lanes.length} lanes, ${Math.round((Date.now() - started) / 1000)} s ===`);
  for (const [i, files] of lanes.entries()) {
    const seconds = outcomes.filter((o) => o.lane === i + 1).reduce((sum, o) => sum + o.seconds, 0);
    console.log(`lane ${i + 1}: ${files.length} files, ${Math.round(seconds)} s`);
  }
  console.log(`tests ${totals.tests}, pass ${totals.pass}, fail ${totals.fail}, cancelled ${totals.cancelled}, skipped ${totals.skipped}`);
  for (const o of failed) {
    console.log(`FAILED: ${relative(process.cwd(), o.file)}`);
    for (const line of failureDigest(o.output)) console.log(`  ${line}`);
  }
  return failed.length || stopping ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
