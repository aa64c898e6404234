// VIN check digit (49 CFR 565.15): position 9 of a 17-character VIN.

/** Position weights 1..17 (position 9, the check digit itself, weighs 0). */
export const VIN_WEIGHTS: readonly number[] = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

const LETTER_VALUES: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};

/** The transliterated value of one VIN character, or undefined for a character a VIN cannot hold (I, O, Q, ...). */
export function vinCharValue(char: string): number | undefined {
  if (char >= '0' && char <= '9' && char.length === 1) return char.charCodeAt(0) - 48;
  return LETTER_VALUES[char];
}

/**
 * The check digit ('0'-'9' or 'X') a 17-character VIN must carry in position 9; the character
 * currently in position 9 is ignored. Throws on a wrong length or a character a VIN cannot hold.
 */
export function vinCheckDigit(vin: string): string {
  const v = vin.toUpperCase();
  if (v.length !== 17) throw new Error(`A VIN has 17 characters, got ${v.length}`);
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    if (i === 8) continue;
    const value = vinCharValue(v[i]!);
    if (value === undefined) throw new Error(`Invalid VIN character '${v[i]}' at position ${i + 1}`);
    sum += value * VIN_WEIGHTS[i]!;
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** True when `vin` has 17 valid characters and a correct check digit. */
export function isValidVin(vin: string): boolean {
  if (typeof vin !== 'string' || !/^[A-HJ-NPR-Z0-9]{17}$/i.test(vin)) return false;
  return vinCheckDigit(vin) === vin[8]!.toUpperCase();
}

/** `vin` with its position 9 replaced by the correct check digit. */
export function withCheckDigit(vin: string): string {
  const v = vin.toUpperCase();
  return v.slice(0, 8) + vinCheckDigit(v) + v.slice(9);
}
