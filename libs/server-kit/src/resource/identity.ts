const identities = new WeakMap<object, number>();
let lastIdentity = 0;

/** A number standing for an object, for keys built of what a question is made of: the same object, the same number; undefined is 0. */
export function identityOf(value: object | undefined): number {
  if (value === undefined) return 0;
  let id = identities.get(value);
  if (id === undefined) identities.set(value, (id = ++lastIdentity));
  return id;
}
