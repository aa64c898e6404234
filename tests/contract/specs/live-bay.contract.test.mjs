// The gateway's live stream of a load's bay changes (`GET /api/live/client_loads/{id}`): the load's page
// hears when a bay create, update or check of any user, or a change on the partner's side (noticed by
// the loads service's bay sync), changed what the bay holds for the load. A client user may watch its
// own client's loads only: another client's load is a 404 that says nothing more; no token is a 401.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_PASSWORD } from '@portal/db';
import { until, watchStream } from '../support/event-stream.mjs';
import { Api, startPortal } from '../../../tools/stack/test-portal.mjs';

let portal;
let admin;
let alphaUser;
let borealisUser;
const open = [];

before(async () => {
  // The bay sync checks the loads with a shipment again every second here (a minute by default).
  portal = await startPortal({ serverEnv: { BAY_SYNC_MS: '1000' } });
  [admin, alphaUser, borealisUser] = await Promise.all(['admin', 'alpha.user', 'borealis.user'].map((u) => Api.signIn(portal.apiUrl, u, DEMO_PASSWORD)));
});

after(async () => {
  for (const stream of open) stream.close();
  await portal?.stop();
});

const streamPath = (loadId) => `/api/live/client_loads/${loadId}`;

/** Opens a load's stream as `api` and keeps the events it hears. */
async function watch(api, loadId) {
  const stream = await watchStream(`${portal.apiUrl}${streamPath(loadId)}`, api.token);
  open.push(stream);
  return stream;
}

/** Long enough for an event that should not come (the sync runs every second). */
const settle = () => new Promise((r) => setTimeout(r, 2500));

/** A carrier load of the user's client, ready for the bay: both locations, a PAPS number, a valued vehicle. */
async function readyLoad(api, name) {
  const from = (await api.request('POST', '/api/client_locations', { name: `${name} From` })).body;
  const to = (await api.request('POST', '/api/client_locations', { name: `${name} To` })).body;
  const load = (await api.request('POST', '/api/client_loads', { name })).body;
  await api.request('PUT', `/api/client_loads/${load.id}`, { location_from_id: from.id, location_to_id: to.id, paps_number: 'PAPS-LIVE' });
  const vehicle = (await api.get('/api/client_load_vehicles?per_page=1&filters[]=client_load_id|isnull|1')).body.data[0];
  await portal.db.prisma.vehicle.update({ where: { vehicleid: vehicle.vehicleid }, data: { value_us_dollars: 9000 } });
  assert.equal((await api.request('POST', `/api/client_loads/${load.id}/add/${vehicle.vehicleid}`)).status, 200);
  return { ...load, vehicle };
}

describe('live bay changes of a load', () => {
  it('refuses a caller without a valid token, and answers another client’s load or none as not found, saying nothing of it', async () => {
    const borealisLoad = (await borealisUser.request('POST', '/api/client_loads', { name: 'BOREALIS-LIVE' })).body;
    assert.equal((await fetch(`${portal.apiUrl}${streamPath(borealisLoad.id)}`)).status, 401);
    const forged = await fetch(`${portal.apiUrl}${streamPath(borealisLoad.id)}`, { headers: { authorization: 'Bearer not.a.token' } });
    assert.equal(forged.status, 401);
    const refused = await alphaUser.get(streamPath(borealisLoad.id));
    const missing = await alphaUser.get(streamPath(999999));
    assert.equal(refused.status, 404);
    assert.equal(missing.status, 404);
    assert.match(refused.headers.get('content-type'), /^application\/json/);
    // Another client's load and a load that does not exist are told apart by nothing but the id.
    assert.deepEqual(Object.keys(refused.body).sort(), Object.keys(missing.body).sort());
    assert.ok(!JSON.stringify(refused.body).includes('BOREALIS'), 'the refusal names the load');
    assert.equal((await alphaUser.get(streamPath('abc'))).status, 422);
  });

  it("tells the load's own client user and staff of a bay create, and nobody watching another load", async () => {
    const load = await readyLoad(alphaUser, 'ALPHA-LIVE-1');
    const other = await readyLoad(alphaUser, 'ALPHA-LIVE-2');
    const [alphaStream, staffStream, otherStream] = [await watch(alphaUser, load.id), await watch(admin, load.id), await watch(alphaUser, other.id)];
    const created = await admin.request('POST', `/api/client_loads/${load.id}/createBayShipment`);
    assert.deepEqual([created.status, created.body], [200, { errors: [] }]);
    await until(() => alphaStream.events.length >= 1 && staffStream.events.length >= 1, 'the bay create');
    assert.deepEqual(alphaStream.events[0], { event: 'bay', data: '{}' });
    await settle();
    assert.equal(otherStream.events.length, 0, 'a page of another load heard of this one');
  });

  it("tells the load's page of a change on the partner's side, and says nothing while nothing changes", async () => {
    const load = await readyLoad(alphaUser, 'ALPHA-LIVE-3');
    assert.equal((await alphaUser.request('POST', `/api/client_loads/${load.id}/createBayShipment`)).status, 200);
    assert.equal((await alphaUser.get(`/api/client_loads/${load.id}/checkBayShipment`)).body.status, 'ok');
    await settle();
    const stream = await watch(alphaUser, load.id);
    await settle();
    assert.equal(stream.events.length, 0, 'an unchanged re-check was announced');
    const shipmentId = (await portal.db.prisma.clientLoad.findUnique({ where: { id: load.id }, include: { bay_shipment: true } })).bay_shipment.external_id;
    const partner = await fetch(`${portal.partners.bayUrl}/__control/shipments/${shipmentId}`, {
      method: 'POST',
      body: JSON.stringify({ errors: ['Customs hold: entry not on file'] }),
    });
    assert.equal(partner.status, 200);
    await until(() => stream.events.length === 1, "the partner's change");
    const check = await alphaUser.get(`/api/client_loads/${load.id}/checkBayShipment`);
    assert.deepEqual([check.body.status, check.body.errors], ['errors', ['Customs hold: entry not on file']]);
  });
});
