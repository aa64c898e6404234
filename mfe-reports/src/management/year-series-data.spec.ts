import { describe, expect, it } from '@jest/globals';
import { labelledSlots, slotDate, slotLabel, yearBars, yearLines } from './year-series-data.js';

const MONTHS = ['Jan', 'Feb', 'Mar'];
const SERIES = [
  { year: 2025, counts: [1, 2, 3] },
  { year: 2026, counts: [4, 5] },
];

describe("the customs charts' data", () => {
  it('names each slot of the axis by its label, and nothing between slots', () => {
    expect(slotLabel(MONTHS, slotDate(1))).toBe('Feb');
    expect(slotLabel(MONTHS, new Date(slotDate(1).getTime() + 3_600_000))).toBe('');
    expect(slotLabel(MONTHS, slotDate(7))).toBe('');
  });

  it('labels every slot of a year of months, and every fifth of 53 weeks', () => {
    expect(labelledSlots(MONTHS)).toHaveLength(3);
    const weeks = Array.from({ length: 53 }, (_, i) => `W${i + 1}`);
    expect(labelledSlots(weeks).map((at) => slotLabel(weeks, at))).toEqual(['W1', 'W6', 'W11', 'W16', 'W21', 'W26', 'W31', 'W36', 'W41', 'W46', 'W51']);
  });

  it('draws a line per year with its own points, and a group of bars per slot with a bar per year', () => {
    const lines = yearLines(MONTHS, SERIES, ['red', 'blue']);
    expect(lines.map((l) => [l.legend, l.color, l.data.map((p) => p.y)])).toEqual([
      ['2025', 'red', [1, 2, 3]],
      ['2026', 'blue', [4, 5]],
    ]);
    expect(lines[1]!.data[1]!.xAxisCalloutData).toBe('Feb 2026');
    const bars = yearBars(MONTHS, SERIES, ['red', 'blue']);
    expect(bars.map((b) => [b.name, b.series.map((s) => s.data)])).toEqual([
      ['Jan', [1, 4]],
      ['Feb', [2, 5]],
      ['Mar', [3, 0]],
    ]);
  });
});
