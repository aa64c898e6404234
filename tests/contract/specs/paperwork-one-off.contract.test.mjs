import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_PASSWORD } from '@portal/db';
import { waitForMail } from '@portal/mail-standin';
import { Api, listPath, startPortal } from '../../../tools/stack/test-portal.mjs';
import { pdfText } from '../../../tools/stack/pdf-text.mjs';

let portal;
let admin;
let alphaUser;
let alphaId;
let adminId;

const DAY = 86_400_000;

before(async () => {
  portal = await startPortal();
  admin = await Api.signIn(portal.apiUrl, 'admin', DEMO_PASSWORD);
  alphaUser = await Api.signIn(portal.apiUrl, 'alpha.user', DEMO_PASSWORD);
  alphaId = (await portal.db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } })).clientid;
  adminId = (await portal.db.prisma.webUser.findFirstOrThrow({ where: { username: 'admin' } })).userid;
});

after(async () => {
  await portal?.stop();
});

let serial = 0;
async function freshVehicle(extra = {}) {
  serial += 1;
  return portal.db.prisma.vehicle.create({
    data: { vehiclevin: `PWCONTRACT${String(serial).padStart(7, '0')}`, clientid: alphaId, recordcreateddate: new Date(Date.now() - 3 * DAY), ...extra },
  });
}

async function fetchPdf(user, path) {
  const res = await fetch(`${portal.apiUrl}${path}`, { headers: { authorization: `Bearer ${user.token}` } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('paperwork batches through the gateway, as staff', () => {
  it('creates a batch, lists it, adds and removes vehicles, saves the person signing and dates every vehicle Sent to BMV', async () => {
    const created = await admin.request('POST', '/api/paperwork_batches', { printtitledocsdate: '2026-11-20', printtitledocspersonprinting: adminId });
    assert.ok([200, 201].includes(created.status), created.text);
    const id = created.body.printtitledocsid;
    assert.equal(created.body.printtitledocsdate, '2026-11-20');

    const listed = await admin.get(listPath('paperwork_batches', { filters: [`printtitledocsid|eq|${id}`], with: ['user'], appends: ['vehicles_count'] }));
    assert.equal(listed.status, 200, listed.text);
    assert.equal(listed.body.per_page, 10);
    assert.equal(listed.body.data[0].vehicles_count, 0);

    const [a, b] = [await freshVehicle(), await freshVehicle()];
    const offered = await admin.get(listPath('paperwork_vehicles', { filters: [`vehicleid|in|${a.vehicleid},${b.vehicleid}`], with: ['client', 'auction'] }));
    assert.equal(offered.status, 200, offered.text);
    assert.deepEqual(
      offered.body.data.map((v) => v.vehicleid),
      [b.vehicleid, a.vehicleid].sort((x, y) => y - x),
    );
    assert.equal(offered.body.data[0].client.clientname, 'Alpha Motors');

    for (const v of [a, b]) {
      const added = await admin.request('POST', `/api/paperwork_batches/${id}/add/${v.vehicleid}`);
      assert.equal(added.status, 200, added.text);
    }
    const again = await admin.request('POST', `/api/paperwork_batches/${id}/add/${a.vehicleid}`);
    assert.equal(again.status, 409);
    assert.equal((await admin.request('POST', `/api/paperwork_batches/${id}/add/abc`)).status, 422);
    assert.equal((await admin.request('POST', `/api/paperwork_batches/999999999/add/${a.vehicleid}`)).status, 404);

    const removed = await admin.request('DELETE', `/api/paperwork_batches/${id}/remove/${b.vehicleid}`);
    assert.deepEqual(removed.body, { printtitledocsid: id, vehicles_count: 1 });

    const signed = await admin.request('PUT', `/api/paperwork_batches/${id}`, { person_signing: 'Pat Signer' });
    assert.equal(signed.status, 200, signed.text);

    const sent = await admin.request('POST', `/api/paperwork_batches/${id}/sentToBmv`, { date: '2026-11-21' });
    assert.equal(sent.status, 200, sent.text);
    assert.deepEqual(sent.body, { printtitledocsid: id, titlesenttobmvdate: '2026-11-21', updated: 1 });
    assert.equal((await admin.request('POST', `/api/paperwork_batches/${id}/sentToBmv`, { date: 'yesterday' })).status, 422);

    const read = await admin.get(`/api/paperwork_batches/${id}`);
    assert.equal(read.body.person_signing, 'Pat Signer');
    assert.deepEqual(
      read.body.vehicles_paperwork.map((v) => [v.vehicleid, v.printtitledocuments, v.titlesenttobmvdate]),
      [[a.vehicleid, 1, '2026-11-21']],
    );
    const history = await portal.db.prisma.historyItem.findMany({
      where: { object_type: 'vehicle', object_type_id: a.vehicleid, target_field: 'titlesenttobmvdate' },
    });
    assert.equal(history.length, 1);
  });
});

describe('one-off invoices through the gateway, as staff', () => {
  it('creates, edits, refuses a bad amount with 422, prints and e-mails the invoice', async () => {
    const created = await admin.request('POST', '/api/one_off_invoices', { client_name: 'Contract Walk-in' });
    assert.ok([200, 201].includes(created.status), created.text);
    const id = created.body.id;
    const edited = await admin.request('PUT', `/api/one_off_invoices/${id}`, {
      client_email: 'walkin@contract.example',
      vin: '1HGCM82633A004352',
      year: 2003,
      make: 'HONDA',
      model: 'Accord',
      amount: '150.25',
      pickup_location: 'Windsor ON',
      delivery_location: 'Detroit MI',
      driver_name: 'Lee',
    });
    assert.equal(edited.status, 200, edited.text);
    const bad = await admin.request('PUT', `/api/one_off_invoices/${id}`, { amount: '-3' });
    assert.equal(bad.status, 422);
    assert.deepEqual(bad.body.errors, { amount: ['must be 0 or more'] });
    assert.equal(Number((await portal.db.prisma.oneOffInvoice.findUniqueOrThrow({ where: { id } })).amount), 150.25);

    const pdf = await fetchPdf(admin, `/api/one_off_invoices/${id}/pdf`);
    assert.equal(pdf.status, 200, pdf.bytes.toString().slice(0, 300));
    assert.match(pdf.headers.get('content-type'), /^application\/pdf/);
    const text = pdfText(pdf.bytes);
    assert.match(text, new RegExp(`Invoice #${id}`));
    assert.match(text, /Contract Walk-in/);
    assert.match(text, /Total\s+\$150\.25/);

    const queued = await admin.request('POST', `/api/one_off_invoices/${id}/send`);
    assert.equal(queued.status, 202, queued.text);
    let state = queued.body;
    for (let i = 0; i < 60 && state.state !== 'completed' && state.state !== 'failed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      state = (await admin.get(`/api/one_off_invoices/${id}/send`)).body;
    }
    assert.equal(state.state, 'completed', JSON.stringify(state));
    const kept = await waitForMail(portal.mailUrl, 'walkin@contract.example', { matches: (m) => m.subject === `Invoice #${id}` });
    assert.deepEqual(
      kept.attachments.map((a) => a.filename),
      [`invoice-${id}.pdf`],
    );

    const noMail = (await admin.request('POST', '/api/one_off_invoices', { client_name: 'No Mail' })).body.id;
    const refused = await admin.request('POST', `/api/one_off_invoices/${noMail}/send`);
    assert.equal(refused.status, 422);
    assert.ok(refused.body.errors.client_email);
  });
});

describe('a client user', () => {
  it('gets 403 on every paperwork batch and one-off invoice call, and nothing is written', async () => {
    const batch = (await admin.request('POST', '/api/paperwork_batches', { printtitledocsdate: '2026-11-20' })).body.printtitledocsid;
    const invoice = (await admin.request('POST', '/api/one_off_invoices', { client_name: 'Staff Only', amount: 10 })).body.id;
    const own = await freshVehicle();
    const member = await freshVehicle();
    assert.equal((await admin.request('POST', `/api/paperwork_batches/${batch}/add/${member.vehicleid}`)).status, 200);
    const counts = async () => [
      await portal.db.prisma.paperworkBatch.count(),
      await portal.db.prisma.oneOffInvoice.count(),
      await portal.db.prisma.historyItem.count(),
    ];
    const before = await counts();
    for (const [method, path, body] of [
      ['GET', '/api/paperwork_batches'],
      ['GET', `/api/paperwork_batches/${batch}`],
      ['POST', '/api/paperwork_batches', { printtitledocsdate: '2026-11-20' }],
      ['PUT', `/api/paperwork_batches/${batch}`, { person_signing: 'Me' }],
      ['GET', '/api/paperwork_vehicles'],
      ['POST', `/api/paperwork_batches/${batch}/add/${own.vehicleid}`],
      ['DELETE', `/api/paperwork_batches/${batch}/remove/${member.vehicleid}`],
      ['POST', `/api/paperwork_batches/${batch}/sentToBmv`, {}],
      ['GET', '/api/one_off_invoices'],
      ['GET', `/api/one_off_invoices/${invoice}`],
      ['POST', '/api/one_off_invoices', { client_name: 'Mine' }],
      ['PUT', `/api/one_off_invoices/${invoice}`, { amount: 1 }],
      ['GET', `/api/one_off_invoices/${invoice}/pdf`],
      ['POST', `/api/one_off_invoices/${invoice}/send`],
      ['GET', `/api/one_off_invoices/${invoice}/send`],
    ]) {
      const res = await alphaUser.request(method, path, body);
      assert.equal(res.status, 403, `${method} ${path}: ${res.status}`);
    }
    assert.deepEqual(await counts(), before);
    const stays = await portal.db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: member.vehicleid } });
    assert.equal(stays.titledocsbatchid, batch);
    assert.equal(stays.titlesenttobmvdate, null);
    assert.equal((await portal.db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: own.vehicleid } })).titledocsbatchid, 0);
  });
});
