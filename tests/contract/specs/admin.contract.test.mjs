import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_PASSWORD } from '@portal/db';
import { Api, listPath, startPortal } from '../../../tools/stack/test-portal.mjs';

let portal;
let admin;
let alphaUser;
let alphaAdmin;

before(async () => {
  portal = await startPortal();
  admin = await Api.signIn(portal.apiUrl, 'admin', DEMO_PASSWORD);
  alphaUser = await Api.signIn(portal.apiUrl, 'alpha.user', DEMO_PASSWORD);
  alphaAdmin = await Api.signIn(portal.apiUrl, 'alpha.admin', DEMO_PASSWORD);
});

after(async () => {
  await portal?.stop();
});

const STAFF_ONLY = [
  'client_notes',
  'client_defaults',
  'rack_rates',
  'rack_rate_overrides',
  'rack_rate_title_app_types',
  'title_rack_rates',
  'pdf_forms',
  'pdf_form_fields',
  'history_items',
  'web_users',
];
const LOOKUPS = [
  'clients',
  'clients_active',
  'clients_active_ri',
  'client_agents',
  'title_statuses',
  'title_application_types',
  'auctions',
  'us_states',
  'client_types',
  'payment_types',
  'vehicle_charge_types',
  'vehicle_statuses',
];

describe('admin resources through the gateway', () => {
  it('refuses every staff-only admin call to client users with a 403', async () => {
    for (const user of [alphaUser, alphaAdmin]) {
      for (const resource of STAFF_ONLY) {
        assert.equal((await user.get(`/api/${resource}`)).status, 403, `${resource} list`);
        assert.equal((await user.get(`/api/${resource}/1`)).status, 403, `${resource} read`);
      }
      assert.equal((await user.request('POST', '/api/rack_rates', {})).status, 403);
      assert.equal((await user.request('PUT', '/api/clients/1', { clientname: 'X' })).status, 403);
      assert.equal((await user.request('POST', '/api/title_statuses', {})).status, 403);
    }
  });

  it('lets every signed-in user read the lookups', async () => {
    for (const resource of LOOKUPS) {
      const res = await alphaUser.get(`/api/${resource}?per_page=5`);
      assert.equal(res.status, 200, resource);
      assert.ok(Array.isArray(res.body.data), resource);
    }
  });

  it('creates placeholders for staff: NEW CLIENT active, NEW RACK RATE, title status XXX, application type cost 0 state 1', async () => {
    const client = await admin.request('POST', '/api/clients', { clientname: 'NEW CLIENT', clientactive: 2 });
    assert.ok([200, 201].includes(client.status));
    assert.deepEqual([client.body.clientname, client.body.clientactive], ['NEW CLIENT', 2]);
    const rate = await admin.request('POST', '/api/rack_rates', {});
    assert.equal(rate.body.name, 'NEW RACK RATE');
    const status = await admin.request('POST', '/api/title_statuses', {});
    assert.equal(status.body.statuscode, 'XXX');
    const type = await admin.request('POST', '/api/title_application_types', {});
    assert.deepEqual([Number(type.body.titleapplicationcost), type.body.stateid], [0, 1]);
  });

  it('answers bad input with a 422 naming the field, and saves nothing of that request', async () => {
    const rate = (await admin.request('POST', '/api/rack_rates', { name: 'Contract Rate', charge_amount: 12 })).body;
    const notNumber = await admin.request('PUT', `/api/rack_rates/${rate.id}`, { charge_amount: 'twelve', name: 'Renamed' });
    assert.equal(notNumber.status, 422);
    assert.ok(notNumber.body.errors.charge_amount);
    const bucket = await admin.request('PUT', `/api/rack_rates/${rate.id}`, { bucket_id: 7 });
    assert.equal(bucket.status, 422);
    assert.ok(bucket.body.errors.bucket_id);
    const missing = await admin.request('PUT', `/api/rack_rates/${rate.id}`, { name: '  ' });
    assert.equal(missing.status, 422);
    assert.ok(missing.body.errors.name);
    assert.equal((await admin.get(`/api/rack_rates/${rate.id}`)).body.name, 'Contract Rate');
    const note = await admin.request('POST', '/api/client_notes', { clientid: 1, notes: '   ' });
    assert.equal(note.status, 422);
    assert.ok(note.body.errors.notes);
    const agent = await admin.request('POST', '/api/client_agents', { client_id: 1, name: ' ' });
    assert.equal(agent.status, 422);
    assert.ok(agent.body.errors.name);
  });

  it('records who changed a rack rate, visible through history_items', async () => {
    const rate = (await admin.request('POST', '/api/rack_rates', { name: 'History Rate', charge_amount: 5 })).body;
    assert.equal((await admin.request('PUT', `/api/rack_rates/${rate.id}`, { name: 'History Rate 2' })).status, 200);
    const page = await admin.get(listPath('history_items', { filters: ['object_type|eq|rack_rate', `object_type_id|eq|${rate.id}`], with: ['user'] }));
    const change = page.body.data.find((h) => h.target_field === 'name');
    assert.equal(change.old_value, 'History Rate');
    assert.equal(change.value, 'History Rate 2');
    assert.equal(change.user.username, 'admin');
  });

  it('lists overrides by rack rate, client and every vehicle, with their rate and client', async () => {
    const page = await admin.get(listPath('rack_rate_overrides', { filters: ['rack_rate_id|eq|3', 'every_vehicle|eq|1'], with: ['rack_rate', 'client'] }));
    assert.equal(page.status, 200);
    assert.ok(page.body.total >= 1);
    assert.ok(page.body.data.every((o) => o.rack_rate_id === 3 && o.every_vehicle === true && o.rack_rate.name && o.client));
  });
});
