// The bus and Redis as an attacker on the same network sees them: a process that reaches the
// portal's NATS or Redis directly, with no credentials, with a service's credentials, or even with
// the gateway's, must not get any user's data by naming a principal.
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import { connect } from '@nats-io/transport-node';
import { DEMO_PASSWORD } from '@portal/db';
import { signAccessToken } from '@portal/server-kit';
import { Api, listPath, startPortal } from '../../../tools/stack/test-portal.mjs';

/** Small, so a page of a hundred vehicles is already over it. */
const MAX_PAYLOAD = 64 * 1024;
const STAFF = { userid: 1, username: 'admin', name: 'Admin', roleid: 2, clientid: null, clientIds: [] };

let portal;

before(async () => {
  portal = await startPortal({ natsMaxPayload: MAX_PAYLOAD, rpcTimeoutMs: 8000 });
});

after(async () => {
  await portal?.stop();
});

function natsAs(user) {
  const credentials = user ? portal.bus.natsUsers[user] : undefined;
  return connect({ servers: portal.bus.natsUrl, reconnect: false, ...(credentials ? { user: credentials.user, pass: credentials.password } : {}) });
}

/** A request as Nest's NATS client sends it, answered as `{response}` or `{err}`. */
async function busRequest(connection, subject, data) {
  const reply = await connection.request(subject, JSON.stringify({ pattern: subject, data, id: `probe-${Math.random()}` }), { timeout: 5000 });
  return JSON.parse(new TextDecoder().decode(reply.data));
}

/** The permission errors the server reports to this connection. */
function violations(connection) {
  const seen = [];
  (async () => {
    for await (const status of connection.status()) if (status.type === 'error') seen.push(String(status.error?.message ?? status.error));
  })();
  return seen;
}

describe('the NATS bus', () => {
  it('refuses a client without credentials, or with a wrong password', async () => {
    await assert.rejects(natsAs(undefined), /Authorization Violation/);
    await assert.rejects(connect({ servers: portal.bus.natsUrl, reconnect: false, user: 'gateway', pass: 'guessed' }), /Authorization Violation/);
  });

  it("does not let a service's credentials call any service or read anyone's messages", async () => {
    const vehicles = await natsAs('vehicles');
    const seen = violations(vehicles);
    try {
      // Calls need an inbox for the answer, which a service may not read: they fail at once.
      await assert.rejects(busRequest(vehicles, 'identity.users.list', { principal: STAFF }), /Permissions Violation/);
      await assert.rejects(busRequest(vehicles, 'vehicles.resource.list', { principal: STAFF, resource: 'vehicles' }), /Permissions Violation/);
      vehicles.publish('admin.resource.delete', JSON.stringify({ pattern: 'admin.resource.delete', data: { principal: STAFF, resource: 'clients', id: '1' } }));
      vehicles.subscribe('identity.>');
      vehicles.subscribe('vehicles.resource.list');
      await vehicles.flush();
      await new Promise((r) => setTimeout(r, 300));
      assert.ok(
        seen.some((m) => /Publish to "admin.resource.delete"/.test(m)),
        seen.join('\n'),
      );
      assert.ok(
        seen.some((m) => /Subscription to "identity.>"/.test(m)),
        seen.join('\n'),
      );
      // Outside its queue group it would receive a copy of every request to its own subjects.
      assert.ok(
        seen.some((m) => /Subscription to "vehicles.resource.list"/.test(m)),
        seen.join('\n'),
      );
    } finally {
      await vehicles.close();
    }
  });

  it('refuses a hand-made message that names a staff principal, even from the gateway', async () => {
    const gateway = await natsAs('gateway');
    try {
      const bare = await busRequest(gateway, 'vehicles.resource.list', { principal: STAFF, resource: 'vehicles' });
      assert.equal(bare.err?.code, 'UNAUTHORIZED');
      assert.equal(bare.response, undefined);

      const forged = await signAccessToken(STAFF, 'a-secret-guessed-by-the-attacker-0123456789abcdef', 600);
      const users = await busRequest(gateway, 'identity.users.list', { principal: STAFF, token: forged });
      assert.equal(users.err?.code, 'UNAUTHORIZED');

      // A real client user's token with a staff principal beside it: the token decides.
      const alpha = await Api.signIn(portal.apiUrl, 'alpha.user', DEMO_PASSWORD);
      const mixed = await busRequest(gateway, 'identity.users.list', { principal: STAFF, token: alpha.token });
      assert.equal(mixed.err?.code, 'FORBIDDEN');
      const own = await busRequest(gateway, 'vehicles.resource.list', { principal: STAFF, token: alpha.token, resource: 'vehicles', query: { per_page: '5' } });
      const alphaId = alpha.signIn.webUser.clientid;
      assert.ok(own.response.data.length > 0);
      assert.ok(own.response.data.every((v) => v.clientid === alphaId));
    } finally {
      await gateway.close();
    }
  });

  it('still serves the portal through the gateway', async () => {
    const admin = await Api.signIn(portal.apiUrl, 'admin', DEMO_PASSWORD);
    const res = await admin.get(listPath('vehicles', { per_page: 5 }));
    assert.equal(res.status, 200);
    assert.equal(res.body.data.length, 5);
  });
});

describe('answers bigger than the bus carries', () => {
  it('are a 413 that says what to do, at once, not a 504 after the deadline', async () => {
    const admin = await Api.signIn(portal.apiUrl, 'admin', DEMO_PASSWORD);
    const started = Date.now();
    const res = await admin.get(listPath('vehicles', { per_page: 100, with: ['client'] }));
    assert.equal(res.status, 413, JSON.stringify(res.body));
    assert.match(res.body.message, /answer is too large; ask for fewer rows per page or download it as CSV/);
    assert.ok(Date.now() - started < 5000, `took ${Date.now() - started} ms`);
    // The service is unharmed and a page that fits is served.
    assert.equal((await admin.get(listPath('vehicles', { per_page: 10 }))).status, 200);
  });
});

/** Sends Redis commands on a raw connection and hands back what Redis answered. */
function redisSay(port, text) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' }, () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', reject);
    setTimeout(() => {
      socket.destroy();
      resolve(answer);
    }, 300);
  });
}

describe('Redis', () => {
  it('refuses commands without the password, and the gateway uses it with the password', async () => {
    const url = new URL(portal.bus.redisUrl);
    assert.match(await redisSay(Number(url.port), 'PING\r\nDEL signin:failures:admin\r\n'), /^-NOAUTH/);
    const info = await redisSay(Number(url.port), `AUTH ${decodeURIComponent(url.password)}\r\nINFO clients\r\n`);
    assert.match(info, /^\+OK/);
    const clients = Number(/connected_clients:(\d+)/.exec(info)?.[1]);
    assert.ok(clients >= 2, `the gateway is connected to Redis (${clients} clients)`);
  });
});
