import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_PASSWORD } from '@portal/db';
import { Api, startPortal } from '../../../tools/stack/test-portal.mjs';

let portal;
let admin;
let alphaUser;
let borealisUser;
let borealis;

const DIRECTORY = ['client_locations', 'client_drivers', 'client_transporters'];

/** Every row of a table, to compare before and after a refused write. */
const snapshot = (model) => portal.db.prisma[model].findMany({ orderBy: { id: 'asc' } });

before(async () => {
  portal = await startPortal();
  admin = await Api.signIn(portal.apiUrl, 'admin', DEMO_PASSWORD);
  alphaUser = await Api.signIn(portal.apiUrl, 'alpha.user', DEMO_PASSWORD);
  borealisUser = await Api.signIn(portal.apiUrl, 'borealis.user', DEMO_PASSWORD);
  // Borealis's own load, location, driver and transporter, made by its own user.
  borealis = { load: (await borealisUser.request('POST', '/api/client_loads', { name: 'BOREALIS-LOAD' })).body };
  for (const resource of DIRECTORY) borealis[resource] = (await borealisUser.request('POST', `/api/${resource}`, {})).body;
});

after(async () => {
  await portal?.stop();
});

describe("a client user and another client's loads", () => {
  it("never lists, reads, changes or deletes another client's load, location, driver or transporter", async () => {
    for (const [resource, row] of [['client_loads', borealis.load], ...DIRECTORY.map((r) => [r, borealis[r]])]) {
      const list = await alphaUser.get(`/api/${resource}?per_page=1000`);
      assert.equal(list.status, 200, resource);
      assert.ok(!list.body.data.some((r) => r.id === row.id), `${resource} lists another client's row`);
      assert.equal((await alphaUser.get(`/api/${resource}/${row.id}`)).status, 404, resource);
      assert.equal((await alphaUser.request('PUT', `/api/${resource}/${row.id}`, { name: 'TAKEN' })).status, 404, resource);
    }
    assert.equal((await alphaUser.request('DELETE', `/api/client/client_loads/${borealis.load.id}`)).status, 404);
    assert.equal((await alphaUser.get(`/api/client_loads/${borealis.load.id}/history`)).status, 404);
    assert.equal((await alphaUser.get(`/api/client_loads/${borealis.load.id}/checkBayShipment`)).status, 404);
    assert.equal((await alphaUser.request('POST', `/api/client_loads/${borealis.load.id}/createBayShipment`)).status, 404);
    const stored = await portal.db.prisma.clientLoad.findUnique({ where: { id: borealis.load.id } });
    assert.equal(stored.name, 'BOREALIS-LOAD');
  });

  it("refuses every link of a load body to another client's rows, and writes nothing", async () => {
    const own = (await alphaUser.request('POST', '/api/client_loads', { name: 'ALPHA-LINKS' })).body;
    const links = {
      client_id: borealis.load.client_id,
      location_from_id: borealis.client_locations.id,
      location_to_id: borealis.client_locations.id,
      location_pickup_id: borealis.client_locations.id,
      client_driver_id: borealis.client_drivers.id,
      client_transporter_id: borealis.client_transporters.id,
    };
    const before = await snapshot('clientLoad');
    for (const [field, value] of Object.entries(links)) {
      const res = await alphaUser.request('PUT', `/api/client_loads/${own.id}`, { [field]: value });
      // Another client's row is not found, as one that does not exist (document 1 §6); the owner itself is forbidden.
      assert.ok([403, 404].includes(res.status), `${field}: ${res.status}`);
      const created = await alphaUser.request('POST', '/api/client_loads', { name: `ALPHA-${field}`, [field]: value });
      // A new load takes only its client, number and type: the other links are refused as fields a create does not take.
      assert.ok([403, 404, 422].includes(created.status), `${field} on create: ${created.status}`);
      if (created.status === 422) assert.match(created.text, /not allowed|cannot be set|not accepted|create/i, created.text);
    }
    for (const resource of DIRECTORY) {
      const res = await alphaUser.request('POST', `/api/${resource}`, { client_id: borealis.load.client_id });
      assert.equal(res.status, 403, resource);
    }
    assert.deepEqual(await snapshot('clientLoad'), before);
  });

  it("refuses another client's vehicle in a load and another client's load for a vehicle", async () => {
    const own = (await alphaUser.request('POST', '/api/client_loads', { name: 'ALPHA-VEHICLES' })).body;
    const alphaVehicle = (await alphaUser.get('/api/client_load_vehicles?per_page=1&filters[]=client_load_id|isnull|1')).body.data[0];
    const borealisVehicle = (await borealisUser.get('/api/client_load_vehicles?per_page=1&filters[]=client_load_id|isnull|1')).body.data[0];
    assert.equal((await alphaUser.request('POST', `/api/client_loads/${own.id}/add/${borealisVehicle.vehicleid}`)).status, 404);
    assert.equal((await alphaUser.request('POST', `/api/client_loads/${borealis.load.id}/add/${alphaVehicle.vehicleid}`)).status, 404);
    const moved = await alphaUser.request('PUT', `/api/vehicles/${alphaVehicle.vehicleid}`, { client_load_id: borealis.load.id });
    assert.equal(moved.status, 404, moved.text);
    const stored = await portal.db.prisma.vehicle.findUnique({ where: { vehicleid: alphaVehicle.vehicleid } });
    assert.equal(stored.client_load_id, null);
    assert.equal((await portal.db.prisma.vehicle.findUnique({ where: { vehicleid: borealisVehicle.vehicleid } })).client_load_id, null);
  });
});

/** The "vehicle" lines of a load's history as `user` reads them, newest first. */
async function vehicleLines(user, loadId) {
  const res = await user.get(`/api/client_loads/${loadId}/history?per_page=100`);
  assert.equal(res.status, 200);
  return res.body.data.filter((h) => h.target_field === 'vehicle').map((h) => ({ value: h.value, old_value: h.old_value }));
}

describe('the load rules through the gateway', () => {
  it('adds a vehicle once, refuses a second load, and deletes only an empty load with []', async () => {
    const load = (await alphaUser.request('POST', '/api/client_loads', { name: 'ALPHA-RULES' })).body;
    assert.equal(load.client_id, (await portal.db.prisma.webUser.findFirst({ where: { username: 'alpha.user' } })).clientid);
    const vehicle = (await alphaUser.get('/api/client_load_vehicles?per_page=1&filters[]=client_load_id|isnull|1')).body.data[0];
    assert.equal((await alphaUser.request('POST', `/api/client_loads/${load.id}/add/${vehicle.vehicleid}`)).status, 200);
    const other = (await alphaUser.request('POST', '/api/client_loads', { name: 'ALPHA-OTHER' })).body;
    assert.equal((await alphaUser.request('POST', `/api/client_loads/${other.id}/add/${vehicle.vehicleid}`)).status, 409);
    // The load's history names the vehicle that joined; the refused add wrote nothing on the other load.
    assert.deepEqual(await vehicleLines(alphaUser, load.id), [{ value: vehicle.vehiclevin, old_value: null }]);
    assert.deepEqual(await vehicleLines(alphaUser, other.id), []);
    assert.equal((await borealisUser.get(`/api/client_loads/${load.id}/history`)).status, 404);
    const refused = await alphaUser.request('DELETE', `/api/client/client_loads/${load.id}`);
    assert.equal(refused.status, 409);
    assert.match(refused.body.message, /Unable to delete load/);
    assert.equal((await alphaUser.request('DELETE', `/api/client_loads/${load.id}/remove/${vehicle.vehicleid}`)).status, 200);
    assert.deepEqual((await vehicleLines(alphaUser, load.id))[0], { value: null, old_value: vehicle.vehiclevin });
    const deleted = await alphaUser.request('DELETE', `/api/client/client_loads/${load.id}`);
    assert.deepEqual([deleted.status, deleted.body], [200, []]);
  });

  it("gives staff's new load client 0", async () => {
    const load = (await admin.request('POST', '/api/client_loads', {})).body;
    assert.deepEqual([load.client_id, load.name], [0, 'NEW LOAD multiple']);
  });

  it('says the bay is not answering during an outage, and changes nothing', async () => {
    const from = (await alphaUser.request('POST', '/api/client_locations', { name: 'From Yard' })).body;
    const to = (await alphaUser.request('POST', '/api/client_locations', { name: 'To Dock' })).body;
    const load = (await alphaUser.request('POST', '/api/client_loads', { name: 'ALPHA-OUTAGE' })).body;
    await alphaUser.request('PUT', `/api/client_loads/${load.id}`, { location_from_id: from.id, location_to_id: to.id, paps_number: 'PAPS-9' });
    const vehicle = (await alphaUser.get('/api/client_load_vehicles?per_page=1&filters[]=client_load_id|isnull|1')).body.data[0];
    await portal.db.prisma.vehicle.update({ where: { vehicleid: vehicle.vehicleid }, data: { value_us_dollars: 9000 } });
    await alphaUser.request('POST', `/api/client_loads/${load.id}/add/${vehicle.vehicleid}`);
    const control = (body) => fetch(`${portal.partners.bayUrl}/__control`, { method: 'POST', body: JSON.stringify(body) });
    await control({ down: true });
    try {
      const res = await alphaUser.request('POST', `/api/client_loads/${load.id}/createBayShipment`);
      assert.equal(res.status, 503);
      assert.match(res.body.message, /bay shipment system is not answering; nothing was changed/);
    } finally {
      await control({ down: false });
    }
    assert.equal((await portal.db.prisma.clientLoad.findUnique({ where: { id: load.id } })).bay_shipment_id, null);
    const created = await alphaUser.request('POST', `/api/client_loads/${load.id}/createBayShipment`);
    assert.deepEqual([created.status, created.body], [200, { errors: [] }]);
    const history = (await alphaUser.get(`/api/client_loads/${load.id}/history?per_page=100`)).body.data;
    const stored = await portal.db.prisma.clientLoad.findUnique({ where: { id: load.id }, include: { bay_shipment: true } });
    assert.deepEqual(
      history.filter((h) => h.target_field === 'bay shipment created').map((h) => h.value),
      [stored.bay_shipment.external_id],
    );
    const check = await alphaUser.get(`/api/client_loads/${load.id}/checkBayShipment`);
    assert.equal(check.body.status, 'ok');
    const change = await alphaUser.request('PUT', `/api/client_loads/${load.id}`, { load_type: 'single' });
    assert.deepEqual([change.status, change.body.message], [409, 'Cannot change type, load already sent to bay']);
  });
});

describe('SOC Refresh Blackbook through the gateway', () => {
  it("refreshes a load's vehicles for staff, refuses client users, and says when Blackbook is down", async () => {
    const load = (await alphaUser.request('POST', '/api/client_loads', { name: 'ALPHA-BLACKBOOK' })).body;
    const vehicle = (await alphaUser.get('/api/client_load_vehicles?per_page=1&filters[]=client_load_id|isnull|1')).body.data[0];
    assert.equal((await alphaUser.request('POST', `/api/client_loads/${load.id}/add/${vehicle.vehicleid}`)).status, 200);
    // Staff only (document 2 §2): the load's own client user and another client's are refused alike.
    assert.equal((await alphaUser.request('POST', `/api/client_loads/${load.id}/blackbook`)).status, 403);
    assert.equal((await borealisUser.request('POST', `/api/client_loads/${load.id}/blackbook`)).status, 403);
    const control = (body) => fetch(`${portal.partners.blackbookUrl}/__control`, { method: 'POST', body: JSON.stringify(body) });
    const before = await portal.db.prisma.blackbookInfo.findUnique({ where: { vehicleid: vehicle.vehicleid } });
    await control({ down: true });
    try {
      const res = await admin.request('POST', `/api/client_loads/${load.id}/blackbook`);
      assert.deepEqual([res.status, res.body.message], [503, 'Blackbook is not answering; nothing was changed. Try again in a few minutes.']);
    } finally {
      await control({ down: false });
    }
    assert.deepEqual(await portal.db.prisma.blackbookInfo.findUnique({ where: { vehicleid: vehicle.vehicleid } }), before);
    const res = await admin.request('POST', `/api/client_loads/${load.id}/blackbook`);
    assert.equal(res.status, 200);
    assert.equal(res.body.refreshed + res.body.missing.length, 1);
    assert.equal((await admin.request('POST', '/api/client_loads/999999999/blackbook')).status, 404);
  });
});
