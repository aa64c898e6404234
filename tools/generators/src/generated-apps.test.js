// Runs both generators into a scratch folder of the workspace and proves what they make works: the
// remote builds into a federation manifest exposing `./app` and passes its tests; the service
// builds and passes its tests. The scratch folder links the shared files the generated apps refer
// to by relative path, so they are checked against the real workspace, and is removed afterwards.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import remoteGenerator from './remote/remote.js';
import serviceGenerator from './service/service.js';
import { serverCommand } from '../../stack/node-runtime.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const require = createRequire(import.meta.url);
const { FsTree, flushChanges } = require('nx/src/generators/tree');
const SHARED = ['node_modules', 'libs', 'tools', 'shell', 'jest.preset.js', 'tsconfig.base.json', 'tsconfig.web.json', '.swcrc'];

let scratch;

function run(cwd, command, args) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, NX_DAEMON: 'false' }, timeout: 240_000 });
  assert.equal(result.status, 0, `${command} ${args.join(' ')} in ${cwd} failed:\n${result.stdout}\n${result.stderr}`);
  // Nx forces colours on the tasks it runs; the checks read plain text.
  return stripVTControlCharacters(`${result.stdout}\n${result.stderr}`);
}

/** What `npm run package` must leave: the files that run, a package.json that starts them and a Containerfile that does too. */
function assertArtifact(artifact, files, command) {
  for (const file of files) assert.ok(existsSync(join(artifact, file)), `the artifact has no ${file}`);
  assert.equal(JSON.parse(readFileSync(join(artifact, 'package.json'), 'utf8')).scripts.start, command.join(' '));
  assert.ok(readFileSync(join(artifact, 'Containerfile'), 'utf8').includes(`\nCMD ${JSON.stringify(command)}\n`), 'the Containerfile starts it the same way');
}

/** Runs a generator as Nx does: into a tree, then written to disk; its closing message is kept quiet. */
function generate(generator, options) {
  const tree = new FsTree(scratch, false);
  const done = generator(tree, options);
  flushChanges(scratch, tree.listChanges());
  return { files: tree.listChanges().map((change) => change.path), done };
}

before(() => {
  mkdirSync(join(ROOT, 'var'), { recursive: true });
  scratch = mkdtempSync(join(ROOT, 'var', 'generator-check-'));
  for (const name of SHARED) symlinkSync(join(ROOT, name), join(scratch, name));
});

after(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('the generators as Nx runs them', () => {
  it('are found by `nx g @portal/generators:<name>`', () => {
    assert.match(
      run(ROOT, 'npx', ['nx', 'g', '@portal/generators:remote', 'gencheck', '--port', '4299', '--dry-run']),
      /CREATE mfe-gencheck\/src\/app\/lifecycles\.tsx/,
    );
    assert.match(run(ROOT, 'npx', ['nx', 'g', '@portal/generators:service', 'gencheck', '--dry-run']), /CREATE services\/gencheck\/src\/main\.ts/);
  });
});

describe('a generated remote', () => {
  it('builds a manifest exposing ./app, passes its type check and its own tests', () => {
    const { files } = generate(remoteGenerator, { name: 'gen-check', port: 4299, title: 'Generator Check' });
    assert.ok(files.includes('mfe-gen-check/src/app/gen-check-app.tsx'));
    assert.throws(() => generate(remoteGenerator, { name: 'gen-check', port: 4299 }), /already exists/);
    const dir = join(scratch, 'mfe-gen-check');
    assert.deepEqual(
      JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).dependencies,
      JSON.parse(readFileSync(join(ROOT, 'shell/package.json'), 'utf8')).dependencies,
    );

    run(dir, 'npm', ['run', 'typecheck']);
    run(dir, 'npm', ['run', 'build']);
    const manifest = JSON.parse(readFileSync(join(dir, 'dist/mf-manifest.json'), 'utf8'));
    assert.equal(manifest.name, 'mfe_gen_check');
    assert.ok(
      manifest.exposes.some((exposed) => exposed.path === './app'),
      JSON.stringify(manifest.exposes),
    );
    assert.match(run(dir, 'npm', ['test']), /Tests:\s+2 passed/);

    run(dir, 'npm', ['run', 'package']);
    assertArtifact(join(dir, 'artifact'), ['public/mf-manifest.json', 'public/remoteEntry.js', 'serve.mjs'], ['node', 'serve.mjs', 'public']);
  });
});

describe('a generated service', () => {
  it('builds and passes its own tests', () => {
    generate(serviceGenerator, { name: 'gencheck' });
    const dir = join(scratch, 'services/gencheck');
    run(dir, 'npm', ['run', 'build']);
    assert.match(readFileSync(join(dir, 'dist/main.js'), 'utf8'), /startService\(SERVICE_NAME, GencheckModule\)/);
    run(dir, 'npm', ['test']);

    run(dir, 'npm', ['run', 'package']);
    const artifact = join(dir, 'artifact');
    assertArtifact(
      artifact,
      ['dist/main.js', 'node_modules/@portal/server-kit/dist/index.js', 'node_modules/@nestjs/core/package.json'],
      // Started as every server is, with the portal's memory settings.
      serverCommand('dist/main.js', 'service'),
    );
    assert.equal(JSON.parse(readFileSync(join(artifact, 'package.json'), 'utf8')).dependencies['@nestjs/core'], require('@nestjs/core/package.json').version);
  });
});
