import { describe, expect, it } from '@jest/globals';
import { formatCurrency, formatDate, formatStamp, formatUsDate, indianapolisNow } from './format.js';

describe('formatters', () => {
  it('shows currency with $, thousands separators and two decimals', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency('2500')).toBe('$2,500.00');
    expect(formatCurrency(-12)).toBe('-$12.00');
    expect(formatCurrency(null)).toBe('');
    expect(formatCurrency('abc')).toBe('');
  });

  it('keeps calendar dates as they are', () => {
    expect(formatDate('2024-03-05')).toBe('2024-03-05');
    expect(formatUsDate('2024-03-05')).toBe('03/05/2024');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('reads instants in Indianapolis time', () => {
    // 03:30 UTC on 5 March is still 4 March in Indianapolis (UTC-5 in winter).
    expect(formatDate('2024-03-05T03:30:00.000Z')).toBe('2024-03-04');
    expect(formatUsDate('2024-03-05T03:30:00.000Z')).toBe('03/04/2024');
    expect(formatStamp('2024-07-01T16:05:09.000Z')).toBe('2024-07-01 12:05:09');
    expect(indianapolisNow(new Date('2024-01-15T12:00:00Z'))).toBe('2024-01-15 07:00:00');
  });
});
