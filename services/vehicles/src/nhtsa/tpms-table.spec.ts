import { describe, expect, it } from '@jest/globals';
import { TPMS_TABLE, tpmsWarnings } from './tpms-table.js';

describe('the FMVSS No. 138 table', () => {
  it('warns for a listed make and model inside its years, ignoring case, spaces and dashes', () => {
    expect(tpmsWarnings('Honda', 'ACCORD', 2003)).toEqual([{ make: 'HONDA', model: 'Accord', years: '2000-2007' }]);
    expect(tpmsWarnings('HONDA', 'crv', 2005)).toEqual([{ make: 'HONDA', model: 'CR-V', years: '2000-2007' }]);
    expect(tpmsWarnings('MAZDA', 'Mazda 3', 2004)).toHaveLength(1);
  });

  it('is silent outside the years, for unlisted models and for an unknown year', () => {
    expect(tpmsWarnings('HONDA', 'Accord', 2008)).toEqual([]);
    expect(tpmsWarnings('HONDA', 'Accord', 1999)).toEqual([]);
    expect(tpmsWarnings('TESLA', 'Model 3', 2018)).toEqual([]);
    expect(tpmsWarnings('UNKNOWN', 'UNKNOWN', 'UNKNOWN')).toEqual([]);
  });

  it('only lists model years before the rule covered every vehicle (model year 2008)', () => {
    for (const row of TPMS_TABLE) {
      expect(row.from).toBeLessThanOrEqual(row.to);
      expect(row.to).toBeLessThan(2008);
    }
  });
});
