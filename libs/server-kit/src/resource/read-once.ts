/** The delegate methods that only read: the same question asked again gets the first answer. */
const READS = new Set(['findUnique', 'findUniqueOrThrow', 'findFirst', 'findFirstOrThrow', 'findMany', 'count', 'aggregate', 'groupBy']);

/** Arguments as a key: BigInt and Date (and Prisma's Decimal, through its toJSON) have one text each. */
function keyOf(model: string, method: string, args: unknown): string {
  return `${model}.${method}:${JSON.stringify(args ?? null, (_key, value: unknown) => (typeof value === 'bigint' ? `${value}n` : value))}`;
}

/**
 * A view of a Prisma client (or transaction) whose model reads are sent once per distinct question:
 * checking ten thousand new records against the rules of a single create asks the same few things
 * (this client, this title type) ten thousand times, and each would be a round trip. Writes and raw
 * statements go through unchanged. For a check of many writes against the database as it was before
 * them: a read is not asked again after a write through this view, so it must not be used once the
 * writes begin. Answers are shared between the callers that asked the same: they must not change them.
 */
export function readOnce<T extends object>(client: T): T {
  const answers = new Map<string, Promise<unknown>>();
  const delegates = new Map<string, object>();
  const delegateView = (model: string, delegate: object): object =>
    new Proxy(delegate, {
      get(target, method, receiver) {
        const value: unknown = Reflect.get(target, method, receiver);
        if (typeof value !== 'function') return value;
        if (typeof method !== 'string' || !READS.has(method)) return (value as (...a: unknown[]) => unknown).bind(target);
        return (args: unknown) => {
          const key = keyOf(model, method, args);
          let answer = answers.get(key);
          if (!answer) {
            // Prisma's promises run when first awaited: this one runs now, once, whoever awaits it.
            answer = Promise.resolve((value as (a: unknown) => unknown).call(target, args));
            answers.set(key, answer);
          }
          return answer;
        };
      },
    });
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof property !== 'string' || property.startsWith('$') || typeof value !== 'object' || value === null) {
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      }
      let view = delegates.get(property);
      if (!view) delegates.set(property, (view = delegateView(property, value)));
      return view;
    },
  });
}
