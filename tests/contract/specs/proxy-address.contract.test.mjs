// The gateway behind its ingress: the per-address limits of sign-in and of the public calls count per
// client, whose address a trusted proxy passes in X-Forwarded-For, and never per a header anyone else sets.
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { startPortal } from '../../../tools/stack/test-portal.mjs';

// The portal's gateway believes 127.0.0.1 only; 127.0.0.2 (loopback too, on Linux) stands for a caller that is not the proxy.
const PROXY = '127.0.0.1';
const STRANGER = '127.0.0.2';
const LIMIT = 3;

let portal;

before(async () => {
  portal = await startPortal({
    serverEnv: { PORTAL_TRUSTED_PROXIES: PROXY, PUBLIC_LIMIT_ADDRESS: `${LIMIT}/900`, SIGNIN_LIMIT_ADDRESS: `${LIMIT}/900` },
  });
});

after(async () => {
  await portal?.stop();
});

/** A JSON POST from the local address `from`, with `forwardedFor` as X-Forwarded-For if given; answers the status. */
function post(path, body, { from, forwardedFor }) {
  const url = new URL(path, portal.apiUrl);
  const text = JSON.stringify(body);
  const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) };
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers, localAddress: from }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
    req.end(text);
  });
}

const checkEmail = (i, options) => post('/api/checkEmailAvailable', { email: `proxy${i}@x.example` }, options);
const signIn = (i, options) => post('/api/authenticate', { username: `nobody.${i}`, password: 'Wrong-password-1' }, options);

/** `LIMIT + 1` calls of `call` with `options`: the last one is refused when they all count against one address. */
async function burst(call, options, offset = 0) {
  const statuses = [];
  for (let i = 0; i <= LIMIT; i++) statuses.push(await call(offset + i, options));
  return statuses;
}

describe('behind a trusted proxy', () => {
  it('counts the public calls per client address the proxy forwards', async () => {
    assert.deepEqual(await burst(checkEmail, { from: PROXY, forwardedFor: '203.0.113.10' }), [200, 200, 200, 429]);
    // Another client behind the same proxy has its own count; the first one is still refused.
    assert.deepEqual(await burst(checkEmail, { from: PROXY, forwardedFor: '198.51.100.7, 203.0.113.99' }, 10), [200, 200, 200, 429]);
    assert.equal(await checkEmail(20, { from: PROXY, forwardedFor: '203.0.113.10' }), 429);
  });

  it('counts failed sign-ins per client address the proxy forwards', async () => {
    assert.deepEqual(await burst(signIn, { from: PROXY, forwardedFor: '203.0.113.20' }), [401, 401, 401, 429]);
    assert.deepEqual(await burst(signIn, { from: PROXY, forwardedFor: '203.0.113.21' }, 10), [401, 401, 401, 429]);
  });

  it('ignores X-Forwarded-For from a caller that is not a trusted proxy', async () => {
    // Each call claims another address; all count against the caller's own.
    const statuses = [];
    for (let i = 0; i <= LIMIT; i++) statuses.push(await checkEmail(30 + i, { from: STRANGER, forwardedFor: `192.0.2.${i + 1}` }));
    assert.deepEqual(statuses, [200, 200, 200, 429]);
  });
});
