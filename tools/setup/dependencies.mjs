// The npm dependencies, installed with `npm ci` when node_modules is missing or was installed from
// another package-lock.json (or under another Node.js, whose native addons would not load).
// `npm start` and `npm test` call this first, so a fresh clone needs no `npm ci` of its own. Plain
// Node.js only: nothing from node_modules can be imported before it exists.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../stack/processes.mjs';

const LOCK = join(ROOT, 'package-lock.json');
// Inside node_modules on purpose: `npm ci` removes node_modules first, so an install that fails
// halfway leaves no stamp and the next run installs again.
const STAMP = join(ROOT, 'node_modules', '.portal-install.json');

/** What node_modules must have been installed from: this lock file, under this Node.js ABI. */
function wantedInstall() {
  return {
    lockSha256: createHash('sha256').update(readFileSync(LOCK)).digest('hex'),
    nodeAbi: process.versions.modules,
  };
}

function installedFrom() {
  try {
    return JSON.parse(readFileSync(STAMP, 'utf8'));
  } catch {
    return null;
  }
}

/** Why node_modules must be installed again, or null when it matches the lock file. */
export function staleReason() {
  if (!existsSync(join(ROOT, 'node_modules'))) return 'node_modules is missing';
  const installed = installedFrom();
  const wanted = wantedInstall();
  if (!installed) return 'node_modules was not installed by npm start or npm test';
  if (installed.lockSha256 !== wanted.lockSha256) return 'package-lock.json changed since the last install';
  if (installed.nodeAbi !== wanted.nodeAbi) return `Node.js changed since the last install (ABI ${installed.nodeAbi}, now ${wanted.nodeAbi})`;
  return null;
}

/** Runs `npm ci` when node_modules does not match package-lock.json; throws when the install fails. */
export function ensureDependencies(log = console.log) {
  const reason = staleReason();
  if (!reason) return;
  log(`> Installing the npm dependencies (${reason}): npm ci`);
  const { status, error } = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: ROOT, stdio: 'inherit' });
  if (status !== 0) {
    throw Object.assign(new Error(`npm ci failed${error ? `: ${error.message}` : ` (exit ${status})`}; see its output above`), { code: 'INFRASTRUCTURE' });
  }
  writeFileSync(STAMP, `${JSON.stringify(wantedInstall(), null, 2)}\n`);
}
