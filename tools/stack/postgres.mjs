// A PostgreSQL server of a test's own: a fresh cluster in a temporary folder on a free port, trust
// authentication, reachable on 127.0.0.1 only. Tests that stop the database use it; the machine's
// cluster on 5432 is shared with everything else and keeps running.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensurePackages, waitForPort } from './infra.mjs';
import { freePort } from './processes.mjs';

const DEBIAN_POSTGRES = '/usr/lib/postgresql';

/** The server programs of Debian's newest installed PostgreSQL (installed first when missing, as root). */
export function postgresBinDir() {
  const versions = () =>
    existsSync(DEBIAN_POSTGRES)
      ? readdirSync(DEBIAN_POSTGRES)
          .filter((v) => existsSync(join(DEBIAN_POSTGRES, v, 'bin', 'pg_ctl')))
          .sort((a, b) => Number(b) - Number(a))
      : [];
  if (versions().length === 0) ensurePackages(['postgresql']);
  const [newest] = versions();
  if (!newest) throw new Error(`PostgreSQL's server programs were not found under ${DEBIAN_POSTGRES} (Debian package postgresql)`);
  return join(DEBIAN_POSTGRES, newest, 'bin');
}

/**
 * PostgreSQL refuses to run as root: as root the cluster belongs to the `postgres` account and every
 * program runs as it; otherwise everything runs as the current user.
 */
function runner() {
  if (process.getuid?.() !== 0) return { owner: undefined, run: (program, args) => [program, args] };
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { owner: { uid, gid }, run: (program, args) => ['runuser', ['-u', 'postgres', '--', program, ...args]] };
}

/**
 * Starts the cluster and returns its server URL (database `postgres`, user `postgres`), with
 * `stop(mode)` ('immediate' is a crash: no checkpoint, recovery at the next start), `start()` (same
 * folder, same port) and `destroy()` (stops it and deletes the folder).
 */
export async function startPrivatePostgres({ log = () => {} } = {}) {
  const bin = postgresBinDir();
  const { owner, run } = runner();
  const dir = mkdtempSync(join(tmpdir(), 'portal-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const dataDir = join(dir, 'data');
  const port = await freePort();
  const exec = (program, args) => {
    const [command, argv] = run(join(bin, program), args);
    return execFileSync(command, argv, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  };
  // fsync off: nothing here must survive a machine crash, and a stopped server still keeps what it
  // acknowledged (synchronous_commit stays on, so every acknowledged commit is in the WAL files).
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const start = async () => {
    exec('pg_ctl', ['-D', dataDir, '-l', join(dir, 'postgres.log'), '-o', options, '-w', '-t', '60', 'start']);
    if (!(await waitForPort(port))) throw new Error(`the private PostgreSQL does not answer on 127.0.0.1:${port}`);
  };
  const stop = async (mode = 'fast') => {
    exec('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
  };
  const running = () => existsSync(join(dataDir, 'postmaster.pid'));
  try {
    exec('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
    await start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`the private PostgreSQL did not start: ${error.stderr || error.message}`, { cause: error });
  }
  log(`  private PostgreSQL on 127.0.0.1:${port} (${dataDir})`);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    async destroy() {
      if (running()) await stop('immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
