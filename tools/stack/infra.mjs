// What the portal needs from the machine: Debian's PostgreSQL (used when reachable, started when
// stopped), the nats-server and redis-server programs, which the portal runs itself with
// credentials (bus.mjs), and for the tests Debian's Chromium and poppler-utils. Missing packages are installed
// when this runs as root; otherwise the error says exactly what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import net from 'node:net';

export function portOpen(port, host = '127.0.0.1', timeoutMs = 500) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export async function waitForPort(port, host = '127.0.0.1', timeoutMs = 20000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await portOpen(port, host)) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

export function which(binary) {
  return spawnSync('sh', ['-c', `command -v ${binary}`]).status === 0;
}

export function natsBinary() {
  return existsSync('/usr/sbin/nats-server') ? '/usr/sbin/nats-server' : 'nats-server';
}

function postgresClusters() {
  return existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : [];
}

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** The Debian packages the portal needs, and how to tell each is installed. */
export const PACKAGES = [
  { name: 'postgresql', installed: () => postgresClusters().length > 0 },
  { name: 'redis-server', installed: () => which('redis-server') },
  { name: 'nats-server', installed: () => existsSync('/usr/sbin/nats-server') || which('nats-server') },
  // Where tests/e2e/support/browser.mjs looks unless CHROMIUM_PATH names another browser.
  { name: 'chromium', installed: () => existsSync(DEBIAN_CHROMIUM) },
  // pdftotext, with which the document tests read the text of the PDFs the portal prints.
  { name: 'poppler-utils', installed: () => which('pdftotext') },
];

function canInstall() {
  return process.getuid?.() === 0 && which('apt-get');
}

/** Installs what is missing of `needed` (as root), or throws naming the command to run. */
export function ensurePackages(needed, log = console.log) {
  const missing = PACKAGES.filter((p) => needed.includes(p.name) && !p.installed()).map((p) => p.name);
  if (missing.length === 0) return;
  const command = `sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`;
  if (!canInstall()) {
    const error = new Error(`The portal needs Debian packages that are not installed: ${missing.join(', ')}. Install them with:\n      ${command}`);
    error.code = 'INFRASTRUCTURE';
    throw error;
  }
  log(`  installing ${missing.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
}

const POSTGRES_PORT = 5432;

/** PostgreSQL on 127.0.0.1:5432: used when it answers, Debian's cluster started when it does not. */
async function ensurePostgres(log) {
  if (await portOpen(POSTGRES_PORT)) {
    log(`  PostgreSQL: running on 127.0.0.1:${POSTGRES_PORT}`);
    return;
  }
  log('  PostgreSQL: starting');
  try {
    execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', postgresClusters()[0], 'main', 'start'], { stdio: 'inherit' });
  } catch (error) {
    throw Object.assign(new Error(`PostgreSQL could not be started: ${error.message}`), { code: 'INFRASTRUCTURE' });
  }
  if (!(await waitForPort(POSTGRES_PORT)))
    throw Object.assign(new Error(`PostgreSQL was started but does not answer on 127.0.0.1:${POSTGRES_PORT}`), { code: 'INFRASTRUCTURE' });
  log(`  PostgreSQL: started on 127.0.0.1:${POSTGRES_PORT}`);
}

/**
 * Makes sure the machine can run the portal: the packages are installed and PostgreSQL answers.
 * NATS and Redis are started by whoever starts the portal (bus.mjs), never shared with other programs.
 * `browser` adds what the tests need beside: Chromium for the end-to-end tests, poppler-utils for reading PDFs.
 */
export async function ensureInfrastructure(log = console.log, { browser = false } = {}) {
  // A PostgreSQL that already answers may be another installation than Debian's; it is used as it is.
  const postgresUp = await portOpen(POSTGRES_PORT);
  // A browser of one's own (CHROMIUM_PATH) makes Debian's unnecessary; browser.mjs reports it if it is missing.
  const chromium = browser && !process.env.CHROMIUM_PATH ? ['chromium'] : [];
  const testTools = browser ? [...chromium, 'poppler-utils'] : [];
  ensurePackages(['redis-server', 'nats-server', ...(postgresUp ? [] : ['postgresql']), ...testTools], log);
  await ensurePostgres(log);
}
