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
    corsOrigins: (env.PORTAL_ORIGINS ?? 'http://127.0.0.1:4200,http://localhost:4200')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };
}

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
