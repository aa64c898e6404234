// `npm test`: every suite. The build, the lint, the unit and integration tests of each project (each run makes its own
// databases), then the HTTP contract tests and the browser end-to-end tests against a portal it starts.
import { spawnSync } from 'node:child_process';
import { startPrivateBus } from '../stack/bus.mjs';
import { ensureInfrastructure } from '../stack/infra.mjs';
import { ROOT } from '../stack/processes.mjs';

const steps = [
  ['build', 'npx', ['nx', 'run-many', '-t', 'build', '--output-style=static']],
  // ESLint, the 160-character check and `prettier --check` (npm run lint); a failure fails the run, the tests still run.
  ['lint', 'npm', ['run', 'lint']],
  ['unit and integration tests', 'npx', ['nx', 'run-many', '-t', 'test', '--parallel=1', '--output-style=static', '--skip-nx-cache', '--exclude=@portal/e2e,@portal/contract-tests']],
  ['API contract tests', 'npm', ['run', 'test', '-w', '@portal/contract-tests']],
  ['browser end-to-end tests', 'npm', ['run', 'test', '-w', '@portal/e2e']],
];

await ensureInfrastructure();
// Unit and integration tests that need Redis (queues, the sign-in throttle) get a password-protected one of their own.
const bus = await startPrivateBus();
const results = [];
for (const [label, command, args] of steps) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, REDIS_URL: bus.redisUrl } });
  results.push({ label, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
  if (status !== 0 && label === 'build') break;
}
await bus.stop();
console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.label} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
