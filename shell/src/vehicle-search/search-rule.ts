import { LAST6_LENGTH, VEHICLE_SEARCH_PAGE_SIZE, VIN_LENGTH } from '@portal/contracts/constants';
import { ownClientId, ROLE_ADMIN, roleId, type Filter, type ListEnvelope, type ListQuery, type Session } from '@portal/web-kit';

export { VIN_LENGTH };

export function normaliseSearch(input: string): string {
  return input.trim().toUpperCase();
}

const VIN_CHARACTERS = /^[A-Z0-9]+$/;

/**
 * Why the input cannot find a vehicle, or null when it can be searched. The search compares it with
 * a VIN (like) or a VIN's last 6 (equality), and a VIN holds only letters and digits: anything else
 * can match nothing, and a person deserves to know it was the input, not the register.
 */
export function unsearchableReason(input: string): string | null {
  const text = normaliseSearch(input);
  if (!text || VIN_CHARACTERS.test(text)) return null;
  const what = `Type the last ${LAST6_LENGTH} characters of the VIN, or the VIN or part of it (up to ${VIN_LENGTH} characters).`;
  return `"${text}" cannot be searched: a VIN has only letters and digits. ${what}`;
}

/**
 * Six characters search `last6` for equality, anything else `vehiclevin` with like; a role below
 * staff is also restricted to its own client. Null for an empty input.
 */
export function vehicleSearchQuery(input: string, session: Pick<Session, 'user' | 'webUser'>): ListQuery | null {
  const text = normaliseSearch(input);
  if (!text) return null;
  const filters: Filter[] = [text.length === LAST6_LENGTH ? { field: 'last6', op: 'eq', value: text } : { field: 'vehiclevin', op: 'like', value: text }];
  const role = roleId({ ...session, accessToken: null });
  if (role !== undefined && role < ROLE_ADMIN) filters.push({ field: 'clientid', op: 'eq', value: ownClientId({ ...session, accessToken: null }) });
  return { per_page: VEHICLE_SEARCH_PAGE_SIZE, page: 1, filters };
}

export type SearchOutcome = { kind: 'open'; url: string } | { kind: 'none' };

interface FoundVehicle {
  vehicleid?: number | string;
  id?: number | string;
}

/** One hit opens the vehicle; several open the list filtered by the input; none is reported. */
export function searchOutcome(input: string, found: ListEnvelope<FoundVehicle>): SearchOutcome {
  const hits = found.data.length;
  if (hits === 0) return { kind: 'none' };
  if (hits === 1) {
    const id = found.data[0].vehicleid ?? found.data[0].id;
    return { kind: 'open', url: `/vehicles/${encodeURIComponent(String(id))}` };
  }
  return { kind: 'open', url: `/vehicles?vin=${encodeURIComponent(normaliseSearch(input))}` };
}
