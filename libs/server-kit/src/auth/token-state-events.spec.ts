import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { SUBJECT, type TokenState } from '@portal/contracts';
import { publishTokenState, subscribeTokenStates } from './token-state-events.js';

const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
let publisher: NatsConnection;
let listeners: NatsConnection[];

beforeAll(async () => {
  publisher = await connect({ servers: NATS_URL });
  listeners = [await connect({ servers: NATS_URL }), await connect({ servers: NATS_URL })];
});

afterAll(async () => {
  for (const nc of [publisher, ...listeners]) await nc?.close();
});

function nextState(nc: NatsConnection): Promise<TokenState> {
  return new Promise((resolve) => {
    const stop = subscribeTokenStates(nc, (state) => {
      stop();
      resolve(state);
    });
  });
}

describe('token state events', () => {
  it('reach every subscriber (each gateway replica), skipping malformed messages', async () => {
    const heard = listeners.map(nextState);
    for (const nc of listeners) await nc.flush();
    publisher.publish(SUBJECT.tokenStateChanged, 'not json');
    publisher.publish(SUBJECT.tokenStateChanged, JSON.stringify({ userid: 'x' }));
    publishTokenState(publisher, { userid: 7, token_version: 3, active: 1 });
    await expect(Promise.all(heard)).resolves.toEqual([
      { userid: 7, token_version: 3, active: 1 },
      { userid: 7, token_version: 3, active: 1 },
    ]);
  });
});
