// What the fuzzer aims at, read from the catalog: a resource or call added later is fuzzed without a
// change here.
import { CALLS, RESOURCE_ROUTES } from '@portal/contracts';

/** Every resource anyone may list. */
export function listedResources() {
  return Object.entries(RESOURCE_ROUTES)
    .filter(([, route]) => route.access.list !== 'none')
    .map(([name]) => name);
}

/** Every create and update anyone may make, as `{ resource, action, access }`. */
export function writeTargets() {
  return Object.entries(RESOURCE_ROUTES).flatMap(([resource, route]) =>
    ['create', 'update'].filter((action) => route.access[action] !== 'none').map((action) => ({ resource, action, access: route.access[action] })),
  );
}

/**
 * How often to aim at an action: mostly at what the caller may do (its inputs then reach the engine),
 * now and then at what it may not (the refusal must be just as clean).
 */
export function weightFor(access, isStaff) {
  return access === 'signed-in' || (access === 'staff' && isStaff) ? 6 : 1;
}

/** The access of a resource's action. */
export function accessOf(resource, action) {
  return RESOURCE_ROUTES[resource]?.access[action] ?? 'none';
}

/** The parts (`params`, `query`, `body`) a call's request schema names, with each part's schema. */
export function requestParts(call) {
  return call.request.shape ?? {};
}

/**
 * Every custom call except uploads (fuzzed with files of their own): those that take a query or a body
 * get bad ones, and every one gets odd path parameters. The calls without input come along because they
 * change what the others find (an inspection started is one whose items can be saved).
 */
export function fuzzedCalls() {
  return CALLS.filter((call) => (call.transport ?? 'json') !== 'upload');
}

/** Whether a call takes a query or a body. */
export function takesInput(call) {
  return 'query' in requestParts(call) || 'body' in requestParts(call);
}

/** The calls that take a file (multipart). */
export function uploadCalls() {
  return CALLS.filter((call) => call.transport === 'upload');
}
