// A real portal for test files: its own database (demo data), its own NATS and Redis with
// credentials, the built services and gateway as real processes; one per file, or one a suite's files
// share (tools/stack/shared-portal.mjs).
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createPrismaClient } from '@portal/db';
import { createTestDatabase, isStaleTestName } from '@portal/db/testing';
import { startPrivateBus } from './bus.mjs';
import { ensureInfrastructure } from './infra.mjs';
import { ROOT, freePort } from './processes.mjs';
import { portalApps } from './registry.mjs';
import { startStack } from './stack.mjs';

/**
 * Under tools/stack/shared-portal.mjs a test file gets the suite's shared portal unless it asks for
 * something that one lacks (any option but `web`) or sets `own: true`: a file that changes what the
 * other files see (disables a demo user, adds thousands of rows, spends a call limit) runs on its own.
 * `natsMaxPayload` makes the bus's message limit small, for tests of answers over it.
 * `databaseServerUrl` puts the portal's database on another PostgreSQL server (one a test may stop).
 * `serverEnv` adds to the environment of the services and the gateway (e.g. a quick BAY_SYNC_MS).
 */
export async function startPortal(options = {}) {
  return attachSharedPortal(options) ?? startOwnPortal(options);
}

/** The suite's shared portal, when there is one and it is what `options` ask for. */
function attachSharedPortal({ web = false, own = false, ...rest }) {
  const file = process.env.PORTAL_SHARED_FILE;
  if (!file || own || Object.keys(rest).length) return undefined;
  const shared = JSON.parse(readFileSync(file, 'utf8'));
  if (web && !shared.webUrl) return undefined;
  const prisma = createPrismaClient(shared.databaseUrl, { poolSize: 4 });
  return {
    apiUrl: shared.apiUrl,
    webUrl: web ? shared.webUrl : undefined,
    mailUrl: shared.mailUrl,
    partners: shared.partners,
    storageRoot: shared.storageRoot,
    jwtSecret: shared.jwtSecret,
    bus: shared.bus,
    shared: true,
    db: { url: shared.databaseUrl, name: shared.databaseName, prisma, drop: async () => undefined },
    stop: () => prisma.$disconnect(),
  };
}

const TEST_STORAGE = join(ROOT, 'var', 'test-storage');

/** The folders of test portals that never stopped (a run killed), by the rule their databases are dropped by. */
function sweepStaleStorage() {
  for (const name of readdirSync(TEST_STORAGE)) if (isStaleTestName(name)) rmSync(join(TEST_STORAGE, name), { recursive: true, force: true });
}

async function startOwnPortal({ web = false, extraOrigins = [], rpcTimeoutMs, natsMaxPayload, databaseServerUrl, serverEnv }) {
  await ensureInfrastructure(() => {});
  const { REMOTE_APPS } = await portalApps();
  const db = await createTestDatabase({ seed: 'demo', ...(databaseServerUrl ? { serverUrl: databaseServerUrl } : {}) });
  // Kept so tests can mint tokens of their own (expired, for a disabled user) the gateway must refuse.
  const jwtSecret = randomBytes(32).toString('hex');
  // Its own files: a test counting the files made (a refused render makes none) is not misled by another portal's.
  const storageRoot = join(TEST_STORAGE, db.name);
  mkdirSync(storageRoot, { recursive: true });
  sweepStaleStorage();
  let bus;
  let stack;
  try {
    bus = await startPrivateBus({ natsMaxPayload });
    stack = await startStack({
      databaseUrl: db.url,
      bus,
      jwtSecret,
      // Each test portal counts sign-in attempts apart from any other sharing its Redis.
      redisPrefix: `test:${randomBytes(6).toString('hex')}:`,
      storageRoot,
      gatewayPort: await freePort(),
      standIns: { bayPort: await freePort(), blackbookPort: await freePort() },
      extraOrigins,
      rpcTimeoutMs,
      serverEnv,
      mail: { smtpPort: await freePort(), webPort: await freePort() },
      web: web
        ? { shellPort: await freePort(), remotePorts: Object.fromEntries(await Promise.all(REMOTE_APPS.map(async (r) => [r.name, await freePort()]))) }
        : false,
      logDir: join(ROOT, 'var', 'test-logs'),
    });
  } catch (error) {
    await bus?.stop();
    await db.drop();
    rmSync(storageRoot, { recursive: true, force: true });
    throw error;
  }
  return {
    ...stack,
    db,
    bus,
    jwtSecret,
    storageRoot,
    async stop() {
      await stack.stop();
      await bus.stop();
      await db.drop();
      rmSync(storageRoot, { recursive: true, force: true });
    },
  };
}

/** A small HTTP client that keeps the bearer token, as the browser does. */
export class Api {
  constructor(baseUrl, token) {
    this.baseUrl = baseUrl;
    this.token = token;
  }

  static async signIn(baseUrl, username, password) {
    const res = await fetch(`${baseUrl}/api/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    const body = await res.json();
    if (res.status !== 200) throw new Error(`sign-in of ${username} failed: ${res.status} ${JSON.stringify(body)}`);
    return Object.assign(new Api(baseUrl, body.access_token), { signIn: body });
  }

  async request(method, path, body) {
    const headers = {};
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    // An event stream does not end by itself: its opening is the answer, then it is closed.
    const text = res.headers.get('content-type')?.startsWith('text/event-stream') ? Buffer.from(await streamOpening(res)).toString('utf8') : await res.text();
    let json;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, body: json, headers: res.headers, text };
  }

  get(path) {
    return this.request('GET', path);
  }
}

/** What an event stream sent first (it does not end by itself); the stream is closed after it. */
export async function streamOpening(res) {
  const reader = res.body.getReader();
  const { value } = await reader.read();
  await reader.cancel();
  return value ?? new Uint8Array();
}

/** Builds `/api/{resource}?...` from the list grammar. */
export function listPath(resource, { filters = [], with: relations = [], order_by = [], appends = [], per_page, page } = {}) {
  const params = new URLSearchParams();
  if (per_page !== undefined) params.append('per_page', String(per_page));
  if (page !== undefined) params.append('page', String(page));
  for (const f of filters) params.append('filters[]', f);
  for (const r of relations) params.append('with[]', r);
  for (const o of order_by) params.append('order_by[]', o);
  for (const a of appends) params.append('appends[]', a);
  const qs = params.toString();
  return `/api/${resource}${qs ? `?${qs}` : ''}`;
}
