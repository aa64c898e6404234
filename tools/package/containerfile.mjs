// The container file beside each artifact (Dockerfile syntax, for podman, buildah or docker). It
// copies the artifact as it is: nothing is installed or built inside the image, so the image runs
// exactly what the tests ran. Configuration comes from environment variables only.
import { SERVER_ENV } from '../stack/node-runtime.mjs';

/** What each kind of app listens on and how its health is asked. */
const KINDS = {
  gateway: {
    env: { GATEWAY_HOST: '0.0.0.0', GATEWAY_PORT: '3000' },
    port: 3000,
    // /api/health answers 503 while a service is down; the gateway itself is alive while it answers at all.
    health: "fetch('http://127.0.0.1:'+process.env.GATEWAY_PORT+'/api/health').then(r=>process.exit(r.status<500||r.status===503?0:1),()=>process.exit(1))",
  },
  // A service listens on no port: it answers over NATS, and the gateway's /api/health asks each one.
  service: { env: {}, port: undefined, health: undefined },
  remote: {
    env: { HOST: '0.0.0.0', PORT: '8080' },
    port: 8080,
    health: "fetch('http://127.0.0.1:'+process.env.PORT+'/mf-manifest.json').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))",
  },
  shell: {
    env: { HOST: '0.0.0.0', PORT: '8080' },
    port: 8080,
    health: "fetch('http://127.0.0.1:'+process.env.PORT+'/portal-manifest.json').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))",
  },
};

export const ARTIFACT_KINDS = Object.keys(KINDS);

/**
 * @param {object} o
 * @param {string} o.name the app's package name
 * @param {'gateway' | 'service' | 'remote' | 'shell'} o.kind
 * @param {string[]} o.command what starts it, as in the artifact's package.json
 * @param {string} o.nodeMajor the Node.js major version the artifact was packaged with: native modules are built for it
 */
export function containerfile({ name, kind, command, nodeMajor }) {
  const { env, port, health } = KINDS[kind];
  const lines = [
    `# ${name}: the artifact in this folder as a container image. Build it from this folder:`,
    `#   podman build -t ${name.replace(/^@/, '').replace('/', '-')} -f Containerfile .`,
    '# Everything is configured by environment variables (see the repository README, "Deploying").',
    '# Debian bookworm and this Node.js major, as the native modules (argon2, sharp, better-sqlite3) were built for.',
    `FROM node:${nodeMajor}-bookworm-slim`,
    'ENV NODE_ENV=production',
    ...Object.entries(SERVER_ENV).map(([key, value]) => `ENV ${key}=${value}`),
    ...Object.entries(env).map(([key, value]) => `ENV ${key}=${value}`),
    'WORKDIR /app',
    '# Owned by root and read-only to the process; only var/ (files it stores, caches) is writable.',
    'COPY . .',
    'RUN mkdir -p var && chown node:node var',
    'USER node',
    ...(port ? [`EXPOSE ${port}`] : []),
    ...(health ? [`HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 CMD ["node", "-e", ${JSON.stringify(health)}]`] : []),
    '# SIGTERM stops it gracefully: a service answers what it had taken before it leaves the bus.',
    'STOPSIGNAL SIGTERM',
    `CMD ${JSON.stringify(command)}`,
    '',
  ];
  return lines.join('\n');
}
