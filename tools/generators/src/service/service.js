// `npx nx g @portal/generators:service <name>`: a new NestJS service services/<name> on NATS with its
// health check and no resources yet, built and tested by the workspace's shared files.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serviceNames } from '../names.js';
import { dependenciesOf, renderTemplates } from '../render.js';

const templates = join(dirname(fileURLToPath(import.meta.url)), 'files');

/** What every service needs is what the server kit runs on. */
const RUNTIME = ['@nestjs/common', '@nestjs/core', '@nestjs/microservices', '@portal/contracts', '@portal/db', 'reflect-metadata', 'rxjs'];

/** The registry line that gives the service its bus user, its place in `npm start` and the gateway's health report. */
export function serviceRegistryLine(n) {
  return `{ name: '${n.name}', folder: '${n.folder}' },`;
}

export function packageJson(tree, n) {
  return {
    name: `@portal/svc-${n.name}`,
    version: '0.1.0',
    private: true,
    type: 'module',
    scripts: {
      build: 'tsc -p tsconfig.build.json',
      // Its deployable artifact, services/<name>/artifact/: the build, its production packages and a Containerfile.
      package: 'node ../../tools/package/package-app.mjs service',
      serve: 'node dist/main.js',
      test: 'node --experimental-vm-modules ../../node_modules/jest/bin/jest.js --runInBand',
    },
    dependencies: Object.fromEntries(
      Object.entries({ ...dependenciesOf(tree, 'libs/server-kit/package.json', RUNTIME), '@portal/server-kit': '*' }).sort(([a], [b]) => a.localeCompare(b)),
    ),
  };
}

export default function serviceGenerator(tree, options) {
  const n = serviceNames(options);
  renderTemplates(tree, templates, n.folder, n);
  tree.write(`${n.folder}/package.json`, `${JSON.stringify(packageJson(tree, n), null, 2)}\n`);
  return () => {
    console.log(`
${n.folder} is ready. Two steps remain:
  1. Add this line to SERVICE_APPS in libs/contracts/src/registry/apps.ts:
       ${serviceRegistryLine(n)}
  2. npm install --no-audit --no-fund   (links the new workspace), then npx nx run @portal/svc-${n.name}:build`);
  };
}
