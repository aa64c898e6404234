import { LOOKUP, READ_ONLY, SERVICE, type ResourceRoute } from '../services.js';

export const ADMIN_ROUTES: Record<string, ResourceRoute> = {
  clients: { service: SERVICE.ADMIN, access: { list: 'signed-in', read: 'signed-in', create: 'staff', update: 'staff', delete: 'staff' } },
  clients_active: { service: SERVICE.ADMIN, access: READ_ONLY },
  title_statuses: { service: SERVICE.ADMIN, access: LOOKUP },
  us_states: { service: SERVICE.ADMIN, access: LOOKUP },
};
