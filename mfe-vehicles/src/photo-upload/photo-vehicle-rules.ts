import { LOAD_TEXT, LOAD_TYPE } from '@portal/contracts/constants';
import { CLIENT_MUST_BE_SELECTED, MILEAGE_CANNOT_BE_EMPTY, kmFromMiles, lbFromKg, milesFromKm, wholeDollars } from '@portal/contracts/vehicle-units';
import type { Vehicle } from '../vehicle-shared/vehicle.js';

/**
 * The photo screen's editable vehicle fields (document 3 §2.4, §5) as the inputs hold them: text, with
 * '' for nothing. `clientid` is the staff's client choice; client users keep their vehicle's client.
 */
export interface PhotoFieldsDraft {
  clientid: string;
  mileage: string;
  cs_km: string;
  client_load_id: string;
  has_recall: string;
  transit_number: string;
  client_driver_id: string;
  manufacturer: string;
  manufacture_date: string;
  vehicletype: string;
  gvwr_kg: string;
  gawr_front_kg: string;
  gawr_rear_kg: string;
  value_us_dollars: string;
}

export type PhotoField = keyof PhotoFieldsDraft;

/** The load a vehicle is in, as far as the screen needs it: single loads take a transit number and a driver. */
export interface PhotoLoad {
  id: number;
  name: string;
  load_type: string;
  client_id?: number | null;
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
/** Link columns use 0 for "none" in older rows (document 2 §4). */
const link = (value: unknown): string => (value === null || value === undefined || Number(value) === 0 ? '' : String(value));

/** The inputs as the stored vehicle fills them. */
export function photoDraftOf(vehicle: Vehicle): PhotoFieldsDraft {
  return {
    clientid: link(vehicle.clientid),
    mileage: text(vehicle.mileage),
    cs_km: text(vehicle.cs_km),
    client_load_id: link(vehicle.client_load_id),
    has_recall: vehicle.has_recall === 0 || vehicle.has_recall === 1 ? String(vehicle.has_recall) : '',
    transit_number: text(vehicle.transit_number),
    client_driver_id: link(vehicle.client_driver_id),
    manufacturer: text(vehicle.manufacturer),
    manufacture_date: text(vehicle.manufacture_date).slice(0, 10),
    vehicletype: text(vehicle.vehicletype),
    gvwr_kg: text(vehicle.gvwr_kg),
    gawr_front_kg: text(vehicle.gawr_front_kg),
    gawr_rear_kg: text(vehicle.gawr_rear_kg),
    value_us_dollars: text(vehicle.value_us_dollars),
  };
}

/** A whole number as typed; null for nothing typed, undefined while it is not a whole number. */
function whole(typed: string): number | null | undefined {
  const trimmed = typed.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : undefined;
}

/**
 * The inputs after one changed. Mileage and kilometres follow each other as they are typed (1 mile =
 * 1.60934 km, 1 km = 0.621371 miles, rounded to whole); another client empties the load, whose loads
 * and drivers are the previous client's.
 */
export function changePhotoField(draft: PhotoFieldsDraft, field: PhotoField, value: string): PhotoFieldsDraft {
  const next = { ...draft, [field]: value };
  if (field === 'mileage' || field === 'cs_km') {
    const n = whole(value);
    const other = field === 'mileage' ? 'cs_km' : 'mileage';
    if (n === null) next[other] = '';
    else if (n !== undefined) next[other] = String(field === 'mileage' ? kmFromMiles(n) : milesFromKm(n));
  }
  if (field === 'clientid' && value !== draft.clientid) Object.assign(next, { client_load_id: '', transit_number: '', client_driver_id: '' });
  return next;
}

/** The pounds a weight in kilograms is saved with (kg × 2.20462, truncated), '' while there is none. */
export function poundsText(kg: string): string {
  const n = whole(kg);
  return n === null || n === undefined ? '' : String(lbFromKg(n));
}

/** What stops a save (document 3 §5), by field: mileage and kilometres required, mileage at least 1, staff choose a client. */
export function photoFieldProblems(draft: PhotoFieldsDraft, admin: boolean): Partial<Record<PhotoField, string>> {
  const problems: Partial<Record<PhotoField, string>> = {};
  const miles = whole(draft.mileage);
  const km = whole(draft.cs_km);
  if (miles === null || miles === undefined || miles < 1) problems.mileage = MILEAGE_CANNOT_BE_EMPTY;
  // Kilometres follow the mileage, so the spec's one text covers both.
  if (km === null || km === undefined) problems.cs_km = MILEAGE_CANNOT_BE_EMPTY;
  if (admin && draft.clientid === '') problems.clientid = CLIENT_MUST_BE_SELECTED;
  for (const field of ['gvwr_kg', 'gawr_front_kg', 'gawr_rear_kg'] as const) {
    if (whole(draft[field]) === undefined) problems[field] = 'must be a whole number of kilograms';
  }
  if (draft.value_us_dollars.trim() !== '' && typeof wholeDollars(draft.value_us_dollars) !== 'number')
    problems.value_us_dollars = 'must be an amount in dollars';
  return problems;
}

/** Transit number and driver belong to single loads only (document 3 §2.4). */
export function takesTransitAndDriver(load: PhotoLoad | null | undefined): boolean {
  return load?.load_type === LOAD_TYPE.SINGLE;
}

/** Has recall is 0 or 1; anything else is saved as null (document 3 §5, §9). */
export function hasRecallValue(typed: string): 0 | 1 | null {
  return typed === '0' ? 0 : typed === '1' ? 1 : null;
}

const numberOrNull = (typed: string): number | null => (typed.trim() === '' ? null : Number(typed.trim()));
const textOrNull = (typed: string): string | null => (typed.trim() === '' ? null : typed.trim());

/** Each input as the vehicle stores it. */
function stored(draft: PhotoFieldsDraft, field: PhotoField): unknown {
  switch (field) {
    case 'has_recall':
      return hasRecallValue(draft.has_recall);
    case 'value_us_dollars':
      return draft.value_us_dollars.trim() === '' ? null : wholeDollars(draft.value_us_dollars);
    case 'manufacturer':
    case 'manufacture_date':
    case 'vehicletype':
    case 'transit_number':
      return textOrNull(draft[field]);
    default:
      return numberOrNull(draft[field]);
  }
}

/**
 * The update the Save Mileage and Load button sends: the fields that differ from the stored vehicle,
 * as it stores them. Kilograms go with the pounds they set (the service checks they agree); a load that
 * is not single drops the transit number and driver; only staff send a client.
 */
export function photoFieldsBody(vehicle: Vehicle, draft: PhotoFieldsDraft, admin: boolean, load: PhotoLoad | null): Record<string, unknown> {
  const before = photoDraftOf(vehicle);
  const after: PhotoFieldsDraft = takesTransitAndDriver(load) ? draft : { ...draft, transit_number: '', client_driver_id: '' };
  const body: Record<string, unknown> = {};
  for (const field of Object.keys(after) as PhotoField[]) {
    if (field === 'clientid' && !admin) continue;
    const value = stored(after, field);
    if (value !== stored(before, field)) body[field] = value;
  }
  for (const [kg, lbs] of [
    ['gvwr_kg', 'gvwr_lbs'],
    ['gawr_front_kg', 'gawr_front_lbs'],
    ['gawr_rear_kg', 'gawr_rear_lbs'],
  ] as const) {
    if (kg in body) body[lbs] = body[kg] === null ? null : lbFromKg(body[kg] as number);
  }
  return body;
}

/**
 * Why the RI Label button is disabled, or null when it may be used. Staff are not held back; anyone else
 * needs the mileage and the load saved and unchanged since (document 3 §5).
 */
export function riLabelBlocked(vehicle: Vehicle, draft: PhotoFieldsDraft, admin: boolean): string | null {
  if (admin) return null;
  const saved = photoDraftOf(vehicle);
  if (!(Number(vehicle.mileage) >= 1) || saved.client_load_id === '') return 'Save the mileage and load first';
  const changed = (['mileage', 'cs_km', 'client_load_id'] as const).some((field) => draft[field] !== saved[field]);
  return changed ? 'Save the mileage and load first' : null;
}

/** Quick add and Create Single Load are for a vehicle without a load (document 3 §5). */
export function loadButtonsDisabled(draft: PhotoFieldsDraft): boolean {
  return draft.client_load_id !== '';
}

/** A single load needs its number before it is asked for (document 3 §5); a blank quick-add number is ignored. */
export function newLoadProblem(name: string, single: boolean): string | null {
  return single && name.trim() === '' ? LOAD_TEXT.LOAD_NUMBER_REQUIRED : null;
}

/** What the quick add answered (document 3 §5), as the screen acts on it. */
export interface QuickAddAnswer {
  outcome: 'ignored' | 'selected' | 'ambiguous' | 'created';
  message: string | null;
  load: PhotoLoad | null;
}

export type QuickAddEffect = { load: PhotoLoad | null; alert: { intent: 'success' | 'warning' | 'info'; text: string } | null };

/** One load of that number is selected with the service's message, several only told, a new one selected. */
export function quickAddEffect(answer: QuickAddAnswer): QuickAddEffect {
  switch (answer.outcome) {
    case 'selected':
      return { load: answer.load, alert: { intent: 'info', text: answer.message ?? LOAD_TEXT.LOAD_ALREADY_EXISTS } };
    case 'ambiguous':
      return { load: null, alert: { intent: 'warning', text: answer.message ?? LOAD_TEXT.MORE_THAN_ONE_LOAD } };
    case 'created':
      return { load: answer.load, alert: answer.load ? { intent: 'success', text: `Load ${answer.load.name} created` } : null };
    default:
      return { load: null, alert: null };
  }
}

/** The chosen load among those the screen knows (one just added, the vehicle's own, the listed), or null. */
export function chosenLoad(id: string, known: ReadonlyArray<PhotoLoad | null | undefined>): PhotoLoad | null {
  if (id === '') return null;
  return known.find((load) => load && String(load.id) === id) ?? null;
}
