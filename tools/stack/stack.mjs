// Starts the portal's services, gateway and (optionally) web apps against given infrastructure.
import { join } from 'node:path';
import { GATEWAY_USER, natsEnv } from './bus.mjs';
import { ProcessGroup, ROOT } from './processes.mjs';
import { waitForPort } from './infra.mjs';
import { portalApps, remoteEnvName } from './registry.mjs';

/**
 * @param {object} o
 * @param {string} o.databaseUrl
 * @param {{ natsUrl: string, natsUsers: Record<string, { user: string, password: string }>, redisUrl: string }} o.bus
 *   NATS and Redis with their credentials (bus.mjs); each process gets only its own bus user
 * @param {string} o.jwtSecret
 * @param {number} o.gatewayPort
 * @param {string} [o.redisPrefix] prefix of the gateway's Redis keys (sign-in counts), so portals sharing a Redis count apart
 * @param {{ shellPort: number, remotePorts?: Record<string, number> } | false} [o.web] remote ports by federation name; the registry's ports otherwise
 * @param {number} [o.rpcTimeoutMs] the gateway's deadline for a service's answer
 * @param {string[]} [o.extraOrigins] more browser origins the gateway accepts
 * @param {string} [o.logDir]
 * @param {boolean} [o.echo]
 */
export async function startStack(o) {
  const { REMOTE_APPS, SERVICE_APPS } = await portalApps();
  const group = new ProcessGroup({ logDir: o.logDir, echo: o.echo });
  const shellOrigin = o.web ? `http://127.0.0.1:${o.web.shellPort}` : 'http://127.0.0.1:4200';
  const env = {
    DATABASE_URL: o.databaseUrl,
    REDIS_URL: o.bus.redisUrl,
    JWT_SECRET: o.jwtSecret,
    GATEWAY_PORT: String(o.gatewayPort),
    PORTAL_SERVICES: SERVICE_APPS.map((service) => service.name).join(','),
    PORTAL_ORIGINS: [shellOrigin, shellOrigin.replace('127.0.0.1', 'localhost'), ...(o.extraOrigins ?? [])].join(','),
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    ...(o.rpcTimeoutMs ? { RPC_TIMEOUT_MS: String(o.rpcTimeoutMs) } : {}),
    ...(o.redisPrefix ? { PORTAL_REDIS_PREFIX: o.redisPrefix } : {}),
  };
  const apiUrl = `http://127.0.0.1:${o.gatewayPort}`;
  try {
    for (const service of SERVICE_APPS)
      group.start(service.name, 'node', [join(ROOT, service.folder, 'dist/main.js')], { env: { ...env, ...natsEnv(o.bus, service.name) } });
    const gateway = group.start('gateway', 'node', [join(ROOT, 'gateway/dist/main.js')], { env: { ...env, ...natsEnv(o.bus, GATEWAY_USER) } });
    await group.ready(gateway, async () => (await fetch(`${apiUrl}/api/health`)).ok, 60000);

    let webUrl;
    if (o.web) {
      const remoteEnv = {};
      for (const remote of REMOTE_APPS) {
        const port = o.web.remotePorts?.[remote.name] ?? remote.port;
        const child = group.start(remote.name, 'node', [join(ROOT, 'tools/static/serve.mjs'), join(ROOT, remote.folder, 'dist'), '--port', String(port)]);
        await group.ready(child, () => waitForPort(port, '127.0.0.1', 200));
        remoteEnv[remoteEnvName(remote.name)] = `http://127.0.0.1:${port}/mf-manifest.json`;
      }
      const shell = group.start(
        'shell',
        'node',
        [join(ROOT, 'tools/static/serve.mjs'), join(ROOT, 'shell/dist'), '--port', String(o.web.shellPort), '--spa', '--manifest-env'],
        {
          env: { PORTAL_API_URL: apiUrl, ...remoteEnv },
        },
      );
      await group.ready(shell, () => waitForPort(o.web.shellPort, '127.0.0.1', 200));
      webUrl = shellOrigin;
    }
    return { apiUrl, webUrl, group, stop: () => group.stop() };
  } catch (error) {
    await group.stop();
    throw error;
  }
}
