import { describe, expect, it } from '@jest/globals';
import { aboveMinimum } from './customer-stats-page.js';
import { yoyText, yoyTone } from './customer-stats-table.js';

describe('the customer stats rules (document 3 §5)', () => {
  it('colours a YoY only beyond ten percent either way, and never without a year before', () => {
    expect(yoyTone(10, 11)).toBe('up');
    expect(yoyTone(10, -11)).toBe('down');
    expect(yoyTone(10, 10)).toBe('plain');
    expect(yoyTone(10, -10)).toBe('plain');
    expect(yoyTone(0, null)).toBe('plain');
  });

  it('shows --- when the year before had none', () => {
    expect(yoyText(0, null)).toBe('---');
    expect(yoyText(4, -25)).toBe('-25%');
  });

  it('keeps a client that reaches the minimum this year or the year before', () => {
    const rows = [
      { name: 'both low', count: 2, count_prev: 3 },
      { name: 'now', count: 5, count_prev: 0 },
      { name: 'before', count: 0, count_prev: 5 },
    ];
    expect(aboveMinimum(rows, 5).map((r) => r.name)).toEqual(['now', 'before']);
    expect(aboveMinimum(rows, 0)).toHaveLength(3);
  });
});

describe('customer volumes by default', () => {
  it('run from the first of the month a year ago to the first of this month', async () => {
    const { defaultVolumePeriod } = await import('./customer-volumes-page.js');
    expect(defaultVolumePeriod('2026-11-25')).toEqual({ from: '2025-11-01', to: '2026-11-01' });
    expect(defaultVolumePeriod('2026-01-02')).toEqual({ from: '2025-01-01', to: '2026-01-01' });
  });
});
