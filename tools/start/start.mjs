// `npm start`: npm dependencies, infrastructure, build, migrations, demo data, every service, the
// gateway, the shell and each remote; then prints where to sign in. Ctrl+C stops everything it started.
// Only Node.js built-ins and tools/ scripts are imported statically: on a fresh clone node_modules
// does not exist until ensureDependencies() has run.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startPortalBus } from '../stack/bus.mjs';
import { ensureInfrastructure } from '../stack/infra.mjs';
import { ROOT } from '../stack/processes.mjs';
import { startStack } from '../stack/stack.mjs';
import { ensureDependencies } from '../setup/dependencies.mjs';

const GATEWAY_PORT = Number(process.env.GATEWAY_PORT ?? 3000);
const SHELL_PORT = Number(process.env.SHELL_PORT ?? 4200);
// The portal's own NATS and Redis, with passwords: not the machine's shared 4222 and 6379, which are open to anyone.
const NATS_PORT = Number(process.env.PORTAL_NATS_PORT ?? 4223);
const REDIS_PORT = Number(process.env.PORTAL_REDIS_PORT ?? 6380);
const SMTP_PORT = Number(process.env.SMTP_PORT ?? 2525);
const MAIL_WEB_PORT = Number(process.env.MAIL_STANDIN_WEB_PORT ?? 4312);
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/portal';
const varDir = join(ROOT, 'var');

function run(label, command, args, env = {}) {
  console.log(`\n> ${label}`);
  execFileSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
}

/** Kept between runs so a restart does not sign everyone out. */
function jwtSecret() {
  const file = join(varDir, 'jwt-secret');
  mkdirSync(varDir, { recursive: true });
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return process.env.JWT_SECRET ?? readFileSync(file, 'utf8').trim();
}

let bus;
try {
  ensureDependencies();
  console.log('> Checking PostgreSQL and the NATS and Redis programs');
  await ensureInfrastructure();
  run('Building the portal', 'npx', ['nx', 'run-many', '-t', 'build', '--output-style=stream-without-prefixes']);
  run('Migrating the database', 'node', ['libs/db/dist/migrate/cli.js'], { DATABASE_URL });
  run('Loading the demo data', 'node', ['libs/db/dist/seed/demo-cli.js'], { DATABASE_URL });

  console.log('\n> Starting NATS and Redis');
  bus = await startPortalBus({ dir: join(varDir, 'bus'), natsPort: NATS_PORT, redisPort: REDIS_PORT, logDir: join(varDir, 'logs') });

  console.log('\n> Starting the services, the gateway and the web apps');
  const stack = await startStack({
    databaseUrl: DATABASE_URL,
    bus,
    jwtSecret: jwtSecret(),
    gatewayPort: GATEWAY_PORT,
    web: { shellPort: SHELL_PORT },
    // The SMTP stand-in keeps every message in var/mail; a real mail server is named with SMTP_HOST.
    mail: process.env.SMTP_HOST ? undefined : { smtpPort: SMTP_PORT, webPort: MAIL_WEB_PORT, dir: join(varDir, 'mail') },
    standIns: { bayPort: 4310, blackbookPort: 4311, bayDataFile: join(varDir, 'stand-ins', 'bay.json') },
    logDir: join(varDir, 'logs'),
    echo: process.env.PORTAL_ECHO_LOGS === '1',
  });

  const { DEMO_USERS } = await import(join(ROOT, 'libs/db/dist/index.js'));
  console.log(`
The portal is running.

  Sign in at   ${stack.webUrl}/login
  API          ${stack.apiUrl}/api   (OpenAPI at ${stack.apiUrl}/api/docs, health at ${stack.apiUrl}/api/health)
  E-mail       ${stack.mailUrl ? `${stack.mailUrl}   (every message the portal sent, at the SMTP stand-in on port ${SMTP_PORT})` : process.env.SMTP_HOST}
  Logs         ${join(varDir, 'logs')}
  NATS, Redis  127.0.0.1:${NATS_PORT}, 127.0.0.1:${REDIS_PORT}, each with passwords (${join(varDir, 'bus', 'credentials.json')})

Demo sign-ins:
${DEMO_USERS.map((u) => `  ${u.username.padEnd(16)} ${u.password.padEnd(18)} ${u.label}`).join('\n')}

Press Ctrl+C to stop.`);

  const stop = async () => {
    console.log('\nStopping...');
    await stack.stop();
    await bus.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(`\n${error.code === 'INFRASTRUCTURE' ? '' : 'The portal could not start: '}${error.message}`);
  await bus?.stop();
  process.exit(1);
}
