import { describe, expect, it } from '@jest/globals';
import { vinsFromRows, vinsFromText } from './vins-from-form.js';

const A = '1HGCM82633A004352';
const B = '2T1BR32E76C123456';

describe('the VINs of a vehicle check', () => {
  it('splits pasted text on spaces, lines, commas and semicolons', () => {
    expect(vinsFromText(` ${A}\n${B},x;;\t`)).toEqual([A, B, 'x']);
    expect(vinsFromText('  \n ')).toEqual([]);
  });

  it('reads the column headed VIN, under its header, keeping mistyped cells', () => {
    expect(
      vinsFromRows([
        ['Stock', 'VIN #', 'Colour'],
        ['1', A, 'red'],
        ['2', 'not-a-vin', 'blue'],
        ['3', '', ''],
      ]),
    ).toEqual([A, 'not-a-vin']);
  });

  it('without a VIN header, takes the first column holding a VIN, and its first row only when it is one', () => {
    expect(vinsFromRows([[A], [B]])).toEqual([A, B]);
    expect(
      vinsFromRows([
        ['Lot', 'Serial'],
        ['7', A],
      ]),
    ).toEqual([A]);
  });

  it('refuses a sheet without any VIN column', () => {
    expect(() => vinsFromRows([['Lot'], ['7']])).toThrow(/no VIN column/);
  });
});
