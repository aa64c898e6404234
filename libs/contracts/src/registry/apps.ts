// Every separately deployed part of the portal, listed once. The shell (routes, guards), the start
// script, the test portals, the gateway's default service list and the bus users all read this file.
// It is plain data with no imports, so the browser bundle can take it without zod or Node modules.

/** Who may open a remote's pages: staff only (roleid 2) or every signed-in user. */
export type AppAccess = 'staff' | 'signed-in';

export interface RemoteApp {
  /** Federation name, a JavaScript identifier (`mfe_vehicles`). */
  readonly name: string;
  /** Its folder at the repository root. */
  readonly folder: string;
  /** Shown when it fails to load. */
  readonly title: string;
  /** The address prefixes it serves; the shell mounts it there. */
  readonly prefixes: readonly string[];
  /** Where `npm start` serves it; the runtime manifest can move it. */
  readonly port: number;
  readonly access: AppAccess;
}

export interface ServiceApp {
  /** Its NATS queue group, subject prefix and bus user. */
  readonly name: string;
  /** Its folder, relative to the repository root. */
  readonly folder: string;
  /** The services it asks over the bus, for the caller it serves (their subjects are opened to it). */
  readonly asks?: readonly string[];
}

// One line per remote: `npx nx g @portal/generators:remote <name>` prints the line to add.
export const REMOTE_APPS = [
  {
    name: 'mfe_vehicles',
    folder: 'mfe-vehicles',
    title: 'Vehicles',
    prefixes: [
      '/vehicles',
      '/vehicle_notes',
      '/photoupload',
      '/photouploaddynamsoft',
      '/photoupload3',
      '/management/massUpdate',
      '/management/vehicleFileUpload',
      '/management/autoims',
      '/management/gst-report',
      '/management/massUpdateBondReleases',
    ],
    port: 4201,
    access: 'signed-in',
  },
  { name: 'mfe_admin', folder: 'mfe-admin', title: 'Admin', prefixes: ['/admin'], port: 4202, access: 'staff' },
  {
    name: 'mfe_loads',
    folder: 'mfe-loads',
    title: 'Loads',
    prefixes: ['/clientLoads', '/clientLocations', '/clientDrivers', '/clientTransporters', '/transportation'],
    port: 4203,
    access: 'signed-in',
  },
  {
    name: 'mfe_reports',
    folder: 'mfe-reports',
    title: 'Reports',
    // Each report page by its own path: /accounting and /management are shared with other remotes.
    prefixes: [
      '/dashboard',
      '/titles',
      '/client-reports',
      '/accounting/unbilled-units',
      '/accounting/invoice-summary',
      '/accounting/auction-invoice-report',
      '/accounting/monthly-summary',
      '/accounting/yearly-tax-report',
      '/accounting/user-time-report',
      '/management/ri-deadlines',
      '/management/ri-dot-outstanding',
      '/management/ri-needs-applied',
      '/management/ri-problems',
      '/management/activity',
      '/management/customer-stats',
      '/management/customer-volumes',
      '/management/report-charges',
      '/management/ri-status',
      '/management/ri-dot-status',
      '/management/ri-nhtsa-audit-report',
      '/management/ri-customs-submitted-report',
      '/management/ri-nhtsa-ivr',
      '/management/nhtsaConformityEdit',
      '/management/nhtsaConformityGenerate',
      '/clientOpenContracts',
      '/clientHudsonPaperwork',
    ],
    port: 4205,
    access: 'signed-in',
  },
  {
    name: 'mfe_invoicing',
    folder: 'mfe-invoicing',
    title: 'Invoicing',
    prefixes: ['/invoicebatches', '/invoices', '/paperworkbatches', '/accounting/one-off-invoices', '/admin/titlesSent'],
    port: 4204,
    access: 'signed-in',
  },
] as const satisfies readonly RemoteApp[];

// One line per service: `npx nx g @portal/generators:service <name>` prints the line to add.
export const SERVICE_APPS = [
  { name: 'identity', folder: 'services/identity' },
  { name: 'vehicles', folder: 'services/vehicles' },
  { name: 'admin', folder: 'services/admin' },
  { name: 'loads', folder: 'services/loads' },
  { name: 'documents', folder: 'services/documents', asks: ['vehicles', 'admin', 'identity', 'loads', 'invoicing'] },
  { name: 'reports', folder: 'services/reports' },
  { name: 'invoicing', folder: 'services/invoicing' },
] as const satisfies readonly ServiceApp[];

export type RemoteName = (typeof REMOTE_APPS)[number]['name'];
export type ServiceName = (typeof SERVICE_APPS)[number]['name'];

/** Where a remote's `mf-manifest.json` is when nothing says otherwise: its default port on this machine. */
export function defaultRemoteEntry(remote: Pick<RemoteApp, 'port'>): string {
  return `http://127.0.0.1:${remote.port}/mf-manifest.json`;
}

/**
 * The global array through which a web app's scripts hand their chunks to its runtime (rspack's
 * `chunkLoadingGlobal`), one per app. When the shell loads a newer build of a remote, it empties that
 * remote's array first, or the new runtime would take the old build's chunks for its own.
 */
export function chunkLoadingGlobal(appName: string): string {
  return `portalChunks_${appName}`;
}
