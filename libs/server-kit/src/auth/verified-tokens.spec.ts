import { describe, expect, it } from '@jest/globals';
import { VerifiedTokens } from './verified-tokens.js';

const principal = { userid: 7, username: 'alpha.user', name: 'Alpha User', roleid: 1, clientid: 3, clientIds: [3] };

describe('verified tokens', () => {
  it('answers a token while its time claims hold: not before nbf, not at or after exp', () => {
    const cache = new VerifiedTokens();
    cache.remember('t', { principal, version: 1, nbf: 100, exp: 200 });
    expect(cache.get('t', 99)).toBeUndefined();
    expect(cache.get('t', 100)).toEqual({ principal, version: 1, nbf: 100, exp: 200 });
    expect(cache.get('t', 199)?.principal).toEqual(principal);
    expect(cache.get('t', 200)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('knows only the exact token text', () => {
    const cache = new VerifiedTokens();
    cache.remember('abc', { principal, version: undefined, exp: 200 });
    expect(cache.get('abd', 100)).toBeUndefined();
    expect(cache.get('ABC', 100)).toBeUndefined();
  });

  it('forgets the oldest token when full', () => {
    const cache = new VerifiedTokens(2);
    for (const token of ['a', 'b', 'c']) cache.remember(token, { principal, version: 1, exp: 200 });
    expect(cache.get('a', 100)).toBeUndefined();
    expect(cache.get('b', 100)).toBeDefined();
    expect(cache.get('c', 100)).toBeDefined();
    expect(cache.size).toBe(2);
  });
});
