/** The services behind the gateway; each is also its NATS queue group. */
export const SERVICE = {
  IDENTITY: 'identity',
  VEHICLES: 'vehicles',
  ADMIN: 'admin',
  LOADS: 'loads',
  INVOICING: 'invoicing',
  REPORTS: 'reports',
} as const;

export type ServiceName = (typeof SERVICE)[keyof typeof SERVICE];

/**
 * Which service answers the generic calls of each resource (document 1 §7.2). The gateway routes by this
 * table, so a resource that is not listed here is a 404 at the edge.
 */
export const RESOURCE_OWNER: Readonly<Record<string, ServiceName>> = {
  // identity
  web_users: SERVICE.IDENTITY,
  // vehicles
  vehicles: SERVICE.VEHICLES,
  vehicles_register: SERVICE.VEHICLES,
  vehicle_notes: SERVICE.VEHICLES,
  vehicle_notes_open: SERVICE.VEHICLES,
  // admin and lookups
  clients: SERVICE.ADMIN,
  clients_active: SERVICE.ADMIN,
  title_statuses: SERVICE.ADMIN,
  us_states: SERVICE.ADMIN,
};

export const RESOURCE_ACTIONS = ['list', 'read', 'create', 'update', 'delete'] as const;
export type ResourceAction = (typeof RESOURCE_ACTIONS)[number];
