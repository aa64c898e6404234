import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_PASSWORD } from '@portal/db';
import { waitForMail } from '@portal/mail-standin';
import { Api, listPath, startPortal } from '../../../tools/stack/test-portal.mjs';
import { pdfText } from '../../../tools/stack/pdf-text.mjs';

const ALREADY_INVOICED = 'This vehicle has already been invoiced. Are you REALLY REALLY SURE that you want to ADD it again?';

let portal;
let admin;
let alphaUser;
let alphaId;
let borealisId;
let borealisBatch;

const open = { invoiceid: 0, cancelled: 0, NOT: { titlestatusid: 5 } };
const rounded = (n) => Math.round(n * 100) / 100;

before(async () => {
  portal = await startPortal();
  admin = await Api.signIn(portal.apiUrl, 'admin', DEMO_PASSWORD);
  alphaUser = await Api.signIn(portal.apiUrl, 'alpha.user', DEMO_PASSWORD);
  const p = portal.db.prisma;
  alphaId = (await p.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } })).clientid;
  borealisId = (await p.client.findFirstOrThrow({ where: { clientname: 'Borealis Imports' } })).clientid;
  borealisBatch = await p.invoiceBatch.findFirstOrThrow({ where: { clientid: borealisId } });
});

after(async () => {
  await portal?.stop();
});

/** The batch as the list answers it, beside the sum of its rows in the database. */
async function batchAndSum(id) {
  const listed = await admin.get(listPath('invoice_batches', { filters: [`invoiceid|eq|${id}`], appends: ['invoice_count', 'invoice_total'] }));
  assert.equal(listed.status, 200);
  const lines = await portal.db.prisma.invoice.findMany({ where: { invoicebatchid: id } });
  const charges = await portal.db.prisma.vehicleCharge.findMany({ where: { invoiceid: id, deleted: 0 } });
  const sum = rounded(
    lines.reduce((s, l) => s + Number(l.fee_state) + Number(l.fee_dvs) + Number(l.fee_other), 0) + charges.reduce((s, c) => s + Number(c.chargeamt), 0),
  );
  return { row: listed.body.data[0], lines: lines.length, sum };
}

describe('invoice batches through the gateway, as staff', () => {
  it('creates a batch, finds vehicles with their fees, adds them (asking for an invoiced one) and keeps the totals equal to the rows', async () => {
    const created = await admin.request('POST', '/api/invoice_batches', { clientid: alphaId });
    assert.ok([200, 201].includes(created.status), `create: ${created.status} ${created.text}`);
    const id = created.body.invoiceid;
    const fresh = await portal.db.prisma.vehicle.findFirstOrThrow({ where: { clientid: alphaId, ...open }, orderBy: { vehicleid: 'desc' } });

    const search = await admin.get(`/api/invoice_batches/${id}/vehicleSearch?vin=${fresh.vehiclevin.slice(-8)}`);
    assert.equal(search.status, 200, search.text);
    const row = search.body.data.find((r) => r.vehicleid === fresh.vehicleid);
    assert.ok(row, 'the vehicle is offered');
    for (const field of ['app_fee_total', 'plates_fee_total', 'other_fee_total', 'fees_total']) assert.equal(typeof row[field], 'number', field);
    assert.equal(rounded(row.app_fee_total + row.plates_fee_total + row.other_fee_total), row.fees_total);
    assert.equal(row.invoiced, false);

    const added = await admin.request('POST', `/api/invoice_batches/${id}/add/${fresh.vehicleid}`, {});
    assert.equal(added.status, 200, added.text);
    assert.deepEqual(added.body, { invoiceid: id, invoice_count: 1, invoice_total: row.fees_total });

    const invoiced = await portal.db.prisma.vehicle.findFirstOrThrow({ where: { clientid: alphaId, invoiceid: { gt: 0, not: id }, cancelled: 0 } });
    const asked = await admin.request('POST', `/api/invoice_batches/${id}/add/${invoiced.vehicleid}`, {});
    assert.equal(asked.status, 409);
    assert.equal(asked.body.message, ALREADY_INVOICED);
    const confirmed = await admin.request('POST', `/api/invoice_batches/${id}/add/${invoiced.vehicleid}`, { confirm: true });
    assert.equal(confirmed.status, 200, confirmed.text);
    assert.equal(confirmed.body.invoice_count, 2);

    const charge = await admin.request('POST', '/api/vehicle_charges', {
      vehicleid: fresh.vehicleid,
      invoiceid: id,
      chargeamt: '33.10',
      chargenote: 'Courier',
      chargetype: 5,
    });
    assert.ok([200, 201].includes(charge.status), charge.text);
    let state = await batchAndSum(id);
    assert.equal(state.row.invoice_count, 2);
    assert.equal(state.row.invoice_total, state.sum);
    assert.equal(rounded(state.sum - confirmed.body.invoice_total), 33.1);

    const lines = await admin.get(
      listPath('invoices', { filters: [`invoicebatchid|eq|${id}`], with: ['vehicle'], appends: ['charges', 'amount', 'fees_breakdown'] }),
    );
    assert.equal(lines.status, 200);
    const line = lines.body.data.find((l) => l.vehicleid === fresh.vehicleid);
    assert.equal(line.charges.length, 1);
    assert.equal(line.amount, rounded(row.fees_total + 33.1));
    assert.deepEqual(Object.keys(line.fees_breakdown).sort(), ['dvs', 'other', 'state']);

    assert.equal((await admin.request('PUT', `/api/vehicle_charges/${charge.body.vehiclechargeid}`, { chargeamt: '10.00' })).status, 200);
    assert.equal((await admin.request('DELETE', `/api/vehicle_charges/${charge.body.vehiclechargeid}`)).status, 200);
    const removed = await admin.request('DELETE', `/api/invoice_batches/${id}/remove/${invoiced.vehicleid}`);
    assert.equal(removed.status, 200);
    state = await batchAndSum(id);
    assert.deepEqual([state.row.invoice_count, state.row.invoice_total], [1, state.sum]);
    assert.equal(removed.body.invoice_total, state.sum);
  });

  it('refuses a cancelled vehicle, another client’s vehicle and bad input with 422 naming the field, never a 500', async () => {
    const id = (await admin.request('POST', '/api/invoice_batches', { clientid: alphaId })).body.invoiceid;
    const borealisVehicle = await portal.db.prisma.vehicle.findFirstOrThrow({ where: { clientid: borealisId, billtoclientid: borealisId, ...open } });
    const foreign = await admin.request('POST', `/api/invoice_batches/${id}/add/${borealisVehicle.vehicleid}`, { confirm: true });
    assert.equal(foreign.status, 422);
    assert.ok(foreign.body.errors.vehicleId);
    const cancelled = await portal.db.prisma.vehicle.findFirst({ where: { clientid: alphaId, titlestatusid: 5 } });
    if (cancelled) assert.equal((await admin.request('POST', `/api/invoice_batches/${id}/add/${cancelled.vehicleid}`, { confirm: true })).status, 422);
    assert.equal((await admin.get(`/api/invoice_batches/${id}/vehicleSearch`)).status, 422);
    assert.equal((await admin.get(`/api/invoice_batches/${id}/vehicleSearch?vin=%27%3B--`)).status, 422);
    assert.equal((await admin.request('POST', `/api/invoice_batches/abc/add/1`, {})).status, 422);
    assert.equal((await admin.request('POST', `/api/invoice_batches/${id}/add/1`, { confirm: 'yes' })).status, 422);
    const badCharge = await admin.request('POST', '/api/vehicle_charges', {
      vehicleid: borealisVehicle.vehicleid,
      invoiceid: id,
      chargeamt: 'lots',
      chargenote: 'x',
    });
    assert.equal(badCharge.status, 422);
    const notOnBatch = await admin.request('POST', '/api/vehicle_charges', {
      vehicleid: borealisVehicle.vehicleid,
      invoiceid: id,
      chargeamt: '5',
      chargenote: 'x',
    });
    assert.equal(notOnBatch.status, 422);
    assert.ok(notOnBatch.body.errors.invoiceid);
    assert.equal((await admin.get(`/api/invoice_batches/99999999/vehicleSearch?vin=ABC`)).status, 404);
  });
});

describe('a client user and invoicing', () => {
  it("lists and reads only its own client's batches, lines and charges, whatever the filters and relations ask", async () => {
    for (const path of [
      listPath('invoice_batches', { per_page: 1000, with: ['client', 'invoices'], appends: ['invoice_count', 'invoice_total'] }),
      listPath('invoice_batches', { per_page: 1000, filters: [`clientid|eq|${borealisId}`] }),
    ]) {
      const res = await alphaUser.get(path);
      assert.equal(res.status, 200, res.text);
      assert.ok(res.body.data.every((b) => b.clientid === alphaId));
      for (const b of res.body.data) for (const line of b.invoices ?? []) assert.equal(line.clientid, alphaId);
    }
    const lines = await alphaUser.get(listPath('invoices', { per_page: 1000, with: ['vehicle'], appends: ['charges'] }));
    assert.equal(lines.status, 200);
    assert.ok(lines.body.data.length > 0 && lines.body.data.every((l) => l.clientid === alphaId));
    const charges = await alphaUser.get(listPath('vehicle_charges', { per_page: 1000, with: ['vehicle'] }));
    assert.equal(charges.status, 200);
    assert.ok(charges.body.data.every((c) => c.vehicle === null || c.vehicle.clientid === alphaId));
    const ownVehicleIds = new Set(
      (await portal.db.prisma.vehicle.findMany({ where: { clientid: alphaId }, select: { vehicleid: true } })).map((v) => v.vehicleid),
    );
    assert.ok(charges.body.data.every((c) => ownVehicleIds.has(c.vehicleid)));
  });

  it("gets 404 for another client's ids in the path and 403 on every staff call", async () => {
    assert.equal((await alphaUser.get(`/api/invoice_batches/${borealisBatch.invoiceid}`)).status, 404);
    const borealisLine = await portal.db.prisma.invoice.findFirstOrThrow({ where: { clientid: borealisId } });
    assert.equal((await alphaUser.get(`/api/invoices/${borealisLine.invoicedetailid}`)).status, 404);
    const borealisCharge = await portal.db.prisma.vehicleCharge.findFirstOrThrow({ where: { vehicle: { clientid: borealisId } } });
    assert.equal((await alphaUser.get(`/api/vehicle_charges/${borealisCharge.vehiclechargeid}`)).status, 404);

    const ownBatch = await portal.db.prisma.invoiceBatch.findFirstOrThrow({ where: { clientid: alphaId } });
    const ownVehicle = await portal.db.prisma.vehicle.findFirstOrThrow({ where: { clientid: alphaId, ...open } });
    const before = await portal.db.prisma.invoice.count();
    for (const [method, path, body] of [
      ['POST', '/api/invoice_batches', { clientid: alphaId }],
      ['PUT', `/api/invoice_batches/${ownBatch.invoiceid}`, { overnighttrackingno: 'X' }],
      ['POST', `/api/invoice_batches/${ownBatch.invoiceid}/add/${ownVehicle.vehicleid}`, { confirm: true }],
      ['POST', `/api/invoice_batches/${borealisBatch.invoiceid}/add/${ownVehicle.vehicleid}`, { confirm: true }],
      ['DELETE', `/api/invoice_batches/${ownBatch.invoiceid}/remove/${ownVehicle.vehicleid}`],
      ['GET', `/api/invoice_batches/${ownBatch.invoiceid}/vehicleSearch?vin=ABC`],
      ['POST', '/api/vehicle_charges', { vehicleid: ownVehicle.vehicleid, chargeamt: '1', chargenote: 'x' }],
      ['PUT', `/api/vehicle_charges/${borealisCharge.vehiclechargeid}`, { chargeamt: '0' }],
      ['DELETE', `/api/vehicle_charges/${borealisCharge.vehiclechargeid}`],
      ['PUT', `/api/invoices/${borealisLine.invoicedetailid}`, { invoicedate: '2020-01-01' }],
    ]) {
      const res = await alphaUser.request(method, path, body);
      assert.equal(res.status, 403, `${method} ${path}: ${res.status}`);
    }
    assert.equal(await portal.db.prisma.invoice.count(), before);
    assert.equal(
      Number((await portal.db.prisma.vehicleCharge.findUniqueOrThrow({ where: { vehiclechargeid: borealisCharge.vehiclechargeid } })).chargeamt),
      Number(borealisCharge.chargeamt),
    );
  });
});

/** A PDF through the gateway as bytes, beside its status and headers. */
async function fetchPdf(user, path) {
  const res = await fetch(`${portal.apiUrl}${path}`, { headers: { authorization: `Bearer ${user.token}` } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

const usd = (n) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A batch of Alpha's with two vehicles and a charge, and its Total as the list answers it. */
async function filledBatch() {
  const id = (await admin.request('POST', '/api/invoice_batches', { clientid: alphaId })).body.invoiceid;
  const vehicles = await portal.db.prisma.vehicle.findMany({ where: { clientid: alphaId, ...open }, orderBy: { vehicleid: 'desc' }, take: 2 });
  for (const v of vehicles) assert.equal((await admin.request('POST', `/api/invoice_batches/${id}/add/${v.vehicleid}`, { confirm: true })).status, 200);
  const charge = await admin.request('POST', '/api/vehicle_charges', {
    vehicleid: vehicles[0].vehicleid,
    invoiceid: id,
    chargeamt: '19.95',
    chargenote: 'Courier',
    chargetype: 5,
  });
  assert.ok([200, 201].includes(charge.status), charge.text);
  const { row } = await batchAndSum(id);
  return { id, vehicles, total: row.invoice_total };
}

describe('the batch PDF and Email Batch', () => {
  it('prints the batch as an invoice whose total is the batch total; a client user gets only its own', async () => {
    const { id, vehicles, total } = await filledBatch();
    const pdf = await fetchPdf(admin, `/api/invoice_batches/${id}/pdf`);
    assert.equal(pdf.status, 200, pdf.bytes.toString().slice(0, 300));
    assert.match(pdf.headers.get('content-type'), /^application\/pdf/);
    assert.match(pdf.headers.get('content-disposition'), new RegExp(`inline; filename="invoice-batch-${id}.pdf"`));
    const text = pdfText(pdf.bytes);
    assert.match(text, new RegExp(`Invoice Batch #${id}`));
    assert.match(text, /Alpha Motors/);
    for (const v of vehicles) {
      assert.ok(text.includes(v.vehiclevin), v.vehiclevin);
      assert.ok(text.includes(String(v.yr)), `${v.yr}`);
    }
    assert.match(text, new RegExp(`Total\\s+\\${usd(total)}`));
    // Alpha Motors' settings (single-invoice 2, clientinvoicedetails 1, document 2 §9): the batch as a single
    // invoice, each vehicle with the charges billed on it listed under it (the Courier charge is the first's).
    const pages = text.split('\f').slice(0, -1);
    assert.equal(pages.length, 1);
    const [first, second] = vehicles.map((v) => pages[0].indexOf(v.vehiclevin));
    const courier = pages[0].indexOf('Courier');
    assert.ok(first >= 0 && second > first && courier > first && courier < second, 'the Courier charge is listed under the first vehicle');
    const saved = await fetchPdf(admin, `/api/invoice_batches/${id}/pdf?download=1`);
    assert.match(saved.headers.get('content-disposition'), /^attachment;/);

    assert.equal((await fetchPdf(alphaUser, `/api/invoice_batches/${id}/pdf`)).status, 200);
    const borealisUser = await Api.signIn(portal.apiUrl, 'borealis.user', DEMO_PASSWORD);
    assert.equal((await fetchPdf(borealisUser, `/api/invoice_batches/${id}/pdf`)).status, 404);
    assert.equal((await fetchPdf(alphaUser, `/api/invoice_batches/${borealisBatch.invoiceid}/pdf`)).status, 404);
    assert.equal((await fetch(`${portal.apiUrl}/api/invoice_batches/${id}/pdf`)).status, 401);
    assert.equal((await fetchPdf(admin, '/api/invoice_batches/999999999/pdf')).status, 404);
    assert.equal((await fetchPdf(admin, '/api/invoice_batches/abc/pdf')).status, 422);
  });

  it('e-mails the PDF through the queue; the batch records it only once the mail server accepted it', async () => {
    const { id, total } = await filledBatch();
    const email = 'billing@alphamotors.example';
    const before = await portal.db.prisma.invoiceBatch.findUniqueOrThrow({ where: { invoiceid: id } });
    assert.equal(before.emailed, null);

    assert.equal((await alphaUser.request('POST', `/api/invoice_batches/${id}/send`, { email })).status, 403);
    const bad = await admin.request('POST', `/api/invoice_batches/${id}/send`, { email: 'not an address' });
    assert.equal(bad.status, 422);
    assert.ok(bad.body.errors.email);

    assert.equal((await admin.get(`/api/invoice_batches/${id}/send`)).body.state, 'none');
    const queued = await admin.request('POST', `/api/invoice_batches/${id}/send`, { email });
    assert.equal(queued.status, 202, queued.text);
    assert.equal(queued.body.email, email);
    let state = queued.body;
    for (let i = 0; i < 60 && state.state !== 'completed' && state.state !== 'failed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const polled = await admin.get(`/api/invoice_batches/${id}/send`);
      assert.equal(polled.status, 200, polled.text);
      state = polled.body;
    }
    assert.equal(state.state, 'completed', JSON.stringify(state));
    assert.equal((await admin.get('/api/invoice_batches/999999999/send')).status, 404);
    assert.equal((await alphaUser.get(`/api/invoice_batches/${id}/send`)).status, 403);

    const kept = await waitForMail(portal.mailUrl, email, { matches: (m) => m.subject === `Invoice Batch #${id}` });
    assert.deepEqual(
      kept.attachments.map((a) => [a.filename, a.contentType]),
      [[`invoice-batch-${id}.pdf`, 'application/pdf']],
    );
    const attached = Buffer.from(await (await fetch(`${portal.mailUrl}/messages/${kept.id}/attachments/0`)).arrayBuffer());
    assert.match(pdfText(attached), new RegExp(`Total\\s+\\${usd(total)}`));

    const read = await admin.get(listPath('invoice_batches', { filters: [`invoiceid|eq|${id}`], with: ['attachments'] }));
    const batch = read.body.data[0];
    assert.equal(batch.emailed, state.emailed);
    assert.equal(batch.emailinfo, email);
    assert.equal(batch.attachments.length, 1);
    assert.equal(batch.attachments[0].sent_to, email);
    assert.match(batch.attachments[0].cloud_url, new RegExp(`^/api/invoice_batches/${id}/pdf\\?sent=\\d+$`));
    const sent = await fetchPdf(alphaUser, batch.attachments[0].cloud_url);
    assert.equal(sent.status, 200);
    assert.ok(sent.bytes.equals(attached), 'the PDFs Sent link gives the PDF as it was sent');
    const borealisUser = await Api.signIn(portal.apiUrl, 'borealis.user', DEMO_PASSWORD);
    assert.equal((await fetchPdf(borealisUser, batch.attachments[0].cloud_url)).status, 404);
  });

  it('refuses to e-mail a batch whose client has no invoice e-mail address', async () => {
    const client = await portal.db.prisma.client.findFirstOrThrow({ where: { OR: [{ invoiceemailaddress: '' }, { invoiceemailaddress: null }] } });
    const id = (await admin.request('POST', '/api/invoice_batches', { clientid: client.clientid })).body.invoiceid;
    const refused = await admin.request('POST', `/api/invoice_batches/${id}/send`, { email: 'someone@example.test' });
    assert.equal(refused.status, 422);
    assert.deepEqual(refused.body.errors, { email: ['the client has no invoice e-mail address'] });
  });
});

describe('manual invoices through the gateway', () => {
  it("adds a line without a vehicle at the batch's client, counts it in the batch, and deletes it; a client user may do neither", async () => {
    const created = await admin.request('POST', '/api/invoice_batches', { clientid: alphaId });
    const id = created.body.invoiceid;
    const line = await admin.request('POST', '/api/invoices', { invoicebatchid: id, serialnumber: 'Storage, March', totalcost: '60.40' });
    assert.equal(line.status, 201, line.text);
    assert.equal(line.body.clientid, alphaId);
    assert.equal(line.body.vehicleid, null);
    let state = await batchAndSum(id);
    assert.equal(state.row.invoice_count, 1);
    assert.equal(state.row.invoice_total, 60.4);
    assert.equal(state.sum, 60.4);

    const bad = await admin.request('POST', '/api/invoices', { invoicebatchid: id, serialnumber: 'Storage', totalcost: '-3' });
    assert.equal(bad.status, 422);
    assert.ok(bad.body.errors.totalcost, bad.text);
    const otherClient = await admin.request('POST', '/api/invoices', { invoicebatchid: id, serialnumber: 'Storage', totalcost: '1', clientid: borealisId });
    assert.equal(otherClient.status, 422);
    assert.ok(otherClient.body.errors.clientid, otherClient.text);

    assert.equal((await alphaUser.request('POST', '/api/invoices', { invoicebatchid: id, serialnumber: 'x', totalcost: '1' })).status, 403);
    assert.equal((await alphaUser.request('DELETE', `/api/invoices/${line.body.invoicedetailid}`)).status, 403);
    const deleted = await admin.request('DELETE', `/api/invoices/${line.body.invoicedetailid}`);
    assert.equal(deleted.status, 200, deleted.text);
    state = await batchAndSum(id);
    assert.equal(state.row.invoice_count, 0);
    assert.equal(state.lines, 0);
  });
});
