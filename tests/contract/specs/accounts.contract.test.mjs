// Registration, password reset and signatures through the gateway, with the mail read at the SMTP stand-in.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_PASSWORD } from '@portal/db';
import { listMail, waitForMail } from '@portal/mail-standin';
import { Api, startPortal } from '../../../tools/stack/test-portal.mjs';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const FORGOT_TEXT = 'Please check your email. If your email/username exists you will receive an email with a link to reset your password...';

let portal;
let anonymous;

before(async () => {
  portal = await startPortal();
  anonymous = new Api(portal.apiUrl);
});

after(async () => {
  await portal?.stop();
});

const registration = (email) => ({
  firstName: 'Robin',
  lastName: 'Importer',
  username: email,
  password: 'Robin-password-2026',
  phone: '555-0100',
  businessName: 'Robin Imports',
  country: 'Canada',
  street: '1 Main St',
  city: 'Windsor',
  state: 'ON',
  zip: 'N9A 1A1',
  services: { ri: false, titles: true },
});

function resetToken(mail) {
  const match = /\/reset\/([A-Za-z0-9_-]+)/.exec(mail.text);
  assert.ok(match, `a reset link in: ${mail.text}`);
  return match[1];
}

describe('registration', () => {
  it('creates a pending account that is signed in at once, and e-mails the welcome note', async () => {
    const res = await anonymous.request('POST', '/api/register', registration('robin@imports.example'));
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.success, true);
    assert.equal(res.body.webUser.clientid, null);
    const robin = new Api(portal.apiUrl, res.body.access_token);
    // Signed in, yet seeing no client's vehicles until staff attach one.
    const vehicles = await robin.get('/api/vehicles');
    assert.equal(vehicles.status, 200);
    assert.equal(vehicles.body.total, 0);
    const mail = await waitForMail(portal.mailUrl, 'robin@imports.example');
    assert.match(mail.subject, /Welcome/);
  });

  it('says a taken address is taken, on the check and on registration, and a free one is free', async () => {
    assert.deepEqual((await anonymous.request('POST', '/api/checkEmailAvailable', { email: 'ROBIN@imports.example' })).body, { success: false });
    assert.deepEqual((await anonymous.request('POST', '/api/checkEmailAvailable', { email: 'free@imports.example' })).body, { success: true });
    const again = await anonymous.request('POST', '/api/register', registration('Robin@Imports.example'));
    assert.deepEqual(again.body, { success: false, message: 'This email has already been registered' });
  });

  it('names each bad field in a 422', async () => {
    const res = await anonymous.request('POST', '/api/register', { ...registration('not-an-address'), password: 'short', zip: '' });
    assert.equal(res.status, 422);
    for (const field of ['username', 'password', 'zip']) assert.ok(res.body.errors[field], `errors name ${field}`);
    const check = await anonymous.request('POST', '/api/checkEmailAvailable', { email: 'x\u0000@y.z' });
    assert.equal(check.status, 422);
    assert.ok(check.body.errors.email);
  });
});

describe('password reset', () => {
  it('answers a known and an unknown account identically, and mails only the known one', async () => {
    const known = await anonymous.request('PUT', '/api/forgotPassword', { email: 'alpha.user' });
    const unknown = await anonymous.request('PUT', '/api/forgotPassword', { email: 'nobody@nowhere.example' });
    assert.equal(known.status, 200);
    assert.deepEqual([unknown.status, unknown.text], [known.status, known.text]);
    assert.deepEqual(known.body, { error: false, message: FORGOT_TEXT });
    await waitForMail(portal.mailUrl, 'alex@alphamotors.example', { matches: (m) => /reset/i.test(m.subject) });
    assert.deepEqual(await listMail(portal.mailUrl, 'nobody@nowhere.example'), []);
  });

  it('resets the password once from the e-mailed link; the link then reads as expired', async () => {
    await anonymous.request('PUT', '/api/forgotPassword', { email: 'brooke@borealisimports.example' });
    const token = resetToken(await waitForMail(portal.mailUrl, 'brooke@borealisimports.example'));
    assert.deepEqual((await anonymous.get(`/api/web_users/resetTokenData/${token}`)).body, { token, status: 'valid', expired: false });
    const updated = await anonymous.request('PUT', `/api/web_users/resetTokenUpdate/${token}`, { password: 'Brooke-new-2026' });
    assert.deepEqual(updated.body, { success: true, message: 'password updated' });
    await Api.signIn(portal.apiUrl, 'borealis.admin', 'Brooke-new-2026');
    const reused = await anonymous.request('PUT', `/api/web_users/resetTokenUpdate/${token}`, { password: 'Someone-else-2026' });
    assert.deepEqual(reused.body, { success: false, message: 'This reset token has expired' });
    assert.equal((await anonymous.get(`/api/web_users/resetTokenData/${token}`)).body.status, 'expired');
    assert.equal((await anonymous.request('POST', '/api/authenticate', { username: 'borealis.admin', password: 'Someone-else-2026' })).status, 401);
  });

  it('limits reset e-mails per name asked for, the same for a known and an unknown one', async () => {
    const ask = (email) => anonymous.request('PUT', '/api/forgotPassword', { email });
    const known = [];
    const unknown = [];
    for (let i = 0; i < 6; i++) {
      known.push((await ask('disabled.user')).status);
      unknown.push((await ask('ghost.user')).status);
    }
    assert.deepEqual(known, [200, 200, 200, 200, 200, 429]);
    assert.deepEqual(unknown, known);
    const refused = await ask('ghost.user');
    assert.ok(Number(refused.headers.get('retry-after')) > 0);
  });

  it('limits the e-mail check per address, with Retry-After', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => anonymous.request('POST', '/api/checkEmailAvailable', { email: `probe${i}@x.example` })),
    );
    const refused = answers.filter((r) => r.status === 429);
    // 30 per 15 minutes from one address; this file made 3 checks before.
    assert.equal(answers.length - refused.length, 27);
    assert.ok(Number(refused[0].headers.get('retry-after')) > 0);
  });
});

describe('signatures', () => {
  it('keeps a user signature that the user and staff read, and nobody else', async () => {
    const alpha = await Api.signIn(portal.apiUrl, 'alpha.user', DEMO_PASSWORD);
    const borealis = await Api.signIn(portal.apiUrl, 'borealis.user', DEMO_PASSWORD);
    const admin = await Api.signIn(portal.apiUrl, 'admin', DEMO_PASSWORD);
    const id = alpha.signIn.user.userid;
    assert.equal((await alpha.get(`/api/user/${id}/mySignature`)).body.signature, null);
    const saved = await alpha.request('POST', '/api/user/setSignature', { photo: PNG });
    assert.equal(saved.status, 200, saved.text);
    assert.equal((await alpha.get(`/api/user/${id}/mySignature`)).body.signature, PNG);
    assert.equal((await admin.get(`/api/user/${id}/mySignature`)).body.signature, PNG);
    assert.equal((await borealis.get(`/api/user/${id}/mySignature`)).status, 404);
    const fake = await alpha.request('POST', '/api/user/setSignature', { photo: `data:image/png;base64,${Buffer.from('not a png').toString('base64')}` });
    assert.equal(fake.status, 422);
    assert.ok(fake.body.errors.photo);
  });
});
