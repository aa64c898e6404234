import { describe, expect, it } from '@jest/globals';
import { readCorsOrigins, readGatewayConfig, readTrustedProxies } from './config.js';

const PRODUCTION = { NODE_ENV: 'production', NATS_URL: 'nats://gateway:pw@127.0.0.1:4223', REDIS_URL: 'redis://:pw@127.0.0.1:6380' };

describe('readGatewayConfig', () => {
  it('does not start in production with a missing, placeholder or patterned JWT secret', () => {
    expect(() => readGatewayConfig(PRODUCTION)).toThrow(/JWT_SECRET must be set/);
    expect(() => readGatewayConfig({ ...PRODUCTION, JWT_SECRET: 'replace-me-with-48-random-bytes-from-openssl-rand' })).toThrow(/refused in production/);
    expect(() => readGatewayConfig({ ...PRODUCTION, JWT_SECRET: 'x'.repeat(48) })).toThrow(/refused in production/);
  });

  it('starts with a random one', () => {
    const secret = 'Xk3v9QpL2mZ8rT1wY6nB4cH7dJ0fG5sA_eU-iO3kV9qP';
    expect(readGatewayConfig({ ...PRODUCTION, JWT_SECRET: secret, PORTAL_ORIGINS: 'https://portal.example.com' }).jwtSecret).toBe(secret);
  });
});

describe('PORTAL_ORIGINS', () => {
  const SECRET = 'Xk3v9QpL2mZ8rT1wY6nB4cH7dJ0fG5sA_eU-iO3kV9qP';

  it('must be named in production, where the development addresses would otherwise be let in', () => {
    expect(() => readGatewayConfig({ ...PRODUCTION, JWT_SECRET: SECRET })).toThrow(/PORTAL_ORIGINS must be set in production/);
    expect(() => readGatewayConfig({ ...PRODUCTION, JWT_SECRET: SECRET, PORTAL_ORIGINS: ' , ' })).toThrow(/PORTAL_ORIGINS must be set in production/);
    const config = readGatewayConfig({ ...PRODUCTION, JWT_SECRET: SECRET, PORTAL_ORIGINS: 'https://portal.example.com, https://staff.example.com:8443' });
    expect(config.corsOrigins).toEqual(['https://portal.example.com', 'https://staff.example.com:8443']);
  });

  it("keeps the development shell's addresses when unset outside production", () => {
    expect(readCorsOrigins({})).toEqual(['http://127.0.0.1:4200', 'http://localhost:4200']);
  });

  it('refuses what is not an origin, which a browser would never send', () => {
    expect(() => readCorsOrigins({ PORTAL_ORIGINS: 'https://portal.example.com/' })).toThrow(/"https:\/\/portal.example.com\/" is not an origin/);
    expect(() => readCorsOrigins({ PORTAL_ORIGINS: 'portal.example.com' })).toThrow(/is not an origin/);
  });
});

describe('PORTAL_TRUSTED_PROXIES', () => {
  it('believes no proxy unless told', () => {
    expect(readTrustedProxies({})).toEqual([]);
    expect(readTrustedProxies({ PORTAL_TRUSTED_PROXIES: '' })).toEqual([]);
  });

  it('takes addresses, CIDR ranges and the named ranges', () => {
    expect(readTrustedProxies({ PORTAL_TRUSTED_PROXIES: '10.0.0.0/8, 192.168.1.7,fd00::/8, ::1, loopback' })).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
      '::1',
      'loopback',
    ]);
  });

  it('refuses what is neither, naming it', () => {
    for (const bad of ['proxy.internal', '10.0.0.0/33', '10.0.0/8', 'fd00::/129', '10.0.0.0/8/1', '*']) {
      expect(() => readTrustedProxies({ PORTAL_TRUSTED_PROXIES: bad })).toThrow(`PORTAL_TRUSTED_PROXIES: "${bad}"`);
    }
  });
});
