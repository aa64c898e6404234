import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICE } from '../services.js';
import { REMOTE_APPS, SERVICE_APPS, defaultRemoteEntry } from './apps.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');

function folders(parent: string, pattern: RegExp): string[] {
  return readdirSync(join(root, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && pattern.test(entry.name) && existsSync(join(root, parent, entry.name, 'package.json')))
    .map((entry) => (parent === '.' ? entry.name : `${parent}/${entry.name}`))
    .sort();
}

describe('the registry of apps', () => {
  it('lists every remote and service folder of the repository, and nothing else', () => {
    expect(REMOTE_APPS.map((r) => r.folder).sort()).toEqual(folders('.', /^mfe-/));
    expect(SERVICE_APPS.map((s) => s.folder).sort()).toEqual(folders('services', /./));
  });

  it('gives each remote a federation name made from its folder, its own port and its own prefixes', () => {
    for (const remote of REMOTE_APPS) {
      expect(remote.name).toBe(remote.folder.replace(/-/g, '_'));
      expect(remote.name).toMatch(/^[A-Za-z_$][\w$]*$/);
      for (const prefix of remote.prefixes) expect(prefix).toMatch(/^\/[^/].*[^/]$|^\/[^/]$/);
    }
    const ports = REMOTE_APPS.map((r) => r.port);
    expect(new Set(ports).size).toBe(ports.length);
    const prefixes = REMOTE_APPS.flatMap((r) => r.prefixes);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    expect(defaultRemoteEntry({ port: 4299 })).toBe('http://127.0.0.1:4299/mf-manifest.json');
  });

  it('gives every app a package target that makes its deployable artifact', () => {
    const apps = [
      ['gateway', 'gateway'],
      ['shell', 'shell'],
      ...REMOTE_APPS.map((remote) => [remote.folder, 'remote']),
      ...SERVICE_APPS.map((service) => [service.folder, 'service']),
    ];
    for (const [folder, kind] of apps) {
      const { scripts } = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
      const toRoot = folder
        .split('/')
        .map(() => '..')
        .join('/');
      expect({ folder, package: scripts.package }).toEqual({ folder, package: `node ${toRoot}/tools/package/package-app.mjs ${kind}` });
    }
  });

  it('names services as their folders, usable as NATS subject tokens', () => {
    for (const service of SERVICE_APPS) {
      expect(service.folder).toBe(`services/${service.name}`);
      expect(service.name).toMatch(/^[a-z][a-z0-9]*$/);
    }
  });

  it('is what SERVICE names', () => {
    expect(Object.values(SERVICE).sort()).toEqual(SERVICE_APPS.map((s) => s.name).sort());
    expect(SERVICE.VEHICLES).toBe('vehicles');
  });
});
