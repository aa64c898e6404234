import { describe, expect, it } from '@jest/globals';
import { hudsonFileRefusal, hudsonResults } from './hudson-paperwork-page.js';

describe('the Hudson paperwork check', () => {
  it('takes sheets and text files of VINs, and refuses others in the spec words', () => {
    for (const name of ['vins.csv', 'VINS.XLSX', 'old.xls', 'list.txt']) expect(hudsonFileRefusal(name)).toBeNull();
    expect(hudsonFileRefusal('scan.pdf')).toBe('scan.pdf is not valid. Only .csv, .xlsx, .xls and .txt files can be checked.');
  });

  it("takes an answer only when it is the list of results ('Unexpected data' otherwise)", () => {
    expect(hudsonResults({ results: [] })).toBeNull();
    expect(hudsonResults('oops')).toBeNull();
    expect(hudsonResults([])).toEqual([]);
  });
});
