import { describe, expect, it } from '@jest/globals';
import { IMAGE_TYPE, photoNeedsAirbagChoice, vinFromScan } from './photos.js';

describe('a scanned VIN (document 3 §2.4, §5)', () => {
  it('keeps the text up to the first comma', () => {
    expect(vinFromScan('1HGCM82633A004352,2026,ON')).toBe('1HGCM82633A004352');
    expect(vinFromScan('1HGCM82633A004352')).toBe('1HGCM82633A004352');
  });

  it('removes the letters i and I, which no VIN holds, and trims', () => {
    expect(vinFromScan(' I1HGCM82633A004352 ')).toBe('1HGCM82633A004352');
    expect(vinFromScan('i1hgcm82633a004352')).toBe('1HGCM82633A004352');
    // Only before the comma: what follows is dropped whatever it holds.
    expect(vinFromScan('1HGCM8263I3A004352,IIII')).toBe('1HGCM82633A004352');
  });
});

describe('the airbag indicator card (document 3 §2.4)', () => {
  it('takes no photo while the modification is unset, and only on type 17', () => {
    expect(photoNeedsAirbagChoice(IMAGE_TYPE.AIRBAG_INDICATOR, null)).toBe(true);
    expect(photoNeedsAirbagChoice(IMAGE_TYPE.AIRBAG_INDICATOR, undefined)).toBe(true);
    expect(photoNeedsAirbagChoice(IMAGE_TYPE.AIRBAG_INDICATOR, false)).toBe(false);
    expect(photoNeedsAirbagChoice(IMAGE_TYPE.AIRBAG_INDICATOR, true)).toBe(false);
    expect(photoNeedsAirbagChoice(IMAGE_TYPE.ODOMETER, null)).toBe(false);
  });
});
