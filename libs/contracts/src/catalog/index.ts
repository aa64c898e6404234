import type { CallEntry } from './call.js';
import { IDENTITY_CALLS } from './identity.calls.js';
import { VEHICLES_CALLS } from './vehicles.calls.js';

export * from './call.js';
export * from './identity.calls.js';
export * from './vehicles.calls.js';

/**
 * Every custom call of the portal (beside the generic resource calls of `RESOURCE_ROUTES`). A call that
 * is not here does not exist: the gateway serves only these and the resources, and a test compares its
 * routes with this list. Each service's calls are in a file of their own.
 */
export const CALLS: readonly CallEntry[] = [...IDENTITY_CALLS, ...VEHICLES_CALLS];

const names = CALLS.map((c) => c.name);
const routes = CALLS.map((c) => `${c.method} ${c.path}`);
const twice = [...names.filter((n, i) => names.indexOf(n) !== i), ...routes.filter((r, i) => routes.indexOf(r) !== i)];
if (twice.length) throw new Error(`Calls declared twice: ${twice.join(', ')}`);
for (const call of CALLS) if (!call.name.startsWith(`${call.service}.`)) throw new Error(`${call.name} must be a subject of the ${call.service} service`);

export function callNamed(name: string): CallEntry | undefined {
  return CALLS.find((c) => c.name === name);
}
