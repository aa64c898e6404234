// The public exit photo calls (document 3 §2.9, §7) through the gateway, without signing in: what the
// lookup reveals, that the upload takes an image only and stores it as the vehicle's Exit Photo, and the limits.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_PASSWORD } from '@portal/db';
import { Api, listPath, startPortal } from '../../../tools/stack/test-portal.mjs';

// A 1x1 PNG and a small but complete PDF: real bytes, as a phone or a scanner sends them.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

let portal;
let anonymous;
let staff;
let vehicle;
/** Requests this file made to the exit photo calls, counted against the per-address limit (30 per 15 minutes). */
let used = 0;

before(async () => {
  // A portal of its own: this file counts the calls per address its limit allows, which the other files' calls would spend.
  portal = await startPortal({ own: true });
  anonymous = new Api(portal.apiUrl);
  staff = await Api.signIn(portal.apiUrl, 'admin', DEMO_PASSWORD);
  const page = await staff.get(listPath('vehicles', { per_page: 1, filters: ['cancelled|eq|0', 'make|notnull|1'] }));
  vehicle = page.body.data[0];
});

after(async () => {
  await portal?.stop();
});

async function lookup(vin) {
  used++;
  return anonymous.get(`/api/exitPhoto/${encodeURIComponent(vin)}`);
}

async function upload(vin, bytes, name, type, field = 'photo') {
  used++;
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), name);
  form.append('vin', vin);
  form.append('note', 'Windsor Yard');
  form.append('type', '12');
  const res = await fetch(`${portal.apiUrl}/api/exitPhoto/${vin}`, { method: 'POST', body: form });
  return { status: res.status, body: await res.json().catch(() => null), headers: res.headers };
}

const exitPhotos = async () =>
  (await staff.get(listPath('vehicle_images', { per_page: 100, filters: [`vehicleid|eq|${vehicle.vehicleid}`, 'imagetype|eq|12'] }))).body.data;

describe('the exit photo lookup, without signing in', () => {
  it('reveals only vin, model year, make and model of a registered VIN, typed in any case', async () => {
    const res = await lookup(vehicle.vehiclevin.toLowerCase());
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(Object.keys(res.body).sort(), ['make', 'model', 'modelyear', 'vin']);
    assert.deepEqual(res.body, { vin: vehicle.vehiclevin, modelyear: vehicle.yr ?? vehicle.modelyear ?? null, make: vehicle.make, model: vehicle.model });
  });

  it('answers 404 "Invalid VIN" for a VIN nobody registered, and 422 for one that is not 17 letters and digits', async () => {
    const unknown = await lookup('1HGCM82633A00ZZZZ');
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.message, 'Invalid VIN');
    for (const vin of ['1HGCM8263', '1HGCM82633A0043521', '1HGCM82633A00435%']) {
      const res = await lookup(vin);
      assert.equal(res.status, 422, `${vin}: ${JSON.stringify(res.body)}`);
      assert.ok(res.body.errors?.vin, JSON.stringify(res.body));
    }
  });
});

describe('the exit photo upload, without signing in', () => {
  it('stores an image as the Exit Photo (type 12) with the location as its note, and answers its thumbnail', async () => {
    const before = (await exitPhotos()).length;
    const res = await upload(vehicle.vehiclevin, PNG, 'exit.png', 'image/png');
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.deepEqual(Object.keys(res.body).sort(), ['cloud_url_thumb', 'vin']);
    assert.equal(res.body.vin, vehicle.vehiclevin);
    assert.match(res.body.cloud_url_thumb, /^data:image\/jpeg;base64,[A-Za-z0-9+/]+=*$/);
    const photos = await exitPhotos();
    assert.equal(photos.length, before + 1);
    assert.equal(photos[0].docnote, 'Windsor Yard');
    assert.equal(photos[0].userid, null);
  });

  it('refuses anything but an image (422 on file), and a photo for a VIN nobody registered (404), storing nothing', async () => {
    const before = (await exitPhotos()).length;
    const cases = [
      [PDF, 'exit.pdf', 'application/pdf'],
      [Buffer.from('<html>not a photo</html>'), 'exit.jpg', 'image/jpeg'],
      [Buffer.alloc(0), 'exit.jpg', 'image/jpeg'],
    ];
    for (const [bytes, name, type] of cases) {
      const res = await upload(vehicle.vehiclevin, bytes, name, type);
      assert.equal(res.status, 422, `${name}: ${JSON.stringify(res.body)}`);
      assert.ok(res.body.errors?.file, JSON.stringify(res.body));
    }
    const noPhoto = await fetch(`${portal.apiUrl}/api/exitPhoto/${vehicle.vehiclevin}`, { method: 'POST', body: new FormData() });
    used++;
    assert.equal(noPhoto.status, 422);
    const unknown = await upload('1HGCM82633A00ZZZZ', PNG, 'exit.png', 'image/png');
    assert.equal(unknown.status, 404);
    assert.equal((await exitPhotos()).length, before);
  });

  it('limits the calls per address, with Retry-After', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => anonymous.get(`/api/exitPhoto/${vehicle.vehiclevin}`)));
    const refused = answers.filter((r) => r.status === 429);
    // 30 per 15 minutes from one address, the lookup and the upload together.
    assert.equal(answers.length - refused.length, 30 - used);
    assert.ok(Number(refused[0].headers.get('retry-after')) > 0);
    assert.equal((await upload(vehicle.vehiclevin, PNG, 'exit.png', 'image/png')).status, 429);
  });
});
