import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { withCheckDigit } from '@portal/db';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { OfflineDecoder } from '../nhtsa/offline-decoder.js';
import { tpmsWarnings } from '../nhtsa/tpms-table.js';
import { checkVins, type DecodeVin } from './vehicle-check.js';
import { countryOfAssembly, dutyCheck } from './vin-origin.js';

// The repository's unpacked vPIC database, when `npm start` or a test portal made it; else the decoder unpacks its own.
const shared = join(process.cwd(), '..', '..', 'var', 'corgi', 'vpic.lite.db');
if (!process.env.CORGI_DATABASE_PATH && existsSync(shared)) process.env.CORGI_DATABASE_PATH = shared;

let decoder: OfflineDecoder;
let decode: DecodeVin;
const decoded: string[] = [];

const TPMS_ACCORD = '1HGCM82633A004352';
const MALIBU = withCheckDigit('1G1ZT538X6F109149');
const JAPAN_BUILT = withCheckDigit('JHMCM56557C404453');

beforeAll(async () => {
  decoder = await OfflineDecoder.open();
  decode = async (vin) => {
    decoded.push(vin);
    const d = await decoder.decode(vin);
    return { ...d, tpms: tpmsWarnings(d.make, d.model, d.modelyear) };
  };
});

afterAll(async () => {
  await decoder?.close?.();
});

describe('the public vehicle check', () => {
  it('flags a model the TPMS table names, clears one it does not, and gives the duty of where each was built', async () => {
    const rows = await checkVins([TPMS_ACCORD, MALIBU, JAPAN_BUILT], decode);
    expect(rows.map((r) => r.validVin)).toEqual([true, true, true]);
    expect(rows[0].tpmsCheck).toMatch(/^Possible non-compliant TPMS \(FMVSS 138\): HONDA Accord/);
    expect(rows[1].tpmsCheck).toBe('No TPMS concern');
    expect(rows.map((r) => r.gstCheck)).toEqual(['Built in United States (USMCA)', 'Built in United States (USMCA)', '25% duty: built in Japan']);
  });

  it('answers every line in order, repeats included, decoding each VIN once and an invalid one never', async () => {
    decoded.length = 0;
    const badDigit = `${MALIBU.slice(0, 8)}${MALIBU[8] === '0' ? '1' : '0'}${MALIBU.slice(9)}`;
    const rows = await checkVins([` ${MALIBU.toLowerCase()} `, MALIBU, badDigit, 'SHORT'], decode);
    expect(rows.map((r) => [r.vin, r.validVin])).toEqual([
      [MALIBU, true],
      [MALIBU, true],
      [badDigit, false],
      ['SHORT', false],
    ]);
    expect(rows[2]).toMatchObject({ tpmsCheck: 'Not checked: the VIN is not valid', gstCheck: 'Origin unknown: check the VIN' });
    expect(decoded).toEqual([MALIBU]);
  });
});

describe('where a VIN says a vehicle was built', () => {
  it('names the USMCA countries and the large exporters, and the region otherwise', () => {
    expect(['1', '4', '5', '2', '3A', '3X', 'J', 'KM', 'WB', 'ZF', 'VF', 'SA', '9B'].map((code) => countryOfAssembly(`${code}XXXXXXXXXXXXXXXX`))).toEqual([
      'United States',
      'United States',
      'United States',
      'Canada',
      'Mexico',
      'Central America',
      'Japan',
      'South Korea',
      'Germany',
      'Italy',
      'France',
      'United Kingdom',
      'South America',
    ]);
  });

  it('puts the 25% duty on vehicles built outside the USMCA countries only', () => {
    expect(dutyCheck('2T1BR32E76C123456', true)).toBe('Built in Canada (USMCA)');
    expect(dutyCheck('3VWFE21C04M000001', true)).toBe('Built in Mexico (USMCA)');
    expect(dutyCheck('WBA3A5C51CF256651', true)).toBe('25% duty: built in Germany');
    expect(dutyCheck('WBA3A5C51CF256651', false)).toBe('Origin unknown: check the VIN');
  });
});
