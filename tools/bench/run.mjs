// `npm run bench [-- --vehicles N --seconds S --connections 1,32 | --quick | --smoke] [--keep | --database-url URL]`:
// loads N vehicles (default 1,000,000) with their loads, invoices, notes, images and history into a database of
// its own (kept with --keep; --database-url measures an existing one as it is), starts
// the services and gateway, and measures each call beside the hand-written SQL that answers the same
// question directly on PostgreSQL, at each connection count. Exits non-zero when a target is missed.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { startPrivateBus } from '../stack/bus.mjs';
import { ensureInfrastructure } from '../stack/infra.mjs';
import { ROOT, freePort } from '../stack/processes.mjs';
import { startStack } from '../stack/stack.mjs';
import { measureApi, measureDownload, measureJob } from './api-runner.mjs';
import { parseArgs } from './args.mjs';
import { settle, signIn, warmUp } from './calls.mjs';
import { startCpuMeter, startPostgresMeter } from './cpu.mjs';
import { machineFacts } from './machine.mjs';
import { startMemorySampler } from './memory.mjs';
import { openRegister } from './register.mjs';
import { chooseSample } from './sample.mjs';
import { scenariosNamed } from './scenarios.mjs';
import { createSqlRunner } from './sql-runner.mjs';
import { printCpu, printMemory, printTable } from './table.mjs';
import { EXPORT_MEMORY_GROWTH_MB, MAX_RESIDENT_MB, judge } from './targets.mjs';

const USERS = { staff: 'admin', client: 'alpha.user' };
/** How long a list or read is called, at the most connections measured, before it is measured. */
const WARM_SECONDS = 2;

const options = parseArgs(process.argv.slice(2));
const scenarios = scenariosNamed(options.calls);
await ensureInfrastructure(() => {});
const db = await openRegister(options);
let bus;
let stack;
let sql;
let failed = false;
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
  sql = await createSqlRunner(db.url, Math.max(...options.connections));
  console.log(`\n${(await machineFacts(sql)).join('\n')}`);
  const tokens = Object.fromEntries(await Promise.all(Object.entries(USERS).map(async ([who, username]) => [who, await signIn(stack.apiUrl, username)])));
  const sample = await chooseSample(sql, USERS.client);
  console.log(`vehicles: ${sample.vehicleCount}, ${options.seconds} s per measurement\n`);
  const memory = startMemorySampler(stack.group.children);
  const rows = [];
  let exportRiseMb;
  for (const scenario of scenarios) {
    if (scenario.built === false) {
      rows.push({ name: scenario.name, built: false });
      continue;
    }
    const paths = scenario.paths(sample);
    const statement = scenario.sql(sample);
    // An import is a POST measured to its job's end: nothing to warm or to wait out.
    const queued = scenario.kind === 'import';
    if (!queued) await warmUp(stack.apiUrl, tokens[scenario.who], paths);
    // A list or read is measured warm, as a running portal serves it: its code optimized by V8 and its statement
    // prepared on each of the pool's connections before the first measurement, whichever call comes first. A
    // smoke run judges no time, only that each call answers.
    if (!options.smoke && (scenario.kind === 'list' || scenario.kind === 'read')) {
      const warming = { apiUrl: stack.apiUrl, token: tokens[scenario.who], paths, connections: Math.max(...options.connections) };
      await measureApi({ ...warming, seconds: Math.min(WARM_SECONDS, options.seconds) });
      await settle(stack.apiUrl, tokens[scenario.who], paths[0]);
    }
    for (const connections of scenario.connections ?? options.connections) {
      const run = { apiUrl: stack.apiUrl, token: tokens[scenario.who], paths, connections, seconds: options.seconds };
      let api;
      const cpu = startCpuMeter(stack.group.children, { whole: true, busChildren: bus.processes });
      if (scenario.kind === 'export') {
        const gatewayMemory = startMemorySampler(
          stack.group.children.filter((child) => child.name === 'gateway'),
          50,
        );
        const before = gatewayMemory.current('gateway');
        // A register smaller than the export (a smoke run) exports all it holds.
        api = await measureDownload({ ...run, expectRows: Math.min(scenario.expectRows, sample.vehicleCount) });
        exportRiseMb = Math.max(exportRiseMb ?? 0, gatewayMemory.stop().get('gateway') - before);
      } else if (scenario.kind === 'import') {
        api = await measureJob({ ...run, body: scenario.body(sample), jobPath: scenario.jobPath });
      } else {
        api = await measureApi(run);
      }
      api.cpu = cpu.stop(api.count);
      // Calls still queued when the measurement ends would otherwise be served during the next one.
      if (!queued) await settle(stack.apiUrl, tokens[scenario.who], paths[0]);
      const postgres = startPostgresMeter();
      const limit = await sql.measure(statement, { connections, seconds: options.seconds });
      limit.postgresCpu = postgres.stop(limit.count);
      // A smoke run is too small and short to judge a target by: it checks that every call answers.
      const verdicts = options.smoke ? [{ text: 'answers', ok: api.failures === 0 && api.count > 0 }] : judge(scenario, connections, api, limit);
      failed ||= verdicts.some((v) => !v.ok);
      rows.push({ name: scenario.name, built: true, connections, api, sql: limit, verdicts });
      console.log(`  measured ${scenario.name} at ${connections} connection(s)`);
    }
  }
  const peaks = memory.stop();
  console.log('');
  printTable(rows);
  printCpu(rows);
  printMemory(peaks, MAX_RESIDENT_MB);
  if (!options.smoke) failed ||= [...peaks.values()].some((mb) => mb >= MAX_RESIDENT_MB);
  if (exportRiseMb !== undefined && !options.smoke) {
    const ok = exportRiseMb <= EXPORT_MEMORY_GROWTH_MB;
    failed ||= !ok;
    console.log(`  gateway rise while exporting ${exportRiseMb.toFixed(0).padStart(5)} MB  (limit ${EXPORT_MEMORY_GROWTH_MB} MB) ${ok ? 'ok' : 'MISSED'}`);
  }
  console.log(failed ? '\nsome targets were missed' : '\nevery target met');
} finally {
  await sql?.close();
  await stack?.stop();
  await bus?.stop();
  await db.drop();
}
process.exit(failed ? 1 : 0);
