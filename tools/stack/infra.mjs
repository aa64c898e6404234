// PostgreSQL, Redis and NATS: use them when reachable, start Debian's packages when not, and otherwise
// say exactly what is missing and how to install it.
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

const SERVICES = [
  {
    name: 'PostgreSQL',
    port: 5432,
    binary: () => existsSync('/etc/postgresql') && readdirSync('/etc/postgresql').length > 0,
    start: () => {
      const version = readdirSync('/etc/postgresql')[0];
      execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { stdio: 'inherit' });
    },
    install: 'apt-get install -y postgresql   (then: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start; trust auth for user postgres on 127.0.0.1)',
  },
  {
    name: 'Redis',
    port: 6379,
    binary: () => which('redis-server'),
    start: () => execFileSync('redis-server', ['--daemonize', 'yes', '--bind', '127.0.0.1', '--port', '6379', '--save', '', '--appendonly', 'no'], { stdio: 'inherit' }),
    install: 'apt-get install -y redis-server',
  },
  {
    name: 'NATS',
    port: 4222,
    binary: () => existsSync('/usr/sbin/nats-server') || which('nats-server'),
    start: () =>
      execFileSync('start-stop-daemon', ['--start', '--oknodo', '--background', '--exec', natsBinary(), '--', '-a', '127.0.0.1', '-p', '4222', '-js', '-sd', '/var/lib/nats-server'], { stdio: 'inherit' }),
    install: 'apt-get install -y nats-server',
  },
];

export function which(binary) {
  return spawnSync('sh', ['-c', `command -v ${binary}`]).status === 0;
}

export function natsBinary() {
  return existsSync('/usr/sbin/nats-server') ? '/usr/sbin/nats-server' : 'nats-server';
}

/** Makes sure the three engines answer on their standard ports; throws with instructions when one cannot. */
export async function ensureInfrastructure(log = console.log) {
  const missing = [];
  for (const service of SERVICES) {
    if (await portOpen(service.port)) {
      log(`  ${service.name}: running on 127.0.0.1:${service.port}`);
      continue;
    }
    if (!service.binary()) {
      missing.push(`${service.name} is not running on 127.0.0.1:${service.port} and is not installed. Install it with:\n      ${service.install}`);
      continue;
    }
    log(`  ${service.name}: starting`);
    try {
      service.start();
    } catch (error) {
      missing.push(`${service.name} could not be started: ${error.message}`);
      continue;
    }
    if (!(await waitForPort(service.port))) missing.push(`${service.name} was started but does not answer on 127.0.0.1:${service.port}`);
    else log(`  ${service.name}: started on 127.0.0.1:${service.port}`);
  }
  if (missing.length) {
    const error = new Error(`The portal needs PostgreSQL, Redis and NATS:\n  - ${missing.join('\n  - ')}`);
    error.code = 'INFRASTRUCTURE';
    throw error;
  }
}
