// What each caller must be answered, from the access levels alone, and how an answer is judged.
import assert from 'node:assert/strict';

/** The refusals of another client's record (document 1 §6): forbidden, or as if it did not exist. */
export const REFUSED = [403, 404];

/** 401 without a valid session; 403 for an action the role may not take; undefined when the role gets through. */
export function gate(role, access) {
  if (access === 'public') return undefined;
  if (role.kind === 'refused') return 401;
  if (access === 'signed-in') return undefined;
  if (access === 'staff' && role.kind === 'staff') return undefined;
  return 403;
}

/** Whether the role may use a relation or an append of the given access. */
export function mayUse(role, access) {
  return access === 'signed-in' || (access === 'staff' && role.kind === 'staff');
}

/** The status is one of `expected`; a refusal carries a message and nothing from a stack trace. */
export function assertStatus(res, expected, what) {
  const allowed = [expected].flat();
  assert.ok(allowed.includes(res.status), `${what}: expected ${allowed.join(' or ')}, got ${res.status} ${res.text.slice(0, 300)}`);
  if (res.status >= 400) {
    assert.equal(typeof res.body?.message, 'string', `${what}: a refusal without a message: ${res.text.slice(0, 200)}`);
    assert.doesNotMatch(res.text, /at \w+ \(|prisma|SELECT |node_modules/i, `${what}: the refusal shows internals`);
  }
}

/** The access a relation obeys: its own declared view's, or the read rule of the resource it reaches. */
export function relationAccess(spec, routes) {
  if (spec.access) return spec.access;
  return (spec.resource && Object.hasOwn(routes, spec.resource) ? routes[spec.resource].access.read : undefined) ?? 'none';
}
