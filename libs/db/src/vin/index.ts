export { vinCheckDigit, isValidVin, withCheckDigit, vinCharValue, VIN_WEIGHTS } from './check-digit.js';
export { VIN_PATTERNS, buildVin, patternConstantSum, conformityClass, type VinPattern, type VinVehicleType } from './patterns.js';
