import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_PASSWORD } from '@portal/db';
import { SERVICE_APPS } from '@portal/contracts/registry';
import { Api, listPath, startPortal } from '../../../tools/stack/test-portal.mjs';

let portal;
let admin;
let alphaUser;
let alphaAdmin;
let alphaId;
let borealisId;

before(async () => {
  portal = await startPortal();
  admin = await Api.signIn(portal.apiUrl, 'admin', DEMO_PASSWORD);
  alphaUser = await Api.signIn(portal.apiUrl, 'alpha.user', DEMO_PASSWORD);
  alphaAdmin = await Api.signIn(portal.apiUrl, 'alpha.admin', DEMO_PASSWORD);
  const clients = await admin.get(listPath('clients', { filters: ['clientname|in|Alpha Motors,Borealis Imports'], per_page: 10 }));
  alphaId = clients.body.data.find((c) => c.clientname === 'Alpha Motors').clientid;
  borealisId = clients.body.data.find((c) => c.clientname === 'Borealis Imports').clientid;
});

after(async () => {
  await portal?.stop();
});

describe('sign-in', () => {
  it('answers user, access_token and webUser', async () => {
    const { signIn } = alphaUser;
    assert.equal(typeof signIn.access_token, 'string');
    assert.equal(signIn.user.username, 'alpha.user');
    assert.equal(signIn.user.password, undefined);
    assert.deepEqual(signIn.webUser, {
      userid: signIn.user.userid,
      roleid: 1,
      clientid: alphaId,
      role: { roleid: 1, name: signIn.webUser.role.name },
      client: { clientid: alphaId, clientname: 'Alpha Motors' },
    });
  });

  it('accepts the e-mail address instead of the username', async () => {
    const email = alphaUser.signIn.user.useremail;
    assert.ok(email, 'the demo user has an e-mail address');
    const res = await new Api(portal.apiUrl).request('POST', '/api/authenticate', { username: email.toUpperCase(), password: DEMO_PASSWORD });
    assert.equal(res.status, 200);
    assert.equal(res.body.user.username, 'alpha.user');
  });

  for (const [label, body] of [
    ['a wrong password', { username: 'admin', password: 'not-the-password' }],
    ['an unknown user', { username: 'nobody-here', password: DEMO_PASSWORD }],
    ['a disabled user', { username: 'disabled.user', password: DEMO_PASSWORD }],
  ]) {
    it(`refuses ${label} with a 401 saying Unauthorized`, async () => {
      const res = await new Api(portal.apiUrl).request('POST', '/api/authenticate', body);
      assert.equal(res.status, 401);
      assert.match(res.body.message, /Unauthorized/);
      assert.equal(res.body.access_token, undefined);
    });
  }

  it('names the missing field with a 422', async () => {
    const res = await new Api(portal.apiUrl).request('POST', '/api/authenticate', { username: 'admin' });
    assert.equal(res.status, 422);
    assert.ok(res.body.errors.password);
  });

  it('refuses a body that is not JSON with a 422', async () => {
    const res = await fetch(`${portal.apiUrl}/api/authenticate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username":' });
    assert.equal(res.status, 422);
    assert.match((await res.json()).message, /not valid JSON/);
  });
});

describe('tokens and roles', () => {
  it('refuses a call without a token, or with a forged one, with 401', async () => {
    const anonymous = await new Api(portal.apiUrl).get('/api/vehicles');
    assert.equal(anonymous.status, 401);
    assert.match(anonymous.body.message, /Unauthorized/);
    const forged = await new Api(portal.apiUrl, `${admin.token.slice(0, -4)}abcd`).get('/api/vehicles');
    assert.equal(forged.status, 401);
  });

  it('keeps users and web_users for staff', async () => {
    for (const path of ['/api/users', '/api/web_users', `/api/users/${admin.signIn.user.userid}`]) {
      assert.equal((await alphaUser.get(path)).status, 403, path);
      assert.equal((await alphaAdmin.get(path)).status, 403, path);
      assert.equal((await admin.get(path)).status, 200, path);
    }
    const users = await admin.get(listPath('users', { filters: ['username|eq|alpha.user'] }));
    assert.equal(users.body.total, 1);
    assert.equal(users.body.data[0].password, undefined);
    assert.equal(users.body.data[0].client_id, alphaId);
  });

  it('keeps vehicle deletes, admin-only vehicle fields and the notes queue for staff', async () => {
    const own = (await alphaUser.get(listPath('vehicles', { per_page: 1 }))).body.data[0];
    assert.equal((await alphaUser.request('PUT', `/api/vehicles/${own.vehicleid}`, { make: 'CHANGED' })).status, 422);
    assert.equal((await alphaUser.request('DELETE', `/api/vehicles/${own.vehicleid}`)).status, 403);
    assert.equal((await alphaUser.get('/api/vehicle_notes_open')).status, 403);
    const queue = await admin.get(listPath('vehicle_notes_open', { per_page: 1 }));
    assert.equal(queue.status, 200);
    assert.ok(queue.body.total > 0, 'the demo data has open client notes');
  });

  it('answers 404 for a resource that does not exist', async () => {
    const res = await admin.get('/api/no_such_resource');
    assert.equal(res.status, 404);
    assert.match(res.body.message, /Unknown resource/);
  });
});

describe('list grammar and envelope', () => {
  it('answers the envelope with the default page size and order', async () => {
    const res = await admin.get('/api/vehicles');
    assert.equal(res.status, 200);
    assert.deepEqual(Object.keys(res.body).sort(), ['current_page', 'data', 'per_page', 'total']);
    assert.equal(res.body.current_page, 1);
    assert.equal(res.body.per_page, 10);
    assert.equal(res.body.data.length, 10);
    assert.ok(res.body.total >= 300);
    const ids = res.body.data.map((v) => v.vehicleid);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => b - a),
      'vehicleid descending',
    );
    assert.equal(res.body.data[0].id, res.body.data[0].vehicleid);
  });

  it('pages without repeating a row', async () => {
    const first = await admin.get(listPath('vehicles', { per_page: 5, page: 1, order_by: ['yr|asc'] }));
    const second = await admin.get(listPath('vehicles', { per_page: 5, page: 2, order_by: ['yr|asc'] }));
    assert.equal(second.body.current_page, 2);
    const ids = [...first.body.data, ...second.body.data].map((v) => v.vehicleid);
    assert.equal(new Set(ids).size, 10);
  });

  it('filters with every operator', async () => {
    const sample = (await admin.get(listPath('vehicles', { per_page: 1, filters: ['cancelled|eq|0'] }))).body.data[0];
    const cases = [
      [`vehiclevin|eq|${sample.vehiclevin}`, (v) => v.vehiclevin === sample.vehiclevin],
      [`last6|eq|${sample.last6}`, (v) => v.last6 === sample.last6],
      [`vehiclevin|like|${sample.vehiclevin.slice(3, 9).toLowerCase()}`, (v) => v.vehiclevin.includes(sample.vehiclevin.slice(3, 9))],
      [`vehiclevin|like|${sample.vehiclevin.slice(0, 5)}%`, (v) => v.vehiclevin.startsWith(sample.vehiclevin.slice(0, 5))],
      ['titlestatusid|in|5,6', (v) => [5, 6].includes(v.titlestatusid)],
      ['titlestatusid|notin|5,6', (v) => ![5, 6].includes(v.titlestatusid)],
      ['titlestatusid|neq|5', (v) => v.titlestatusid !== 5],
      ['yr|>=|2015', (v) => v.yr >= 2015],
      ['yr|<=|2012', (v) => v.yr <= 2012],
      ['yr|>|2018', (v) => v.yr > 2018],
      ['yr|<|2010', (v) => v.yr < 2010],
      ['bondreleasedate|isnull|true', (v) => v.bondreleasedate === null],
      ['submitteddotdate|notnull|true', (v) => v.submitteddotdate !== null],
      ['recordcreateddate|>=|2020-01-01', (v) => v.recordcreateddate >= '2020-01-01'],
    ];
    for (const [filter, holds] of cases) {
      const res = await admin.get(listPath('vehicles', { filters: [filter], per_page: 200 }));
      assert.equal(res.status, 200, `${filter}: ${JSON.stringify(res.body)}`);
      assert.ok(res.body.data.every(holds), filter);
    }
  });

  it('drops an isnull filter whose value is false', async () => {
    const all = await admin.get(listPath('vehicles', { per_page: 1 }));
    const dropped = await admin.get(listPath('vehicles', { per_page: 1, filters: ['bondreleasedate|isnull|false'] }));
    assert.equal(dropped.body.total, all.body.total);
  });

  it('ORs a labelled group and ANDs it with the rest', async () => {
    const res = await admin.get(listPath('vehicles', { per_page: 500, filters: ['g:titlestatusid|eq|5', 'g:titlestatusid|eq|6', `clientid|eq|${alphaId}`] }));
    assert.ok(res.body.total > 0);
    assert.ok(res.body.data.every((v) => [5, 6].includes(v.titlestatusid) && v.clientid === alphaId));
  });

  it('filters and sorts on a declared relation field and loads relations', async () => {
    const res = await admin.get(
      listPath('vehicles', { per_page: 50, filters: ['client.clientname|like|alpha'], with: ['client', 'title_status'], order_by: ['client.clientname|asc'] }),
    );
    assert.equal(res.status, 200);
    assert.ok(res.body.total > 0);
    for (const v of res.body.data) {
      assert.equal(v.client.clientname, 'Alpha Motors');
      assert.equal(typeof v.title_status.statusname, 'string');
    }
  });

  it('computes appends', async () => {
    const res = await admin.get(listPath('vehicles', { per_page: 3, appends: ['days_since_created', 'year_make_model'] }));
    for (const v of res.body.data) {
      assert.equal(typeof v.days_since_created, 'number');
      assert.equal(v.year_make_model, [v.yr, v.make, v.model].filter(Boolean).join(' '));
    }
  });

  it('treats an unknown sort direction as ascending', async () => {
    const res = await admin.get(listPath('vehicles', { per_page: 20, order_by: ['yr|sideways'] }));
    const years = res.body.data.map((v) => v.yr);
    assert.deepEqual(
      years,
      [...years].sort((a, b) => a - b),
    );
  });

  for (const [label, query, key, pattern] of [
    ['an undeclared field', { filters: ['password|eq|x'] }, 'filters', /"password" cannot be filtered/],
    ['an unknown operator', { filters: ['yr|between|1,2'] }, 'filters', /unknown operator "between"/],
    ['an undeclared relation', { with: ['secrets'] }, 'with', /"secrets" is not a relation/],
    ['an undeclared relation field', { filters: ['client.fidno|eq|1'] }, 'filters', /"client.fidno" cannot be filtered/],
    ['an unknown append', { appends: ['everything'] }, 'appends', /"everything" is not a computed field/],
    ['a value of the wrong type', { filters: ['yr|eq|nineteen'] }, 'filters', /whole number/],
    ['an unsortable field', { order_by: ['password|asc'] }, 'order_by', /cannot be sorted/],
    ['a page size over the maximum', { per_page: 20000 }, 'per_page', /at most 500/],
  ]) {
    it(`refuses ${label} with a 422 that names it`, async () => {
      const res = await admin.get(listPath('vehicles', query));
      assert.equal(res.status, 422, JSON.stringify(res.body));
      assert.match(res.body.errors[key].join(' '), pattern);
    });
  }

  it('binds values: SQL in a value is only text', async () => {
    const res = await admin.get(listPath('vehicles', { filters: ["vehiclevin|like|' OR 1=1 --"] }));
    assert.equal(res.status, 200);
    assert.equal(res.body.total, 0);
  });
});

describe('client scoping', () => {
  it('shows a client user only its own client, whatever it asks for', async () => {
    const own = await alphaUser.get(listPath('vehicles', { per_page: 500 }));
    assert.ok(own.body.total > 0);
    assert.ok(own.body.data.every((v) => v.clientid === alphaId));
    const attempts = [
      [`clientid|eq|${borealisId}`],
      [`clientid|in|${alphaId},${borealisId}`],
      [`g:clientid|eq|${borealisId}`, `g:clientid|neq|${alphaId}`],
      ['client.clientname|eq|Borealis Imports'],
      [`billtoclientid|eq|${borealisId}`],
    ];
    for (const filters of attempts) {
      const res = await alphaUser.get(listPath('vehicles', { filters, per_page: 500 }));
      assert.equal(res.status, 200);
      assert.ok(
        res.body.data.every((v) => v.clientid === alphaId),
        filters.join(' & '),
      );
    }
    const borealisOnly = await alphaUser.get(listPath('vehicles', { filters: [`clientid|eq|${borealisId}`] }));
    assert.equal(borealisOnly.body.total, 0);
  });

  it("answers 404 for another client's vehicle and 403 for registering one", async () => {
    const other = (await admin.get(listPath('vehicles', { per_page: 1, filters: [`clientid|eq|${borealisId}`] }))).body.data[0];
    const read = await alphaUser.get(`/api/vehicles/${other.vehicleid}`);
    assert.equal(read.status, 404);
    assert.equal(read.body.vehiclevin, undefined);
    const create = await alphaUser.request('POST', '/api/vehicles', { vehiclevin: '1HGCM82633A004352', clientid: borealisId, titleprocessingtype: 1 });
    assert.equal(create.status, 403);
  });

  it('lets a client user read only its own client record', async () => {
    const clients = await alphaAdmin.get('/api/clients');
    assert.deepEqual(
      clients.body.data.map((c) => c.clientid),
      [alphaId],
    );
    assert.equal((await alphaAdmin.get(`/api/clients/${borealisId}`)).status, 404);
  });

  it("registers a vehicle for the user's own client", async () => {
    const res = await alphaUser.request('POST', '/api/vehicles', {
      vehiclevin: ' 1hgcm82633a004352 ',
      titleprocessingtype: 1,
      yr: 2003,
      make: 'HONDA',
      model: 'Accord',
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal(res.body.clientid, alphaId);
    assert.equal(res.body.vehiclevin, '1HGCM82633A004352');
    assert.equal(res.body.last6, '004352');
    assert.equal(res.body.enteredby, alphaUser.signIn.user.userid);
  });

  it('refuses a bad registration with the fields named and nothing saved', async () => {
    const before = (await admin.get(listPath('vehicles', { per_page: 1 }))).body.total;
    const res = await admin.request('POST', '/api/vehicles', { vehiclevin: '', yr: 'new', clientid: alphaId });
    assert.equal(res.status, 422);
    assert.ok(res.body.errors.yr);
    assert.ok(res.body.errors.vehiclevin);
    assert.ok(res.body.errors.titleprocessingtype);
    assert.equal((await admin.get(listPath('vehicles', { per_page: 1 }))).body.total, before);
  });

  it('flags a duplicate VIN registered by another client without revealing that client', async () => {
    const other = (await admin.get(listPath('vehicles', { per_page: 1, filters: [`clientid|eq|${borealisId}`] }))).body.data[0];
    const res = await alphaUser.get(listPath('vehicles_register', { filters: [`vehiclevin|eq|${other.vehiclevin}`], per_page: 2 }));
    assert.equal(res.status, 200);
    assert.equal(res.body.total, 1);
    assert.deepEqual(res.body.data[0], { vehiclevin: other.vehiclevin });
  });

  it('never lists the register, nor confirms a vehicle by id, to a client user', async () => {
    const listing = await alphaUser.get(listPath('vehicles_register', { per_page: 100 }));
    assert.equal(listing.status, 422);
    assert.equal(listing.body.total, undefined);
    const wildcard = await alphaUser.get(listPath('vehicles_register', { filters: ['vehiclevin|like|A'], per_page: 2 }));
    assert.equal(wildcard.status, 422);
    const other = (await admin.get(listPath('vehicles', { per_page: 1, filters: [`clientid|eq|${borealisId}`] }))).body.data[0];
    assert.equal((await alphaUser.get(`/api/vehicles_register/${other.vehicleid}`)).status, 403);
  });
});

describe('edge of the gateway', () => {
  it('reports health of the broker, the database and each service', async () => {
    const res = await fetch(`${portal.apiUrl}/api/health`);
    const body = await res.json();
    assert.equal(res.status, 200);
    assert.equal(body.nats, 'up');
    assert.equal(body.database, 'up');
    for (const service of SERVICE_APPS) assert.equal(body.services[service.name].status, 'up');
  });

  it('serves the OpenAPI description', async () => {
    const doc = await (await fetch(`${portal.apiUrl}/api/docs/openapi.json`)).json();
    assert.equal(doc.openapi, '3.1.0');
    assert.ok(doc.paths['/api/vehicles'].get);
    assert.ok(doc.paths['/api/authenticate'].post);
    const page = await fetch(`${portal.apiUrl}/api/docs`);
    assert.match(await page.text(), /swagger-ui-bundle\.js/);
  });

  it("sends security headers and CORS only to the portal's origins", async () => {
    const res = await fetch(`${portal.apiUrl}/api/health`);
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    const allowed = await fetch(`${portal.apiUrl}/api/vehicles`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:4200', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    assert.equal(allowed.headers.get('access-control-allow-origin'), 'http://127.0.0.1:4200');
    const denied = await fetch(`${portal.apiUrl}/api/vehicles`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    assert.equal(denied.headers.get('access-control-allow-origin'), null);
  });

  it('never shows a stack trace or SQL', async () => {
    const res = await admin.get('/api/vehicles/99999999999999999999');
    assert.equal(res.status, 404);
    assert.doesNotMatch(res.text, /at \w+ \(|SELECT|prisma/i);
  });
});
