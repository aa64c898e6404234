// Attacks once seen to work against the running portal, replayed through the gateway: each is now a
// clear 4xx that reveals nothing, and the database is read afterwards to prove nothing was written.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_PASSWORD } from '@portal/db';
import { Api, listPath, startPortal } from '../../../tools/stack/test-portal.mjs';

let portal;
let admin;
let alphaUser;
let alphaId;
let borealisId;
let ownVehicle;

before(async () => {
  portal = await startPortal();
  admin = await Api.signIn(portal.apiUrl, 'admin', DEMO_PASSWORD);
  alphaUser = await Api.signIn(portal.apiUrl, 'alpha.user', DEMO_PASSWORD);
  alphaId = alphaUser.signIn.webUser.clientid;
  borealisId = (await portal.db.prisma.client.findFirstOrThrow({ where: { clientname: 'Borealis Imports' } })).clientid;
  ownVehicle = await portal.db.prisma.vehicle.findFirstOrThrow({ where: { clientid: alphaId }, orderBy: { vehicleid: 'asc' } });
});

after(async () => {
  await portal?.stop();
});

describe('cross-client links', () => {
  it("refuses another client's load, agent and driver on a client user's own vehicle as not found, naming only the field", async () => {
    const prisma = portal.db.prisma;
    const load = await prisma.clientLoad.create({ data: { client_id: borealisId, name: 'BOREALIS SECRET LOAD' } });
    const agent = await prisma.clientAgent.create({ data: { client_id: borealisId, name: 'Borealis Secret Agent' } });
    const driver = await prisma.clientDriver.create({ data: { client_id: borealisId, first_name: 'Secret', last_name: 'Driver' } });
    for (const [field, value] of [
      ['client_load_id', load.id],
      ['client_agent_id', agent.id],
      ['client_driver_id', driver.id],
    ]) {
      const res = await alphaUser.request('PUT', `/api/vehicles/${ownVehicle.vehicleid}`, { [field]: value });
      // Not found, as another client's record is everywhere (document 1 §6), naming the field.
      assert.equal(res.status, 404, `${field}: ${res.text}`);
      assert.deepEqual(Object.keys(res.body.errors), [field]);
      assert.doesNotMatch(res.text, /SECRET|Secret|Borealis/);
    }
    const after = await prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: ownVehicle.vehicleid } });
    assert.equal(after.client_load_id, ownVehicle.client_load_id);
    assert.equal(after.client_agent_id, ownVehicle.client_agent_id);
    assert.equal(after.client_driver_id, ownVehicle.client_driver_id);
  });

  it("refuses a file onto its own vehicle that also lists another client's (a 7501 for several vehicles), storing nothing", async () => {
    const other = await portal.db.prisma.vehicle.findFirstOrThrow({ where: { clientid: borealisId } });
    const before = await portal.db.prisma.vehicleImage.count();
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }), '7501.pdf');
    form.append('vehicleId', `${ownVehicle.vehicleid},${other.vehicleid}`);
    form.append('note', '7501');
    const res = await fetch(`${portal.apiUrl}/api/vehicles/${ownVehicle.vehicleid}/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${alphaUser.token}` },
      body: form,
    });
    assert.equal(res.status, 404);
    assert.doesNotMatch(await res.text(), new RegExp(String(other.vehicleid)));
    assert.equal(await portal.db.prisma.vehicleImage.count(), before);
  });

  it("refuses another client's bill-to client and someone else as the one who entered a new vehicle", async () => {
    const before = await portal.db.prisma.vehicle.count();
    const adminId = admin.signIn.user.userid;
    const base = { vehiclevin: '1HGCM82633A004352', titleprocessingtype: 1 };
    const billto = await alphaUser.request('POST', '/api/vehicles', { ...base, billtoclientid: borealisId });
    assert.equal(billto.status, 404, billto.text);
    assert.ok(billto.body.errors.billtoclientid);
    assert.doesNotMatch(billto.text, /Borealis/);
    const entered = await alphaUser.request('POST', '/api/vehicles', { ...base, enteredby: adminId });
    assert.equal(entered.status, 422, entered.text);
    assert.ok(entered.body.errors.enteredby);
    assert.doesNotMatch(entered.text, /"username"/);
    assert.equal(await portal.db.prisma.vehicle.count(), before);
  });
});

describe('relations read only what their resource allows', () => {
  it('refuses a client user the staff-only notes and overrides of its own client, and the price list through application types', async () => {
    for (const relation of ['notes', 'overrides']) {
      const res = await alphaUser.get(`/api/clients/${alphaId}?with[]=${relation}`);
      assert.equal(res.status, 403, `${relation}: ${res.text}`);
    }
    const own = await alphaUser.get(`/api/clients/${alphaId}`);
    assert.equal(own.status, 200);
    assert.equal(own.body.defaults, undefined, 'client defaults are staff only');
    for (const query of ['with[]=rack_rates', 'with[]=costs', 'appends[]=price_breakdown']) {
      const res = await alphaUser.get(`/api/title_application_types?${query}`);
      assert.equal(res.status, 403, `${query}: ${res.text}`);
    }
    const types = await alphaUser.get('/api/title_application_types?per_page=5');
    assert.equal(types.status, 200);
    for (const row of types.body.data) assert.equal(row.costs, undefined);
    const staff = await admin.get(`/api/clients/${alphaId}?with[]=notes&with[]=overrides`);
    assert.equal(staff.status, 200);
    assert.ok(Array.isArray(staff.body.notes));
  });

  it('refuses a filter on a staff-only relation, which would otherwise read it one guess at a time', async () => {
    const res = await alphaUser.get(listPath('clients', { filters: ['notes.notes|like|a'] }));
    assert.equal(res.status, 422, res.text);
  });
});

describe('odd input', () => {
  for (const [label, path] of [
    ['a NUL byte in a filter value', () => listPath('vehicles', { filters: ['vehiclevin|like|A\u0000'] })],
    ['with[]=constructor', () => '/api/vehicles?with[]=constructor'],
    ['with[]=__proto__', () => '/api/vehicles?with[]=__proto__'],
    ['appends[]=toString', () => '/api/vehicles?appends[]=toString'],
    ['filters[]=constructor.name|eq|1', () => `/api/vehicles?filters[]=${encodeURIComponent('constructor.name|eq|1')}`],
    ['page=9007199254740991', () => '/api/vehicles?page=9007199254740991'],
    ['page=1e308 on history', () => `/api/vehicles/${ownVehicle.vehicleid}/history?page=1e308`],
    ['per_page=10000 with notes', () => '/api/vehicles?per_page=10000&with[]=notes'],
  ]) {
    it(`answers ${label} with a 4xx and a message`, async () => {
      const res = await admin.get(path());
      assert.ok(res.status >= 400 && res.status < 500, `${label}: ${res.status} ${res.text}`);
      assert.equal(typeof res.body.message, 'string');
      assert.doesNotMatch(res.text, /at \w+ \(|prisma|SELECT|node_modules/i);
    });
  }

  it("treats _ in a like value as itself, not as 'any character'", async () => {
    const vin = ownVehicle.vehiclevin;
    const res = await admin.get(listPath('vehicles', { filters: [`vehiclevin|like|${vin.slice(0, 3)}_${vin.slice(4, 8)}`], per_page: 1 }));
    assert.equal(res.status, 200);
    assert.equal(res.body.total, 0);
  });
});
