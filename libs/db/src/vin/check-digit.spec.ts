import { describe, expect, it } from '@jest/globals';
import { isValidVin, vinCheckDigit, withCheckDigit } from './check-digit.js';
import { VIN_PATTERNS, buildVin } from './patterns.js';

describe('VIN check digit', () => {
  it('accepts known valid VINs', () => {
    for (const vin of ['1HGCM82633A004352', '5YJ3E1EA2JF000316', 'JHMCM56557C404453', '11111111111111111']) {
      expect(isValidVin(vin)).toBe(true);
    }
    expect(vinCheckDigit('1HGCM82633A004352')).toBe('3');
    expect(vinCheckDigit('5YJ3E1EA2JF000316')).toBe('2');
  });

  it('computes 2, not 7, for the Tesla VIN often quoted as 5YJ3E1EA7JF000316', () => {
    // 5*8 + Y8*7 + J1*6 + 3*5 + E5*4 + 1*3 + E5*2 + A1*10 + J1*9 + F6*8 + 0 + 0 + 0 + 3*4 + 1*3 + 6*2 = 244; 244 mod 11 = 2.
    expect(vinCheckDigit('5YJ3E1EA7JF000316')).toBe('2');
    expect(isValidVin('5YJ3E1EA7JF000316')).toBe(false);
  });

  it('rejects a VIN with one character changed', () => {
    const vin = '1HGCM82633A004352';
    for (let i = 0; i < 17; i += 1) {
      if (i === 8) continue;
      const replacement = vin[i] === '5' ? '6' : '5';
      const flipped = vin.slice(0, i) + replacement + vin.slice(i + 1);
      expect(isValidVin(flipped)).toBe(false);
    }
    expect(isValidVin('1HGCM82643A004352')).toBe(false);
    expect(isValidVin('5YJ3E1EA3JF000316')).toBe(false);
  });

  it('handles X and lower case, refuses bad input', () => {
    // Find a VIN whose check digit is X.
    let vin = '';
    for (let serial = 0; serial < 100; serial += 1) {
      const candidate = withCheckDigit(`1FTFW1EF0EF${String(serial).padStart(6, '0')}`);
      if (candidate[8] === 'X') {
        vin = candidate;
        break;
      }
    }
    expect(vin).toHaveLength(17);
    expect(isValidVin(vin)).toBe(true);
    expect(isValidVin(vin.toLowerCase())).toBe(true);
    expect(isValidVin('1HGCM82633A00435')).toBe(false);
    expect(isValidVin('1HGCM8263IA004352')).toBe(false);
    expect(() => vinCheckDigit('SHORT')).toThrow();
  });

  it('builds valid VINs from every demo pattern', () => {
    for (const pattern of VIN_PATTERNS) {
      const vin = buildVin(pattern, 123456);
      expect(vin).toHaveLength(17);
      expect(isValidVin(vin)).toBe(true);
      expect(vin.startsWith(pattern.prefix)).toBe(true);
    }
  });
});
