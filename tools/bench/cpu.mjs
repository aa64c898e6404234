// CPU time each process of the stack spends (user + system, from /proc/<pid>/stat), read before and
// after a measurement: divided by the requests answered, it is the cost of one request, which does not
// depend on how busy the machine is, unlike a latency.
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat's utime and stime: 100 on Linux (sysconf(_SC_CLK_TCK)). */
const TICKS_PER_SECOND = 100;

/** CPU milliseconds the process has used so far; undefined once it has exited. */
export function cpuMillis(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (2nd field) is in parentheses and may hold spaces: count the fields after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [utime, stime] = [Number(fields[11]), Number(fields[12])];
    return ((utime + stime) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/**
 * Starts counting the CPU of the gateway and of the services (summed: a call may reach more than one).
 * `stop(requests)` gives the milliseconds of CPU per request of each.
 */
export function startCpuMeter(children) {
  const read = () => {
    let gateway = 0;
    let services = 0;
    for (const child of children) {
      const ms = cpuMillis(child.pid) ?? 0;
      if (child.name === 'gateway') gateway += ms;
      else services += ms;
    }
    return { gateway, services };
  };
  const before = read();
  return {
    stop(requests) {
      const after = read();
      if (!(requests > 0)) return undefined;
      return { gateway: (after.gateway - before.gateway) / requests, services: (after.services - before.services) / requests };
    },
  };
}
