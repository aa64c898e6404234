import type { NatsConnectionSettings } from '../config/env.js';

/** Time between two attempts to reach the bus again; short, so a restarted server is in use within a second or two. */
export const NATS_RECONNECT_WAIT_MS = 1000;

/**
 * How the gateway and every service connect to the bus. The client's own default gives up after ten
 * attempts (about twenty seconds): a longer outage of the NATS server would leave the process
 * running but deaf until someone restarted it. Here it keeps trying for as long as the process lives;
 * meanwhile the gateway answers 503 and each service simply hears nothing.
 */
export function natsConnectionOptions({ servers, user, pass }: NatsConnectionSettings) {
  return {
    servers,
    ...(user ? { user, pass } : {}),
    maxReconnectAttempts: -1,
    reconnectTimeWait: NATS_RECONNECT_WAIT_MS,
  };
}
