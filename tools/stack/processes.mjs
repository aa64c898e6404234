// Spawns the portal's processes and stops them together.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Ports this process has handed out: nothing listens on one until its process starts, so the system may offer it again. */
const handedOut = new Set();

/** The first port the system hands to outgoing connections (and to a listen on port 0). */
function ephemeralStart() {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > 11_000 ? low : 32_768;
  } catch {
    return 32_768;
  }
}
const LOWEST_PORT = 10_000;
const PORTS_BELOW = ephemeralStart();

function canListen(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A port free now and never handed out before by this process (a portal asks for several before it
 * starts any). Chosen below the system's ephemeral range: a port the system offers for port 0 is the kind
 * it also gives the outgoing connections (the services' database pools, their bus clients), and one of
 * those took a gateway's port between this answer and its listen (EADDRINUSE).
 */
export async function freePort() {
  for (;;) {
    const port = LOWEST_PORT + Math.floor(Math.random() * (PORTS_BELOW - LOWEST_PORT));
    if (handedOut.has(port) || !(await canListen(port))) continue;
    handedOut.add(port);
    return port;
  }
}

export class ProcessGroup {
  constructor({ logDir, echo = false } = {}) {
    this.children = [];
    this.logDir = logDir;
    this.echo = echo;
    if (logDir) mkdirSync(logDir, { recursive: true });
  }

  /**
   * Starts `node <script>` (or any command) with env; output goes to a log file and, when echo is on, to this terminal.
   * `inheritEnv: false` gives the process `env` alone, as a deployment would, instead of this process's environment plus `env`.
   */
  start(name, command, args, { env = {}, cwd = ROOT, inheritEnv = true } = {}) {
    const child = spawn(command, args, { cwd, env: inheritEnv ? { ...process.env, ...env } : env, stdio: ['ignore', 'pipe', 'pipe'] });
    const log = this.logDir ? createWriteStream(join(this.logDir, `${name}.log`), { flags: 'a' }) : null;
    child.recent = [];
    const onData = (chunk) => {
      log?.write(chunk);
      const text = chunk.toString();
      child.recent.push(text);
      if (child.recent.length > 50) child.recent.shift();
      if (this.echo)
        process.stdout.write(
          text
            .split('\n')
            .filter(Boolean)
            .map((l) => `[${name}] ${l}\n`)
            .join(''),
        );
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.name = name;
    child.launch = { command, args, env, cwd };
    this.children.push(child);
    return child;
  }

  /** The running (or last started) process of that name. */
  find(name) {
    const child = this.children.findLast((c) => c.name === name);
    if (!child) throw new Error(`no process named ${name} in this group`);
    return child;
  }

  /** Sends `signal` to the named process and waits until it has exited (fault tests: SIGKILL, a crash). */
  async kill(name, signal = 'SIGTERM') {
    const child = this.find(name);
    if (child.exitCode !== null || child.signalCode !== null) return;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill(signal);
    });
  }

  /** Starts the named process again, after it exited, with the command, arguments and environment it had. */
  restart(name) {
    const old = this.find(name);
    if (old.exitCode === null && old.signalCode === null) throw new Error(`${name} is still running (pid ${old.pid})`);
    this.children = this.children.filter((c) => c !== old);
    const { command, args, env, cwd } = old.launch;
    return this.start(name, command, args, { env, cwd });
  }

  /** Fails with the process's last output if it exits before it is ready. */
  async ready(child, check, timeoutMs = 30000) {
    const exited = new Promise((_, reject) =>
      child.once('exit', (code) => reject(new Error(`${child.name} exited (${code}) before it was ready:\n${child.recent.join('').slice(-3000)}`))),
    );
    const deadline = Date.now() + timeoutMs;
    const poll = (async () => {
      // Stops when the process has exited: the exit already failed the wait, and a poll left running would keep this process alive.
      while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
        if (await check().catch(() => false)) return;
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error(`${child.name} was not ready within ${timeoutMs / 1000}s:\n${child.recent.join('').slice(-3000)}`);
    })();
    await Promise.race([poll, exited]);
  }

  async stop() {
    await Promise.all(
      this.children.reverse().map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
    this.children = [];
  }
}
