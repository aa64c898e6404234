import { describe, expect, it } from '@jest/globals';
import { readGatewayConfig } from './config.js';

const PRODUCTION = { NODE_ENV: 'production', NATS_URL: 'nats://gateway:pw@127.0.0.1:4223', REDIS_URL: 'redis://:pw@127.0.0.1:6380' };

describe('readGatewayConfig', () => {
  it('does not start in production with a missing, placeholder or patterned JWT secret', () => {
    expect(() => readGatewayConfig(PRODUCTION)).toThrow(/JWT_SECRET must be set/);
    expect(() => readGatewayConfig({ ...PRODUCTION, JWT_SECRET: 'replace-me-with-48-random-bytes-from-openssl-rand' })).toThrow(/refused in production/);
    expect(() => readGatewayConfig({ ...PRODUCTION, JWT_SECRET: 'x'.repeat(48) })).toThrow(/refused in production/);
  });

  it('starts with a random one', () => {
    const secret = 'Xk3v9QpL2mZ8rT1wY6nB4cH7dJ0fG5sA_eU-iO3kV9qP';
    expect(readGatewayConfig({ ...PRODUCTION, JWT_SECRET: secret }).jwtSecret).toBe(secret);
  });
});
