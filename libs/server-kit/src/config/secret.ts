import { deflateRawSync } from 'node:zlib';

/** The shortest secret accepted anywhere: HS256 keys shorter than the hash are easier to guess. */
export const MIN_SECRET_LENGTH = 32;

/** The least entropy (in bits, estimated from the characters' spread) a production secret must carry. */
export const MIN_SECRET_BITS = 128;

/**
 * Words found in defaults, placeholders and documentation examples (`secret`, `changeme`, the
 * README's `replace-me-...`). Each is long enough that random bytes practically never spell it; a value
 * copied from an example or a tutorial does.
 */
const PLACEHOLDER_WORDS = ['secret', 'changeme', 'change-me', 'change_me', 'replace', 'example', 'placeholder', 'password', 'default'];

/**
 * Bits of entropy a value carries at most, by two estimates: how the characters are spread (Shannon;
 * one repeated character scores nothing) and how small it compresses (a repeated run such as
 * `0123456789` four times spreads its characters well but compresses to little). Random bytes in hex
 * or base64 score about 4 or 6 bits a character on both.
 */
export function estimatedEntropyBits(value: string): number {
  return Math.min(spreadBits(value), deflateRawSync(Buffer.from(value, 'utf8'), { level: 9 }).length * 8);
}

function spreadBits(value: string): number {
  const counts = new Map<string, number>();
  for (const char of value) counts.set(char, (counts.get(char) ?? 0) + 1);
  const length = [...value].length;
  let bitsPerChar = 0;
  for (const count of counts.values()) {
    const p = count / length;
    bitsPerChar -= p * Math.log2(p);
  }
  return bitsPerChar * length;
}

/** Why `value` is not fit to sign production tokens, or undefined when it is. */
export function weakSecretReason(value: string): string | undefined {
  const lower = value.toLowerCase();
  const word = PLACEHOLDER_WORDS.find((w) => lower.includes(w));
  if (word) return `it looks like a default or an example (it contains "${word}")`;
  const bits = Math.floor(estimatedEntropyBits(value));
  if (bits < MIN_SECRET_BITS) return `it is too regular (about ${bits} bits of entropy, at least ${MIN_SECRET_BITS} needed)`;
  return undefined;
}

/**
 * A signing secret from the environment. Always at least 32 characters; with `NODE_ENV=production`
 * also no default, placeholder or patterned value, so a deployment cannot start with a key someone
 * could read in a README or guess. `openssl rand -base64 48` makes a good one.
 */
export function requireSecret(name: string, env: NodeJS.ProcessEnv = process.env): string {
  const value = env[name];
  if (!value || value.length < MIN_SECRET_LENGTH) throw new Error(`${name} must be set to a secret of at least ${MIN_SECRET_LENGTH} characters`);
  if (env.NODE_ENV === 'production') {
    const reason = weakSecretReason(value);
    if (reason) throw new Error(`${name} is refused in production: ${reason}; make one with \`openssl rand -base64 48\``);
  }
  return value;
}
