import { SERVICE, type ResourceAccess, type ResourceRoute } from '../services.js';

const LIST_STAFF: ResourceAccess = { list: 'staff', read: 'none', create: 'none', update: 'none', delete: 'none' };
const LIST_SIGNED_IN: ResourceAccess = { list: 'signed-in', read: 'none', create: 'none', update: 'none', delete: 'none' };
const reports = (access: ResourceAccess): ResourceRoute => ({ service: SERVICE.REPORTS, access });

/**
 * The report lists (document 2 §7, document 3 §7): read-only views of the vehicles, each with the fixed
 * condition of its report, listed (and exported as CSV) but never read one by one nor written. The
 * client's own reports (pending titles, the dashboard's drill-downs and RI deadlines) are open to client
 * users, scoped to their clients; the staff reports answer 403 to anyone else.
 */
export const REPORTS_ROUTES: Record<string, ResourceRoute> = {
  vehicles_pending_titles: reports(LIST_SIGNED_IN),
  vehicles_drill: reports(LIST_SIGNED_IN),
  vehicles_ri_deadlines: reports(LIST_SIGNED_IN),
  vehicles_vault_vs_bond: reports(LIST_STAFF),
  vehicles_titles_pending: reports(LIST_STAFF),
  vehicles_pending_dot: reports(LIST_STAFF),
  vehicles_pending_bmv: reports(LIST_STAFF),
  vehicles_titles_sent: reports(LIST_STAFF),
  vehicles_unbilled: reports(LIST_STAFF),
  vehicles_dot_outstanding: reports(LIST_STAFF),
  vehicles_needs_applied: reports(LIST_STAFF),
  vehicles_problems: reports(LIST_SIGNED_IN),
  vehicles_ri_status: reports(LIST_SIGNED_IN),
  client_open_vehicles: reports(LIST_SIGNED_IN),
  vehicles_dot_submitted: reports(LIST_STAFF),
  vehicles_ri_dot_status: reports(LIST_STAFF),
  vehicles_customs_submitted: reports(LIST_STAFF),
  vehicles_transport_poc: reports(LIST_STAFF),
};
