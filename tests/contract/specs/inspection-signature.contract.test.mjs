// The physical inspection signature (document 3 §2.4, §7 POST api/vehicles/{id}/sign/physicalInspection)
// through the gateway: a client user signs its own client's vehicle, the vehicle read says so
// (doc_signatures.physicalInspection), form 1 prints the signature, a new one replaces the old, and a
// data URL that is not a PNG or JPEG image or another client's vehicle is refused.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_PASSWORD } from '@portal/db';
import { Api, startPortal } from '../../../tools/stack/test-portal.mjs';

// A 1x1 PNG and JPEG: the shapes of what the signature pad sends.
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const JPEG = `data:image/jpeg;base64,${[
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////',
  '////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
].join('')}`;

let portal;
let admin;
let alphaUser;
let own;
let other;

const sign = (user, vehicleid, photo) => user.request('POST', `/api/vehicles/${vehicleid}/sign/physicalInspection`, { photo });
const signatureOf = async (vehicleid) => (await admin.get(`/api/vehicles/${vehicleid}?appends[]=doc_signatures`)).body.doc_signatures;

async function formOne(vehicleid) {
  const res = await fetch(`${portal.apiUrl}/api/vehicles/${vehicleid}/forms/1`, { headers: { authorization: `Bearer ${admin.token}` } });
  assert.equal(res.status, 200);
  return Buffer.from(await res.arrayBuffer());
}

before(async () => {
  portal = await startPortal();
  admin = await Api.signIn(portal.apiUrl, 'admin', DEMO_PASSWORD);
  alphaUser = await Api.signIn(portal.apiUrl, 'alpha.user', DEMO_PASSWORD);
  const prisma = portal.db.prisma;
  const signed = (await prisma.documentSignature.findMany({ select: { vehicleid: true } })).map((row) => row.vehicleid);
  own = await prisma.vehicle.findFirstOrThrow({
    where: { clientid: alphaUser.signIn.webUser.clientid, cancelled: 0, vehicleid: { notIn: signed } },
    orderBy: { vehicleid: 'asc' },
  });
  const borealis = await prisma.client.findFirstOrThrow({ where: { clientname: 'Borealis Imports' } });
  other = await prisma.vehicle.findFirstOrThrow({ where: { clientid: borealis.clientid }, orderBy: { vehicleid: 'asc' } });
});

after(async () => {
  await portal?.stop();
});

describe('signing the physical inspection', () => {
  it('a client user signs its own vehicle: the read says signed, and form 1 prints the signature', async () => {
    assert.deepEqual(await signatureOf(own.vehicleid), { physicalInspection: null });
    assert.ok(!(await formOne(own.vehicleid)).includes(Buffer.from('/Subtype /Image')), 'unsigned, form 1 has no signature');
    const res = await sign(alphaUser, own.vehicleid, PNG);
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(Object.keys(res.body).sort(), ['created_at', 'document_type', 'success', 'vehicleid']);
    assert.deepEqual([res.body.success, res.body.vehicleid, res.body.document_type], [true, own.vehicleid, 'physicalInspection']);
    const signed = await signatureOf(own.vehicleid);
    assert.match(signed.physicalInspection.url, /\.png$/);
    assert.equal(signed.physicalInspection.created_at, res.body.created_at);
    // The client user reads it on its own vehicle too.
    assert.equal(
      (await alphaUser.get(`/api/vehicles/${own.vehicleid}?appends[]=doc_signatures`)).body.doc_signatures.physicalInspection.url,
      signed.physicalInspection.url,
    );
    assert.ok((await formOne(own.vehicleid)).includes(Buffer.from('/Subtype /Image')), 'form 1 places the signature');
  });

  it('a new signature replaces the earlier one: one row, the new image', async () => {
    const res = await sign(admin, own.vehicleid, JPEG);
    assert.equal(res.status, 200, res.text);
    const rows = await portal.db.prisma.documentSignature.findMany({ where: { vehicleid: own.vehicleid, document_type: 'physicalInspection' } });
    assert.equal(rows.length, 1);
    assert.match(rows[0].url, /\.jpg$/);
    assert.equal((await signatureOf(own.vehicleid)).physicalInspection.url, rows[0].url);
    assert.ok((await formOne(own.vehicleid)).includes(Buffer.from('/Subtype /Image')), 'form 1 places the new signature');
  });

  it('refuses with 422 on photo what is not a PNG or JPEG image as a data URL', async () => {
    const notPng = `data:image/png;base64,${Buffer.from('this is no picture').toString('base64')}`;
    for (const photo of [notPng, 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', 'https://example.com/signature.png', '']) {
      const res = await sign(alphaUser, own.vehicleid, photo);
      assert.equal(res.status, 422, `${photo.slice(0, 30)}: ${res.text}`);
      assert.ok(res.body.errors?.photo?.length, res.text);
    }
    const missing = await alphaUser.request('POST', `/api/vehicles/${own.vehicleid}/sign/physicalInspection`, {});
    assert.equal(missing.status, 422);
    assert.ok(missing.body.errors?.photo);
  });

  it('answers 404 for another client’s vehicle and writes nothing; 401 without signing in', async () => {
    const rowsOf = () => portal.db.prisma.documentSignature.findMany({ where: { vehicleid: other.vehicleid }, orderBy: { id: 'asc' } });
    const before = await rowsOf();
    const res = await sign(alphaUser, other.vehicleid, PNG);
    assert.equal(res.status, 404, res.text);
    assert.deepEqual(await rowsOf(), before);
    assert.equal((await sign(new Api(portal.apiUrl), own.vehicleid, PNG)).status, 401);
  });
});
