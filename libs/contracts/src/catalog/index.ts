import type { CallEntry } from './call.js';
import { ACCOUNT_CALLS } from './accounts.calls.js';
import { ADMIN_CALLS } from './admin.calls.js';
import { DOCUMENTS_CALLS } from './documents.calls.js';
import { IDENTITY_CALLS } from './identity.calls.js';
import { LIVE_CALLS } from './live.calls.js';
import { LOADS_CALLS } from './loads.calls.js';
import { IMPORTS_CALLS } from './imports.calls.js';
import { INVOICING_CALLS } from './invoicing.calls.js';
import { MASS_UPDATE_CALLS } from './mass-update.calls.js';
import { REPORTS_CALLS } from './reports.calls.js';
import { VEHICLES_CALLS } from './vehicles.calls.js';
import { VEHICLE_CHECK_CALLS } from './vehicle-checks.calls.js';
import { EXIT_PHOTO_CALLS } from './exit-photo.calls.js';

export * from './admin.calls.js';
export * from './call.js';
export * from './accounts.calls.js';
export * from './documents.calls.js';
export * from './identity.calls.js';
export * from './live.calls.js';
export * from './loads.calls.js';
export * from './imports.calls.js';
export * from './invoicing.calls.js';
export * from './mass-update.calls.js';
export * from './reports.calls.js';
export * from './vehicles.calls.js';
export * from './vehicle-checks.calls.js';
export * from './exit-photo.calls.js';

/**
 * Every custom call of the portal (beside the generic resource calls of `RESOURCE_ROUTES`). A call that
 * is not here does not exist: the gateway serves only these and the resources, and a test compares its
 * routes with this list. Each service's calls are in a file of their own.
 */
export const CALLS: readonly CallEntry[] = [
  ...IDENTITY_CALLS,
  ...ACCOUNT_CALLS,
  ...VEHICLES_CALLS,
  ...MASS_UPDATE_CALLS,
  ...IMPORTS_CALLS,
  ...VEHICLE_CHECK_CALLS,
  ...EXIT_PHOTO_CALLS,
  ...LOADS_CALLS,
  ...ADMIN_CALLS,
  ...DOCUMENTS_CALLS,
  ...REPORTS_CALLS,
  ...INVOICING_CALLS,
  ...LIVE_CALLS,
];

const names = CALLS.map((c) => c.name);
const routes = CALLS.map((c) => `${c.method} ${c.path}`);
const twice = [...names.filter((n, i) => names.indexOf(n) !== i), ...routes.filter((r, i) => routes.indexOf(r) !== i)];
if (twice.length) throw new Error(`Calls declared twice: ${twice.join(', ')}`);
for (const call of CALLS) if (!call.name.startsWith(`${call.service}.`)) throw new Error(`${call.name} must be a subject of the ${call.service} service`);

export function callNamed(name: string): CallEntry | undefined {
  return CALLS.find((c) => c.name === name);
}
