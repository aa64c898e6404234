// Printed forms and packages through the gateway (document 3 §7): each form renders for demo vehicles
// with the values of the vehicle, a mapping change prints at once, packages merge their parts, many
// vehicles go through a job, and nobody gets a document about a vehicle it may not see.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { PDFDocument } from 'pdf-lib';
import { DEMO_PASSWORD } from '@portal/db';
import { Api, startPortal } from '../../../tools/stack/test-portal.mjs';
import { pdfText } from '../../../tools/stack/pdf-text.mjs';

// A 1x1 PNG: the shape of what the signature pad stores.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
/** A path in the portal's own storage (each test portal has its own, so another's files are not counted here). */
const stored = (...parts) => join(portal.storageRoot, ...parts);

let portal;
let admin;
let alphaUser;
let alphaVehicle;
let borealisVehicle;
let inspected;

async function fetchPdf(user, path) {
  const res = await fetch(`${portal.apiUrl}${path}`, { headers: { authorization: `Bearer ${user.token}` } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, json: res.headers.get('content-type')?.includes('json') ? JSON.parse(bytes.toString()) : null };
}

async function pdfOf(user, path) {
  const res = await fetchPdf(user, path);
  assert.equal(res.status, 200, `${path}: ${res.bytes.toString().slice(0, 300)}`);
  assert.match(res.headers.get('content-type'), /^application\/pdf/);
  return { res, doc: await PDFDocument.load(res.bytes) };
}

const text = (doc, field) => doc.getForm().getTextField(field).getText();

/** The rendered files stored now. A direct render is removed just after it was sent, so a count could fall while a test runs. */
const renders = () => new Set(existsSync(stored('documents', 'renders')) ? readdirSync(stored('documents', 'renders')) : []);
const rendersSince = (before) => [...renders()].filter((file) => !before.has(file));

before(async () => {
  portal = await startPortal();
  admin = await Api.signIn(portal.apiUrl, 'admin', DEMO_PASSWORD);
  alphaUser = await Api.signIn(portal.apiUrl, 'alpha.user', DEMO_PASSWORD);
  const prisma = portal.db.prisma;
  alphaVehicle = await prisma.vehicle.findFirstOrThrow({ where: { clientid: alphaUser.signIn.webUser.clientid, cancelled: 0 }, orderBy: { vehicleid: 'asc' } });
  const borealis = await prisma.client.findFirstOrThrow({ where: { clientname: 'Borealis Imports' } });
  borealisVehicle = await prisma.vehicle.findFirstOrThrow({ where: { clientid: borealis.clientid }, orderBy: { vehicleid: 'asc' } });
  // The demo vehicle with a signed physical inspection and a completed conformance: its signature file is put where the record says.
  const signature = await prisma.documentSignature.findFirstOrThrow({ where: { document_type: 'physicalInspection' } });
  inspected = await prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: signature.vehicleid } });
  mkdirSync(dirname(stored(signature.url)), { recursive: true });
  writeFileSync(stored(signature.url), PNG);
});

after(async () => {
  await portal?.stop();
});

describe('single forms for staff', () => {
  for (const n of [1, 3, 4, 5, 7, 8, 9, 11, 27, 28]) {
    it(`form ${n} prints the vehicle's VIN, year and make in its fields`, async () => {
      const { doc } = await pdfOf(admin, `/api/vehicles/${inspected.vehicleid}/forms/${n}`);
      assert.equal(text(doc, 'VIN'), inspected.vehiclevin);
      assert.equal(text(doc, 'YEAR') ?? '', inspected.yr === null ? '' : String(inspected.yr));
      assert.equal(text(doc, 'MAKE') ?? '', inspected.make ?? '');
    });
  }

  it('form 7 fills the owner from the client, the mileage with separators, and the dealer number from a static value', async () => {
    const client = await portal.db.prisma.client.findUniqueOrThrow({ where: { clientid: inspected.clientid } });
    const { doc } = await pdfOf(admin, `/api/vehicles/${inspected.vehicleid}/forms/7`);
    assert.equal(text(doc, 'OWNER_NAME') ?? '', client.legal_name ?? '');
    assert.equal(text(doc, 'MILEAGE') ?? '', inspected.mileage === null ? '' : inspected.mileage.toLocaleString('en-US'));
    assert.equal(text(doc, 'DEALER_NO'), 'DVS-4471');
    assert.equal(text(doc, 'PRINTED_NAME'), admin.signIn.user.name ?? text(doc, 'PRINTED_NAME'));
  });

  it('form 1 places the signature of the physical inspection', async () => {
    const { res } = await pdfOf(admin, `/api/vehicles/${inspected.vehicleid}/forms/1`);
    assert.ok(res.bytes.includes(Buffer.from('/Subtype /Image')), 'the signature image is in the PDF');
    const unsigned = await pdfOf(admin, `/api/vehicles/${alphaVehicle.vehicleid}/forms/1`);
    assert.ok(!unsigned.res.bytes.includes(Buffer.from('/Subtype /Image')), 'a vehicle without a signed inspection prints unsigned');
  });

  it('form 29 is signed by the user named in ?user_id; form 18 lists the standards of ?type with its ?uvc', async () => {
    const { doc } = await pdfOf(admin, `/api/vehicles/${inspected.vehicleid}/forms/29?user_id=${admin.signIn.user.userid}`);
    assert.equal(text(doc, 'VIN'), inspected.vehiclevin);
    const heavy = await pdfOf(admin, `/api/vehicles/${inspected.vehicleid}/forms/18?type=truck_heavy&uvc=UVC123`);
    assert.equal(text(heavy.doc, 'UVC'), 'UVC123');
    assert.equal(text(heavy.doc, 'CONFORMITY_TYPE'), 'Heavy truck (GVWR over 10,000 lb)');
    const fields = heavy.doc
      .getForm()
      .getFields()
      .map((f) => f.getName())
      .filter((name) => name.startsWith('FMVSS_'));
    const heavyStandards = await portal.db.prisma.nhtsaConformityItem.count({ where: { truck_heavy: 1 } });
    assert.equal(fields.length, heavyStandards * 3, 'one O/M/N choice per heavy-truck standard');
  });

  it('the RI label takes many vehicles: one label page each', async () => {
    const { doc, res } = await pdfOf(admin, `/api/vehicles/${alphaVehicle.vehicleid},${borealisVehicle.vehicleid}/forms/26`);
    assert.equal(doc.getPageCount(), 2);
    const words = pdfText(res.bytes);
    assert.ok(words.includes(alphaVehicle.vehiclevin) && words.includes(borealisVehicle.vehiclevin), words);
  });

  it('a change of the mapping on the PDF form fields screen prints at the next render', async () => {
    const row = await portal.db.prisma.pdfFormField.findFirstOrThrow({ where: { pdf_form_id: 7, form_field: 'DEALER_NO' } });
    const put = await admin.request('PUT', `/api/pdf_form_fields/${row.id}`, { static_value: 'DVS-0042' });
    assert.equal(put.status, 200, put.text);
    const { doc } = await pdfOf(admin, `/api/vehicles/${inspected.vehicleid}/forms/7`);
    assert.equal(text(doc, 'DEALER_NO'), 'DVS-0042');
    const vin = await portal.db.prisma.pdfFormField.findFirstOrThrow({ where: { pdf_form_id: 7, form_field: 'VIN' } });
    await admin.request('PUT', `/api/pdf_form_fields/${vin.id}`, { regex_pattern: '(\\w{6})$' });
    assert.equal(text((await pdfOf(admin, `/api/vehicles/${inspected.vehicleid}/forms/7`)).doc, 'VIN'), inspected.vehiclevin.slice(-6));
    await admin.request('PUT', `/api/pdf_form_fields/${vin.id}`, { regex_pattern: '' });
  });
});

describe('packages', () => {
  it('the IVR package merges 15, 17, 16, 25, 24 and 9 of an inspected vehicle', async () => {
    const { doc, res } = await pdfOf(admin, `/api/vehicles/${inspected.vehicleid}/multipleForms/0?docs=15,17,16,25,24,9&download=1`);
    assert.ok(doc.getPageCount() >= 6, `${doc.getPageCount()} pages`);
    assert.match(res.headers.get('content-disposition'), /^attachment; filename=".+\.pdf"$/);
    const words = pdfText(res.bytes);
    for (const title of ['HS-7', 'CBP Form 7501', 'Statement of Conformity', 'HS-474', 'EPA Form 3520-1']) assert.ok(words.includes(title), title);
    assert.ok(words.includes(inspected.vehiclevin));
  });

  it('the Hudson package is refused whole when a part cannot be printed, and printed partially when asked', async () => {
    const unready = await portal.db.prisma.vehicle.findFirstOrThrow({ where: { titleregownershipdate: null, crossedborderdate: null } });
    const full = await fetchPdf(admin, `/api/vehicles/${unready.vehicleid}/multipleForms/0?docs=21,12,24,15`);
    assert.equal(full.status, 422);
    assert.ok(
      full.json.errors.docs.some((reason) => reason.includes('Bill of Sale')),
      JSON.stringify(full.json),
    );
    const partial = await fetchPdf(admin, `/api/vehicles/${unready.vehicleid}/multipleForms/0?docs=21,12,24,15&partial=1&downloadName=hudson`);
    assert.equal(partial.status, 200, partial.bytes.toString().slice(0, 300));
    assert.match(partial.headers.get('x-documents-left-out'), /Bill of Sale/);
    assert.match(partial.headers.get('content-disposition'), /filename="hudson\.pdf"/);
  });

  it('many vehicles render as a job with progress, then download', async () => {
    const vehicles = await portal.db.prisma.vehicle.findMany({
      where: { clientid: alphaUser.signIn.webUser.clientid },
      take: 12,
      orderBy: { vehicleid: 'asc' },
    });
    const ids = vehicles.map((v) => v.vehicleid);
    const direct = await fetchPdf(admin, `/api/vehicles/${ids.join(',')}/multipleForms/0?docs=26`);
    assert.equal(direct.status, 422, 'a direct package of more than ten vehicles is refused');
    const queued = await admin.request('POST', '/api/document_jobs', { vehicleIds: ids, docs: [26] });
    assert.equal(queued.status, 202, queued.text);
    let status = queued.body;
    for (let i = 0; i < 120 && status.state !== 'completed' && status.state !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 500));
      status = (await admin.get(`/api/document_jobs/${queued.body.id}`)).body;
    }
    assert.equal(status.state, 'completed', JSON.stringify(status));
    assert.equal(status.progress.percent, 100);
    const { doc } = await pdfOf(admin, `/api/document_jobs/${queued.body.id}/file`);
    assert.equal(doc.getPageCount(), ids.length);
    assert.equal((await alphaUser.get(`/api/document_jobs/${queued.body.id}`)).status, 404, "another user's job does not exist for it");
  });
});

describe('a client user', () => {
  it('prints the forms of its own vehicles', async () => {
    const { doc } = await pdfOf(alphaUser, `/api/vehicles/${alphaVehicle.vehicleid}/forms/7`);
    assert.equal(text(doc, 'VIN'), alphaVehicle.vehiclevin);
  });

  it("gets 404 and no file for another client's vehicle, alone, among its own, or in a package or job", async () => {
    const before = renders();
    for (const path of [
      `/api/vehicles/${borealisVehicle.vehicleid}/forms/7`,
      `/api/vehicles/${alphaVehicle.vehicleid},${borealisVehicle.vehicleid}/forms/26`,
      `/api/vehicles/${borealisVehicle.vehicleid}/multipleForms/0?docs=30&partial=1`,
      `/api/vehicles/${alphaVehicle.vehicleid},${borealisVehicle.vehicleid}/multipleForms/0?docs=12&partial=1`,
    ]) {
      const res = await fetchPdf(alphaUser, path);
      assert.equal(res.status, 404, `${path}: ${res.status}`);
      assert.ok(res.json && !res.headers.get('content-type').includes('pdf'), path);
      assert.ok(!res.bytes.toString().includes(borealisVehicle.vehiclevin), path);
    }
    const job = await alphaUser.request('POST', '/api/document_jobs', { vehicleIds: [alphaVehicle.vehicleid, borealisVehicle.vehicleid], docs: [26] });
    assert.equal(job.status, 404, job.text);
    assert.deepEqual(rendersSince(before), [], 'no file was rendered');
  });

  it('is refused the staff-only forms and another signer', async () => {
    assert.equal((await fetchPdf(alphaUser, `/api/vehicles/${alphaVehicle.vehicleid}/forms/18`)).status, 403);
    const other = await fetchPdf(alphaUser, `/api/vehicles/${alphaVehicle.vehicleid}/forms/29?user_id=${admin.signIn.user.userid}`);
    assert.equal(other.status, 422);
    assert.ok(other.json.errors.user_id, JSON.stringify(other.json));
  });
});

describe('bad input', () => {
  it('names the field: an unknown form, a bad id list, an unknown package part, a bad type', async () => {
    const cases = [
      [`/api/vehicles/${alphaVehicle.vehicleid}/forms/99`, 'n'],
      [`/api/vehicles/1,x/forms/26`, 'id'],
      [`/api/vehicles/${alphaVehicle.vehicleid}/multipleForms/0?docs=15,99`, 'docs'],
      [`/api/vehicles/${alphaVehicle.vehicleid}/multipleForms/0`, 'docs'],
      [`/api/vehicles/${alphaVehicle.vehicleid}/forms/18?type=boat`, 'type'],
      [`/api/vehicles/${alphaVehicle.vehicleid},${borealisVehicle.vehicleid}/forms/7`, 'id'],
    ];
    for (const [path, field] of cases) {
      const res = await fetchPdf(admin, path);
      assert.equal(res.status, 422, `${path}: ${res.status} ${res.bytes.toString().slice(0, 200)}`);
      assert.ok(res.json.errors[field], `${path}: ${JSON.stringify(res.json)}`);
    }
  });
});
