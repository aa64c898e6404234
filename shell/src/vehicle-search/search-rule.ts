import { ownClientId, ROLE_ADMIN, roleId, type Filter, type ListEnvelope, type ListQuery, type Session } from '@portal/web-kit';

/** Only two vehicles are fetched: enough to tell "one" from "several" (document 1 §2.6). */
export const SEARCH_PAGE_SIZE = 2;
export const LAST6_LENGTH = 6;
export const VIN_LENGTH = 17;

export function normaliseSearch(input: string): string {
  return input.trim().toUpperCase();
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
  return { per_page: SEARCH_PAGE_SIZE, page: 1, filters };
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
