import * as argon2 from 'argon2';

/**
 * How every password the portal stores is hashed, declared once: argon2id at OWASP's recommended
 * minimum cost (19 MiB of memory, 2 passes, 1 lane). The parameters are written into each hash
 * (`$argon2id$v=19$m=19456,t=2,p=1$...`), so raising them later still verifies older hashes.
 */
export const PASSWORD_HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The algorithm and cost a stored hash was made with. */
export interface PasswordHashParameters {
  algorithm: string;
  version: number;
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, PASSWORD_HASH_OPTIONS);
}

/** False for a wrong password and for anything that is not a hash argon2 can read. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** True when a stored hash was made with other parameters than today's and should be made again. */
export function needsRehash(hash: string): boolean {
  const stored = passwordHashParameters(hash);
  return (
    !stored ||
    stored.algorithm !== 'argon2id' ||
    stored.memoryCost !== PASSWORD_HASH_OPTIONS.memoryCost ||
    stored.timeCost !== PASSWORD_HASH_OPTIONS.timeCost ||
    stored.parallelism !== PASSWORD_HASH_OPTIONS.parallelism
  );
}

/**
 * Reads the PHC prefix of a hash (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`; argon2 writes the cost
 * in either order); undefined when it has none.
 */
export function passwordHashParameters(hash: string): PasswordHashParameters | undefined {
  const match = /^\$(argon2(?:id|i|d))\$v=(\d+)\$([a-z]=\d+(?:,[a-z]=\d+)*)\$/.exec(hash);
  if (!match) return undefined;
  const [, algorithm, version, cost] = match;
  const values = Object.fromEntries(
    cost
      .split(',')
      .map((pair) => pair.split('='))
      .map(([key, value]) => [key, Number(value)]),
  );
  if (values.m === undefined || values.t === undefined || values.p === undefined) return undefined;
  return { algorithm, version: Number(version), memoryCost: values.m, timeCost: values.t, parallelism: values.p };
}
