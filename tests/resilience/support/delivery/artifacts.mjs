// The deployable artifacts as a deployment receives them: made by each app's `package` target,
// then put in a folder outside the repository, where nothing can be found in the source tree.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { deliverableApps } from '../../../../tools/package/apps.mjs';
import { packageApp } from '../../../../tools/package/package-app.mjs';
import { assertSelfContained, linkTree } from '../../../../tools/package/copy.mjs';
import { ROOT } from '../../../../tools/stack/processes.mjs';

/** Runs a program to its end; fails with its output when it does not succeed. */
function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`))));
  });
}

/**
 * Packages every app into `<app>/artifact` with the script its `package` target runs, all at once
 * (the apps are built by then: `npm test` builds first).
 */
export async function packageEveryApp() {
  const script = join(ROOT, 'tools/package/package-app.mjs');
  const apps = await deliverableApps();
  await Promise.all(apps.map(({ folder, kind }) => run(process.execPath, [script, kind], { cwd: join(ROOT, folder) })));
  return apps;
}

/**
 * A new, empty deployment folder outside the repository. Node.js looks for packages in every
 * node_modules above a program, so none may be above this folder: what the apps find, they find in
 * their own artifact.
 */
export function deploymentFolder() {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'portal-delivery-')));
  assert.ok(relative(ROOT, dir).startsWith('..'), `${dir} is inside the repository`);
  for (let above = dirname(dir); ; above = dirname(above)) {
    assert.ok(!existsSync(join(above, 'node_modules')), `${above} has a node_modules folder the apps could load from`);
    if (dirname(above) === above) break;
  }
  return dir;
}

/** Puts one app's artifact (`<folder>/artifact`) into the deployment, under `as`; answers where it is. */
export function deploy(dir, folder, as = folder) {
  const target = resolve(dir, as);
  linkTree(join(ROOT, folder, 'artifact'), target);
  assertSelfContained(target);
  return target;
}

/**
 * Another build of a remote, as its team would ship it: built again with another build id (which the
 * remote shows on its root element), then packaged like any artifact, straight into the deployment.
 */
export async function rebuildRemote(dir, folder, buildId, as) {
  const built = join(dir, 'builds', as);
  await run('npx', ['rspack', 'build', '--config', 'rspack.config.js', '--output-path', built], {
    cwd: join(ROOT, folder),
    env: { ...process.env, PORTAL_BUILD_ID: buildId },
  });
  const { out } = packageApp({ kind: 'remote', app: join(ROOT, folder), from: built, out: join(dir, as) });
  assertSelfContained(out);
  return out;
}

/** The scripts an artifact's package.json offers (`start`, and `migrate` where it carries the database library). */
export function artifactScripts(artifactDir) {
  return JSON.parse(readFileSync(join(artifactDir, 'package.json'), 'utf8')).scripts ?? {};
}

/** `npm run <script>` in an artifact with exactly `env`, as an operator would; answers its output. */
export function runArtifactScript(artifactDir, script, env) {
  return run('npm', ['run', '--silent', script], { cwd: artifactDir, env });
}

/** Packages only tests use: none may ship in an artifact. */
const TEST_LIBRARIES = [
  /^(jest|jest-.+|@jest\/.+|@swc\/jest|ts-jest|vitest|mocha|nyc|c8|supertest)$/,
  /^(playwright(-core)?|@playwright\/.+|@testing-library\/.+)$/,
  /^(fast-check|autocannon|@portal\/.+-tests)$/,
];

export function isTestLibrary(name) {
  return TEST_LIBRARIES.some((pattern) => pattern.test(name));
}
