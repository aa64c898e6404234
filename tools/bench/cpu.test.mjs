import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { machineBusyMillis, postgresMillis, startCpuMeter } from './cpu.mjs';

/** A /proc/<pid>/stat line: utime and stime are the 14th and 15th fields. */
const statLine = (pid, command, utime, stime) => `${pid} (${command}) S 1 1 1 0 -1 4194560 1 0 0 0 ${utime} ${stime} 0 0 20 0 1 0 1 1 1\n`;

test("counts the machine's busy time without idle, I/O wait or steal", () => {
  // user nice system idle iowait irq softirq steal guest guest_nice, in ticks of 10 ms
  const stat = 'cpu  100 5 40 9000 30 2 3 50 7 0\ncpu0 50 2 20 4500 15 1 2 25 3 0\n';
  assert.equal(machineBusyMillis(stat), (100 + 5 + 40 + 2 + 3) * 10);
});

test('sums the processes named postgres, by pid, and nothing else', () => {
  const proc = mkdtempSync(join(tmpdir(), 'proc-'));
  try {
    for (const [pid, command, utime, stime] of [
      [101, 'postgres', 30, 10],
      [102, 'postgres', 5, 5],
      [103, 'node', 500, 100],
    ]) {
      mkdirSync(join(proc, String(pid)));
      writeFileSync(join(proc, String(pid), 'comm'), `${command}\n`);
      writeFileSync(join(proc, String(pid), 'stat'), statLine(pid, command, utime, stime));
    }
    mkdirSync(join(proc, 'self'));
    assert.deepEqual(
      postgresMillis(proc),
      new Map([
        ['101', 400],
        ['102', 100],
      ]),
    );
  } finally {
    rmSync(proc, { recursive: true, force: true });
  }
});

test("puts this process's own work on the load generator's account and within the machine's", () => {
  const meter = startCpuMeter([], { whole: true });
  const until = Date.now() + 300;
  let spin = 0;
  while (Date.now() < until) spin += Math.sqrt(spin + 1);
  const perRequest = meter.stop(1);
  assert.ok(perRequest.loadGenerator >= 200, `load generator ${perRequest.loadGenerator} ms`);
  // The machine's count is in ticks of 10 ms, taken at other instants than the process's.
  assert.ok(perRequest.machine >= perRequest.loadGenerator - 30, `machine ${perRequest.machine} ms`);
  assert.equal(perRequest.gateway, 0);
});
