import { kmFromMiles, lbFromKg, milesFromKm, VEHICLE_WEIGHT_FIELDS } from '@portal/contracts/vehicle-units';
import type { FormValues } from '@portal/web-kit';
import type { Vehicle } from '../vehicle-shared/vehicle.js';

const empty = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

/** The value a field will have once the draft is saved. */
function current(vehicle: Vehicle, draft: FormValues, field: string): unknown {
  return field in draft ? draft[field] : vehicle[field];
}

/** Whose agents the Client Agent choice offers: the title-to client, or the client while there is none (as the service rules). */
export function agentOwner(vehicle: Vehicle, draft: FormValues = {}): number | null {
  const titleTo = current(vehicle, draft, 'purchaseclientid');
  const owner = empty(titleTo) ? current(vehicle, draft, 'clientid') : titleTo;
  return empty(owner) ? null : Number(owner);
}

/** A whole number typed in an input, null when it is empty, undefined when it is not a number yet. */
function typedWhole(value: unknown): number | null | undefined {
  if (value === null || value === undefined || String(value).trim() === '') return null;
  const text = String(value).trim();
  return /^\d+$/.test(text) ? Number(text) : undefined;
}

/** Sets `target` from what was typed in the driving field; leaves it alone while the text is not a number. */
function derive(next: FormValues, target: string, typed: unknown, convert: (n: number) => number): void {
  const n = typedWhole(typed);
  if (n !== undefined) next[target] = n === null ? null : convert(n);
}

const POUNDS_OF = new Map<string, string>(VEHICLE_WEIGHT_FIELDS.map(([kg, lbs]) => [kg, lbs]));

/**
 * The draft after one input changed, with the rules the service applies on save mirrored so the form
 * shows what will be stored: mileage and kilometres follow each other and kilograms set the pounds
 * (document 3 §5); a new title-to client (or client, without a title-to) clears the agent, who works
 * for the previous one (document 3 §4).
 */
export function changeDraft(vehicle: Vehicle, draft: FormValues, name: string, value: unknown): FormValues {
  const next: FormValues = { ...draft, [name]: value };
  if (name === 'mileage') derive(next, 'cs_km', value, kmFromMiles);
  if (name === 'cs_km') derive(next, 'mileage', value, milesFromKm);
  const pounds = POUNDS_OF.get(name);
  if (pounds) derive(next, pounds, value, lbFromKg);
  if ((name === 'purchaseclientid' || name === 'clientid') && agentOwner(vehicle, next) !== agentOwner(vehicle, draft)) {
    next.client_agent_id = agentOwner(vehicle, next) === agentOwner(vehicle) ? (vehicle.client_agent_id ?? null) : null;
  }
  return next;
}
