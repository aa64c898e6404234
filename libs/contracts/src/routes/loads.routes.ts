import { SERVICE, type ResourceRoute } from '../services.js';

const loads = (access: ResourceRoute['access']): ResourceRoute => ({ service: SERVICE.LOADS, access });

/**
 * Client loads, locations, drivers and transporters (document 2 §2, §7): every signed-in user lists,
 * reads, creates and edits its own client's records; staff see every client. A load is deleted through
 * `DELETE /api/client/client_loads/{id}` (only when empty), never by the generic delete; locations,
 * drivers and transporters are never deleted (loads and vehicles point at them).
 */
export const LOADS_ROUTES: Record<string, ResourceRoute> = {
  client_loads: loads({ list: 'signed-in', read: 'signed-in', create: 'signed-in', update: 'signed-in', delete: 'signed-in' }),
  client_locations: loads({ list: 'signed-in', read: 'signed-in', create: 'signed-in', update: 'signed-in', delete: 'none' }),
  client_drivers: loads({ list: 'signed-in', read: 'signed-in', create: 'signed-in', update: 'signed-in', delete: 'none' }),
  // The driver dropdown's rows (id, first_name, last_name, client_id).
  client_drivers_full: loads({ list: 'signed-in', read: 'signed-in', create: 'none', update: 'none', delete: 'none' }),
  client_transporters: loads({ list: 'signed-in', read: 'signed-in', create: 'signed-in', update: 'signed-in', delete: 'none' }),
};
