// The portal as a cluster runs it: each app started from its own artifact folder with its start
// command, configured by environment variables alone (nothing inherited from the test's own).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { GATEWAY_USER, natsEnv } from '../../../../tools/stack/bus.mjs';
import { waitForPort } from '../../../../tools/stack/infra.mjs';
import { ProcessGroup, ROOT, freePort } from '../../../../tools/stack/processes.mjs';
import { remoteEnvName } from '../../../../tools/stack/registry.mjs';

/** What the artifact's package.json says starts it (`node dist/main.js`, `node serve.mjs public ...`). */
function startCommand(artifactDir) {
  const [program, ...args] = JSON.parse(readFileSync(join(artifactDir, 'package.json'), 'utf8')).scripts.start.split(' ');
  assert.equal(program, 'node', `${artifactDir} starts with ${program}`);
  return args;
}

export class Deployment {
  /**
   * @param {object} o
   * @param {string} o.dir the deployment folder
   * @param {{ natsUrl: string, natsUsers: object, redisUrl: string }} o.bus
   * @param {string} o.databaseUrl
   * @param {string} o.jwtSecret
   */
  constructor({ dir, bus, databaseUrl, jwtSecret }) {
    Object.assign(this, { dir, bus, databaseUrl, jwtSecret });
    this.group = new ProcessGroup({ logDir: join(ROOT, 'var', 'test-logs', 'delivery') });
  }

  /** Starts one artifact with exactly `env` (and NODE_ENV=production). */
  start(name, artifactDir, env) {
    const child = this.group.start(name, process.execPath, startCommand(artifactDir), {
      cwd: artifactDir,
      env: { NODE_ENV: 'production', ...env },
      inheritEnv: false,
    });
    child.artifactDir = artifactDir;
    return child;
  }

  /** The mail server the services send to, as a cluster has one: the local SMTP stand-in, started once. */
  mailServer() {
    this.mail ??= (async () => {
      const [smtpPort, webPort] = [await freePort(), await freePort()];
      const args = [join(ROOT, 'tests/mail-standin/src/cli.mjs'), '--smtp-port', String(smtpPort), '--web-port', String(webPort)];
      const child = this.group.start('mail-standin', process.execPath, args);
      await this.group.ready(child, () => waitForPort(webPort, '127.0.0.1', 200));
      return { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort) };
    })();
    return this.mail;
  }

  /** A service on the bus, ready once it has joined its queue group. */
  async startService(service, artifactDir, name = service) {
    const child = this.start(name, artifactDir, {
      ...(await this.mailServer()),
      DATABASE_URL: this.databaseUrl,
      REDIS_URL: this.bus.redisUrl,
      JWT_SECRET: this.jwtSecret,
      ...natsEnv(this.bus, service),
      // One unpacked copy of the VIN database for every replica, outside the artifacts (which stay read-only).
      CORGI_DATABASE_PATH: join(this.dir, 'var', 'corgi', 'vpic.lite.db'),
    });
    await this.group.ready(child, async () => child.recent.join('').includes(`(queue ${service})`), 120_000);
    return child;
  }

  /** The gateway, ready once /api/health says every service answers. */
  async startGateway(artifactDir, { port, services, origins, rpcTimeoutMs }) {
    const child = this.start('gateway', artifactDir, {
      ...(rpcTimeoutMs ? { RPC_TIMEOUT_MS: String(rpcTimeoutMs) } : {}),
      GATEWAY_PORT: String(port),
      REDIS_URL: this.bus.redisUrl,
      JWT_SECRET: this.jwtSecret,
      ...natsEnv(this.bus, GATEWAY_USER),
      PORTAL_SERVICES: services.join(','),
      PORTAL_ORIGINS: origins.join(','),
    });
    const apiUrl = `http://127.0.0.1:${port}`;
    await this.group.ready(child, async () => (await fetch(`${apiUrl}/api/health`)).ok, 120_000);
    return { child, apiUrl };
  }

  /** A remote's static server; answers its manifest address. */
  async startRemote(name, artifactDir, port) {
    const child = this.start(name, artifactDir, { PORT: String(port), HOST: '127.0.0.1' });
    await this.group.ready(child, () => waitForPort(port, '127.0.0.1', 200));
    return { child, entry: `http://127.0.0.1:${port}/mf-manifest.json` };
  }

  /** The shell's static server, with its runtime manifest: the API and each remote's address. */
  async startShell(name, artifactDir, { port, apiUrl, remotes }) {
    const child = this.start(name, artifactDir, {
      PORT: String(port),
      HOST: '127.0.0.1',
      PORTAL_API_URL: apiUrl,
      ...Object.fromEntries(Object.entries(remotes).map(([remote, entry]) => [remoteEnvName(remote), entry])),
    });
    await this.group.ready(child, () => waitForPort(port, '127.0.0.1', 200));
    return { child, url: `http://127.0.0.1:${port}` };
  }

  /** How many requests a stopped service replica said it answered after it had left its queue group. */
  static answeredWhileLeaving(child) {
    const said = /left the queue group; (\d+) requests under way were answered/.exec(stripVTControlCharacters(child.recent.join('')));
    return said ? Number(said[1]) : 0;
  }

  /**
   * Stops one process as an orchestrator does (SIGTERM) and waits for it to leave by itself; a
   * process still there after `timeoutMs` fails the test (and is killed). With `busyMs`, the process
   * is first paused that long, as a busy one would be: requests pile up in its connection, unread,
   * and are there when it is told to stop.
   */
  async stopGracefully(child, { timeoutMs = 30_000, busyMs = 0 } = {}) {
    if (child.exitCode !== null || child.signalCode !== null) return { code: child.exitCode, signal: child.signalCode };
    const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    if (busyMs > 0) {
      child.kill('SIGSTOP');
      await new Promise((resolve) => setTimeout(resolve, busyMs));
    }
    child.kill('SIGTERM');
    if (busyMs > 0) child.kill('SIGCONT');
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    const result = await exited;
    clearTimeout(timer);
    assert.notEqual(result.signal, 'SIGKILL', `${child.name} did not stop within ${timeoutMs / 1000}s of SIGTERM:\n${child.recent.join('').slice(-2000)}`);
    return result;
  }

  stop() {
    return this.group.stop();
  }
}
