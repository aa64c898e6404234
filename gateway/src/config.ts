import { isIP } from 'node:net';
import { readEnv, readRedisUrl, requireSecret, type NatsConnectionSettings } from '@portal/server-kit';

export interface GatewayConfig {
  port: number;
  host: string;
  natsUrl: string;
  /** The bus's addresses and the gateway's own credentials on it. */
  nats: NatsConnectionSettings;
  /** Redis with its password: the sign-in throttle's counters. */
  redisUrl: string;
  rpcTimeoutMs: number;
  jwtSecret: string;
  /** Browser origins allowed to call the API (the shell's addresses). */
  corsOrigins: string[];
  /** Proxies (addresses, CIDR ranges) whose X-Forwarded-For is believed; none by default. */
  trustedProxies: string[];
}

/** Where a development portal's shell runs; production names its own origins. */
const DEVELOPMENT_ORIGINS = 'http://127.0.0.1:4200,http://localhost:4200';
/** proxy-addr's names for ranges (127.0.0.1/8 and ::1, 169.254.0.0/16 and fe80::/10, the private ranges). */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const list = (value: string) =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * PORTAL_ORIGINS: the shell's addresses. A production gateway with none named would let the
 * development addresses call it with a user's token, so it refuses to start, as it does without a
 * JWT secret.
 */
export function readCorsOrigins(env: NodeJS.ProcessEnv): string[] {
  const named = list(env.PORTAL_ORIGINS ?? '');
  if (!named.length && env.NODE_ENV === 'production')
    throw new Error("PORTAL_ORIGINS must be set in production: the shell's addresses, comma separated (https://portal.example.com)");
  const origins = named.length ? named : list(DEVELOPMENT_ORIGINS);
  for (const origin of origins) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    if (!parsed || parsed.origin !== origin) throw new Error(`PORTAL_ORIGINS: "${origin}" is not an origin (scheme://host[:port], no path)`);
  }
  return origins;
}

/**
 * PORTAL_TRUSTED_PROXIES: the ingress or proxies in front of the gateway, as addresses or CIDR ranges
 * (10.0.0.0/8) or proxy-addr's names (loopback, linklocal, uniquelocal), comma separated. Only a
 * request arriving from one of them has its client address taken from X-Forwarded-For; the sign-in
 * and public call limits count per that address. Unset, no header is believed: the address is the
 * connection's, which behind a proxy is the proxy's, so every client would share its limits.
 */
export function readTrustedProxies(env: NodeJS.ProcessEnv): string[] {
  const proxies = list(env.PORTAL_TRUSTED_PROXIES ?? '');
  for (const proxy of proxies) {
    const [address, bits, ...rest] = proxy.split('/');
    const version = isIP(address ?? '');
    const maxBits = version === 6 ? 128 : 32;
    const validBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
    if (PROXY_RANGE_NAMES.has(proxy)) continue;
    if (!version || !validBits || rest.length)
      throw new Error(`PORTAL_TRUSTED_PROXIES: "${proxy}" is not an address, a CIDR range or loopback/linklocal/uniquelocal`);
  }
  return proxies;
}

export function readGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const base = readEnv(env);
  const port = Number(env.GATEWAY_PORT ?? 3000);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`GATEWAY_PORT must be a port number, got "${env.GATEWAY_PORT}"`);
  return {
    port,
    host: env.GATEWAY_HOST ?? '127.0.0.1',
    natsUrl: base.natsUrl,
    nats: base.nats,
    redisUrl: readRedisUrl(env),
    rpcTimeoutMs: base.rpcTimeoutMs,
    jwtSecret: requireSecret('JWT_SECRET', env),
    corsOrigins: readCorsOrigins(env),
    trustedProxies: readTrustedProxies(env),
  };
}

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
