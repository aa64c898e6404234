// Real VIN patterns (WMI + VDS, model-year code, plant code) of common vehicles, used to make
// decodable demo and scale VINs: prefix (positions 1-8) + check digit + year + plant + 6-digit serial.
import { VIN_WEIGHTS, vinCharValue, withCheckDigit } from './check-digit.js';

export type VinVehicleType = 'PASSENGER CAR' | 'MULTIPURPOSE PASSENGER VEHICLE (MPV)' | 'TRUCK';

export interface VinPattern {
  /** Positions 1-8: WMI and vehicle descriptor section. */
  prefix: string;
  /** Position 10: model-year code. */
  yearCode: string;
  /** Position 11: plant code. */
  plant: string;
  yr: number;
  make: string;
  model: string;
  series: string | null;
  vehicletype: VinVehicleType;
  manufacturer: string;
  /** Gross vehicle weight rating, lbs (above 10 000 is a heavy truck). */
  gvwrLbs: number;
}

const p = (
  prefix: string,
  yearCode: string,
  plant: string,
  yr: number,
  make: string,
  model: string,
  series: string | null,
  vehicletype: VinVehicleType,
  manufacturer: string,
  gvwrLbs: number,
): VinPattern => ({ prefix, yearCode, plant, yr, make, model, series, vehicletype, manufacturer, gvwrLbs });

const CAR: VinVehicleType = 'PASSENGER CAR';
const MPV: VinVehicleType = 'MULTIPURPOSE PASSENGER VEHICLE (MPV)';
const TRUCK: VinVehicleType = 'TRUCK';

export const VIN_PATTERNS: readonly VinPattern[] = [
  p('1HGCM826', '3', 'A', 2003, 'HONDA', 'Accord', 'EX', CAR, 'AMERICAN HONDA MOTOR CO., INC.', 4220),
  p('4T1BE46K', '7', 'U', 2007, 'TOYOTA', 'Camry', 'LE', CAR, 'TOYOTA MOTOR MANUFACTURING, KENTUCKY, INC.', 4400),
  p('1FTFW1EF', 'E', 'F', 2014, 'FORD', 'F-150', 'XLT SuperCrew', TRUCK, 'FORD MOTOR COMPANY', 7000),
  p('3GCUYDED', 'K', 'G', 2019, 'CHEVROLET', 'Silverado 1500', 'LT', TRUCK, 'GENERAL MOTORS LLC', 7100),
  p('1C6SRFFT', 'K', 'N', 2019, 'RAM', '1500', 'Big Horn', TRUCK, 'FCA US LLC', 6900),
  p('5YJ3E1EA', 'J', 'F', 2018, 'TESLA', 'Model 3', 'Long Range', CAR, 'TESLA, INC.', 4960),
  p('4S4BSANC', 'F', '3', 2015, 'SUBARU', 'Outback', '2.5i Premium', MPV, 'SUBARU OF INDIANA AUTOMOTIVE, INC.', 4750),
  p('5NPD84LF', 'H', 'H', 2017, 'HYUNDAI', 'Elantra', 'SE', CAR, 'HYUNDAI MOTOR MANUFACTURING ALABAMA, LLC', 3990),
  p('1N4AL3AP', 'G', 'C', 2016, 'NISSAN', 'Altima', '2.5 S', CAR, 'NISSAN NORTH AMERICA, INC.', 4270),
  p('1C4RJFAG', 'E', 'C', 2014, 'JEEP', 'Grand Cherokee', 'Laredo', MPV, 'CHRYSLER GROUP LLC', 6050),
  p('1C4HJXDG', 'J', 'W', 2018, 'JEEP', 'Wrangler Unlimited', 'Sport', MPV, 'FCA US LLC', 5700),
  p('19XFC2F5', 'G', 'E', 2016, 'HONDA', 'Civic', 'LX', CAR, 'HONDA MANUFACTURING OF INDIANA, LLC', 3900),
  p('2HKRW2H5', 'H', 'H', 2017, 'HONDA', 'CR-V', 'EX', MPV, 'HONDA OF CANADA MFG., INC.', 4600),
  p('2T3P1RFV', 'K', 'W', 2019, 'TOYOTA', 'RAV4', 'XLE', MPV, 'TOYOTA MOTOR MANUFACTURING CANADA', 4760),
  p('2T1BURHE', 'E', 'C', 2014, 'TOYOTA', 'Corolla', 'LE', CAR, 'TOYOTA MOTOR MANUFACTURING CANADA', 3880),
  p('1FMCU0GD', 'H', 'U', 2017, 'FORD', 'Escape', 'SE', MPV, 'FORD MOTOR COMPANY', 4680),
  p('2GNAXJEV', 'J', '6', 2018, 'CHEVROLET', 'Equinox', 'LT', MPV, 'CAMI AUTOMOTIVE, INC.', 4740),
  p('3GTU9DED', 'K', 'G', 2019, 'GMC', 'Sierra 1500', 'SLT', TRUCK, 'GENERAL MOTORS LLC', 7200),
  p('2C4RDGCG', 'H', 'R', 2017, 'DODGE', 'Grand Caravan', 'SXT', MPV, 'FCA CANADA INC.', 6050),
  p('1FA6P8TH', 'G', '5', 2016, 'FORD', 'Mustang', 'EcoBoost', CAR, 'FORD MOTOR COMPANY', 4560),
  p('3VWD17AJ', 'F', 'M', 2015, 'VOLKSWAGEN', 'Jetta', 'SE', CAR, 'VOLKSWAGEN DE MEXICO SA DE CV', 4120),
  p('5XYPGDA3', 'G', 'G', 2016, 'KIA', 'Sorento', 'LX', MPV, 'KIA MOTORS MANUFACTURING GEORGIA, INC.', 5070),
  p('JM3KE4CY', 'G', '0', 2016, 'MAZDA', 'CX-5', 'Touring', MPV, 'MAZDA MOTOR CORPORATION', 4540),
  p('1G1ZE5ST', 'G', 'F', 2016, 'CHEVROLET', 'Malibu', 'LT', CAR, 'GENERAL MOTORS LLC', 4150),
  p('1FT7W2BT', 'H', 'E', 2017, 'FORD', 'F-250 Super Duty', 'XLT Crew Cab', TRUCK, 'FORD MOTOR COMPANY', 10700),
];

/** The VIN of `pattern` with the given serial (0..999999) and its check digit. */
export function buildVin(pattern: VinPattern, serial: number): string {
  if (!Number.isInteger(serial) || serial < 0 || serial > 999_999) throw new Error(`VIN serial out of range: ${serial}`);
  return withCheckDigit(`${pattern.prefix}0${pattern.yearCode}${pattern.plant}${String(serial).padStart(6, '0')}`);
}

/**
 * The weighted sum of positions 1-8, 10 and 11 of a pattern: with the serial digits d12..d17 the
 * check digit is (constantSum + 7*d12 + 6*d13 + 5*d14 + 4*d15 + 3*d16 + 2*d17) mod 11 (10 = X).
 * Lets SQL compute check digits without a function.
 */
export function patternConstantSum(pattern: VinPattern): number {
  const fixed = `${pattern.prefix}0${pattern.yearCode}${pattern.plant}`;
  let sum = 0;
  for (let i = 0; i < fixed.length; i += 1) sum += vinCharValue(fixed[i]!)! * VIN_WEIGHTS[i]!;
  return sum;
}

/** 'car' | 'truck' | 'truck_heavy' as the conformity forms classify vehicles. */
export function conformityClass(pattern: VinPattern): 'car' | 'truck' | 'truck_heavy' {
  if (pattern.gvwrLbs > 10_000) return 'truck_heavy';
  return pattern.vehicletype === 'TRUCK' ? 'truck' : 'car';
}
