import { SERVICE_APPS, type ServiceName } from './registry/apps.js';

export type { ServiceName };

/**
 * The services behind the gateway by constant name (`SERVICE.VEHICLES`), derived from the registry so
 * that a service exists in one place only; each name is also its NATS queue group.
 */
export const SERVICE = Object.fromEntries(SERVICE_APPS.map((service) => [service.name.toUpperCase(), service.name])) as {
  readonly [S in ServiceName as Uppercase<S>]: S;
};

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
