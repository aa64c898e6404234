import { describe, expect, it } from '@jest/globals';
import { AIRBAG_FIRST, nextRapidIndex, rapidPhotoName, rapidStep } from './rapid-photo-rules.js';

const TYPES = [
  { id: 1, name: 'Front' },
  { id: 17, name: 'Airbag Indicator' },
  { id: 8, name: 'Odometer' },
];

describe('the rapid camera sequence (document 3 §2.4)', () => {
  it('starts at the first photo type and names the one after it', () => {
    expect(rapidStep(TYPES, 0, false)).toEqual({ current: TYPES[0], following: TYPES[1], blocked: null, position: 1, total: 3 });
  });

  it('advances one type per shot and ends after the last', () => {
    let index = 0;
    const seen: (number | undefined)[] = [];
    for (let shot = 0; shot < 5; shot++) {
      seen.push(rapidStep(TYPES, index, true).current?.id);
      index = nextRapidIndex(TYPES.length, index);
    }
    expect(seen).toEqual([1, 17, 8, undefined, undefined]);
    expect(rapidStep(TYPES, 3, true)).toMatchObject({ current: null, following: null, position: 3, total: 3 });
  });

  it('holds the airbag indicator until the airbag modification is chosen, No or Modified', () => {
    expect(rapidStep(TYPES, 1, null).blocked).toBe(AIRBAG_FIRST);
    expect(rapidStep(TYPES, 1, undefined).blocked).toBe(AIRBAG_FIRST);
    expect(rapidStep(TYPES, 1, false).blocked).toBeNull();
    expect(rapidStep(TYPES, 1, true).blocked).toBeNull();
    expect(rapidStep(TYPES, 0, null).blocked).toBeNull();
  });

  it('has nothing to take without photo types', () => {
    expect(rapidStep([], 0, true)).toEqual({ current: null, following: null, blocked: null, position: 0, total: 0 });
    expect(nextRapidIndex(0, 0)).toBe(0);
  });

  it('names each shot after its type', () => {
    expect(rapidPhotoName({ id: 8, name: 'Odometer (dash)' }, 2)).toBe('Odometer-dash-2.jpg');
    expect(rapidPhotoName({ id: 9, name: '***' }, 1)).toBe('type-9-1.jpg');
  });
});
