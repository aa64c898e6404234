// The documents of client loads through the gateway (document 2 §2): the load sheet of a load prints
// its vehicles with their values; a client user prints only its own loads, and a refused load leaves
// no file behind.
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { DEMO_PASSWORD } from '@portal/db';
import { Api, startPortal } from '../../../tools/stack/test-portal.mjs';
import { pdfText } from '../../../tools/stack/pdf-text.mjs';

/** A path in the portal's own storage (each test portal has its own, so another's files are not counted here). */
const stored = (...parts) => join(portal.storageRoot, ...parts);

let portal;
let admin;
let alphaUser;
let borealisUser;
let alphaLoad;
let borealisLoad;
let alphaVehicles;

async function fetchFile(user, path) {
  const res = await fetch(`${portal.apiUrl}${path}`, { headers: { authorization: `Bearer ${user.token}` } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, json: res.headers.get('content-type')?.includes('json') ? JSON.parse(bytes.toString()) : null };
}

async function sheetOf(user, loadId) {
  const res = await fetchFile(user, `/api/client_loads/${loadId}/loadSheet`);
  assert.equal(res.status, 200, res.bytes.toString().slice(0, 300));
  assert.match(res.headers.get('content-type'), /^application\/pdf/);
  const doc = await PDFDocument.load(res.bytes);
  const fields = Object.fromEntries(
    doc
      .getForm()
      .getFields()
      .map((field) => [field.getName(), field.getText?.() ?? '']),
  );
  return { res, doc, fields, text: pageText(doc) };
}

// The text the pages draw (pdf-lib writes `<hex> Tj` with the standard fonts), page content and its form
// XObjects (a flattened field's appearance): the vehicle lines are printed, not fields.
function pageText(doc) {
  const streams = (contents) =>
    contents instanceof PDFRawStream ? [contents] : contents instanceof PDFArray ? contents.asArray().flatMap((ref) => streams(doc.context.lookup(ref))) : [];
  const xObjects = (resources) => {
    const dict = resources?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    return dict ? dict.keys().flatMap((key) => streams(dict.lookup(key))) : [];
  };
  return doc.getPages().flatMap((page) =>
    [...streams(page.node.Contents()), ...xObjects(page.node.Resources())].flatMap((stream) =>
      [
        ...Buffer.from(decodePDFRawStream(stream).decode())
          .toString('latin1')
          .matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g),
      ].map((m) => Buffer.from(m[1], 'hex').toString('latin1')),
    ),
  );
}

/** A PDF's text as poppler reads it (its complaints about pdf-lib's cross-reference streams left out). */

const count = (dir) => (existsSync(dir) ? readdirSync(dir).length : 0);
/** Every document file made, at once or by a job: a refused request adds none. */
const renders = () => count(stored('documents', 'renders')) + count(stored('documents', 'jobs'));

/**
 * Posts a document request that is queued as a document job (202), follows the job to its end and
 * fetches its file; a refusal (4xx) comes back as it is.
 */
async function queuedFile(user, path, body) {
  const queued = await postFile(user, path, body);
  if (queued.status !== 202) return queued;
  let status = queued.json;
  for (let i = 0; i < 120 && status.state !== 'completed' && status.state !== 'failed'; i++) {
    await new Promise((r) => setTimeout(r, 250));
    status = (await fetchFile(user, `/api/document_jobs/${queued.json.id}`)).json;
  }
  assert.equal(status.state, 'completed', JSON.stringify(status));
  return fetchFile(user, `/api/document_jobs/${queued.json.id}/file`);
}

before(async () => {
  portal = await startPortal();
  admin = await Api.signIn(portal.apiUrl, 'admin', DEMO_PASSWORD);
  alphaUser = await Api.signIn(portal.apiUrl, 'alpha.user', DEMO_PASSWORD);
  borealisUser = await Api.signIn(portal.apiUrl, 'borealis.user', DEMO_PASSWORD);
  const prisma = portal.db.prisma;
  const alphaId = alphaUser.signIn.webUser.clientid;
  const borealisId = borealisUser.signIn.webUser.clientid;
  alphaLoad = await prisma.clientLoad.create({ data: { client_id: alphaId, name: 'SHEET-ALPHA', port: 'Windsor', paps_number: 'PAPS-77' } });
  borealisLoad = await prisma.clientLoad.create({ data: { client_id: borealisId, name: 'SHEET-BOREALIS' } });
  alphaVehicles = await prisma.vehicle.findMany({ where: { clientid: alphaId, client_load_id: null }, orderBy: { vehicleid: 'asc' }, take: 2 });
  for (const [i, vehicle] of alphaVehicles.entries())
    await prisma.vehicle.update({
      where: { vehicleid: vehicle.vehicleid },
      data: { client_load_id: alphaLoad.id, value_us_dollars: 10000 + i * 2500, mileage: 12345 + i },
    });
  const borealisVehicle = await prisma.vehicle.findFirstOrThrow({ where: { clientid: borealisId, client_load_id: null } });
  await prisma.vehicle.update({ where: { vehicleid: borealisVehicle.vehicleid }, data: { client_load_id: borealisLoad.id } });
});

after(async () => {
  await portal?.stop();
});

describe('the load sheet', () => {
  it("prints the load's number, its vehicles with mileage and price, and the whole-dollar total, for its client user", async () => {
    const { res, fields, doc, text } = await sheetOf(alphaUser, alphaLoad.id);
    assert.match(res.headers.get('content-disposition'), /^inline; filename="load-sheet-SHEET-ALPHA\.pdf"/);
    assert.equal(doc.getTitle(), 'Vehicle Motor Purchase Price Invoice SHEET-ALPHA');
    assert.equal(fields.LOAD_NUMBER, 'SHEET-ALPHA');
    assert.equal(fields.PORT, 'Windsor');
    assert.equal(fields.PAPS_NUMBER, 'PAPS-77');
    assert.equal(fields.VEHICLE_COUNT, '2');
    const line = (vin) => text.slice(text.indexOf(vin) - 1, text.indexOf(vin) + 6);
    const [first, second] = alphaVehicles;
    assert.deepEqual(line(first.vehiclevin), [
      '1',
      first.vehiclevin,
      first.yr === null ? '' : String(first.yr),
      first.make ?? '',
      first.model ?? '',
      '12,345',
      '$10,000',
    ]);
    assert.deepEqual(line(second.vehiclevin).slice(0, 2), ['2', second.vehiclevin]);
    assert.deepEqual(line(second.vehiclevin).slice(5), ['12,346', '$12,500']);
    assert.equal(fields.TOTAL, '$22,500');
    assert.equal(fields.SALES_TAX, '');
  });

  it('prints the same sheet for staff, and ?download=1 saves it', async () => {
    const res = await fetchFile(admin, `/api/client_loads/${alphaLoad.id}/loadSheet?download=1`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-disposition'), /^attachment;/);
    const doc = await PDFDocument.load(res.bytes);
    assert.ok(pageText(doc).includes(alphaVehicles[0].vehiclevin));
    assert.equal(doc.getForm().getTextField('VEHICLE_COUNT').getText(), '2');
  });

  it("answers another client's load with a 404 and renders nothing", async () => {
    const before = renders();
    const res = await fetchFile(alphaUser, `/api/client_loads/${borealisLoad.id}/loadSheet`);
    assert.equal(res.status, 404);
    assert.doesNotMatch(res.headers.get('content-type') ?? '', /pdf/);
    assert.equal(renders(), before);
  });

  it("never lists another client's vehicle, even one put in the load directly", async () => {
    const stranger = await portal.db.prisma.vehicle.findFirstOrThrow({ where: { clientid: borealisUser.signIn.webUser.clientid, client_load_id: null } });
    await portal.db.prisma.vehicle.update({ where: { vehicleid: stranger.vehicleid }, data: { client_load_id: alphaLoad.id } });
    try {
      for (const user of [alphaUser, admin]) {
        const { fields, text } = await sheetOf(user, alphaLoad.id);
        assert.equal(fields.VEHICLE_COUNT, '2');
        assert.ok(text.includes(alphaVehicles[0].vehiclevin));
        assert.ok(!text.includes(stranger.vehiclevin), "the other client's VIN is not printed");
      }
    } finally {
      await portal.db.prisma.vehicle.update({ where: { vehicleid: stranger.vehicleid }, data: { client_load_id: null } });
    }
  });

  it('answers a load that does not exist with a 404, a bad id with a 422, and no token with a 401', async () => {
    assert.equal((await fetchFile(admin, '/api/client_loads/987654321/loadSheet')).status, 404);
    const bad = await fetchFile(admin, '/api/client_loads/abc/loadSheet');
    assert.equal(bad.status, 422);
    assert.ok(bad.json.errors.id);
    assert.equal((await fetch(`${portal.apiUrl}/api/client_loads/${alphaLoad.id}/loadSheet`)).status, 401);
  });
});

async function postFile(user, path, body) {
  const res = await fetch(`${portal.apiUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, json: res.headers.get('content-type')?.includes('json') ? JSON.parse(bytes.toString()) : null };
}

describe('the staff-only documents of a load', () => {
  const SOC = '/api/reports/management/bay/statementOfConformity';
  const INSPECTION = '/api/reports/management/conformity/inspection';
  let signer;
  const socBody = (vehicles, extra = {}) => ({
    replacements: { name: 'Sam Signer', date: '11/25/2026', designation: 'Compliance Officer' },
    soc_signer: signer.userid,
    vehicles,
    ...extra,
  });

  before(async () => {
    const prisma = portal.db.prisma;
    signer = await prisma.webUser.update({ where: { userid: admin.signIn.webUser.userid }, data: { can_sign_soc: 1 } });
    for (const [i, vehicle] of alphaVehicles.entries()) {
      await prisma.vehicle.update({ where: { vehicleid: vehicle.vehicleid }, data: { crossedborderdate: new Date('2026-11-02T00:00:00Z') } });
      await prisma.blackbookInfo.upsert({
        where: { vehicleid: vehicle.vehicleid },
        create: { vehicleid: vehicle.vehicleid, model_year: 2018, make: 'Toyota', model: 'Corolla', series: 'LE', class_name: 'Compact Car', gvw: 3850 + i },
        update: { class_name: 'Compact Car', gvw: 3850 + i },
      });
    }
  });

  it('prints the Statements of Conformity of the vehicles, signed with the name, designation and date', async () => {
    const res = await queuedFile(admin, SOC, socBody(alphaVehicles.map((v) => v.vehicleid)));
    assert.equal(res.status, 200, res.bytes.toString().slice(0, 300));
    assert.match(res.headers.get('content-type'), /^application\/pdf/);
    const doc = await PDFDocument.load(res.bytes);
    assert.equal(doc.getForm().getTextField('PRINTED_NAME').getText(), 'Sam Signer');
    assert.equal(doc.getForm().getTextField('DESIGNATION').getText(), 'Compliance Officer');
    const text = pageText(doc);
    for (const vehicle of alphaVehicles) assert.ok(text.includes(vehicle.vehiclevin));
    assert.ok(text.includes('3,851'));
  });

  it('refuses a vehicle without a crossed-border date with the message of the spec, and renders nothing', async () => {
    const [first] = alphaVehicles;
    await portal.db.prisma.vehicle.update({ where: { vehicleid: first.vehicleid }, data: { crossedborderdate: null } });
    try {
      const before = renders();
      const res = await postFile(admin, SOC, socBody([first.vehicleid]));
      assert.equal(res.status, 422);
      assert.equal(res.json.errors.vehicles[0], 'There are vehicles without a Crossed Border Date');
      assert.equal(renders(), before);
    } finally {
      await portal.db.prisma.vehicle.update({ where: { vehicleid: first.vehicleid }, data: { crossedborderdate: new Date('2026-11-02T00:00:00Z') } });
    }
  });

  it('refuses a signer who may not sign statements of conformity, and a bad body field by field', async () => {
    const other = await portal.db.prisma.webUser.findFirstOrThrow({ where: { username: 'alpha.admin' } });
    const res = await postFile(admin, SOC, { ...socBody([alphaVehicles[0].vehicleid]), soc_signer: other.userid });
    assert.equal(res.status, 422);
    assert.ok(res.json.errors.soc_signer);
    const bad = await postFile(admin, SOC, { ...socBody([]), replacements: { name: '', date: '2026-11-25', designation: 'x' } });
    assert.equal(bad.status, 422);
    assert.ok(bad.json.errors['replacements.date'] || bad.json.errors['body.replacements.date'], JSON.stringify(bad.json.errors));
  });

  it('prints the conformity inspection of an inspected vehicle, and refuses one not inspected', async () => {
    const plus = await portal.db.prisma.vehicleConformancePlus.findFirstOrThrow({ where: { completed_date: { not: null } }, include: { items: true } });
    const res = await queuedFile(admin, INSPECTION, { vehicles: [plus.vehicleid], replacements: { designation: 'RI Inspector' } });
    assert.equal(res.status, 200, res.bytes.toString().slice(0, 300));
    const text = pageText(await PDFDocument.load(res.bytes));
    assert.ok(text.includes('RI Inspector'));
    assert.ok(plus.items.length > 0 && text.includes(plus.items[0].description));
    const refused = await postFile(admin, INSPECTION, { vehicles: [alphaVehicles[0].vehicleid] });
    assert.equal(refused.status, 422);
    assert.equal(refused.json.errors.vehicles[0], 'There are vehicles without a completed conformity inspection');
  });

  it('answers a client user with 403 for both, whatever the vehicles, and renders nothing', async () => {
    const before = renders();
    assert.equal((await postFile(alphaUser, SOC, socBody([alphaVehicles[0].vehicleid]))).status, 403);
    assert.equal((await postFile(alphaUser, INSPECTION, { vehicles: [alphaVehicles[0].vehicleid] })).status, 403);
    assert.equal(renders(), before);
  });
});

describe('Bay Recall Warranties', () => {
  const RECALL = '/api/reports/management/bay/recallWarranty';

  it('prints one recall warranty letter a vehicle, with its VIN, client, load and recall status', async () => {
    const [first, second] = alphaVehicles;
    await portal.db.prisma.vehicle.update({ where: { vehicleid: first.vehicleid }, data: { has_recall: 0 } });
    await portal.db.prisma.vehicle.update({ where: { vehicleid: second.vehicleid }, data: { has_recall: 1 } });
    const res = await postFile(admin, RECALL, { vehicles: [first.vehicleid, second.vehicleid] });
    assert.equal(res.status, 200, res.bytes.toString().slice(0, 300));
    assert.match(res.headers.get('content-type'), /^application\/pdf/);
    assert.equal(res.headers.get('x-document-pages'), '2');
    const pages = pdfText(res.bytes).split('\f');
    assert.ok(pages[0].includes(first.vehiclevin) && pages[0].includes('No open safety recall'), pages[0]);
    assert.ok(pages[0].includes('Alpha Motors'), pages[0]);
    assert.ok(pages[1].includes(second.vehiclevin) && pages[1].includes('Open safety recall'), pages[1]);
  });

  it('refuses an empty list and a vehicle that does not exist, and answers a client user 403', async () => {
    const empty = await postFile(admin, RECALL, { vehicles: [] });
    assert.equal(empty.status, 422);
    const missing = await postFile(admin, RECALL, { vehicles: [2_000_000_000] });
    assert.equal(missing.status, 404);
    const before = renders();
    assert.equal((await postFile(alphaUser, RECALL, { vehicles: [alphaVehicles[0].vehicleid] })).status, 403);
    assert.equal(renders(), before);
  });
});

describe('title paperwork', () => {
  const TITLE_DOCS = '/api/reports/management/bay/titleDocs';

  it("queues a load's Title Paperwork as a document job: the title forms of each vehicle in one PDF", async () => {
    const ids = alphaVehicles.map((v) => v.vehicleid);
    const res = await queuedFile(admin, TITLE_DOCS, { vehicles: ids, printedName: 'Pat Printer' });
    assert.equal(res.status, 200, res.bytes.toString().slice(0, 300));
    assert.match(res.headers.get('content-type'), /^application\/pdf/);
    assert.match(res.headers.get('content-disposition'), /title-paperwork-2-vehicles\.pdf/);
    const text = pdfText(res.bytes);
    for (const vehicle of alphaVehicles) assert.ok(text.includes(vehicle.vehiclevin), `${vehicle.vehiclevin} is printed`);
  });

  it('refuses a client user, a vehicle that does not exist and an empty list, and queues nothing', async () => {
    const before = renders();
    assert.equal((await postFile(alphaUser, TITLE_DOCS, { vehicles: [alphaVehicles[0].vehicleid] })).status, 403);
    assert.equal((await postFile(admin, TITLE_DOCS, { vehicles: [987654321] })).status, 404);
    const empty = await postFile(admin, TITLE_DOCS, { vehicles: [] });
    assert.equal(empty.status, 422);
    assert.ok(JSON.stringify(empty.json.errors).includes('vehicles'));
    assert.equal(renders(), before);
  });

  it("prints a paperwork batch's forms: the title paperwork of its vehicles, in the name of its person signing", async () => {
    const prisma = portal.db.prisma;
    const batch = await prisma.paperworkBatch.create({ data: { printtitledocsdate: new Date(), person_signing: 'Pat Signing' } });
    const empty = await prisma.paperworkBatch.create({ data: { printtitledocsdate: new Date() } });
    const ids = alphaVehicles.map((v) => v.vehicleid);
    await prisma.vehicle.updateMany({ where: { vehicleid: { in: ids } }, data: { titledocsbatchid: batch.printtitledocsid } });
    try {
      const res = await fetchFile(admin, `/api/paperwork_batches/${batch.printtitledocsid}/forms`);
      assert.equal(res.status, 200, res.bytes.toString().slice(0, 300));
      assert.match(res.headers.get('content-type'), /^application\/pdf/);
      const text = pdfText(res.bytes);
      for (const vehicle of alphaVehicles) assert.ok(text.includes(vehicle.vehiclevin), `${vehicle.vehiclevin} is printed`);
      assert.ok(text.includes('Pat Signing'), 'signed in the name of the batch');
      assert.equal((await fetchFile(alphaUser, `/api/paperwork_batches/${batch.printtitledocsid}/forms`)).status, 403);
      const none = await fetchFile(admin, `/api/paperwork_batches/${empty.printtitledocsid}/forms`);
      assert.equal(none.status, 422);
      assert.match(none.json.errors.id[0], /no vehicles/);
      assert.equal((await fetchFile(admin, '/api/paperwork_batches/987654321/forms')).status, 404);
    } finally {
      await prisma.vehicle.updateMany({ where: { vehicleid: { in: ids } }, data: { titledocsbatchid: 0 } });
    }
  });
});
