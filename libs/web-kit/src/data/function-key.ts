// Query keys must be plain data; a loader that is a module constant is named by a number of its own.
const ids = new WeakMap<object, number>();
let next = 0;

/** A stable number for `fn`, for as long as it exists. */
export function functionKey(fn: object): number {
  let id = ids.get(fn);
  if (id === undefined) {
    id = ++next;
    ids.set(fn, id);
  }
  return id;
}
