/**
 * Vehicle unit conversions of document 3 §5 and §9, shared by the vehicles service (which decides what
 * is stored) and the screens (which show the same numbers while a person types).
 */

/** 1 mile = 1.60934 km. */
export const KM_PER_MILE = 1.60934;
/** 1 km = 0.621371 mile. */
export const MILES_PER_KM = 0.621371;
/** kg × 2.20462 = lb. */
export const LB_PER_KG = 2.20462;

/** Each weight in kilograms and the pounds it sets. */
export const VEHICLE_WEIGHT_FIELDS = [
  ['gvwr_kg', 'gvwr_lbs'],
  ['gawr_front_kg', 'gawr_front_lbs'],
  ['gawr_rear_kg', 'gawr_rear_lbs'],
] as const;

export const MILEAGE_CANNOT_BE_EMPTY = 'mileage cannot be empty';
/** Staff saving the photo screen's fields choose the vehicle's client first (document 3 §5). */
export const CLIENT_MUST_BE_SELECTED = 'client must be selected';

/** Products such as 50000 × 2.20462 land a hair below the whole number in binary; settle them first. */
function settle(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** Kilometres for a mileage, rounded to whole. */
export function kmFromMiles(miles: number): number {
  return Math.round(settle(miles * KM_PER_MILE));
}

/** Miles for kilometres, rounded to whole. */
export function milesFromKm(km: number): number {
  return Math.round(settle(km * MILES_PER_KM));
}

/** Pounds for kilograms: kg × 2.20462, truncated. */
export function lbFromKg(kg: number): number {
  return Math.trunc(settle(kg * LB_PER_KG));
}

/**
 * A dollar amount as the whole number it is saved as ("Value in dollars is saved as a whole number"):
 * rounded to the nearest dollar; `$` and thousands separators are ignored. Anything that is not an
 * amount comes back unchanged, for the field's own check to name.
 */
export function wholeDollars(value: unknown): unknown {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.replace(/[$,\s]/g, '') : null;
  if (text === null || text === '' || !/^-?\d+(\.\d+)?$/.test(text)) return value;
  return Math.round(Number(text));
}
