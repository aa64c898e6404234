import { READ_ONLY, SERVICE, type ResourceRoute } from '../services.js';

export const VEHICLES_ROUTES: Record<string, ResourceRoute> = {
  // Updates stay with staff until the vehicle screens bring their per-role edit rules.
  vehicles: { service: SERVICE.VEHICLES, access: { list: 'signed-in', read: 'signed-in', create: 'signed-in', update: 'staff', delete: 'staff' } },
  vehicles_register: { service: SERVICE.VEHICLES, access: READ_ONLY },
  vehicle_notes_open: { service: SERVICE.VEHICLES, access: { list: 'staff', read: 'staff', create: 'none', update: 'staff', delete: 'none' } },
};
