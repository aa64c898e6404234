// One portal for a whole suite of test files. Starting a portal takes some ten seconds of this machine's
// two cores (eight Node.js processes loading their code), so a suite whose files each started their own
// spent most of its time starting portals. `node tools/stack/shared-portal.mjs [--web] -- <command...>`
// starts one, runs the command with PORTAL_SHARED_FILE naming a file that describes it (readable by
// this user only: it holds the bus passwords and the token secret), then stops it. startPortal() in a
// test file attaches to it when the file asks for nothing the shared one lacks (test-portal.mjs).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPortal } from './test-portal.mjs';

/** What a test file needs to use the shared portal: addresses and credentials, no process handles. */
export function describePortal(portal) {
  return {
    apiUrl: portal.apiUrl,
    webUrl: portal.webUrl,
    mailUrl: portal.mailUrl,
    partners: portal.partners,
    storageRoot: portal.storageRoot,
    databaseUrl: portal.db.url,
    databaseName: portal.db.name,
    jwtSecret: portal.jwtSecret,
    bus: { natsUrl: portal.bus.natsUrl, natsUsers: portal.bus.natsUsers, redisUrl: portal.bus.redisUrl },
  };
}

/**
 * Starts a portal of its own and writes the file that describes it (readable by this user only: it holds
 * the bus passwords and the token secret); `env` is what a test process needs to attach to it.
 */
export async function openSharedPortal({ web = false } = {}) {
  const portal = await startPortal({ web, own: true });
  const dir = mkdtempSync(join(tmpdir(), 'portal-shared-'));
  const file = join(dir, 'portal.json');
  writeFileSync(file, JSON.stringify(describePortal(portal)), { mode: 0o600 });
  return {
    portal,
    env: { PORTAL_SHARED_FILE: file },
    async close() {
      await portal.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function main(argv) {
  const separator = argv.indexOf('--');
  if (separator < 0 || separator === argv.length - 1) throw new Error('usage: shared-portal.mjs [--web] -- <command> [args...]');
  const web = argv.slice(0, separator).includes('--web');
  const [command, ...args] = argv.slice(separator + 1);
  const shared = await openSharedPortal({ web });
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...shared.env } });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  const code = await new Promise((resolve) => child.once('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0))));
  await shared.close();
  return code;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
