import { describe, expect, it } from '@jest/globals';
import { periodChange, untilToday } from './customs-submitted-page.js';

describe('the customs period over period', () => {
  it('gives the change against the period before as a whole percent, none without one', () => {
    expect(periodChange(12, 8)).toBe(50);
    expect(periodChange(2, 3)).toBe(-33);
    expect(periodChange(5, 0)).toBeNull();
  });
});

describe('the charts of the year under way', () => {
  it("stop at today's slot for this year only", () => {
    const series = [
      { year: 2025, counts: [1, 2, 3, 4] },
      { year: 2026, counts: [5, 6, 7, 8] },
    ];
    expect(untilToday(series, '2026-02-10', 2)).toEqual([
      { year: 2025, counts: [1, 2, 3, 4] },
      { year: 2026, counts: [5, 6] },
    ]);
  });
});
