// Resident memory of each process of the stack (VmRSS in /proc/<pid>/status), sampled while the
// benchmark runs; the peak per process is what the memory target reads.
import { readFileSync } from 'node:fs';

function residentMb(pid) {
  try {
    const kb = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined; // the process has exited; its last sample stands
  }
}

export function startMemorySampler(children, intervalMs = 250) {
  const peaks = new Map(children.map((child) => [child.name, 0]));
  const sample = () => {
    for (const child of children) {
      const mb = residentMb(child.pid);
      if (mb !== undefined && mb > peaks.get(child.name)) peaks.set(child.name, mb);
    }
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    /** Current resident memory of one process, in MB. */
    current: (name) => residentMb(children.find((child) => child.name === name)?.pid),
    stop() {
      clearInterval(timer);
      sample();
      return peaks;
    },
  };
}
