/** Settings read once at start-up; a bad value stops the process with a message naming it. */
export interface ServiceEnv {
  nats: NatsConnectionSettings;
  /** The server address alone, without credentials: safe to log. */
  natsUrl: string;
  databaseUrl: string;
  rpcTimeoutMs: number;
}

/** Where the message bus is and who this process is on it. */
export interface NatsConnectionSettings {
  servers: string[];
  user?: string;
  pass?: string;
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): ServiceEnv {
  const rpcTimeoutMs = Number(env.RPC_TIMEOUT_MS ?? 10_000);
  if (!Number.isInteger(rpcTimeoutMs) || rpcTimeoutMs <= 0)
    throw new Error(`RPC_TIMEOUT_MS must be a positive whole number of milliseconds, got "${env.RPC_TIMEOUT_MS}"`);
  const nats = readNatsSettings(env);
  return {
    nats,
    natsUrl: nats.servers.join(','),
    databaseUrl: env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/portal',
    rpcTimeoutMs,
  };
}

function isProduction(env: NodeJS.ProcessEnv): boolean {
  return env.NODE_ENV === 'production';
}

/**
 * `NATS_URL` (one or more addresses, comma-separated) with `NATS_USER` and `NATS_PASSWORD`, or the
 * credentials written in the URL (`nats://user:pass@host:port`). The bus decides what each user may
 * publish and subscribe to, so in production a process without credentials does not start.
 */
export function readNatsSettings(env: NodeJS.ProcessEnv = process.env): NatsConnectionSettings {
  let user = env.NATS_USER || undefined;
  let pass = env.NATS_PASSWORD || undefined;
  const servers: string[] = [];
  for (const address of (env.NATS_URL ?? 'nats://127.0.0.1:4223')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      throw new Error(`NATS_URL must be nats://host:port (comma-separated for several), got "${address}"`);
    }
    if (url.username) user ??= decodeURIComponent(url.username);
    if (url.password) pass ??= decodeURIComponent(url.password);
    url.username = '';
    url.password = '';
    servers.push(url.toString().replace(/\/$/, ''));
  }
  if (servers.length === 0) throw new Error('NATS_URL names no server');
  if (Boolean(user) !== Boolean(pass)) throw new Error('NATS_USER and NATS_PASSWORD must be set together');
  if (!user && isProduction(env)) {
    throw new Error('NATS_USER and NATS_PASSWORD (or nats://user:password@host:port in NATS_URL) must be set: the message bus refuses anonymous clients');
  }
  return user ? { servers, user, pass } : { servers };
}

/**
 * `REDIS_URL` with its password (`redis://:password@host:port`). Redis holds the sign-in throttle's
 * counters and the job queues; in production one without a password does not start the process.
 */
export function readRedisUrl(env: NodeJS.ProcessEnv = process.env): string {
  const value = env.REDIS_URL ?? (isProduction(env) ? undefined : 'redis://127.0.0.1:6380');
  if (!value) throw new Error('REDIS_URL must be set (redis://:password@host:port)');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('REDIS_URL must be redis://:password@host:port');
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') throw new Error('REDIS_URL must start with redis:// or rediss://');
  if (!url.password && isProduction(env)) throw new Error('REDIS_URL must carry the Redis password (redis://:password@host:port)');
  return value;
}
