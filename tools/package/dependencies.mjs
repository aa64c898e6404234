// What an app needs at run time, read from the workspace's package-lock.json: every third-party
// package it reaches through `dependencies` (its own and those of the workspace libraries it uses),
// found where Node would find it, and those workspace libraries. Development packages never appear.
import { existsSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';

/** @typedef {{ version?: string, link?: boolean, resolved?: string, optional?: boolean, dependencies?: Record<string, string>,
 *   optionalDependencies?: Record<string, string>, peerDependencies?: Record<string, string>,
 *   peerDependenciesMeta?: Record<string, { optional?: boolean }> }} LockEntry */

export function readLock(root) {
  return JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')).packages;
}

/** The lock keys Node would try, nearest first, for `name` required from the package at `from` (a lock key). */
function candidates(from, name) {
  const keys = [];
  const parts = from ? from.split('/') : [];
  for (let end = parts.length; end >= 0; end -= 1) {
    // A folder named node_modules is never searched for a nested node_modules.
    if (end > 0 && parts[end - 1] === 'node_modules') continue;
    keys.push(posix.join(...parts.slice(0, end), 'node_modules', name));
  }
  return keys;
}

/** The names a package needs, each marked optional or not: dependencies, optional ones, and peers that are not optional. */
function needs(entry) {
  const wanted = new Map();
  for (const name of Object.keys(entry.dependencies ?? {})) wanted.set(name, false);
  for (const name of Object.keys(entry.optionalDependencies ?? {})) wanted.set(name, true);
  for (const name of Object.keys(entry.peerDependencies ?? {})) {
    // An optional peer is loaded only by a program that asks for it, and such a program declares it itself.
    if (!entry.peerDependenciesMeta?.[name]?.optional && !wanted.has(name)) wanted.set(name, false);
  }
  return wanted;
}

/**
 * @param {object} o
 * @param {string} o.root the workspace root (where package-lock.json is)
 * @param {string} o.appDir the app's folder
 * @param {Record<string, LockEntry>} [o.lock]
 * @returns {{ packages: Map<string, { name: string, version: string }>, workspaces: Map<string, { dir: string, version: string }>,
 *   direct: Map<string, string> }} third-party packages by lock key (`node_modules/a/node_modules/b`), workspace libraries
 *   by name, and the exact versions of the third-party packages the app and its libraries name themselves
 */
export function productionClosure({ root, appDir, lock = readLock(root) }) {
  const packages = new Map();
  const workspaces = new Map();
  const direct = new Map();
  const appKey = relative(root, appDir).split(sep).join('/');
  const appJson = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8'));
  const queue = [{ from: appKey, entry: { dependencies: appJson.dependencies, optionalDependencies: appJson.optionalDependencies }, workspace: true }];

  while (queue.length > 0) {
    const { from, entry, workspace } = queue.shift();
    for (const [name, optional] of needs(entry)) {
      const key = candidates(from, name).find((candidate) => lock[candidate]);
      if (!key) {
        if (optional) continue;
        throw new Error(`${name}, needed by ${from || 'the workspace'}, is not in package-lock.json: run npm install`);
      }
      const found = lock[key];
      if (found.link) {
        const dir = join(root, found.resolved);
        if (workspaces.has(name)) continue;
        const json = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
        workspaces.set(name, { dir, version: json.version });
        queue.push({ from: found.resolved, entry: { dependencies: json.dependencies, optionalDependencies: json.optionalDependencies }, workspace: true });
        continue;
      }
      // Builds for other platforms are optional and absent here; a required package must be installed.
      if (!existsSync(join(root, key))) {
        if (optional || found.optional) continue;
        throw new Error(`${key} is in package-lock.json but not installed: run npm ci`);
      }
      if (workspace && !optional) direct.set(name, found.version);
      if (packages.has(key)) continue;
      packages.set(key, { name, version: found.version });
      queue.push({ from: key, entry: found, workspace: false });
    }
  }
  return { packages, workspaces, direct: new Map([...direct].sort(([a], [b]) => a.localeCompare(b))) };
}
