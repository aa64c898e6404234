// Every app that ships as an artifact, with its kind: the gateway, the shell, and each remote and
// service of the registry of apps (libs/contracts). Each one's `package` script runs package-app.mjs
// with that kind; a test in libs/contracts checks that the two agree.
import { portalApps } from '../stack/registry.mjs';

/** @returns {Promise<Array<{ folder: string, kind: 'gateway' | 'shell' | 'remote' | 'service' }>>} */
export async function deliverableApps() {
  const { REMOTE_APPS, SERVICE_APPS } = await portalApps();
  return [
    { folder: 'gateway', kind: 'gateway' },
    { folder: 'shell', kind: 'shell' },
    ...REMOTE_APPS.map((remote) => ({ folder: remote.folder, kind: 'remote' })),
    ...SERVICE_APPS.map((service) => ({ folder: service.folder, kind: 'service' })),
  ];
}
