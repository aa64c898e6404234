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
}

// One line per remote: `npx nx g @portal/generators:remote <name>` prints the line to add.
export const REMOTE_APPS = [
  { name: 'mfe_vehicles', folder: 'mfe-vehicles', title: 'Vehicles', prefixes: ['/vehicles', '/vehicle_notes'], port: 4201, access: 'signed-in' },
  { name: 'mfe_admin', folder: 'mfe-admin', title: 'Admin', prefixes: ['/admin'], port: 4202, access: 'staff' },
] as const satisfies readonly RemoteApp[];

// One line per service: `npx nx g @portal/generators:service <name>` prints the line to add.
export const SERVICE_APPS = [
  { name: 'identity', folder: 'services/identity' },
  { name: 'vehicles', folder: 'services/vehicles' },
  { name: 'admin', folder: 'services/admin' },
] as const satisfies readonly ServiceApp[];

export type RemoteName = (typeof REMOTE_APPS)[number]['name'];
export type ServiceName = (typeof SERVICE_APPS)[number]['name'];

/** Where a remote's `mf-manifest.json` is when nothing says otherwise: its default port on this machine. */
export function defaultRemoteEntry(remote: Pick<RemoteApp, 'port'>): string {
  return `http://127.0.0.1:${remote.port}/mf-manifest.json`;
}
