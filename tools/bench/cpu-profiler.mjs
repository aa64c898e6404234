// Loaded into a process of the stack with `node --import` by `npm run bench:profile -- --cpu-prof`:
// the first SIGWINCH (ignored by default, and not one of the signals Nest shuts down on) starts V8's sampling profiler, the next one writes what it saw to
// PORTAL_CPU_PROFILE_DIR as <name>-<pid>-<n>.cpuprofile (open it in Chrome's DevTools, or let
// profile-summary.mjs rank it). Node's own --cpu-prof only writes at a normal exit, which a service
// stopped by a signal never reaches.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { basename, dirname, join } from 'node:path';

const directory = process.env.PORTAL_CPU_PROFILE_DIR;
if (directory) {
  // dist/main.js of gateway/ or services/<name>/: the app's folder names the file.
  const name = basename(dirname(dirname(process.argv[1] ?? 'node')));
  const session = new Session();
  session.connect();
  let running = false;
  let profiles = 0;
  process.on('SIGWINCH', () => {
    if (!running) {
      running = true;
      session.post('Profiler.enable', () => session.post('Profiler.setSamplingInterval', { interval: 200 }, () => session.post('Profiler.start')));
      return;
    }
    running = false;
    session.post('Profiler.stop', (error, result) => {
      if (error) return void console.error(`cpu profile of ${name}: ${error.message}`);
      mkdirSync(directory, { recursive: true });
      profiles += 1;
      writeFileSync(join(directory, `${name}-${process.pid}-${profiles}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
