/**
 * Where a vehicle was built, from the first characters of its VIN (the world manufacturer identifier's
 * region and country codes, ISO 3779 / 49 CFR 565.15). Only the countries that decide the duty check are
 * named; every other code gives its region.
 */
const COUNTRIES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^[145]/, 'United States'],
  [/^2/, 'Canada'],
  [/^3[A-W]/, 'Mexico'],
  [/^J/, 'Japan'],
  [/^K[L-R]/, 'South Korea'],
  [/^L/, 'China'],
  [/^S[A-M]/, 'United Kingdom'],
  [/^V[F-R]/, 'France'],
  [/^V[S-W]/, 'Spain'],
  [/^W/, 'Germany'],
  [/^Y[S-W]/, 'Sweden'],
  [/^Z[A-R]/, 'Italy'],
];

const REGIONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^[A-H]/, 'Africa'],
  [/^[J-R]/, 'Asia'],
  [/^[S-Z]/, 'Europe'],
  [/^3/, 'Central America'],
  [/^[67]/, 'Oceania'],
  [/^[89]/, 'South America'],
];

/** The three USMCA countries, whose vehicles the 25% duty on imported vehicles does not apply to as a whole. */
const USMCA = new Set(['United States', 'Canada', 'Mexico']);

export function countryOfAssembly(vin: string): string | null {
  const code = vin.toUpperCase();
  for (const [pattern, name] of COUNTRIES) if (pattern.test(code)) return name;
  for (const [pattern, name] of REGIONS) if (pattern.test(code)) return name;
  return null;
}

/**
 * The duty check of a TPMS check row (document 3 §3 `gstCheck`): a vehicle built outside the USMCA
 * countries carries the 25% duty on imported passenger vehicles and light trucks; the screen
 * highlights every answer that contains "25%". An indication from the VIN for the person importing,
 * not a customs ruling.
 */
export function dutyCheck(vin: string, validVin: boolean): string {
  const country = validVin ? countryOfAssembly(vin) : null;
  if (!country) return 'Origin unknown: check the VIN';
  return USMCA.has(country) ? `Built in ${country} (USMCA)` : `25% duty: built in ${country}`;
}
