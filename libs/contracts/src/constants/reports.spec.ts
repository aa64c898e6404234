import { describe, expect, it } from '@jest/globals';
import { previousQuarter, quarterOf } from './reports.js';

describe('the quarters of the audit report', () => {
  it('runs each quarter from its first to its last day', () => {
    expect(quarterOf('2026-11-25')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(quarterOf('2026-01-01')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(quarterOf('2026-06-30')).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(quarterOf('2028-08-15')).toEqual({ from: '2028-07-01', to: '2028-09-30' });
  });

  it('takes the quarter before, across a year end', () => {
    expect(previousQuarter('2026-11-25')).toEqual({ from: '2026-07-01', to: '2026-09-30' });
    expect(previousQuarter('2027-02-10')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
  });
});
