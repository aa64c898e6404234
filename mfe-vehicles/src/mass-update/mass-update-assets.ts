import type { Filter, ListQuery } from '@portal/web-kit';

/** A vehicle in the Mass Update list, with what its row shows (document 2 §2). */
export interface MassAsset {
  vehicleid: number;
  vehiclevin: string;
  yr: number | null;
  make: string | null;
  model: string | null;
  titlestatusid: number | null;
  client_load_id: number | null;
  submitteddotdate: string | null;
  vaultreleasedate: string | null;
  bondreleasedate: string | null;
  title_status?: { statusid: number; statusname: string | null } | null;
  client?: { clientid: number; clientname: string | null } | null;
  client_load?: { id: number; name: string | null } | null;
}

const ROW_FIELDS: ListQuery = { with: ['title_status', 'client', 'client_load'], per_page: 25 };

/** Six characters are a Last6 (equality); anything else is part of a VIN, as in the top bar (document 1 §2.6). */
export function searchQuery(raw: string): ListQuery | null {
  const text = raw.trim().toUpperCase();
  if (text === '') return null;
  const filter: Filter = text.length === 6 ? { field: 'last6', op: 'eq', value: text } : { field: 'vehiclevin', op: 'like', value: text };
  return { ...ROW_FIELDS, filters: [filter] };
}

/** The listed vehicles read again after an update, so the rows show what was written. */
export function refreshQuery(ids: readonly number[]): ListQuery {
  return { ...ROW_FIELDS, per_page: Math.max(ids.length, 1), filters: [{ field: 'vehicleid', op: 'in', value: ids }] };
}

/** Adds the found vehicles after the ones listed, each once. */
export function addAssets(listed: readonly MassAsset[], found: readonly MassAsset[]): MassAsset[] {
  const ids = new Set(listed.map((a) => a.vehicleid));
  return [...listed, ...found.filter((a) => !ids.has(a.vehicleid))];
}
