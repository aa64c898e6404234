import { describe, expect, it } from '@jest/globals';
import { bondReleaseAnswer, resultsCsv } from './bond-release-page.js';

describe('the bond release screen', () => {
  it("takes an answer with results, and calls anything else 'Unexpected data'", () => {
    expect(bondReleaseAnswer({ url: null, results: [] })).toEqual({ url: null, results: [] });
    expect(bondReleaseAnswer({ url: 'x' })).toBeNull();
    expect(bondReleaseAnswer(null)).toBeNull();
  });

  it('keeps the results as CSV, quoting what needs it', () => {
    const csv = resultsCsv([
      { vin: 'A', releaseDate: '2026-11-20', updated: true, error: '' },
      { vin: 'B', releaseDate: null, updated: false, error: '"soon" is not a date' },
    ]);
    expect(csv.split('\r\n')).toEqual(['VIN,Release Date,Updated,Error', 'A,2026-11-20,Yes,', 'B,,No,"""soon"" is not a date"']);
  });
});
