import { LOOKUP, READ_ONLY, SERVICE, type ResourceRoute } from '../services.js';

export const VEHICLES_ROUTES: Record<string, ResourceRoute> = {
  // Every signed-in user updates its own vehicles; the service decides which fields each role may change.
  vehicles: { service: SERVICE.VEHICLES, access: { list: 'signed-in', read: 'signed-in', create: 'signed-in', update: 'signed-in', delete: 'staff' } },
  // Duplicate detection across the whole register: one exact VIN a question, never a row by id.
  vehicles_register: { service: SERVICE.VEHICLES, access: { list: 'signed-in', read: 'none', create: 'none', update: 'none', delete: 'none' } },
  // Notes on the caller's own vehicles; only staff mark them complete.
  vehicle_notes: { service: SERVICE.VEHICLES, access: { list: 'signed-in', read: 'signed-in', create: 'signed-in', update: 'staff', delete: 'none' } },
  // DOT timers are added by staff (document 3 §6); a vehicle's own timers come with it as dot_timers.
  vehicle_timers: { service: SERVICE.VEHICLES, access: { list: 'staff', read: 'staff', create: 'staff', update: 'none', delete: 'staff' } },
  // A vehicle's images and files: uploaded and deleted (softly) through /api/vehicles/{id}/images routes.
  vehicle_images: { service: SERVICE.VEHICLES, access: { list: 'signed-in', read: 'signed-in', create: 'none', update: 'signed-in', delete: 'none' } },
  vehicle_image_types: { service: SERVICE.VEHICLES, access: LOOKUP },
  // The Add Vehicle to Load dialog's search: the caller's own vehicles only.
  client_load_vehicles: { service: SERVICE.VEHICLES, access: READ_ONLY },
  // The FMVSS standards of the conformity document (document 3 §3); staff keep them.
  nhtsa_conformity_items: { service: SERVICE.VEHICLES, access: { ...LOOKUP, create: 'none', delete: 'none' } },
  vehicle_notes_open: { service: SERVICE.VEHICLES, access: { list: 'staff', read: 'staff', create: 'none', update: 'staff', delete: 'none' } },
};
