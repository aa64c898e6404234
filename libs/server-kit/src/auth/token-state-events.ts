import { connect, type NatsConnection } from '@nats-io/transport-node';
import { SUBJECT, tokenStateSchema, type TokenState } from '@portal/contracts';
import { readNatsSettings, type NatsConnectionSettings } from '../config/env.js';
import { natsConnectionOptions } from '../nats/connection-options.js';

/** The part of a NATS connection the events need (the gateway's and identity's connections, or a test double). */
export type EventConnection = Pick<NatsConnection, 'publish' | 'subscribe'>;

/** Tells every gateway that a user's sessions changed (a disabled, demoted or moved user, a new password). */
export function publishTokenState(nc: EventConnection, state: TokenState): void {
  nc.publish(SUBJECT.tokenStateChanged, JSON.stringify(tokenStateSchema.parse(state)));
}

/**
 * Hears every token state change. A plain subscription, not a queue group: each gateway replica keeps
 * its own cache and must hear every change. A malformed message is dropped, not fatal.
 */
export function subscribeTokenStates(nc: EventConnection, onState: (state: TokenState) => void): () => void {
  const subscription = nc.subscribe(SUBJECT.tokenStateChanged, {
    callback: (error, message) => {
      if (error) return;
      let body: unknown;
      try {
        body = JSON.parse(message.string());
      } catch {
        return;
      }
      const parsed = tokenStateSchema.safeParse(body);
      if (parsed.success) onState(parsed.data);
    },
  });
  return () => subscription.unsubscribe();
}

/**
 * A NATS connection of its own for a service that publishes events (its Nest transport only answers
 * requests), with the process's own bus credentials: the bus refuses anonymous clients.
 */
export function connectEvents(settings: NatsConnectionSettings = readNatsSettings()): Promise<NatsConnection> {
  return connect({ ...natsConnectionOptions(settings), name: 'events' });
}
