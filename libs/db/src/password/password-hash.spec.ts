import { describe, expect, it } from '@jest/globals';
import * as argon2 from 'argon2';
import { PASSWORD_HASH_OPTIONS, hashPassword, needsRehash, passwordHashParameters, verifyPassword } from './password-hash.js';

describe('password hashes', () => {
  it('are argon2id with the declared cost, at least OWASP’s recommended minimum', async () => {
    const hash = await hashPassword('Portal-demo-2026');
    expect(hash).toMatch(/^\$argon2id\$v=19\$(?=[^$]*\bm=19456\b)(?=[^$]*\bt=2\b)(?=[^$]*\bp=1\b)[mtp=0-9,]+\$/);
    const stored = passwordHashParameters(hash)!;
    expect(stored).toEqual({ algorithm: 'argon2id', version: 19, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    // OWASP (Password Storage Cheat Sheet): argon2id with m >= 19 MiB, t >= 2, p = 1, or an equivalent trade-off.
    expect(stored.memoryCost * stored.timeCost).toBeGreaterThanOrEqual(19_456 * 2);
    expect(PASSWORD_HASH_OPTIONS.type).toBe(argon2.argon2id);
  });

  it('verify the right password only, and never throw on a malformed hash', async () => {
    const hash = await hashPassword('right');
    expect(await verifyPassword(hash, 'right')).toBe(true);
    expect(await verifyPassword(hash, 'wrong')).toBe(false);
    expect(await verifyPassword('not a hash', 'right')).toBe(false);
  });

  it('are read in the order argon2 writes them and in the reference order', () => {
    const cost = { algorithm: 'argon2id', version: 19, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
    expect(passwordHashParameters('$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA')).toEqual(cost);
    expect(passwordHashParameters('$argon2id$v=19$m=19456,p=1,t=2$c2FsdA$aGFzaA')).toEqual(cost);
    expect(passwordHashParameters('$2b$10$abcdefghijklmnopqrstuv')).toBeUndefined();
  });

  it('tell a hash made with other parameters from one made today', async () => {
    expect(needsRehash(await hashPassword('x'))).toBe(false);
    expect(needsRehash(await argon2.hash('x', { type: argon2.argon2id }))).toBe(true);
    expect(needsRehash(await argon2.hash('x', { ...PASSWORD_HASH_OPTIONS, type: argon2.argon2i }))).toBe(true);
    expect(needsRehash('plain text')).toBe(true);
  });
});
