import { LOOKUP, READ_ONLY, SERVICE, STAFF_ONLY, STAFF_READ_ONLY, type ResourceRoute } from '../services.js';

const admin = (access: ResourceRoute['access']): ResourceRoute => ({ service: SERVICE.ADMIN, access });

/**
 * Admin area (document 1 §2.8-2.11, §7.3). Everything is staff-only, except the lookups every screen
 * needs (clients, states, statuses, application types, auctions and the other reference lists), which
 * every signed-in user reads and only staff change.
 */
export const ADMIN_ROUTES: Record<string, ResourceRoute> = {
  clients: admin(LOOKUP),
  clients_active: admin(READ_ONLY),
  clients_active_ri: admin(READ_ONLY),
  client_notes: admin(STAFF_ONLY),
  client_agents: admin(LOOKUP),
  client_defaults: admin(STAFF_ONLY),
  rack_rates: admin(STAFF_ONLY),
  rack_rate_overrides: admin(STAFF_ONLY),
  rack_rate_title_app_types: admin(STAFF_ONLY),
  title_statuses: admin(LOOKUP),
  title_application_types: admin(LOOKUP),
  title_application_type_costs: admin(STAFF_ONLY),
  title_rack_rates: admin(STAFF_READ_ONLY),
  auctions: admin(LOOKUP),
  us_states: admin(LOOKUP),
  client_types: admin(LOOKUP),
  payment_types: admin(LOOKUP),
  vehicle_charge_types: admin(LOOKUP),
  vehicle_statuses: admin(LOOKUP),
  pdf_forms: admin(STAFF_ONLY),
  pdf_form_fields: admin(STAFF_ONLY),
  history_items: admin(STAFF_READ_ONLY),
};
