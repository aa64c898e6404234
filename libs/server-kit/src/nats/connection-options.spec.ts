import { describe, expect, it } from '@jest/globals';
import { readNatsSettings } from '../config/env.js';
import { natsConnectionOptions } from './connection-options.js';

describe('natsConnectionOptions', () => {
  it('never stops trying to reach the bus again, whatever the outage lasts', () => {
    const options = natsConnectionOptions(readNatsSettings({ NATS_URL: 'nats://127.0.0.1:4223', NATS_USER: 'vehicles', NATS_PASSWORD: 'p' }));
    expect(options).toMatchObject({ servers: ['nats://127.0.0.1:4223'], user: 'vehicles', pass: 'p', maxReconnectAttempts: -1 });
    expect(options.reconnectTimeWait).toBeLessThanOrEqual(2000);
  });

  it('sends no credentials when there are none', () => {
    expect(natsConnectionOptions({ servers: ['nats://127.0.0.1:4223'] })).not.toHaveProperty('user');
  });
});
