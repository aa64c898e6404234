// `npm test`: every suite. First what they need: the npm dependencies, PostgreSQL, the NATS and Redis
// programs and Chromium. Then the build, the lint, the unit and integration tests of each project (each
// run makes its own databases), the HTTP contract tests and the browser end-to-end tests against a
// portal it starts. Only Node.js built-ins and tools/ scripts are imported statically: on a fresh
// clone node_modules does not exist until ensureDependencies() has run.
import { spawn, spawnSync } from 'node:child_process';
import { startPrivateBus } from '../stack/bus.mjs';
import { ensureInfrastructure } from '../stack/infra.mjs';
import { ROOT } from '../stack/processes.mjs';
import { ensureDependencies } from '../setup/dependencies.mjs';
import { clearCounts, readCounts, summaryLine } from './counts.mjs';

const steps = [
  ['build', 'npx', ['nx', 'run-many', '-t', 'build', '--output-style=static']],
  // Two checks side by side, one a core; each one's output is printed when it ends.
  [
    // ESLint, the 160-character check and `prettier --check` (npm run lint); a failure fails the run, the tests still run.
    ['lint', 'npm', ['run', 'lint']],
    // The browser projects build with rspack, which strips types without checking them: tsc checks them here.
    ['type check of the browser projects', 'npx', ['nx', 'run-many', '-t', 'typecheck', '--output-style=static']],
  ],
  // Two projects at a time, one a core: each project's jest runs its files in band, and every test makes
  // its own databases and Redis key prefix, so two projects never meet. The build step has built what the
  // tests import, so their targets' builds are not run again (--excludeTaskDependencies).
  [
    'unit and integration tests',
    'npx',
    [
      'nx',
      'run-many',
      '-t',
      'test',
      '--parallel=2',
      '--output-style=static',
      '--skip-nx-cache',
      '--excludeTaskDependencies',
      '--exclude=@portal/e2e,@portal/contract-tests,@portal/security-tests,@portal/resilience-tests,@portal/load',
    ],
  ],
  // The benchmark's smoke run measures, so it runs alone.
  ['benchmark smoke run', 'npx', ['nx', 'run', '@portal/load:test', '--output-style=static', '--skip-nx-cache', '--excludeTaskDependencies']],
  ['API contract tests', 'npm', ['run', 'test', '-w', '@portal/contract-tests']],
  // The access matrix generated from the catalog, cross-client writes and the fuzzer.
  ['security proofs', 'npm', ['run', 'test', '-w', '@portal/security-tests']],
  // Faults under load, jobs across worker crashes, deployable artifacts and redeploys.
  ['resilience proofs', 'npm', ['run', 'test', '-w', '@portal/resilience-tests']],
  ['browser end-to-end tests', 'npm', ['run', 'test', '-w', '@portal/e2e']],
];

/** Runs a step with its output kept, to be printed whole when it ends (steps run side by side). */
function runCollected(label, command, args, env) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    const end = (ok) => resolve({ label, ok, output: Buffer.concat(chunks).toString('utf8'), seconds: Math.round((Date.now() - started) / 1000) });
    child.once('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      end(false);
    });
    child.once('close', (status) => end(status === 0));
  });
}

try {
  ensureDependencies();
  await ensureInfrastructure(console.log, { browser: true });
} catch (error) {
  console.error(`\n${error.message}`);
  process.exit(1);
}
const results = [];
clearCounts();
let bus;
for (const step of steps) {
  const together = Array.isArray(step[0]) ? step : [step];
  // Unit and integration tests that need Redis (queues, the sign-in throttle) get a password-protected
  // one of their own. It starts after the build: the bus reads the registry of apps from the built
  // contracts library, which a fresh clone does not have yet.
  if (together[0][0] !== 'build') bus ??= await startPrivateBus();
  const env = { ...process.env, ...(bus ? { REDIS_URL: bus.redisUrl } : {}) };
  if (together.length === 1) {
    const [label, command, args] = together[0];
    console.log(`\n=== ${label} ===`);
    const started = Date.now();
    const { status } = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env });
    results.push({ label, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
    if (status !== 0 && label === 'build') break;
  } else {
    const ended = await Promise.all(together.map(([label, command, args]) => runCollected(label, command, args, env)));
    for (const { label, output, ok, seconds } of ended) {
      console.log(`\n=== ${label} ===\n${output}`);
      results.push({ label, ok, seconds });
    }
  }
}
await bus?.stop();
console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.label} (${r.seconds}s)`);
const counts = readCounts();
if (counts.length) {
  console.log('\n=== what the proofs checked ===');
  for (const c of counts) console.log(summaryLine(c));
}
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
