import type { ResourceAction, ServiceName } from './services.js';

/** NATS subjects follow `domain.entity.action`. */
export const SUBJECT = {
  resource: (service: ServiceName, action: ResourceAction) => `${service}.resource.${action}`,
  health: (service: ServiceName) => `${service}.health.check`,
  authenticate: 'identity.auth.authenticate',
  usersList: 'identity.users.list',
  usersRead: 'identity.users.read',
  nhtsaDecode: 'vehicles.nhtsa.decode',
  vehicleHistory: 'vehicles.history.list',
  vehicleImageRegister: 'vehicles.images.register',
  vehicleImageLocate: 'vehicles.images.locate',
  vehicleImageLocateAll: 'vehicles.images.locate-all',
  vehicleImageDelete: 'vehicles.images.delete',
  vehicleConformanceRead: 'vehicles.conformance.read',
  vehicleConformanceStart: 'vehicles.conformance.start',
  vehicleConformanceSave: 'vehicles.conformance.save',
} as const;
