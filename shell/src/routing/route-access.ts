import { pathHasPrefix } from '../remotes/remote-table.js';

export type Access = 'public' | 'login' | 'admin';

/**
 * The route table of document 3 §2.12, by prefix. The longest matching prefix decides, so a
 * login-guarded page inside an admin area (/management/ri-problems) stays login-guarded.
 */
export const ROUTE_ACCESS: ReadonlyArray<readonly [prefix: string, access: Access]> = [
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
  ['/vehicles', 'login'],
  ['/vehicle_notes', 'login'],
  ['/dashboard', 'login'],
  ['/access', 'login'],
];

/** How a path is protected; undefined for a path the portal does not know. */
export function accessFor(pathname: string): Access | undefined {
  let best: readonly [string, Access] | undefined;
  for (const entry of ROUTE_ACCESS) {
    const [prefix] = entry;
    const matches = prefix === '/' ? pathname === '/' : pathHasPrefix(pathname, prefix);
    if (matches && (!best || prefix.length > best[0].length)) best = entry;
  }
  return best?.[1];
}
