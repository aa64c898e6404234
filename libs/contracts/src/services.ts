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
