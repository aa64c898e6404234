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

export const RESOURCE_ACTIONS = ['list', 'read', 'create', 'update', 'delete'] as const;
export type ResourceAction = (typeof RESOURCE_ACTIONS)[number];

/** Who may call an action: staff only, any signed-in user (its rows limited to its clients), or nobody. */
export type Access = 'staff' | 'signed-in' | 'none';
export type ResourceAccess = Readonly<Record<ResourceAction, Access>>;

export const READ_ONLY: ResourceAccess = { list: 'signed-in', read: 'signed-in', create: 'none', update: 'none', delete: 'none' };
export const STAFF_ONLY: ResourceAccess = { list: 'staff', read: 'staff', create: 'staff', update: 'staff', delete: 'staff' };
export const STAFF_READ_ONLY: ResourceAccess = { list: 'staff', read: 'staff', create: 'none', update: 'none', delete: 'none' };
/** Lookups every screen reads, maintained by staff. */
export const LOOKUP: ResourceAccess = { list: 'signed-in', read: 'signed-in', create: 'staff', update: 'staff', delete: 'staff' };

export interface ResourceRoute {
  service: ServiceName;
  access: ResourceAccess;
}

/**
 * Every resource of the generic calls (document 1 §7.2): the service that answers it and who may call
 * each action. The gateway refuses by this table before forwarding; the owning service's definition
 * takes its access from here too, so the rule is written once and enforced twice.
 */
export const RESOURCE_ROUTES: Readonly<Record<string, ResourceRoute>> = {
  // identity
  web_users: { service: SERVICE.IDENTITY, access: STAFF_ONLY },
  // vehicles
  // Updates stay with staff until the vehicle screens bring their per-role edit rules.
  vehicles: { service: SERVICE.VEHICLES, access: { list: 'signed-in', read: 'signed-in', create: 'signed-in', update: 'staff', delete: 'staff' } },
  vehicles_register: { service: SERVICE.VEHICLES, access: READ_ONLY },
  vehicle_notes_open: { service: SERVICE.VEHICLES, access: { list: 'staff', read: 'staff', create: 'none', update: 'staff', delete: 'none' } },
  // admin lookups the first screens need
  clients: { service: SERVICE.ADMIN, access: { list: 'signed-in', read: 'signed-in', create: 'staff', update: 'staff', delete: 'staff' } },
  clients_active: { service: SERVICE.ADMIN, access: READ_ONLY },
  title_statuses: { service: SERVICE.ADMIN, access: LOOKUP },
  us_states: { service: SERVICE.ADMIN, access: LOOKUP },
};
