import { describe, expect, it } from '@jest/globals';
import { idParam } from './call.js';

describe('idParam', () => {
  it.each(['1', '42', '2147483647'])('takes %s', (id) => {
    expect(idParam.safeParse(id).success).toBe(true);
  });

  it.each(['', '0x1', '-1', '1.5', 'abc', '12abc', '2147483648', '9999999999', '12345678901'])('refuses %j as no record id', (id) => {
    const result = idParam.safeParse(id);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['must be a record id']);
  });
});
