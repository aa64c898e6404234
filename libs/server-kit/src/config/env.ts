/** Settings read once at start-up; a bad value stops the process with a message naming it. */
export interface ServiceEnv {
  natsUrl: string;
  databaseUrl: string;
  rpcTimeoutMs: number;
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): ServiceEnv {
  const rpcTimeoutMs = Number(env.RPC_TIMEOUT_MS ?? 10_000);
  if (!Number.isInteger(rpcTimeoutMs) || rpcTimeoutMs <= 0) throw new Error(`RPC_TIMEOUT_MS must be a positive whole number of milliseconds, got "${env.RPC_TIMEOUT_MS}"`);
  return {
    natsUrl: env.NATS_URL ?? 'nats://127.0.0.1:4222',
    databaseUrl: env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/portal',
    rpcTimeoutMs,
  };
}

export function requireSecret(name: string, env: NodeJS.ProcessEnv = process.env): string {
  const value = env[name];
  if (!value || value.length < 32) throw new Error(`${name} must be set to a secret of at least 32 characters`);
  return value;
}
