/** A separately deployed part of the portal and the address prefixes it serves. */
export interface RemoteDefinition {
  /** Federation name; a JavaScript identifier. */
  name: string;
  /** Shown when it fails to load. */
  title: string;
  prefixes: string[];
  /** Where its `mf-manifest.json` is when the runtime manifest does not say. */
  defaultEntry: string;
}

// One line per remote. The runtime manifest (`/portal-manifest.json`) can move any of them.
export const REMOTES: ReadonlyArray<RemoteDefinition> = [
  { name: 'mfe_vehicles', title: 'Vehicles', prefixes: ['/vehicles', '/vehicle_notes'], defaultEntry: 'http://127.0.0.1:4201/mf-manifest.json' },
  { name: 'mfe_admin', title: 'Admin', prefixes: ['/admin'], defaultEntry: 'http://127.0.0.1:4202/mf-manifest.json' },
];

/** `/vehicles` owns `/vehicles` and `/vehicles/...`, not `/vehiclesX`. */
export function pathHasPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

export function remoteForPath(pathname: string, remotes: ReadonlyArray<RemoteDefinition> = REMOTES): RemoteDefinition | undefined {
  return remotes.find((remote) => remote.prefixes.some((prefix) => pathHasPrefix(pathname, prefix)));
}
