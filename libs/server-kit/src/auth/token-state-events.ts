import { SUBJECT, tokenStateSchema, type TokenState } from '@portal/contracts';
import { publishEvent, subscribeEvents, type EventConnection } from '../nats/events.js';

/** Tells every gateway that a user's sessions changed (a disabled, demoted or moved user, a new password). */
export function publishTokenState(nc: EventConnection, state: TokenState): void {
  publishEvent(nc, SUBJECT.tokenStateChanged, tokenStateSchema, state);
}

/** Hears every token state change: each gateway replica keeps its own cache and must hear every change. */
export function subscribeTokenStates(nc: EventConnection, onState: (state: TokenState) => void): () => void {
  return subscribeEvents(nc, SUBJECT.tokenStateChanged, tokenStateSchema, onState);
}
