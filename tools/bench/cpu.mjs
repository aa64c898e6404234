// CPU time each process of the stack spends (user + system, from /proc/<pid>/stat), read before and
// after a measurement: divided by the requests answered, it is the cost of one request, which does not
// depend on how busy the machine is, unlike a latency.
import { readFileSync, readdirSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat's utime and stime: 100 on Linux (sysconf(_SC_CLK_TCK)). */
const TICKS_PER_SECOND = 100;

/** CPU milliseconds the process has used so far; undefined once it has exited. */
export function cpuMillis(pid, procDir = '/proc') {
  try {
    const stat = readFileSync(`${procDir}/${pid}/stat`, 'utf8');
    // The command name (2nd field) is in parentheses and may hold spaces: count the fields after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [utime, stime] = [Number(fields[11]), Number(fields[12])];
    return ((utime + stime) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** CPU milliseconds so far of every process whose command is `postgres` (the server's backends and workers), by pid. */
export function postgresMillis(procDir = '/proc') {
  const byPid = new Map();
  for (const name of readdirSync(procDir)) {
    if (!/^\d+$/.test(name)) continue;
    let command;
    try {
      command = readFileSync(`${procDir}/${name}/comm`, 'utf8').trim();
    } catch {
      continue; // ended since the folder was read
    }
    if (command !== 'postgres') continue;
    const ms = cpuMillis(name, procDir);
    if (ms !== undefined) byPid.set(name, ms);
  }
  return byPid;
}

/**
 * Busy CPU milliseconds of the whole machine so far, all cores, from /proc/stat: what its processes and its kernel
 * ran, not idle or I/O wait, nor steal (time the host gave to other machines).
 */
export function machineBusyMillis(stat = readFileSync('/proc/stat', 'utf8')) {
  const ticks = stat.slice(0, stat.indexOf('\n')).trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal (guest and guest_nice are already counted in user and nice)
  const [user, nice, system, , , irq, softirq] = ticks;
  return ((user + nice + system + irq + softirq) * 1000) / TICKS_PER_SECOND;
}

/**
 * CPU a set of processes spent between two readings by pid. One that started meanwhile counts whole; one that
 * ended is left out (its last part is lost: /proc keeps nothing of it), so a pool's connections must outlive a run.
 */
function spentSince(before, after) {
  let ms = 0;
  for (const [pid, now] of after) ms += now - (before.get(pid) ?? 0);
  return ms;
}

/** Starts counting PostgreSQL's CPU: `stop(statements)` gives its milliseconds per statement (the hand-written SQL's cost to the server). */
export function startPostgresMeter() {
  const before = postgresMillis();
  return { stop: (statements) => (statements > 0 ? spentSince(before, postgresMillis()) / statements : undefined) };
}

/**
 * Starts counting the CPU a measurement costs, per answered request: the gateway's and the services'
 * (summed: a call may reach more than one), and with `whole`, every other taker on the machine: PostgreSQL,
 * the bus (`busChildren`: NATS and Redis), the load generator (this process: autocannon runs in it), and the
 * machine's whole busy time, whose remainder is the kernel's work on no process's account and anything else.
 * `stop(requests)` gives milliseconds per request.
 */
export function startCpuMeter(children, { whole = false, busChildren = [] } = {}) {
  const sum = (list) => list.reduce((total, child) => total + (cpuMillis(child.pid) ?? 0), 0);
  const read = () => ({
    gateway: sum(children.filter((child) => child.name === 'gateway')),
    services: sum(children.filter((child) => child.name !== 'gateway')),
    ...(whole
      ? {
          postgres: postgresMillis(),
          nats: sum(busChildren.filter((child) => child.name.startsWith('nats'))),
          redis: sum(busChildren.filter((child) => child.name.startsWith('redis'))),
          loadGenerator: ((usage) => (usage.user + usage.system) / 1000)(process.cpuUsage()),
          machine: machineBusyMillis(),
        }
      : {}),
  });
  const before = read();
  return {
    stop(requests) {
      const after = read();
      if (!(requests > 0)) return undefined;
      const per = (ms) => ms / requests;
      const measured = { gateway: per(after.gateway - before.gateway), services: per(after.services - before.services) };
      if (!whole) return measured;
      const rest = {
        postgres: per(spentSince(before.postgres, after.postgres)),
        nats: per(after.nats - before.nats),
        redis: per(after.redis - before.redis),
        loadGenerator: per(after.loadGenerator - before.loadGenerator),
        machine: per(after.machine - before.machine),
      };
      const named = measured.gateway + measured.services + rest.postgres + rest.nats + rest.redis + rest.loadGenerator;
      return { ...measured, ...rest, other: rest.machine - named };
    },
  };
}
