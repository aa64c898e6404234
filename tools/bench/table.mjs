// The benchmark's table: one row per call and connection count, the API beside its SQL limit.

const COLUMNS = [
  { title: 'call', width: 36, align: 'left' },
  { title: 'conn', width: 5 },
  { title: 'API p50', width: 9 },
  { title: 'API p99', width: 9 },
  { title: 'req/s', width: 7 },
  { title: 'SQL p50', width: 9 },
  { title: 'SQL p99', width: 9 },
  { title: 'ratio', width: 7 },
  { title: 'gw CPU', width: 7 },
  { title: 'svc CPU', width: 7 },
  { title: 'target', width: 62, align: 'left' },
  { title: 'ok', width: 8, align: 'left' },
];

const ms = (value) => (value === undefined ? '' : value < 10 ? value.toFixed(2) : value.toFixed(1));
const cell = (text, { width, align }) => (align === 'left' ? String(text).padEnd(width) : String(text).padStart(width));
const line = (cells) =>
  COLUMNS.map((column, i) => cell(cells[i], column))
    .join(' ')
    .trimEnd();

export function printTable(rows, write = console.log) {
  write(line(COLUMNS.map((c) => c.title)));
  write(line(COLUMNS.map((c) => '-'.repeat(c.width))));
  for (const row of rows) {
    if (!row.built) {
      write(line([row.name, '', '', '', '', '', '', '', '', '', '', 'not built']));
      continue;
    }
    const { api, sql, verdicts } = row;
    const ratio = sql.p50 > 0 ? `${(api.p50 / sql.p50).toFixed(1)}x` : '';
    const ok = verdicts.every((v) => v.ok) ? 'ok' : 'MISSED';
    const targets = verdicts.map((v) => (v.ok ? v.text : `${v.text} (missed)`)).join(', ');
    const failures = api.failures ? ` (${api.failures} failed)` : api.count === 0 ? ' (no answer in time)' : '';
    write(
      line([
        row.name,
        row.connections,
        ms(api.p50),
        ms(api.p99),
        api.rps < 10 ? api.rps.toFixed(1) : Math.round(api.rps),
        ms(sql.p50),
        ms(sql.p99),
        ratio,
        ms(api.cpu?.gateway),
        ms(api.cpu?.services),
        targets,
        ok + failures,
      ]),
    );
  }
}

export function printMemory(peaks, limitMb, write = console.log) {
  write(`\npeak resident memory (limit ${limitMb} MB each):`);
  for (const [name, mb] of peaks) write(`  ${name.padEnd(24)} ${mb.toFixed(0).padStart(5)} MB  ${mb < limitMb ? 'ok' : 'MISSED'}`);
}

const CPU_TAKERS = [
  ['gateway', 'gateway'],
  ['services', 'services'],
  ['PostgreSQL', 'postgres'],
  ['NATS', 'nats'],
  ['Redis', 'redis'],
  ['load gen', 'loadGenerator'],
  ['other', 'other'],
  ['machine', 'machine'],
];

/**
 * Where the machine's CPU went during each API measurement, per answered request (ms): the stack's processes,
 * PostgreSQL, the bus, the load generator (autocannon, in the benchmark's own process), and the rest of the
 * machine's busy time ("other": the kernel's work on no process's account, and anything else running); then
 * PostgreSQL's CPU per hand-written statement of the same question, for the database's share to compare with.
 */
export function printCpu(rows, write = console.log) {
  write('\nCPU per answered request during the API measurement (ms, user + system):');
  write(['call'.padEnd(36), 'conn'.padStart(5), ...CPU_TAKERS.map(([title]) => title.padStart(10)), 'SQL: PG'.padStart(10)].join(' '));
  for (const row of rows) {
    const cpu = row.built ? row.api.cpu : undefined;
    if (cpu?.machine === undefined) continue;
    write(
      [
        row.name.padEnd(36),
        String(row.connections).padStart(5),
        ...CPU_TAKERS.map(([, key]) => ms(cpu[key]).padStart(10)),
        ms(row.sql.postgresCpu).padStart(10),
      ].join(' '),
    );
  }
}
