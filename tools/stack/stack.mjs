// Starts the portal's services, gateway and (optionally) web apps against given infrastructure.
import { join } from 'node:path';
import { GATEWAY_USER, natsEnv } from './bus.mjs';
import { ProcessGroup, ROOT } from './processes.mjs';
import { waitForPort } from './infra.mjs';
import { SERVER_ENV, serverCommand } from './node-runtime.mjs';
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
 * @param {Record<string, string>} [o.serverEnv] more environment for the services and the gateway
 * @param {string[]} [o.extraOrigins] more browser origins the gateway accepts
 * @param {{ smtpPort: number, webPort: number, dir?: string }} [o.mail] the SMTP stand-in to start; the services send their e-mail to it
 * @param {{ bayPort: number, blackbookPort: number, bayDataFile?: string }} [o.standIns] where the local stand-ins of the bay
 *   shipment system and Blackbook listen (free ports for tests); BAY_API_URL / BLACKBOOK_API_URL in the environment name real ones instead
 * @param {string} [o.storageRoot] where the services keep their files (PORTAL_STORAGE_ROOT); `var/storage` of the
 *   working folder otherwise. A test portal has its own, so what one writes is not counted by a test on another
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
    ...SERVER_ENV,
    ...(o.rpcTimeoutMs ? { RPC_TIMEOUT_MS: String(o.rpcTimeoutMs) } : {}),
    ...(o.serverEnv ?? {}),
    ...(o.redisPrefix ? { PORTAL_REDIS_PREFIX: o.redisPrefix } : {}),
    ...(o.storageRoot ? { PORTAL_STORAGE_ROOT: o.storageRoot } : {}),
    // The address e-mailed links point at (password reset, welcome).
    PORTAL_WEB_URL: shellOrigin,
    ...(o.mail ? { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(o.mail.smtpPort), SMTP_LOCAL_STANDIN: '1' } : {}),
  };
  const apiUrl = `http://127.0.0.1:${o.gatewayPort}`;
  let mailUrl;
  const partners = {};
  // Every process starts at once and the readiness checks run together: the services only need the
  // stand-ins' and the mail stand-in's addresses, which are known before they listen.
  const readiness = [];
  try {
    Object.assign(env, startStandIns(group, o.standIns ?? { bayPort: 4310, blackbookPort: 4311 }, partners, readiness));
    if (o.mail) {
      const args = [join(ROOT, 'tests/mail-standin/src/cli.mjs'), '--smtp-port', String(o.mail.smtpPort), '--web-port', String(o.mail.webPort)];
      const standin = group.start('mail-standin', 'node', o.mail.dir ? [...args, '--dir', o.mail.dir] : args);
      readiness.push(group.ready(standin, () => waitForPort(o.mail.webPort, '127.0.0.1', 200)));
      mailUrl = `http://127.0.0.1:${o.mail.webPort}`;
    }
    const startServer = (kind, name, folder, busUser) => {
      const [command, ...args] = serverCommand(join(ROOT, folder, 'dist/main.js'), kind);
      return group.start(name, command, args, { env: { ...env, ...natsEnv(o.bus, busUser) } });
    };
    for (const service of SERVICE_APPS) startServer('service', service.name, service.folder, service.name);
    const gateway = startServer('gateway', 'gateway', 'gateway', GATEWAY_USER);
    readiness.push(group.ready(gateway, async () => (await fetch(`${apiUrl}/api/health`)).ok, 120000));

    let webUrl;
    if (o.web) {
      const remoteEnv = {};
      for (const remote of REMOTE_APPS) {
        const port = o.web.remotePorts?.[remote.name] ?? remote.port;
        const child = group.start(remote.name, 'node', [join(ROOT, 'tools/static/serve.mjs'), join(ROOT, remote.folder, 'dist'), '--port', String(port)]);
        readiness.push(group.ready(child, () => waitForPort(port, '127.0.0.1', 200)));
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
      readiness.push(group.ready(shell, () => waitForPort(o.web.shellPort, '127.0.0.1', 200)));
      webUrl = shellOrigin;
    }
    await Promise.all(readiness);
    return { apiUrl, webUrl, mailUrl, partners, group, stop: () => group.stop() };
  } catch (error) {
    await group.stop();
    throw error;
  }
}

/**
 * The outside systems' stand-ins (tools/stand-ins): real HTTP servers with their own storage, started
 * unless the environment names the real partner. Answers the services' environment for them; their
 * readiness checks go to `readiness`.
 */
function startStandIns(group, ports, partners, readiness) {
  const env = {};
  const servers = [
    {
      name: 'bay-stand-in',
      envName: 'BAY_API_URL',
      port: ports.bayPort,
      script: 'bay-server.mjs',
      extra: ports.bayDataFile ? ['--data', ports.bayDataFile] : [],
    },
    { name: 'blackbook-stand-in', envName: 'BLACKBOOK_API_URL', port: ports.blackbookPort, script: 'blackbook-server.mjs', extra: [] },
  ];
  for (const server of servers) {
    const given = process.env[server.envName];
    if (given) {
      env[server.envName] = given;
      continue;
    }
    const child = group.start(server.name, 'node', [join(ROOT, 'tools/stand-ins', server.script), '--port', String(server.port), ...server.extra]);
    readiness.push(group.ready(child, () => waitForPort(server.port, '127.0.0.1', 200)));
    env[server.envName] = `http://127.0.0.1:${server.port}`;
  }
  partners.bayUrl = env.BAY_API_URL;
  partners.blackbookUrl = env.BLACKBOOK_API_URL;
  return env;
}
