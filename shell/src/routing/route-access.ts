import { REMOTES, pathHasPrefix, type RemoteDefinition } from '../remotes/remote-table.js';

export type Access = 'public' | 'login' | 'admin';

/**
 * The route table of document 3 §2.12 for the addresses no remote serves yet (the shell's own pages
 * and the areas to come), by prefix. A remote's prefixes take their access from the registry.
 */
const SPEC_ROUTES: ReadonlyArray<readonly [prefix: string, access: Access]> = [
  // Public
  ['/', 'public'],
  ['/NonCompliantVehicleCheck', 'public'],
  ['/register', 'public'],
  ['/help', 'public'],
  ['/registration-requested', 'public'],
  ['/registration-documents', 'public'],
  ['/login', 'public'],
  ['/forgot-password', 'public'],
  ['/reset', 'public'],
  ['/exitPhoto', 'public'],
  ['/mobileApp', 'public'],
  // Admin-guarded
  ['/admin', 'admin'],
  ['/accounting', 'admin'],
  ['/transportation', 'admin'],
  ['/management', 'admin'],
  ['/user/signature', 'admin'],
  // Login-guarded
  ['/welcome', 'login'],
  ['/clientOpenContracts', 'login'],
  ['/clientHudsonPaperwork', 'login'],
  ['/clientLoads', 'login'],
  ['/clientLocations', 'login'],
  ['/clientTransporters', 'login'],
  ['/clientDrivers', 'login'],
  ['/client-reports/pending-titles', 'login'],
  ['/invoices', 'login'],
  ['/invoicebatches', 'login'],
  ['/management/ri-problems', 'login'],
  ['/management/ri-status', 'login'],
  ['/mobile', 'login'],
  ['/paperworkbatches', 'login'],
  ['/photoupload', 'login'],
  ['/photouploaddynamsoft', 'login'],
  ['/photoupload3', 'login'],
  ['/titles', 'login'],
  ['/dashboard', 'login'],
  ['/access', 'login'],
];

/**
 * A remote's prefixes: staff-only areas are admin-guarded, the others need a signed-in user, except a
 * page inside an admin-guarded area of the route table (/management/massUpdate in the vehicles remote),
 * which stays admin-guarded: serving a page from a remote never loosens its guard.
 */
export function remoteRoutes(remotes: ReadonlyArray<RemoteDefinition>): Array<readonly [string, Access]> {
  return remotes.flatMap((remote) =>
    remote.prefixes.map((prefix) => [prefix, remote.access === 'staff' || specAccess(prefix) === 'admin' ? 'admin' : 'login'] as const),
  );
}

function specAccess(pathname: string): Access | undefined {
  return longestMatch(SPEC_ROUTES, pathname);
}

/** The access a table gives a path by its longest matching prefix. */
function longestMatch(table: ReadonlyArray<readonly [string, Access]>, pathname: string): Access | undefined {
  let best: readonly [string, Access] | undefined;
  for (const entry of table) {
    const [prefix] = entry;
    const matches = prefix === '/' ? pathname === '/' : pathHasPrefix(pathname, prefix);
    if (matches && (!best || prefix.length > best[0].length)) best = entry;
  }
  return best?.[1];
}

/**
 * Every known prefix and how it is guarded; the registry wins where a remote takes over a prefix of
 * the table. The longest matching prefix decides, so a login-guarded page inside an admin area
 * (/management/ri-problems) stays login-guarded.
 */
export function routeAccessTable(remotes: ReadonlyArray<RemoteDefinition> = REMOTES): ReadonlyArray<readonly [prefix: string, access: Access]> {
  const served = remoteRoutes(remotes);
  const taken = new Set(served.map(([prefix]) => prefix));
  return [...SPEC_ROUTES.filter(([prefix]) => !taken.has(prefix)), ...served];
}

export const ROUTE_ACCESS = routeAccessTable();

/** How a path is protected; undefined for a path the portal does not know. */
export function accessFor(pathname: string): Access | undefined {
  return longestMatch(ROUTE_ACCESS, pathname);
}
