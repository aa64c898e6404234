import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_PASSWORD, VIN_PATTERNS, buildVin } from '@portal/db';
import { Api, listPath, startPortal } from '../../../tools/stack/test-portal.mjs';

const ACCORD = VIN_PATTERNS.find((p) => p.model === 'Accord');
let portal;
let admin;
let alphaUser;
let clients;
let typeId;
let serial = 910_000;

/** A demo-style VIN (a real 2003 Honda Accord pattern) not yet in the register. */
const freshVin = () => buildVin(ACCORD, serial++);
/** The same VIN with a check digit that does not calculate. */
const badCheckDigit = (vin) => vin.slice(0, 8) + (vin[8] === '1' ? '2' : '1') + vin.slice(9);

const registration = (vin, extra = {}) => ({
  vehiclevin: vin,
  yr: 2003,
  make: 'HONDA',
  model: 'Accord',
  vehicletype: 'PASSENGER CAR',
  titleprocessingtype: typeId,
  processtype: 1,
  recordcreateddate: '2026-11-23 09:30:00',
  ...extra,
});

before(async () => {
  portal = await startPortal();
  admin = await Api.signIn(portal.apiUrl, 'admin', DEMO_PASSWORD);
  alphaUser = await Api.signIn(portal.apiUrl, 'alpha.user', DEMO_PASSWORD);
  const list = await admin.get(listPath('clients', { per_page: 100 }));
  clients = Object.fromEntries(list.body.data.map((c) => [c.clientname, c]));
  typeId = (await portal.db.prisma.titleApplicationType.findFirstOrThrow()).titleapplicationid;
});

after(async () => {
  await portal?.stop();
});

describe('GET /api/nhtsa/vin/{vin}', () => {
  it('decodes a real VIN offline with the decoder result of document 1 §3', async () => {
    const vin = freshVin();
    const res = await alphaUser.get(`/api/nhtsa/vin/${vin}?conformanceCheck=1`);
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body, {
      vin,
      modelyear: 2003,
      make: 'HONDA',
      model: 'Accord',
      bodyclass: 'Coupe',
      vehicletype: 'PASSENGER CAR',
      errorcode: 0,
      errortext: res.body.errortext,
      source: 'offline',
      tpms: [{ make: 'HONDA', model: 'Accord', years: '2000-2007' }],
      conformanceCheck: { requiresConformancePlus: false },
    });
  });

  it('answers the conformance check only when asked', async () => {
    const res = await admin.get(`/api/nhtsa/vin/${freshVin()}`);
    assert.equal(res.status, 200);
    assert.equal('conformanceCheck' in res.body, false);
  });

  it('gives a non-zero errorcode for a bad check digit', async () => {
    const res = await admin.get(`/api/nhtsa/vin/${badCheckDigit(freshVin())}`);
    assert.equal(res.status, 200);
    assert.notEqual(res.body.errorcode, 0);
    assert.match(res.body.errortext, /Check Digit/);
  });

  for (const [label, vin, reason] of [
    ['longer than 17 characters', '1HGCM82633A0043521', /at most 17/],
    ['with characters other than letters and digits', '1HGCM82633A00435%24', /only letters and digits/],
  ]) {
    it(`refuses a VIN ${label} with a 422 on vin`, async () => {
      const res = await admin.get(`/api/nhtsa/vin/${vin}`);
      assert.equal(res.status, 422, res.text);
      assert.match(res.body.errors.vin[0], reason);
    });
  }

  it('refuses an unreadable flag with a 422 naming it', async () => {
    const res = await admin.get(`/api/nhtsa/vin/${freshVin()}?conformanceCheck=maybe`);
    assert.equal(res.status, 422);
    assert.ok(res.body.errors.conformanceCheck);
  });

  it('needs a signed-in user', async () => {
    const res = await new Api(portal.apiUrl).get(`/api/nhtsa/vin/${freshVin()}`);
    assert.equal(res.status, 401);
  });
});

describe('POST /api/vehicles from the register dialog', () => {
  it('refuses an RI client whose registration documents are incomplete, and saves nothing', async () => {
    const delta = clients['Delta Northern Imports'];
    assert.equal(delta.is_ri, 1);
    const vin = freshVin();
    const res = await admin.request('POST', '/api/vehicles', registration(vin, { clientid: delta.clientid, billtoclientid: delta.clientid }));
    assert.equal(res.status, 422, res.text);
    assert.deepEqual(res.body.errors, { clientid: ['RI Client has not completed registration documents'] });
    const dup = await admin.get(listPath('vehicles_register', { filters: [`vehiclevin|eq|${vin}`], per_page: 2 }));
    assert.equal(dup.body.total, 0);
  });

  it('refuses a title application type that does not exist', async () => {
    const alpha = clients['Alpha Motors'];
    const res = await admin.request('POST', '/api/vehicles', registration(freshVin(), { clientid: alpha.clientid, titleprocessingtype: 987654 }));
    assert.equal(res.status, 422);
    assert.ok(res.body.errors.titleprocessingtype);
  });

  it('starts a client user registration at status 1 / title status 2 with a "waiting upon load" note', async () => {
    const vin = freshVin();
    const res = await alphaUser.request('POST', '/api/vehicles', registration(vin));
    assert.equal(res.status, 201, res.text);
    assert.equal(res.body.clientid, clients['Alpha Motors'].clientid);
    assert.equal(res.body.statusid, 1);
    assert.equal(res.body.titlestatusid, 2);
    assert.equal(res.body.enteredby, alphaUser.signIn.user.userid);
    const notes = await portal.db.prisma.vehicleNote.findMany({ where: { vehicleid: res.body.vehicleid } });
    assert.equal(notes.length, 1);
    assert.equal(notes[0].note, 'waiting upon load');
    assert.equal(notes[0].userid, alphaUser.signIn.user.userid);
    assert.equal(notes[0].roleid, 1);
    assert.equal(notes[0].complete, false);
    const dup = await alphaUser.get(listPath('vehicles_register', { filters: [`vehiclevin|eq|${vin}`], per_page: 2 }));
    assert.equal(dup.body.total, 1, 'the new VIN is now a duplicate');
  });

  it('makes the year/make/model of a registered vehicle no longer need Conformance Plus', async () => {
    const vin = 'JTDKB20U093123457';
    const before = await admin.get(`/api/nhtsa/vin/${vin}?conformanceCheck=1`);
    assert.equal(before.status, 200);
    assert.notEqual(before.body.make, 'UNKNOWN');
    assert.equal(before.body.conformanceCheck.requiresConformancePlus, true, JSON.stringify(before.body));
    const alpha = clients['Alpha Motors'];
    const created = await admin.request(
      'POST',
      '/api/vehicles',
      registration(vin, { clientid: alpha.clientid, yr: before.body.modelyear, make: before.body.make, model: before.body.model }),
    );
    assert.equal(created.status, 201, created.text);
    const after = await admin.get(`/api/nhtsa/vin/${vin}?conformanceCheck=1`);
    assert.equal(after.body.conformanceCheck.requiresConformancePlus, false);
  });
});
