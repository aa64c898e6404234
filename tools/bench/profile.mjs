// `npm run bench:profile -- [--vehicles 50000] [--requests 3000] [--connections 32] [--calls detail,first-page]
//  [--cpu-prof] [--database-url URL] [--keep]`: a fixed number of requests per call, and what each
// costs in CPU in the gateway and in the services (the measure a loaded machine does not distort),
// with each process's resident memory. --cpu-prof also writes a V8 profile of every process over the
// measured requests to var/profiles (rank one with profile-summary.mjs). --database-url measures an
// existing database as it is (nothing loaded, nothing dropped); --keep keeps the one loaded here.
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startPrivateBus } from '../stack/bus.mjs';
import { ensureInfrastructure } from '../stack/infra.mjs';
import { ROOT, freePort } from '../stack/processes.mjs';
import { startStack } from '../stack/stack.mjs';
import { settle, signIn, warmUp } from './calls.mjs';
import { startCpuMeter } from './cpu.mjs';
import { startMemorySampler } from './memory.mjs';
import { openRegister } from './register.mjs';
import { chooseSample } from './sample.mjs';
import { SCENARIOS, scenariosNamed } from './scenarios.mjs';
import { createSqlRunner } from './sql-runner.mjs';

const USERS = { staff: 'admin', client: 'alpha.user' };
const PROFILE_DIR = join(ROOT, 'var', 'profiles');

function parse(argv) {
  const o = { vehicles: 50_000, requests: 3000, connections: 32, calls: ['detail', 'first-page'], cpuProf: false, keep: false };
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i].replace(/^--/, '');
    if (name === 'cpu-prof') o.cpuProf = true;
    else if (name === 'keep') o.keep = true;
    else if (name === 'calls') o.calls = argv[++i].split(',');
    else if (name === 'database-url') o.databaseUrl = argv[++i];
    else if (['vehicles', 'requests', 'connections'].includes(name)) o[name] = Number(argv[++i]);
    else throw new Error(`bench:profile: unexpected argument ${argv[i]}`);
  }
  // Exports and imports are one person's action, measured by `npm run bench`, not by a fixed number of requests.
  const measurable = SCENARIOS.filter((s) => s.built !== false && s.kind !== 'export' && s.kind !== 'import');
  o.scenarios = scenariosNamed(o.calls, measurable, 'bench:profile');
  return o;
}

const options = parse(process.argv.slice(2));
await ensureInfrastructure(() => {});
const db = await openRegister(options);
if (options.cpuProf) {
  rmSync(PROFILE_DIR, { recursive: true, force: true });
  // Read by every process the stack starts (they inherit this environment).
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --import ${join(ROOT, 'tools/bench/cpu-profiler.mjs')}`.trim();
  process.env.PORTAL_CPU_PROFILE_DIR = PROFILE_DIR;
}
let bus;
let stack;
let sql;
try {
  bus = await startPrivateBus();
  stack = await startStack({
    databaseUrl: db.url,
    bus,
    jwtSecret: randomBytes(32).toString('hex'),
    gatewayPort: await freePort(),
    web: false,
    // Identity and invoicing need an SMTP server when they start, as in production.
    mail: { smtpPort: await freePort(), webPort: await freePort() },
    logDir: join(ROOT, 'var', 'bench-logs'),
  });
  sql = await createSqlRunner(db.url, 1);
  const tokens = Object.fromEntries(await Promise.all(Object.entries(USERS).map(async ([who, username]) => [who, await signIn(stack.apiUrl, username)])));
  const sample = await chooseSample(sql, USERS.client);
  const memory = startMemorySampler(stack.group.children);
  const signal = () => stack.group.children.forEach((child) => child.kill('SIGWINCH'));
  for (const scenario of options.scenarios) {
    const paths = scenario.paths(sample);
    const run = (amount) => calls({ apiUrl: stack.apiUrl, token: tokens[scenario.who], paths, connections: options.connections, amount });
    await warmUp(stack.apiUrl, tokens[scenario.who], paths);
    await run(Math.min(1000, options.requests));
    await settle(stack.apiUrl, tokens[scenario.who], paths[0]);
    if (options.cpuProf) signal();
    const cpu = startCpuMeter(stack.group.children);
    const result = await run(options.requests);
    const perRequest = cpu.stop(result.answered) ?? { gateway: NaN, services: NaN };
    if (options.cpuProf) signal();
    console.log(
      `${scenario.name}: ${result.answered} answered (${result.failed} failed), ${result.rps.toFixed(0)} req/s here; ` +
        `CPU per request: gateway ${perRequest.gateway.toFixed(2)} ms, services ${perRequest.services.toFixed(2)} ms`,
    );
  }
  const peaks = memory.stop();
  console.log('resident memory: peak, and now by kind (anonymous: heaps and buffers; file: code and mapped files)');
  for (const [name, mb] of peaks) {
    const now = residentKinds(stack.group.children.find((child) => child.name === name).pid);
    console.log(`  ${name.padEnd(12)} peak ${mb.toFixed(0).padStart(4)} MB, now anonymous ${now.RssAnon} MB, file ${now.RssFile} MB`);
  }
  if (options.cpuProf) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    console.log(`profiles in ${PROFILE_DIR} (node tools/bench/profile-summary.mjs <file>)`);
  }
} finally {
  await sql?.close();
  await stack?.stop();
  await bus?.stop();
  await db.drop();
}

/** RssAnon and RssFile of /proc/<pid>/status, in MB. */
function residentKinds(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field) => Math.round(Number(new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status)?.[1] ?? 0) / 1024);
  return { RssAnon: mb('RssAnon'), RssFile: mb('RssFile') };
}

/** Exactly `amount` requests over `connections` connections, the paths in turn. */
async function calls({ apiUrl, token, paths, connections, amount }) {
  let turn = 0;
  const result = await autocannon({
    url: `${apiUrl}${paths[0]}`,
    connections,
    amount,
    headers: { authorization: `Bearer ${token}` },
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[turn++ % paths.length] }) }],
  });
  if (process.env.BENCH_DEBUG) console.log(JSON.stringify({ ...result, latency: undefined }).slice(0, 1500));
  return { answered: result.requests.total, failed: result.non2xx + result.errors + result.timeouts, rps: result.requests.average };
}
