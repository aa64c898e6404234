import { describe, expect, it } from '@jest/globals';
import { vinsOfText } from './ivr.js';

describe('the VINs of a pasted list', () => {
  it('splits at anything not a letter or digit, in capitals, each VIN once, in order', () => {
    expect(vinsOfText(' 1hgcm82633a004352\n2T1BU4EE9DC123456, 1HGCM82633A004352;\t\n')).toEqual(['1HGCM82633A004352', '2T1BU4EE9DC123456']);
    expect(vinsOfText('  \n ')).toEqual([]);
  });
});
