// Adds to package-lock.json the other platforms' builds of native packages (nx, @swc/core,
// unrs-resolver, ...) that npm leaves out when the registry it asks does not serve them.
//
// Why: npm 11 drops an optional dependency it cannot fetch from the lock file, yet `npm ci` still
// expects it there and refuses the lock ("Missing: @nx/nx-darwin-arm64@ from lock file"). The
// registry reachable here serves recent versions of those builds for Linux only. A lock file that
// names every build, with its os/cpu/libc, passes `npm ci` on any machine: npm skips the builds of
// other platforms without fetching them, and a machine of that platform fetches its own.
//
// Run after anything that rewrites the lock file (`npm install`, a merge):
//   node tools/lock/complete-platform-builds.mjs
// It changes nothing that is already in the lock file, and prints what it added.
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '../stack/processes.mjs';

const run = promisify(execFile);
const LOCK = join(ROOT, 'package-lock.json');
const PLATFORM_FIELDS = ['os', 'cpu', 'libc'];

/** `npm view` of some fields, or null when the registry does not have that version. */
async function view(spec, fields) {
  try {
    const { stdout } = await run('npm', ['view', spec, ...fields, '--json'], { cwd: ROOT, maxBuffer: 1 << 20 });
    const data = stdout.trim() ? JSON.parse(stdout) : null;
    // A single field comes back bare rather than as an object.
    return data && fields.length === 1 ? { [fields[0]]: data } : data;
  } catch {
    return null;
  }
}

/**
 * The lock entry of `name@version`: the registry's own manifest when it has that version; otherwise
 * the platform fields of the newest version it has (a platform build's name fixes its platform, so
 * they do not change between versions), with no integrity, which npm records on first download.
 */
async function entryFor(name, version, flags) {
  const exact = await view(`${name}@${version}`, ['dist.integrity', 'license', 'engines', ...PLATFORM_FIELDS]);
  const source = exact ?? (await view(name, PLATFORM_FIELDS));
  if (!source?.os && !source?.cpu) return null;
  const fields = { ...flags };
  for (const field of PLATFORM_FIELDS) if (source[field]) fields[field] = [].concat(source[field]);
  if (exact?.license) fields.license = exact.license;
  // The order npm writes: version, integrity, the other fields by name, engines last.
  const entry = { version, ...(exact?.['dist.integrity'] ? { integrity: exact['dist.integrity'] } : {}) };
  for (const key of Object.keys(fields).sort()) entry[key] = fields[key];
  if (exact?.engines) entry.engines = exact.engines;
  return { entry, fromRegistry: Boolean(exact) };
}

/** Where npm would look for `name` from the package at `parentPath`: the nearest node_modules that has it, else the top. */
function installedPath(packages, parentPath, name) {
  let dir = parentPath;
  while (dir) {
    const candidate = `${dir}/node_modules/${name}`;
    if (packages[candidate]) return candidate;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut === -1 ? '' : dir.slice(0, cut);
  }
  return `node_modules/${name}`;
}

/** The dev/optional flags of a present sibling build (same parent), so the new entry installs under the same conditions. */
function siblingFlags(packages, parentPath, optionalNames) {
  for (const name of optionalNames) {
    const sibling = packages[installedPath(packages, parentPath, name)];
    if (sibling) return Object.fromEntries(['dev', 'devOptional', 'peer', 'optional'].filter((f) => sibling[f]).map((f) => [f, true]));
  }
  return { ...(packages[parentPath].dev ? { dev: true } : {}), optional: true };
}

const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const { packages } = lock;
const missing = new Map();
for (const [path, pkg] of Object.entries(packages)) {
  const optional = Object.entries(pkg.optionalDependencies ?? {});
  for (const [name, version] of optional) {
    const at = installedPath(packages, path, name);
    if (!packages[at] && !missing.has(at))
      missing.set(at, {
        name,
        version,
        flags: siblingFlags(
          packages,
          path,
          optional.map(([n]) => n),
        ),
      });
  }
}

const added = [];
const queue = [...missing.entries()];
// A few lookups at a time: each is a separate npm process.
await Promise.all(
  Array.from({ length: 4 }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [at, { name, version, flags }] = next;
      const found = await entryFor(name, version, flags);
      if (!found) {
        console.log(`  skipped ${name}@${version}: not a platform build (no os/cpu), or unknown to the registry`);
        continue;
      }
      packages[at] = found.entry;
      added.push(`${name}@${version}${found.fromRegistry ? '' : ' (platform fields from a newer or older version; no integrity yet)'}`);
    }
  }),
);

// npm writes the entries sorted by path; keep that order so the next `npm install` leaves them be.
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'))));
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length
    ? `Added ${added.length} platform builds to package-lock.json:\n  ${added.sort().join('\n  ')}`
    : 'package-lock.json already names every platform build.',
);
