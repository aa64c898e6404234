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

/**
 * The draft after one input changed, with the rules the service applies on save mirrored so the form
 * shows what will be stored: a new title-to client (or client, without a title-to) clears the agent,
 * who works for the previous one (document 3 §4).
 */
export function changeDraft(vehicle: Vehicle, draft: FormValues, name: string, value: unknown): FormValues {
  const next: FormValues = { ...draft, [name]: value };
  if ((name === 'purchaseclientid' || name === 'clientid') && agentOwner(vehicle, next) !== agentOwner(vehicle, draft)) {
    next.client_agent_id = agentOwner(vehicle, next) === agentOwner(vehicle) ? vehicle.client_agent_id ?? null : null;
  }
  return next;
}
