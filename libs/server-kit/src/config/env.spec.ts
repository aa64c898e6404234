import { describe, expect, it } from '@jest/globals';
import { readEnv, readNatsSettings, readRedisUrl } from './env.js';

describe('readNatsSettings', () => {
  it('stops a production process that has no bus credentials', () => {
    expect(() => readNatsSettings({ NODE_ENV: 'production', NATS_URL: 'nats://127.0.0.1:4223' })).toThrow(/NATS_USER and NATS_PASSWORD .* must be set/);
    expect(() => readEnv({ NODE_ENV: 'production' })).toThrow(/refuses anonymous clients/);
  });

  it('takes the credentials from NATS_USER and NATS_PASSWORD', () => {
    expect(readNatsSettings({ NODE_ENV: 'production', NATS_URL: 'nats://127.0.0.1:4223', NATS_USER: 'vehicles', NATS_PASSWORD: 's3cret' })).toEqual({
      servers: ['nats://127.0.0.1:4223'],
      user: 'vehicles',
      pass: 's3cret',
    });
  });

  it('takes the credentials from the URL and keeps them out of the server list', () => {
    const settings = readNatsSettings({ NODE_ENV: 'production', NATS_URL: 'nats://gateway:p%40ss@10.0.0.1:4222,nats://10.0.0.2:4222' });
    expect(settings).toEqual({ servers: ['nats://10.0.0.1:4222', 'nats://10.0.0.2:4222'], user: 'gateway', pass: 'p@ss' });
    expect(readEnv({ NODE_ENV: 'production', NATS_URL: 'nats://gateway:pw@10.0.0.1:4222' }).natsUrl).not.toMatch(/pw/);
  });

  it('refuses a user without a password', () => {
    expect(() => readNatsSettings({ NATS_USER: 'gateway' })).toThrow(/set together/);
  });

  it('lets a development process connect without credentials', () => {
    expect(readNatsSettings({ NATS_URL: 'nats://127.0.0.1:4222' })).toEqual({ servers: ['nats://127.0.0.1:4222'] });
  });
});

describe('readRedisUrl', () => {
  it('stops a production process whose Redis has no password', () => {
    expect(() => readRedisUrl({ NODE_ENV: 'production', REDIS_URL: 'redis://127.0.0.1:6380' })).toThrow(/must carry the Redis password/);
    expect(() => readRedisUrl({ NODE_ENV: 'production' })).toThrow(/REDIS_URL must be set/);
  });

  it('accepts a URL with the password', () => {
    expect(readRedisUrl({ NODE_ENV: 'production', REDIS_URL: 'redis://:pw@127.0.0.1:6380' })).toBe('redis://:pw@127.0.0.1:6380');
  });
});
