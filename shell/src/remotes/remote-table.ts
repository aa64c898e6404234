import { REMOTE_APPS, defaultRemoteEntry, type AppAccess } from '@portal/contracts/registry';

/** A separately deployed part of the portal and the address prefixes it serves. */
export interface RemoteDefinition {
  /** Federation name; a JavaScript identifier. */
  name: string;
  /** Shown when it fails to load. */
  title: string;
  prefixes: readonly string[];
  /** Where its `mf-manifest.json` is when the runtime manifest does not say. */
  defaultEntry: string;
  access: AppAccess;
}

// The registry (libs/contracts) lists the remotes; the runtime manifest (`/portal-manifest.json`) can move any of them.
export const REMOTES: ReadonlyArray<RemoteDefinition> = REMOTE_APPS.map((remote) => ({
  name: remote.name,
  title: remote.title,
  prefixes: remote.prefixes,
  defaultEntry: defaultRemoteEntry(remote),
  access: remote.access,
}));

/** `/vehicles` owns `/vehicles` and `/vehicles/...`, not `/vehiclesX`. */
export function pathHasPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

/**
 * The remote serving a path: the one with the longest matching prefix, so a remote may serve a page
 * inside another's area (/admin/titlesSent in the invoicing remote, beside the admin remote's /admin).
 */
export function remoteForPath(pathname: string, remotes: ReadonlyArray<RemoteDefinition> = REMOTES): RemoteDefinition | undefined {
  let best: { remote: RemoteDefinition; length: number } | undefined;
  for (const remote of remotes) {
    for (const prefix of remote.prefixes) {
      if (pathHasPrefix(pathname, prefix) && (!best || prefix.length > best.length)) best = { remote, length: prefix.length };
    }
  }
  return best?.remote;
}
