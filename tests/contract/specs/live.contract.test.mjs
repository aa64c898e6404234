// The gateway's live stream of vehicle changes (`GET /api/live/vehicles`): a signed-in user hears a
// change of its own clients' vehicles, whoever made it, and never another client's; staff hear every
// client; the stream names no vehicle or client; a disabled user's stream ends at the next event.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_PASSWORD } from '@portal/db';
import { until, watchStream } from '../support/event-stream.mjs';
import { Api, listPath, startPortal } from '../../../tools/stack/test-portal.mjs';

let portal;
let admin;
let alphaUser;
let borealisUser;
const open = [];

before(async () => {
  // A portal of its own: this file disables alpha.user, whom the other files sign in as.
  portal = await startPortal({ own: true });
  [admin, alphaUser, borealisUser] = await Promise.all(['admin', 'alpha.user', 'borealis.user'].map((u) => Api.signIn(portal.apiUrl, u, DEMO_PASSWORD)));
});

after(async () => {
  for (const stream of open) stream.close();
  await portal?.stop();
});

/** Opens the stream as `api` and keeps what it hears: events (name and data) and whether it ended. */
async function watch(api) {
  const stream = await watchStream(`${portal.apiUrl}/api/live/vehicles`, api.token);
  open.push(stream);
  return stream;
}

/** Long enough for an event that should not come: the service announces once changes are quiet for 250 ms, within a second. */
const settle = () => new Promise((r) => setTimeout(r, 1500));

async function vehicleOf(api) {
  const res = await api.get(listPath('vehicles', { per_page: 1 }));
  assert.equal(res.status, 200);
  return res.body.data[0];
}

describe('live vehicle changes', () => {
  it('refuses a caller without a valid token', async () => {
    assert.equal((await fetch(`${portal.apiUrl}/api/live/vehicles`)).status, 401);
    const forged = await fetch(`${portal.apiUrl}/api/live/vehicles`, { headers: { authorization: 'Bearer not.a.token' } });
    assert.equal(forged.status, 401);
  });

  it("tells a client user of its own client's changes only, and staff of every client's", async () => {
    const [alphaStream, borealisStream, staffStream] = [await watch(alphaUser), await watch(borealisUser), await watch(admin)];
    const borealisVehicle = await vehicleOf(borealisUser);
    const alphaVehicle = await vehicleOf(alphaUser);

    // Staff change a Borealis vehicle: Borealis and staff hear it, Alpha does not.
    assert.equal((await admin.request('PUT', `/api/vehicles/${borealisVehicle.vehicleid}`, { mileage: 5150 })).status, 200);
    await until(() => borealisStream.events.length === 1 && staffStream.events.length === 1, 'the Borealis change');
    await settle();
    assert.equal(alphaStream.events.length, 0, 'Alpha heard of a Borealis vehicle');
    assert.deepEqual(borealisStream.events[0], { event: 'vehicles', data: '{}' });

    // Alpha's own change reaches Alpha and staff, not Borealis.
    assert.equal((await alphaUser.request('PUT', `/api/vehicles/${alphaVehicle.vehicleid}`, { mileage: 4242 })).status, 200);
    await until(() => alphaStream.events.length === 1 && staffStream.events.length === 2, 'the Alpha change');
    await settle();
    assert.equal(borealisStream.events.length, 1, 'Borealis heard of an Alpha vehicle');
  });

  it('gathers a burst of writes into few events, and a refused write makes none', async () => {
    const stream = await watch(borealisUser);
    const vehicle = await vehicleOf(borealisUser);
    await Promise.all([1, 2, 3, 4, 5].map((n) => admin.request('PUT', `/api/vehicles/${vehicle.vehicleid}`, { mileage: 6000 + n })));
    await until(() => stream.events.length >= 1, 'the burst');
    await settle();
    assert.ok(stream.events.length <= 2, `${stream.events.length} events for one burst`);

    const before = stream.events.length;
    assert.equal((await borealisUser.request('PUT', `/api/vehicles/${vehicle.vehicleid}`, { make: 'REFUSED' })).status, 422);
    await settle();
    assert.equal(stream.events.length, before);
  });

  it('ends the stream of a user disabled meanwhile, without telling it anything more', async () => {
    const user = await Api.signIn(portal.apiUrl, 'alpha.user', DEMO_PASSWORD);
    const stream = await watch(user);
    assert.equal((await admin.request('PUT', `/api/web_users/${user.signIn.user.userid}`, { active: 1 })).status, 200);
    const found = await admin.get(listPath('vehicles', { per_page: 1, filters: [`clientid|eq|${user.signIn.webUser.clientid}`] }));
    const vehicle = found.body.data[0];
    assert.equal((await admin.request('PUT', `/api/vehicles/${vehicle.vehicleid}`, { mileage: 7070 })).status, 200);
    await until(() => stream.ended, 'the stream to end');
    assert.equal(stream.events.length, 0);
  });
});
