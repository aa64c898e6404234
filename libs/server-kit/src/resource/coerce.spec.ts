import { describe, expect, it } from '@jest/globals';
import type { ScalarField } from './catalog.js';
import { coerceJson } from './coerce.js';
import { businessToday, zonedWallClockToUtc } from './time.js';

const field = (type: string): ScalarField => ({ kind: 'scalar', name: 'f', type, dateOnly: false });

describe('coerceJson', () => {
  it.each([
    ['Int', 5, 5],
    ['Int', '12', 12],
    ['Int', '', null],
    ['Int', true, 1],
    ['Decimal', '$1,234.50', 1234.5],
    ['Decimal', 10, 10],
    ['Boolean', 'true', true],
    ['Boolean', 0, false],
    ['String', 42, '42'],
    ['DateTime', '2024-02-29', new Date('2024-02-29T00:00:00.000Z')],
    ['DateTime', '2024-07-04T12:00:00Z', new Date('2024-07-04T12:00:00.000Z')],
    ['DateTime', '0001-01-01', new Date('0001-01-01T00:00:00.000Z')],
    ['DateTime', '9999-12-31', new Date('9999-12-31T00:00:00.000Z')],
    ['Int', null, null],
  ])('%s accepts %j', (type, input, expected) => {
    expect(coerceJson(field(type), input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['Int', 1.5],
    ['Int', 'twelve'],
    ['Int', {}],
    ['Decimal', 'ten'],
    ['Boolean', 'maybe'],
    ['DateTime', '2023-02-29'],
    ['DateTime', 'yesterday'],
    ['DateTime', '0000-01-01'],
    ['DateTime', '0001-01-01T00:00:00+14:00'],
    ['DateTime', '9999-12-31T23:00:00-05:00'],
    ['String', { a: 1 }],
  ])('%s refuses %j with a reason', (type, input) => {
    const result = coerceJson(field(type), input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason.length).toBeGreaterThan(5);
  });

  it('refuses text holding half of a UTF-16 pair, which PostgreSQL cannot store, and keeps whole pairs', () => {
    for (const [type, input] of [
      ['String', '\udfff\ud800'],
      ['String', 'stock \ud83d'],
      ['Json', { note: ['ok', '\udc00'] }],
      ['Json', { ['\ud800']: 1 }],
    ] as const) {
      expect(coerceJson(field(type), input)).toEqual({ ok: false, reason: 'holds a broken character (half of a UTF-16 pair)' });
    }
    expect(coerceJson(field('String'), 'stock \ud83d\ude97')).toEqual({ ok: true, value: 'stock \ud83d\ude97' });
    expect(coerceJson(field('Json'), { car: '\ud83d\ude97' })).toEqual({ ok: true, value: { car: '\ud83d\ude97' } });
  });
});

describe('business time', () => {
  it('reads a wall-clock stamp as Indianapolis time, summer and winter', () => {
    expect(zonedWallClockToUtc(2024, 1, 15, 9, 0, 0, 0).toISOString()).toBe('2024-01-15T14:00:00.000Z');
    expect(zonedWallClockToUtc(2024, 7, 15, 9, 0, 0, 0).toISOString()).toBe('2024-07-15T13:00:00.000Z');
    expect(coerceJson(field('DateTime'), '2024-07-15 09:00:00')).toEqual({ ok: true, value: new Date('2024-07-15T13:00:00.000Z') });
  });

  it('tells the business date, which may differ from UTC', () => {
    expect(businessToday(new Date('2024-07-16T02:30:00Z'))).toBe('2024-07-15');
  });
});
