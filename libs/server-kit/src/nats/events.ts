import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { z } from 'zod';
import { readNatsSettings, type NatsConnectionSettings } from '../config/env.js';
import { natsConnectionOptions } from './connection-options.js';

/** The part of a NATS connection events need (a process's events connection, or a test double). */
export type EventConnection = Pick<NatsConnection, 'publish' | 'subscribe'>;

/** Publishes one event, checked against its schema first so no subscriber ever hears a malformed one from us. */
export function publishEvent<S extends z.ZodType>(nc: EventConnection, subject: string, schema: S, payload: z.input<S>): void {
  nc.publish(subject, JSON.stringify(schema.parse(payload)));
}

/**
 * Hears every event of a subject. A plain subscription, not a queue group: each replica of a listener
 * (each gateway) must hear every event. A malformed message is dropped, not fatal.
 */
export function subscribeEvents<S extends z.ZodType>(nc: EventConnection, subject: string, schema: S, onEvent: (event: z.output<S>) => void): () => void {
  const subscription = nc.subscribe(subject, {
    callback: (error, message) => {
      if (error) return;
      let body: unknown;
      try {
        body = JSON.parse(message.string());
      } catch {
        return;
      }
      const parsed = schema.safeParse(body);
      if (parsed.success) onEvent(parsed.data);
    },
  });
  return () => subscription.unsubscribe();
}

/**
 * A NATS connection of its own for a process that publishes events (its Nest transport only answers
 * requests), with the process's own bus credentials: the bus refuses anonymous clients.
 */
export function connectEvents(settings: NatsConnectionSettings = readNatsSettings()): Promise<NatsConnection> {
  return connect({ ...natsConnectionOptions(settings), name: 'events' });
}
