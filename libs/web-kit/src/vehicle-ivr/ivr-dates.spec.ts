import { describe, expect, it } from '@jest/globals';
import { exitPhotoText, physicalReleaseDate } from './ivr-dates.js';

describe('IVR dates', () => {
  it('releases 2 days after the earliest of vault, exit photo and bond release', () => {
    expect(physicalReleaseDate('2026-03-31', '2026-03-10T15:00:00.000Z', '2026-04-02')).toBe('2026-03-12');
    expect(physicalReleaseDate(null, null, '2026-02-27')).toBe('2026-03-01');
    expect(physicalReleaseDate(null, undefined, null)).toBeNull();
  });

  it('tells where the exit photo stands', () => {
    expect(exitPhotoText('2026-01-01', null, '2026-02-01')).toBe('See Site Contact for Exit Photo');
    expect(exitPhotoText(null, '2026-01-15', '2026-02-01')).toBe('See Site Contact for Exit Photo');
    expect(exitPhotoText(null, '2026-03-15', '2026-02-01')).toBe('Vehicle is not released');
  });
});
