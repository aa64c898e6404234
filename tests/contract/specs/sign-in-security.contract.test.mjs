// Each known attack on sign-in and sessions, replayed against a real portal.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_PASSWORD } from '@portal/db';
import { Api, listPath, startPortal } from '../../../tools/stack/test-portal.mjs';

let portal;
let admin;
let anonymous;

before(async () => {
  // A portal of its own: this file disables alpha.user and demotes borealis.admin, whom the other files sign in as.
  portal = await startPortal({ own: true });
  admin = await Api.signIn(portal.apiUrl, 'admin', DEMO_PASSWORD);
  anonymous = new Api(portal.apiUrl);
});

after(async () => {
  await portal?.stop();
});

const signInAs = (username, password = DEMO_PASSWORD) => anonymous.request('POST', '/api/authenticate', { username, password });

async function userId(username) {
  const page = await admin.get(listPath('web_users', { filters: [`username|eq|${username}`] }));
  return page.body.data[0].userid;
}

describe('sign-in matches the login exactly', () => {
  it('does not take % or _ as wildcards', async () => {
    for (const username of ['%', 'alpha.use_']) {
      const res = await signInAs(username);
      assert.equal(res.status, 401, `${username} must not sign in`);
      assert.match(res.body.message, /Unauthorized/);
    }
  });

  it('answers a NUL byte in the username or password with a 422 naming it, not a 500', async () => {
    for (const [field, body] of [
      ['username', { username: 'admin\u0000', password: DEMO_PASSWORD }],
      ['password', { username: 'admin', password: 'x\u0000' }],
    ]) {
      const res = await anonymous.request('POST', '/api/authenticate', body);
      assert.equal(res.status, 422);
      assert.ok(res.body.errors[field], `errors names ${field}`);
    }
  });

  it('refuses a username that differs from another only in case', async () => {
    const res = await admin.request('PUT', `/api/web_users/${await userId('alpha.user')}`, { username: 'ADMIN' });
    assert.equal(res.status, 409);
    assert.ok(res.body.errors.username);
  });
});

describe('password guessing', () => {
  it('checks at most 10 of 30 parallel wrong passwords for one account, then answers 429 with Retry-After', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => signInAs('borealis.user', 'wrong-password')));
    const checked = answers.filter((r) => r.status === 401);
    const refused = answers.filter((r) => r.status === 429);
    assert.equal(checked.length, 10);
    assert.equal(refused.length, 20);
    assert.match(checked[0].body.message, /^Unauthorized/);
    assert.match(refused[0].body.message, /Too many failed sign-ins for this account/);
    assert.ok(Number(refused[0].headers.get('retry-after')) > 0);
    // Even the right password waits now.
    assert.equal((await signInAs('borealis.user')).status, 429);
  });

  it('counts the username and the e-mail address of one account together', async () => {
    const email = (await admin.get(`/api/web_users/${await userId('alpha.admin')}`)).body.useremail;
    const spellings = ['alpha.admin', email, 'ALPHA.ADMIN', email.toUpperCase(), ' Alpha.Admin '];
    for (let i = 0; i < 10; i += 1) assert.equal((await signInAs(spellings[i % spellings.length], 'wrong')).status, 401);
    const res = await signInAs(email);
    assert.equal(res.status, 429);
    assert.ok(res.headers.get('retry-after'));
  });
});

describe('sessions', () => {
  it('refresh answers new tokens and rotates: a used refresh token ends the session', async () => {
    const session = await Api.signIn(portal.apiUrl, 'admin', DEMO_PASSWORD);
    assert.equal(typeof session.signIn.refresh_token, 'string');
    assert.equal(session.signIn.expires_in, 900);
    const refreshed = await anonymous.request('POST', '/api/authenticate/refresh', { refresh_token: session.signIn.refresh_token });
    assert.equal(refreshed.status, 200);
    assert.notEqual(refreshed.body.refresh_token, session.signIn.refresh_token);
    assert.equal((await new Api(portal.apiUrl, refreshed.body.access_token).get('/api/users?per_page=1')).status, 200);
    const replay = await anonymous.request('POST', '/api/authenticate/refresh', { refresh_token: session.signIn.refresh_token });
    assert.equal(replay.status, 401);
    assert.match(replay.body.message, /session has ended/);
    assert.equal((await anonymous.request('POST', '/api/authenticate/refresh', { refresh_token: refreshed.body.refresh_token })).status, 401);
    assert.equal((await anonymous.request('POST', '/api/authenticate/refresh', {})).status, 422);
  });

  it('signing out ends the session on the server', async () => {
    const session = await Api.signIn(portal.apiUrl, 'admin', DEMO_PASSWORD);
    assert.equal((await anonymous.request('POST', '/api/authenticate/revoke', { refresh_token: session.signIn.refresh_token })).status, 200);
    assert.equal((await anonymous.request('POST', '/api/authenticate/refresh', { refresh_token: session.signIn.refresh_token })).status, 401);
  });

  it('refuses a disabled user at its next request, and its refresh', async () => {
    const user = await Api.signIn(portal.apiUrl, 'alpha.user', DEMO_PASSWORD);
    assert.equal((await user.get(listPath('vehicles', { per_page: 1 }))).status, 200);
    assert.equal((await admin.request('PUT', `/api/web_users/${user.signIn.user.userid}`, { active: 1 })).status, 200);
    const res = await user.get(listPath('vehicles', { per_page: 1 }));
    assert.equal(res.status, 401);
    assert.match(res.body.message, /session has ended/);
    assert.equal((await anonymous.request('POST', '/api/authenticate/refresh', { refresh_token: user.signIn.refresh_token })).status, 401);
  });

  it('refuses a demoted and moved client admin old token at once; its refresh carries the new role and client', async () => {
    const user = await Api.signIn(portal.apiUrl, 'borealis.admin', DEMO_PASSWORD);
    assert.equal(user.signIn.webUser.roleid, 11);
    const alphaId = (await admin.get(listPath('clients', { filters: ['clientname|eq|Alpha Motors'] }))).body.data[0].clientid;
    assert.equal((await user.get(listPath('vehicles', { per_page: 1 }))).status, 200);
    assert.equal((await admin.request('PUT', `/api/web_users/${user.signIn.user.userid}`, { roleid: 1, clientid: alphaId })).status, 200);
    assert.equal((await user.get(listPath('vehicles', { per_page: 1 }))).status, 401);
    const refreshed = await anonymous.request('POST', '/api/authenticate/refresh', { refresh_token: user.signIn.refresh_token });
    assert.equal(refreshed.status, 200);
    assert.equal(refreshed.body.webUser.roleid, 1);
    assert.equal(refreshed.body.webUser.clientid, alphaId);
    const vehicles = await new Api(portal.apiUrl, refreshed.body.access_token).get(listPath('vehicles', { per_page: 50 }));
    assert.equal(vehicles.status, 200);
    assert.ok(vehicles.body.data.length > 0);
    assert.ok(vehicles.body.data.every((v) => v.clientid === alphaId));
  });
});
