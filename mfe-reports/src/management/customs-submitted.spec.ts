import { describe, expect, it } from '@jest/globals';
import { periodChange } from './customs-submitted-page.js';

describe('the customs period over period', () => {
  it('gives the change against the period before as a whole percent, none without one', () => {
    expect(periodChange(12, 8)).toBe(50);
    expect(periodChange(2, 3)).toBe(-33);
    expect(periodChange(5, 0)).toBeNull();
  });
});
