import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { estimatedEntropyBits, requireSecret } from './secret.js';

const production = (JWT_SECRET?: string) => ({ NODE_ENV: 'production', JWT_SECRET });

describe('requireSecret', () => {
  it('refuses a missing or short secret in every mode', () => {
    expect(() => requireSecret('JWT_SECRET', {})).toThrow(/at least 32 characters/);
    expect(() => requireSecret('JWT_SECRET', { JWT_SECRET: 'x'.repeat(31) })).toThrow(/at least 32 characters/);
    expect(() => requireSecret('JWT_SECRET', production(undefined))).toThrow(/JWT_SECRET must be set/);
  });

  it('refuses defaults, placeholders and the README example in production', () => {
    for (const value of [
      'secret'.repeat(6),
      'changeme-changeme-changeme-changeme',
      'CHANGE_ME_PLEASE_4c1f9e2a7b3d5f60a8e1',
      'replace-me-with-48-random-bytes-from-openssl-rand',
      'my-super-secret-jwt-signing-key-for-prod',
      'default-jwt-key-0123456789abcdefghijklmnop',
      'password-password-password-password',
    ]) {
      expect(() => requireSecret('JWT_SECRET', production(value))).toThrow(/refused in production: it looks like a default or an example/);
    }
  });

  it('refuses a long value with little entropy in production', () => {
    for (const value of ['a'.repeat(64), 'ab'.repeat(32), '0123456789'.repeat(4), 'abcdabcdabcdabcdabcdabcdabcdabcdabcd']) {
      expect(() => requireSecret('JWT_SECRET', production(value))).toThrow(/too regular/);
    }
  });

  it('accepts random bytes in hex or base64, as `npm start` and the test portals make them', () => {
    for (let i = 0; i < 50; i += 1) {
      const hex = randomBytes(32).toString('hex');
      const base64 = randomBytes(48).toString('base64url');
      expect(requireSecret('JWT_SECRET', production(hex))).toBe(hex);
      expect(requireSecret('JWT_SECRET', production(base64))).toBe(base64);
    }
  });

  it('lets development use any value of the minimum length', () => {
    expect(requireSecret('JWT_SECRET', { NODE_ENV: 'development', JWT_SECRET: 'changeme'.repeat(4) })).toBe('changeme'.repeat(4));
  });
});

describe('estimatedEntropyBits', () => {
  it('is zero for one repeated character, low for a repeated run, high for random bytes', () => {
    expect(estimatedEntropyBits('aaaa')).toBe(0);
    expect(estimatedEntropyBits('ab'.repeat(8))).toBeLessThan(estimatedEntropyBits('abcdefghijklmnop'));
    expect(estimatedEntropyBits('0123456789'.repeat(4))).toBeLessThan(128);
    expect(estimatedEntropyBits(randomBytes(48).toString('base64'))).toBeGreaterThan(250);
  });
});
