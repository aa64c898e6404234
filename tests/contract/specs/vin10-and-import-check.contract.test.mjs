import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_PASSWORD, withCheckDigit } from '@portal/db';
import { Api, startPortal } from '../../../tools/stack/test-portal.mjs';

let portal;
let admin;
let alphaUser;

// Chevrolet Malibu 2006 VINs: they decode clean offline and have no TPMS row.
const malibu = (serial) => withCheckDigit(`1G1ZT538X6F${String(serial).padStart(6, '0')}`);

before(async () => {
  portal = await startPortal();
  admin = await Api.signIn(portal.apiUrl, 'admin', DEMO_PASSWORD);
  alphaUser = await Api.signIn(portal.apiUrl, 'alpha.user', DEMO_PASSWORD);
});

after(async () => {
  await portal?.stop();
});

describe('GET /api/vin10/vin/{vin}', () => {
  it("answers what a VIN's first 10 characters fix, the same for the whole VIN, to staff", async () => {
    const ten = await admin.get('/api/vin10/vin/1HGCM82633');
    assert.equal(ten.status, 200, ten.text);
    assert.equal(ten.body.vin10, '1HGCM82633');
    assert.equal(ten.body.modelyear, 2003);
    assert.equal(ten.body.make, 'HONDA');
    assert.equal(ten.body.model, 'Accord');
    assert.equal(ten.body.bodyclass, 'Coupe');
    assert.equal(ten.body.doors, 2);
    assert.match(ten.body.gvwrfrom, /^Class 1C/);
    assert.equal(ten.body.source, 'offline');
    const whole = await admin.get('/api/vin10/vin/1HGCM82633A004352');
    assert.deepEqual(whole.body, ten.body);
  });

  it('answers 422 on vin for what is not a VIN or its first 10 characters, 404 for what vPIC lacks', async () => {
    const short = await admin.get('/api/vin10/vin/1HGCM826');
    assert.equal(short.status, 422);
    assert.deepEqual(short.body.errors, { vin: ["must be a VIN's first 10 characters or the whole VIN (17)"] });
    const unknown = await admin.get('/api/vin10/vin/ZZZCM82633');
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.message, 'No manufacturer in the vPIC data has the code ZZZ');
  });

  it('answers staff only: 401 without a token, 403 to a client user', async () => {
    assert.equal((await new Api(portal.apiUrl).get('/api/vin10/vin/1HGCM82633')).status, 401);
    assert.equal((await alphaUser.get('/api/vin10/vin/1HGCM82633')).status, 403);
    assert.equal((await alphaUser.get('/api/vin10/dimensions/2003/Honda/Accord')).status, 403);
  });
});

describe('GET /api/vin10/dimensions/{year}/{make}/{model}', () => {
  it("answers the model's body classes, doors and GVWR classes that year, with its WMIs and VIN patterns", async () => {
    const res = await admin.get('/api/vin10/dimensions/2003/Honda/Accord');
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.make, 'HONDA');
    assert.equal(res.body.model, 'Accord');
    assert.deepEqual(res.body.bodyclass, ['Coupe', 'Sedan/Saloon']);
    assert.deepEqual(res.body.doors, [2, 4]);
    assert.ok(res.body.wmis.includes('1HG'));
    assert.ok(res.body.vds.includes('CM82[67]'));
  });

  it('reads a model name with a space, and answers 404 and 422 with their reasons', async () => {
    const tesla = await admin.get('/api/vin10/dimensions/2018/TESLA/Model%203');
    assert.equal(tesla.status, 200, tesla.text);
    assert.equal(tesla.body.model, 'Model 3');
    const missing = await admin.get('/api/vin10/dimensions/2003/Honda/Nosuchmodel');
    assert.equal(missing.status, 404);
    assert.equal(missing.body.message, 'The vPIC data has no model Nosuchmodel of Honda');
    const year = await admin.get('/api/vin10/dimensions/03/Honda/Accord');
    assert.equal(year.status, 422);
    assert.deepEqual(year.body.errors, { year: ['must be a four-digit model year'] });
  });
});

describe('the queued check of an import file', () => {
  it('checks the rows in the background and answers them a page at a time', async () => {
    const data = [['VIN', 'Odometer'], ...Array.from({ length: 2_100 }, (_, i) => [malibu(300_000 + i), String(10 + i)])];
    const queued = await admin.request('POST', '/api/vehicles/import/checks', { vinColumn: 0, odoColumn: 1, hasHeaders: true, data });
    assert.equal(queued.status, 202, queued.text);
    assert.equal(queued.body.queue, 'import-checks');
    let status = queued.body;
    for (let i = 0; i < 600 && status.state !== 'completed' && status.state !== 'failed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      status = (await admin.get(`/api/vehicles/import/checks/${queued.body.id}`)).body;
    }
    assert.equal(status.state, 'completed', JSON.stringify(status).slice(0, 300));
    assert.deepEqual([status.result.total, status.result.page, status.result.pages, status.result.rows.length], [2_100, 1, 2, 2_000]);
    assert.deepEqual(status.result.rows[0], {
      row: 2,
      vin: malibu(300_000),
      odo: 10,
      price: null,
      vehicles: [],
      data: status.result.rows[0].data,
      validVin: true,
      flags: [],
      checked: true,
    });
    const second = await admin.get(`/api/vehicles/import/checks/${queued.body.id}?page=2`);
    assert.equal(second.status, 200);
    assert.equal(second.body.result.rows.length, 100);
    assert.equal(second.body.result.rows.at(-1).row, 2_101);
    const beyond = await admin.get(`/api/vehicles/import/checks/${queued.body.id}?page=3`);
    assert.equal(beyond.status, 422);
    assert.deepEqual(beyond.body.errors, { page: ['the check has 2 pages'] });
  });

  it('is for staff only, and refuses a column the file lacks at once', async () => {
    const body = { vinColumn: 0, hasHeaders: false, data: [[malibu(1)]] };
    assert.equal((await alphaUser.request('POST', '/api/vehicles/import/checks', body)).status, 403);
    const wide = await admin.request('POST', '/api/vehicles/import/checks', { ...body, vinColumn: 2 });
    assert.equal(wide.status, 422);
    assert.deepEqual(wide.body.errors, { vinColumn: ['the file has no column 3'] });
  });
});
