// A Node.js app (the gateway, a service) as a folder that runs anywhere Node.js runs: its build,
// the workspace libraries it uses, and its third-party production packages, copied from the
// workspace's node_modules as installed (native builds included), with a package.json naming them.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverCommand } from '../stack/node-runtime.mjs';
import { copyBuilt, copyPackage } from './copy.mjs';
import { productionClosure } from './dependencies.mjs';

/** How an artifact of `kind` (gateway or service) starts. */
export const nodeStart = (kind) => serverCommand('dist/main.js', kind);

/** A workspace library as installed in the artifact: its package.json and the files it publishes (`files`, else dist). */
function copyLibrary(dir, to) {
  const json = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  mkdirSync(to, { recursive: true });
  const { devDependencies: _dev, scripts: _scripts, ...runtime } = json;
  writeFileSync(join(to, 'package.json'), `${JSON.stringify(runtime, null, 2)}\n`);
  for (const entry of json.files ?? ['dist']) {
    if (!existsSync(join(dir, entry))) throw new Error(`${json.name} has no ${entry}: build it first`);
    copyBuilt(join(dir, entry), join(to, entry));
  }
}

/** @returns {{ manifest: object, packages: number, libraries: string[] }} */
export function packageNodeApp({ root, appDir, out, appJson, kind }) {
  const built = join(appDir, 'dist');
  if (!existsSync(join(built, 'main.js'))) throw new Error(`${appJson.name} is not built (no dist/main.js): npx nx run ${appJson.name}:build`);
  const { packages, workspaces, direct } = productionClosure({ root, appDir });
  copyBuilt(built, join(out, 'dist'));
  for (const [name, { dir }] of workspaces) copyLibrary(dir, join(out, 'node_modules', name));
  for (const key of packages.keys()) copyPackage(join(root, key), join(out, key));

  const rootJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const migrates = workspaces.has('@portal/db');
  const manifest = {
    name: appJson.name,
    version: appJson.version,
    private: true,
    type: 'module',
    description: `${appJson.name}, packaged to run on its own: node_modules is complete (do not run npm install here)`,
    engines: rootJson.engines,
    scripts: {
      start: nodeStart(kind).join(' '),
      // Any artifact that carries the database library can bring a database to the current schema.
      ...(migrates ? { migrate: 'node node_modules/@portal/db/dist/migrate/cli.js' } : {}),
    },
    dependencies: Object.fromEntries(direct),
    workspaceLibraries: Object.fromEntries([...workspaces].map(([name, { version }]) => [name, version])),
  };
  return { manifest, packages: packages.size, libraries: [...workspaces.keys()] };
}
