import { describe, expect, it } from '@jest/globals';
import { kmFromMiles, lbFromKg, milesFromKm, wholeDollars } from './index.js';

describe('vehicle unit conversions (document 3 §5)', () => {
  it('converts miles and kilometres with the spec factors, rounded to whole', () => {
    expect([kmFromMiles(850), kmFromMiles(1), kmFromMiles(12000)]).toEqual([1368, 2, 19312]);
    expect([milesFromKm(1368), milesFromKm(1), milesFromKm(100)]).toEqual([850, 1, 62]);
  });

  it('truncates kilograms times 2.20462 to pounds, without losing a whole pound to binary rounding', () => {
    expect([lbFromKg(1000), lbFromKg(1), lbFromKg(50000)]).toEqual([2204, 2, 110231]);
  });

  it('saves a dollar value as a whole number, and leaves anything else for the field check', () => {
    expect([wholeDollars(12345.67), wholeDollars('12345.67'), wholeDollars('$12,345.49'), wholeDollars('900')]).toEqual([12346, 12346, 12345, 900]);
    expect([wholeDollars('abc'), wholeDollars(''), wholeDollars(null)]).toEqual(['abc', '', null]);
  });
});
