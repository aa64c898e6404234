import { describe, expect, it } from '@jest/globals';
import { requestKey } from './request-key.js';

describe('requestKey', () => {
  it('names each request apart, in the form the server takes', () => {
    const keys = new Set(Array.from({ length: 1000 }, requestKey));
    expect(keys.size).toBe(1000);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});
