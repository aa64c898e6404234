import assert from 'node:assert/strict';
import { unzipSync } from 'fflate';
import { after, before, describe, it } from 'node:test';
import { DEMO_PASSWORD } from '@portal/db';
import { Api, startPortal } from '../../../tools/stack/test-portal.mjs';

let portal;
let admin;
let alphaUser;
let borealisUser;
let alphaVehicle;
let borealisVehicle;

// A 1x1 PNG: enough for the gateway to make its thumbnail and large versions.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function upload(user, vehicleId, { bytes = PNG, name = 'photo.png', type = 'image/png', fields = { note: 'Entry', type: '0' } } = {}) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await fetch(`${portal.apiUrl}/api/vehicles/${vehicleId}/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}` },
    body: form,
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

async function fetchImage(user, vehicleId, imageId, size) {
  const res = await fetch(`${portal.apiUrl}/api/vehicles/${vehicleId}/images/${imageId}${size ? `?size=${size}` : ''}`, {
    headers: { authorization: `Bearer ${user.token}` },
  });
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

async function ownVehicle(user, extra = '') {
  const page = await user.get(`/api/vehicles?per_page=1&filters[]=titlestatusid|notin|5,6&filters[]=titleprocessingtype|notnull|true${extra}`);
  return page.body.data[0];
}

before(async () => {
  portal = await startPortal();
  admin = await Api.signIn(portal.apiUrl, 'admin', DEMO_PASSWORD);
  alphaUser = await Api.signIn(portal.apiUrl, 'alpha.user', DEMO_PASSWORD);
  borealisUser = await Api.signIn(portal.apiUrl, 'borealis.user', DEMO_PASSWORD);
  alphaVehicle = await ownVehicle(alphaUser);
  borealisVehicle = await ownVehicle(borealisUser);
});

after(async () => {
  await portal?.stop();
});

describe('vehicle rules through the gateway', () => {
  it("keeps a client user away from another client's vehicle, its history, images and notes", async () => {
    const id = borealisVehicle.vehicleid;
    assert.equal((await alphaUser.get(`/api/vehicles/${id}`)).status, 404);
    assert.equal((await alphaUser.request('PUT', `/api/vehicles/${id}`, { mileage: 1 })).status, 404);
    assert.equal((await alphaUser.get(`/api/vehicles/${id}/history`)).status, 404);
    // Conformance Plus is staff work: a client user is refused at the gateway, whoever's vehicle it is.
    assert.equal((await alphaUser.get(`/api/vehicles/${id}/conformance`)).status, 403);
    assert.equal((await alphaUser.request('POST', '/api/vehicle_notes', { vehicleid: id, note: 'hello' })).status, 404);
    assert.equal((await upload(alphaUser, id)).status, 404);
    const notes = await alphaUser.get(`/api/vehicle_notes?filters[]=vehicleid|eq|${id}`);
    assert.equal(notes.body.total, 0);
    const images = await alphaUser.get(`/api/vehicle_images?filters[]=vehicleid|eq|${id}`);
    assert.equal(images.body.total, 0);
    const theirs = await upload(borealisUser, id);
    assert.equal(theirs.status, 201);
    assert.equal((await fetchImage(alphaUser, id, theirs.body.pwimageid)).status, 404);
    // Another client's image, photo or file, is not there for a client user, to delete or to change.
    assert.equal((await alphaUser.request('DELETE', `/api/vehicle_images/${theirs.body.pwimageid}`)).status, 404);
    const theirPhoto = await upload(borealisUser, id, { fields: { type: '1' } });
    assert.equal(theirPhoto.status, 201);
    assert.equal((await alphaUser.request('DELETE', `/api/vehicle_images/${theirPhoto.body.pwimageid}`)).status, 404);
    assert.equal((await alphaUser.request('PUT', `/api/vehicle_images/${theirs.body.pwimageid}`, { deleted: 1 })).status, 404);
  });

  it('refuses fields a client user may not change with a 422 naming them', async () => {
    const res = await alphaUser.request('PUT', `/api/vehicles/${alphaVehicle.vehicleid}`, { make: 'BMW', debtorname: 'X' });
    assert.equal(res.status, 422);
    assert.deepEqual(Object.keys(res.body.errors).sort(), ['debtorname', 'make']);
    const ok = await alphaUser.request('PUT', `/api/vehicles/${alphaVehicle.vehicleid}`, { mileage: 4321 });
    assert.equal(ok.status, 200);
    assert.equal(ok.body.mileage, 4321);
    const history = await alphaUser.get(`/api/vehicles/${alphaVehicle.vehicleid}/history`);
    assert.equal(history.status, 200);
    // The mileage and the kilometres it sets are recorded together.
    assert.ok(history.body.data.slice(0, 2).some((item) => item.target_field === 'mileage'));
  });

  it("answers a missing required field with 422 'Unable to save, required fields'", async () => {
    const cleared = await admin.request('PUT', `/api/vehicles/${alphaVehicle.vehicleid}`, { titleprocessingtype: null });
    assert.equal(cleared.status, 422);
    assert.ok(cleared.body.errors.titleprocessingtype);
    // A vehicle stored without an application type cannot be saved until it has one.
    const legacy = await ownVehicle(alphaUser, `&filters[]=vehicleid|neq|${alphaVehicle.vehicleid}`);
    await portal.db.prisma.vehicle.update({ where: { vehicleid: legacy.vehicleid }, data: { titleprocessingtype: null } });
    const res = await alphaUser.request('PUT', `/api/vehicles/${legacy.vehicleid}`, { mileage: 12 });
    assert.equal(res.status, 422);
    assert.equal(res.body.message, 'Unable to save, required fields');
    assert.deepEqual(res.body.errors, { titleprocessingtype: ['Client ID and Title Application Type are required'] });
    const cancelled = await alphaUser.request('PUT', `/api/vehicles/${alphaVehicle.vehicleid}`, { titlestatusid: 5 });
    assert.equal(cancelled.status, 422);
    assert.deepEqual(cancelled.body.errors, { cancelledreason: ['a cancelled vehicle needs a reason'] });
  });

  it('sets the vault release and final inspection dates from a DOT submitted date', async () => {
    const res = await admin.request('PUT', `/api/vehicles/${alphaVehicle.vehicleid}`, { submitteddotdate: '2026-05-01', titlestatusid: 3 });
    assert.equal(res.status, 200);
    assert.equal(res.body.vaultreleasedate, '2026-05-31');
    assert.match(res.body.dot_inspection_date, /^2026-05-\d\d$/);
  });

  it('cancels for a client user: status 5, cancelled 1, reason kept', async () => {
    const vehicle = await ownVehicle(alphaUser, `&filters[]=vehicleid|neq|${alphaVehicle.vehicleid}`);
    const res = await alphaUser.request('PUT', `/api/vehicles/${vehicle.vehicleid}`, { titlestatusid: 5, cancelledreason: 'Sold locally' });
    assert.equal(res.status, 200);
    assert.deepEqual([res.body.titlestatusid, res.body.cancelled, res.body.cancelledreason], [5, 1, 'Sold locally']);
  });

  it('uploads, serves resized versions, and deletes softly', async () => {
    const id = alphaVehicle.vehicleid;
    const up = await upload(alphaUser, id);
    assert.equal(up.status, 201);
    assert.equal(up.body.imagetype, 0);
    const thumb = await fetchImage(alphaUser, id, up.body.pwimageid, 'thumb');
    assert.equal(thumb.status, 200);
    assert.equal(thumb.type, 'image/jpeg');
    const orig = await fetchImage(admin, id, up.body.pwimageid);
    assert.deepEqual([orig.status, orig.type, orig.bytes.equals(PNG)], [200, 'image/png', true]);
    // A file (type 0) is deleted by staff only; a photo of one's own vehicle by its client user too (the photo screen).
    assert.equal((await alphaUser.request('DELETE', `/api/vehicle_images/${up.body.pwimageid}`)).status, 403);
    assert.equal((await alphaUser.request('PUT', `/api/vehicle_images/${up.body.pwimageid}`, { deleted: 1 })).status, 403);
    assert.equal((await admin.request('DELETE', `/api/vehicle_images/${up.body.pwimageid}`)).status, 200);
    const photo = await upload(alphaUser, id, { fields: { type: '1' } });
    const gone = await alphaUser.request('DELETE', `/api/vehicle_images/${photo.body.pwimageid}`);
    assert.deepEqual([gone.status, gone.body.deleted], [200, 1]);
    assert.equal((await alphaUser.request('PUT', `/api/vehicle_images/${photo.body.pwimageid}`, { deleted: 0 })).status, 403);
    const deleted = await alphaUser.get(`/api/vehicle_images?filters[]=vehicleid|eq|${id}&filters[]=deleted|eq|1`);
    assert.ok(deleted.body.data.some((i) => i.pwimageid === up.body.pwimageid));
  });

  it('refuses an upload without a file or of an unknown type', async () => {
    const res = await fetch(`${portal.apiUrl}/api/vehicles/${alphaVehicle.vehicleid}/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${alphaUser.token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    assert.equal(res.status, 422);
    assert.equal((await upload(alphaUser, alphaVehicle.vehicleid, { fields: { type: '999' } })).status, 422);
    const huge = await upload(alphaUser, alphaVehicle.vehicleid, { bytes: Buffer.alloc(16 * 1024 * 1024, 1), name: 'huge.pdf', type: 'application/pdf' });
    assert.equal(huge.status, 422);
    assert.ok(huge.body.errors.file);
  });

  it('downloads every file of a vehicle in one zip, for those who may see it only', async () => {
    const id = alphaVehicle.vehicleid;
    const kept = await upload(alphaUser, id, { name: 'bill of sale.png' });
    const dropped = await upload(alphaUser, id, { name: 'wrong.png' });
    assert.equal((await admin.request('DELETE', `/api/vehicle_images/${dropped.body.pwimageid}`)).status, 200);
    const res = await fetch(`${portal.apiUrl}/api/vehicles/${id}/images`, { headers: { authorization: `Bearer ${alphaUser.token}` } });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'application/zip');
    assert.match(res.headers.get('content-disposition'), new RegExp(`${alphaVehicle.vehiclevin}-images\\.zip`));
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const names = Object.keys(files);
    assert.ok(names.includes(`${kept.body.pwimageid}-bill of sale.png`), names.join(', '));
    assert.ok(!names.some((n) => n.includes('wrong.png')), 'a deleted file is not in the archive');
    assert.ok(Buffer.from(files[`${kept.body.pwimageid}-bill of sale.png`]).equals(PNG));
    const other = await fetch(`${portal.apiUrl}/api/vehicles/${id}/images`, { headers: { authorization: `Bearer ${borealisUser.token}` } });
    assert.equal(other.status, 404);
  });

  it('leaves DOT timers to staff', async () => {
    assert.equal(
      (await alphaUser.request('POST', '/api/vehicle_timers', { vehicle_id: alphaVehicle.vehicleid, type: 'stop', date: '2026-05-03' })).status,
      403,
    );
    assert.equal(
      (await admin.request('POST', '/api/vehicle_timers', { vehicle_id: alphaVehicle.vehicleid, category: 'dot', type: 'stop', date: '2026-05-03' })).status,
      201,
    );
  });
});
