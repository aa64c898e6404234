import { describe, expect, it } from '@jest/globals';
import { listParams } from '@portal/web-kit';
import { photoCardTypes, photoSearchProblem, photoSearchQuery, positionFields } from './photo-rules.js';

const params = (text: string) => listParams(photoSearchQuery(text)!).map(([k, v]) => `${k}=${v}`);

describe('the photo search (document 3 §2.4, §5)', () => {
  it('needs six characters', () => {
    expect(photoSearchProblem('12345')).toBe('Provide at least 6 numbers/letters');
    expect(photoSearchQuery(' 1 2 3 4 5 ')).toBeNull();
    expect(photoSearchProblem('123456')).toBeNull();
  });

  it('searches last6 for six characters, the whole VIN for 17, a part of it between', () => {
    expect(params(' 04352a')).toContain('filters[]=last6|eq|04352A');
    expect(params('1hgcm82633a004352')).toContain('filters[]=vehiclevin|eq|1HGCM82633A004352');
    expect(params('1HGCM826')).toContain('filters[]=vehiclevin|like|1HGCM826');
  });

  it('refuses what no VIN holds', () => {
    expect(photoSearchProblem('1HG-CM826')).toMatch(/is not part of a VIN/);
    expect(photoSearchProblem('1HGCM82633A0043521')).toMatch(/up to 17/);
  });
});

describe('the photo cards', () => {
  it('leave out the plain file (0) and the exit photo (12)', () => {
    expect(photoCardTypes([{ id: 0 }, { id: 1 }, { id: 8 }, { id: 12 }, { id: 17 }]).map((t) => t.id)).toEqual([1, 8, 17]);
  });

  it('carry the position only when the browser gave one', () => {
    expect(positionFields(null)).toEqual({});
    expect(positionFields({ latitude: 42.3, longitude: -83.04 })).toEqual({ latitude: '42.3', longitude: '-83.04' });
  });
});
