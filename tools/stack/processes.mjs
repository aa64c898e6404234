// Spawns the portal's processes and stops them together.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import net from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export class ProcessGroup {
  constructor({ logDir, echo = false } = {}) {
    this.children = [];
    this.logDir = logDir;
    this.echo = echo;
    if (logDir) mkdirSync(logDir, { recursive: true });
  }

  /** Starts `node <script>` (or any command) with env; output goes to a log file and, when echo is on, to this terminal. */
  start(name, command, args, { env = {}, cwd = ROOT } = {}) {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
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
    this.children.push(child);
    return child;
  }

  /** Fails with the process's last output if it exits before it is ready. */
  async ready(child, check, timeoutMs = 30000) {
    const exited = new Promise((_, reject) =>
      child.once('exit', (code) => reject(new Error(`${child.name} exited (${code}) before it was ready:\n${child.recent.join('').slice(-3000)}`))),
    );
    const deadline = Date.now() + timeoutMs;
    const poll = (async () => {
      while (Date.now() < deadline) {
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
