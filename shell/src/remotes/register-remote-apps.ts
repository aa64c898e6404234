import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { chunkLoadingGlobal } from '@portal/contracts/registry';
import { alertError, getSession, messageOf } from '@portal/web-kit';
import { addErrorHandler, getAppStatus, NOT_MOUNTED, registerApplication, start, unloadApplication, type LifeCycleFn } from 'single-spa';
import { guardRedirect } from '../routing/guards.js';
import { failedRemoteApp } from './failed-remote-app.js';
import { preloadRemotes, remotesOpenTo } from './preload-remotes.js';
import { remoteErrorPlugin } from './remote-error-plugin.js';
import { remoteHost } from './remote-hosts.js';
import { REMOTES, remoteForPath, type RemoteDefinition } from './remote-table.js';
import { loadedBuildsPlugin, updateCheck } from './remote-updates.js';

/** Every remote's `./app` has this shape (see remote-modules.d.ts). */
type RemoteAppModule = typeof import('mfe_vehicles/app');

/** Runs `then` once single-spa has unmounted the app: its own unmount steps come first. */
function afterUnmount<A extends { unmount: LifeCycleFn<object> | Array<LifeCycleFn<object>> }>(app: A, then: () => void): A {
  return { ...app, unmount: [...[app.unmount].flat(), async () => then()] };
}

/** Registers every remote with Module Federation (at the manifest's address) and with single-spa. */
export function registerRemoteApps(entries: Record<string, string>, remotes: ReadonlyArray<RemoteDefinition> = REMOTES): void {
  const byName = new Map(remotes.map((remote) => [remote.name, remote]));
  const entryOf = (remote: RemoteDefinition) => entries[remote.name] ?? remote.defaultEntry;
  const loaded = new Map<string, string>();

  const retry = async (remote: RemoteDefinition) => {
    // Forget what was loaded (cached manifest, entry script, the build's chunks) and let single-spa load it again.
    registerRemotes([{ name: remote.name, entry: entryOf(remote) }], { force: true });
    delete (window as unknown as Record<string, unknown>)[chunkLoadingGlobal(remote.name)];
    loaded.delete(remote.name);
    await unloadApplication(remote.name);
  };
  const checkForUpdate = updateCheck({
    loaded,
    entryOf: (name) => entryOf(byName.get(name)!),
    idle: (name) => getAppStatus(name) === NOT_MOUNTED,
    reload: (name) => retry(byName.get(name)!),
  });

  registerPlugins([
    loadedBuildsPlugin(loaded),
    remoteErrorPlugin((name, error) => {
      const remote = byName.get(name);
      return remote ? failedRemoteApp(remote, error, () => retry(remote)) : undefined;
    }),
  ]);
  registerRemotes(remotes.map((remote) => ({ name: remote.name, entry: entryOf(remote) })));

  for (const remote of remotes) {
    registerApplication({
      name: remote.name,
      // Once its pages are left, a remote deployed again since it loaded is swapped for the new build.
      app: async () =>
        afterUnmount(
          (await loadRemote<RemoteAppModule>(`${remote.name}/app`)) ?? failedRemoteApp(remote, new Error('The remote exposed nothing'), () => retry(remote)),
          () => void checkForUpdate(remote.name),
        ),
      // Active on its prefixes, and only once the guards let the person in: a remote never
      // mounts for someone the shell is about to send to the sign-in page.
      activeWhen: (location) => remoteForPath(location.pathname, remotes)?.name === remote.name && guardRedirect(location.pathname, getSession()) === null,
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

/**
 * Registers the remotes, lets single-spa mount whichever the address asks for, and loads the others
 * the signed-in person may open ahead of their first visit.
 */
export function startRemoteApps(entries: Record<string, string>): void {
  registerRemoteApps(entries);
  start({ urlRerouteOnly: true });
  preloadRemotes(remotesOpenTo(getSession(), REMOTES));
}
