// A web app (the shell, a remote) as a folder: its static bundle under public/ and the portal's
// static server, which needs nothing but Node.js. The shell's server also answers the runtime
// manifest (`/portal-manifest.json`) from PORTAL_API_URL and PORTAL_REMOTE_<NAME>.
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyBuilt } from './copy.mjs';

export function webStart(kind) {
  return kind === 'shell' ? ['node', 'serve.mjs', 'public', '--spa', '--manifest-env'] : ['node', 'serve.mjs', 'public'];
}

/** @returns {{ manifest: object }} */
export function packageWebApp({ root, from, out, appJson, kind }) {
  const marker = kind === 'shell' ? 'index.html' : 'mf-manifest.json';
  if (!existsSync(join(from, marker))) throw new Error(`${appJson.name} is not built (no ${marker} in ${from}): npx nx run ${appJson.name}:build`);
  copyBuilt(from, join(out, 'public'));
  copyFileSync(join(root, 'tools/static/serve.mjs'), join(out, 'serve.mjs'));
  const rootJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const settings = kind === 'shell' ? 'PORT, HOST, PORTAL_API_URL and PORTAL_REMOTE_<NAME>' : 'PORT and HOST';
  const manifest = {
    name: appJson.name,
    version: appJson.version,
    private: true,
    type: 'module',
    description: `${appJson.name}: its static bundle (public/) and the server for it; configured by ${settings}`,
    engines: rootJson.engines,
    scripts: { start: webStart(kind).join(' ') },
  };
  return { manifest };
}
