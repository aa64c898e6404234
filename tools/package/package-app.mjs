#!/usr/bin/env node
// Packages one app of the portal into a deployable folder, `<app>/artifact/` (the `package` target
// of every app: `npx nx run-many -t package`):
//
//   node tools/package/package-app.mjs <gateway|service|remote|shell> [--app <dir>] [--from <built dir>] [--out <dir>]
//
// --app   the app's folder (default: the working directory, as Nx runs the target)
// --from  a web app's built bundle (default: <app>/dist), e.g. another build of the same remote
// --out   where the artifact goes (default: <app>/artifact); it is replaced
//
// The artifact is self-contained: copied anywhere, it runs with `npm start` (or its Containerfile)
// and reads its configuration from environment variables only.
import { existsSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ARTIFACT_KINDS, containerfile } from './containerfile.mjs';
import { assertSelfContained } from './copy.mjs';
import { nodeStart, packageNodeApp } from './node-artifact.mjs';
import { packageWebApp, webStart } from './web-artifact.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function parseArgs(argv, cwd = process.cwd()) {
  const [kind, ...rest] = argv;
  if (!ARTIFACT_KINDS.includes(kind)) throw new Error(`Usage: package-app.mjs <${ARTIFACT_KINDS.join('|')}> [--app <dir>] [--from <dir>] [--out <dir>]`);
  const options = { kind, app: cwd, from: undefined, out: undefined };
  for (let i = 0; i < rest.length; i += 2) {
    const [flag, value] = [rest[i], rest[i + 1]];
    if (!['--app', '--from', '--out'].includes(flag) || value === undefined) throw new Error(`Unknown or incomplete option ${flag}`);
    options[flag.slice(2)] = resolve(cwd, value);
  }
  options.from ??= join(options.app, 'dist');
  options.out ??= join(options.app, 'artifact');
  return options;
}

/** Writes the artifact of one app; answers what went in. */
export function packageApp({ kind, app, from, out }) {
  const appJson = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8'));
  rmSync(out, { recursive: true, force: true });
  const web = kind === 'remote' || kind === 'shell';
  const result = web ? packageWebApp({ root: ROOT, from, out, appJson, kind }) : packageNodeApp({ root: ROOT, appDir: app, out, appJson, kind });
  writeFileSync(join(out, 'package.json'), `${JSON.stringify(result.manifest, null, 2)}\n`);
  const command = web ? webStart(kind) : nodeStart(kind);
  writeFileSync(join(out, 'Containerfile'), containerfile({ name: appJson.name, kind, command, nodeMajor: process.versions.node.split('.')[0] }));
  assertSelfContained(out);
  return { name: appJson.name, out, ...result };
}

async function main() {
  const started = Date.now();
  try {
    const options = parseArgs(process.argv.slice(2));
    if (!existsSync(join(options.app, 'package.json'))) throw new Error(`${options.app} is not an app folder (no package.json)`);
    const result = packageApp(options);
    const contents = result.packages === undefined ? 'static bundle and server' : `${result.packages} packages, libraries ${result.libraries.join(', ')}`;
    console.log(`${result.name}: ${relative(process.cwd(), result.out) || '.'} (${contents}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

// Run as a program (also through a linked tools/ folder, as the generators' check does), not when imported.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
