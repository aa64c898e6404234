import type { ResourceAction, ServiceName } from './services.js';

/** NATS subjects follow `domain.entity.action`. Custom calls take theirs from their catalog entry (`catalog/`). */
export const SUBJECT = {
  resource: (service: ServiceName, action: ResourceAction) => `${service}.resource.${action}`,
  health: (service: ServiceName) => `${service}.health.check`,
  /** The account a login names, as the key the gateway counts sign-in attempts under. */
  signInAccount: 'identity.auth.account',
  /** A user's current token version and active flag (the gateway's check of each access token). */
  tokenState: 'identity.users.token-state',
  /** Published (plain subject, no queue group: every gateway hears it) when a user's token version changes. */
  // Events are published by their service and read by every gateway; they live apart from request subjects.
  tokenStateChanged: 'events.identity.token-state-changed',
  /** Published by the vehicles service after vehicles were written; every gateway forwards it to the screens watching. */
  vehiclesChanged: 'events.vehicles.changed',
  /** Published by the loads service when what the bay holds for a load changed; every gateway forwards it to the load's open pages. */
  loadBayChanged: 'events.loads.bay-changed',
} as const;
