import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { alertError, getSession, messageOf } from '@portal/web-kit';
import { addErrorHandler, registerApplication, unloadApplication } from 'single-spa';
import { guardRedirect } from '../routing/guards.js';
import { failedRemoteApp } from './failed-remote-app.js';
import { remoteErrorPlugin } from './remote-error-plugin.js';
import { remoteHost } from './remote-hosts.js';
import { pathHasPrefix, REMOTES, type RemoteDefinition } from './remote-table.js';

/** Every remote's `./app` has this shape (see remote-modules.d.ts). */
type RemoteAppModule = typeof import('mfe_vehicles/app');

/** Registers every remote with Module Federation (at the manifest's address) and with single-spa. */
export function registerRemoteApps(entries: Record<string, string>, remotes: ReadonlyArray<RemoteDefinition> = REMOTES): void {
  const byName = new Map(remotes.map((remote) => [remote.name, remote]));
  const entryOf = (remote: RemoteDefinition) => entries[remote.name] ?? remote.defaultEntry;

  const retry = async (remote: RemoteDefinition) => {
    // Forget the failed attempt (cached manifest, entry script) and let single-spa load it again.
    registerRemotes([{ name: remote.name, entry: entryOf(remote) }], { force: true });
    await unloadApplication(remote.name);
  };

  registerPlugins([
    remoteErrorPlugin((name, error) => {
      const remote = byName.get(name);
      return remote ? failedRemoteApp(remote, error, () => retry(remote)) : undefined;
    }),
  ]);
  registerRemotes(remotes.map((remote) => ({ name: remote.name, entry: entryOf(remote) })));

  for (const remote of remotes) {
    registerApplication({
      name: remote.name,
      app: async () =>
        (await loadRemote<RemoteAppModule>(`${remote.name}/app`)) ?? failedRemoteApp(remote, new Error('The remote exposed nothing'), () => retry(remote)),
      // Active on its prefixes, and only once the guards let the person in: a remote never
      // mounts for someone the shell is about to send to the sign-in page.
      activeWhen: (location) =>
        remote.prefixes.some((prefix) => pathHasPrefix(location.pathname, prefix)) && guardRedirect(location.pathname, getSession()) === null,
      // Not `name`: single-spa overwrites that prop with the application name.
      customProps: { domElement: remoteHost(remote.name) },
    });
  }

  // A remote that loaded but broke while mounting or unmounting: single-spa stops using it.
  addErrorHandler((error) => {
    const remote = byName.get(error.appOrParcelName);
    console.error(error);
    alertError(`${remote?.title ?? error.appOrParcelName} stopped working: ${messageOf(error)}`);
  });
}
