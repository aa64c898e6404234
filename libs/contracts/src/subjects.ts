import type { ResourceAction, ServiceName } from './services.js';

/** NATS subjects follow `domain.entity.action`. Custom calls take theirs from their catalog entry (`catalog/`). */
export const SUBJECT = {
  resource: (service: ServiceName, action: ResourceAction) => `${service}.resource.${action}`,
  health: (service: ServiceName) => `${service}.health.check`,
  authenticate: 'identity.auth.authenticate',
  usersList: 'identity.users.list',
  usersRead: 'identity.users.read',
} as const;
