// `npx nx g @portal/generators:remote <name> --port <port>`: a new remote mfe-<name>, built, tested
// and configured by the workspace's shared files, with an honest start page for its area.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteNames } from '../names.js';
import { dependenciesOf, renderTemplates } from '../render.js';

const templates = join(dirname(fileURLToPath(import.meta.url)), 'files');

/** The registry line that makes the shell, `npm start` and the tests know the remote. */
export function remoteRegistryLine(n) {
  return `{ name: '${n.federationName}', folder: '${n.folder}', title: '${n.title}', prefixes: ['${n.prefix}'], port: ${n.port}, access: 'signed-in' },`;
}

export function packageJson(tree, n) {
  // The host and every remote build, test and share modules alike: same packages, same versions.
  const shell = JSON.parse(tree.read('shell/package.json', 'utf-8'));
  return {
    name: `@portal/${n.folder}`,
    version: '0.1.0',
    private: true,
    type: 'module',
    scripts: {
      build: 'rspack build --config rspack.config.js',
      // Its deployable artifact, mfe-<name>/artifact/: the bundle, the static server and a Containerfile.
      package: 'node ../tools/package/package-app.mjs remote',
      serve: `node ../tools/static/serve.mjs dist --port ${n.port}`,
      test: 'node --experimental-vm-modules ../node_modules/jest/bin/jest.js',
      typecheck: 'tsc-native -p tsconfig.json',
    },
    dependencies: dependenciesOf(tree, 'shell/package.json'),
    devDependencies: shell.devDependencies,
  };
}

export default function remoteGenerator(tree, options) {
  const n = remoteNames(options);
  renderTemplates(tree, templates, n.folder, n);
  tree.write(`${n.folder}/package.json`, `${JSON.stringify(packageJson(tree, n), null, 2)}\n`);
  return () => {
    console.log(`
${n.folder} is ready. Two steps remain:
  1. Add this line to REMOTE_APPS in libs/contracts/src/registry/apps.ts (access 'staff' for a staff-only area):
       ${remoteRegistryLine(n)}
  2. npm install --no-audit --no-fund   (links the new workspace), then npx nx run @portal/${n.folder}:build`);
  };
}
