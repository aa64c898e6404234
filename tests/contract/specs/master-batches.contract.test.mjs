import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_PASSWORD } from '@portal/db';
import { waitForMail } from '@portal/mail-standin';
import ExcelJS from 'exceljs';
import { Api, listPath, startPortal } from '../../../tools/stack/test-portal.mjs';
import { pdfText } from '../../../tools/stack/pdf-text.mjs';

let portal;
let admin;
let alphaUser;
let borealisUser;
let alphaId;
let borealisId;

before(async () => {
  portal = await startPortal();
  admin = await Api.signIn(portal.apiUrl, 'admin', DEMO_PASSWORD);
  alphaUser = await Api.signIn(portal.apiUrl, 'alpha.user', DEMO_PASSWORD);
  borealisUser = await Api.signIn(portal.apiUrl, 'borealis.user', DEMO_PASSWORD);
  const p = portal.db.prisma;
  alphaId = (await p.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } })).clientid;
  borealisId = (await p.client.findFirstOrThrow({ where: { clientname: 'Borealis Imports' } })).clientid;
});

after(async () => {
  await portal?.stop();
});

async function fetchFile(user, path) {
  const res = await fetch(`${portal.apiUrl}${path}`, { headers: { authorization: `Bearer ${user.token}` } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** A batch of the client with one vehicle on it, and its Total as the list answers it. */
async function batchWithVehicle(clientid, skip) {
  const id = (await admin.request('POST', '/api/invoice_batches', { clientid })).body.invoiceid;
  const vehicle = await portal.db.prisma.vehicle.findFirstOrThrow({
    where: { clientid, invoiceid: 0, cancelled: 0, NOT: { titlestatusid: 5 } },
    orderBy: { vehicleid: 'desc' },
    skip,
  });
  const added = await admin.request('POST', `/api/invoice_batches/${id}/add/${vehicle.vehicleid}`, { confirm: true });
  assert.equal(added.status, 200, added.text);
  return { id, total: added.body.invoice_total, vin: vehicle.vehiclevin };
}

describe('master invoice batches through the gateway', () => {
  it('makes a master batch of two batches of one client, reads it with its batches, prints its PDF and Excel, and removes a batch', async () => {
    const a = await batchWithVehicle(alphaId, 0);
    const b = await batchWithVehicle(alphaId, 0);
    const made = await admin.request('POST', '/api/master_invoice_batches', { invoiceBatchIds: [a.id, b.id] });
    assert.equal(made.status, 201, made.text);
    assert.deepEqual([made.body.clientid, made.body.invoiceBatchIds], [alphaId, [a.id, b.id]]);
    const mib = made.body.id;

    const read = await admin.get(`/api/master_invoice_batches/${mib}?with[]=invoice_batches_full&with[]=client`);
    assert.equal(read.status, 200, read.text);
    assert.equal(read.body.client.clientname, 'Alpha Motors');
    assert.deepEqual(
      read.body.invoice_batches_full.map((x) => [x.invoiceid, x.invoices.length]),
      [
        [a.id, 1],
        [b.id, 1],
      ],
    );
    const listed = await admin.get(listPath('invoice_batches', { filters: [`master_invoice_batch_id|eq|${mib}`], with: ['master_invoice_batch'] }));
    assert.deepEqual(listed.body.data.map((x) => x.master_invoice_batch.id).sort(), [mib, mib]);

    const pdf = await fetchFile(admin, `/api/master_invoice_batches/${mib}/pdf?download=1`);
    assert.equal(pdf.status, 200, pdf.bytes.toString().slice(0, 300));
    assert.match(pdf.headers.get('content-type'), /^application\/pdf/);
    assert.match(pdf.headers.get('content-disposition'), new RegExp(`^attachment; filename="master-invoice-batch-${mib}.pdf"`));
    const text = pdfText(pdf.bytes);
    for (const v of [a, b]) assert.ok(text.includes(v.vin), v.vin);
    assert.match(text, new RegExp(`Master Invoice Batch #${mib}`));

    const xlsx = await fetchFile(admin, `/api/reports/management/masterInvoice/${mib}`);
    assert.equal(xlsx.status, 200);
    assert.match(xlsx.headers.get('content-type'), /spreadsheetml/);
    assert.match(xlsx.headers.get('content-disposition'), /^attachment; filename="master-invoice-batch-\d+\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes);
    const rows = workbook.worksheets[0].getSheetValues().filter(Boolean);
    const last = rows[rows.length - 1];
    assert.equal(last[3], 'Master Total');
    assert.equal(last[9], Math.round((a.total + b.total) * 100) / 100);

    const removed = await admin.request('DELETE', `/api/master_invoice_batches/${mib}/invoice_batches/${a.id}`);
    assert.equal(removed.status, 200, removed.text);
    assert.deepEqual(removed.body, { id: mib, invoiceBatchIds: [b.id], deleted: false });
    assert.equal((await portal.db.prisma.invoiceBatch.findUniqueOrThrow({ where: { invoiceid: a.id } })).master_invoice_batch_id, null);
    assert.equal((await admin.request('DELETE', `/api/master_invoice_batches/${mib}/invoice_batches/${a.id}`)).status, 404);
  });

  it('refuses batches of two clients and a batch already in a master batch with a 422 naming invoiceBatchIds', async () => {
    const a = await batchWithVehicle(alphaId, 0);
    const b = await batchWithVehicle(borealisId, 0);
    const mixed = await admin.request('POST', '/api/master_invoice_batches', { invoiceBatchIds: [a.id, b.id] });
    assert.equal(mixed.status, 422);
    assert.deepEqual(mixed.body.errors, { invoiceBatchIds: ['the batches must all be of one client'] });
    assert.equal((await admin.request('POST', '/api/master_invoice_batches', { invoiceBatchIds: [a.id] })).status, 201);
    const again = await admin.request('POST', '/api/master_invoice_batches', { invoiceBatchIds: [a.id] });
    assert.equal(again.status, 422);
    assert.match(again.body.errors.invoiceBatchIds[0], /a batch joins at most one master batch/);
    for (const body of [{}, { invoiceBatchIds: [] }, { invoiceBatchIds: ['x'] }, { invoiceBatchIds: 5 }]) {
      const bad = await admin.request('POST', '/api/master_invoice_batches', body);
      assert.equal(bad.status, 422, JSON.stringify(body));
      assert.ok(
        Object.keys(bad.body.errors).every((field) => field.startsWith('invoiceBatchIds')),
        JSON.stringify(bad.body),
      );
    }
  });

  it('keeps client users to their own master batches and leaves the changes to staff', async () => {
    const own = await batchWithVehicle(alphaId, 0);
    const other = await batchWithVehicle(borealisId, 0);
    const ownMib = (await admin.request('POST', '/api/master_invoice_batches', { invoiceBatchIds: [own.id] })).body.id;
    const otherMib = (await admin.request('POST', '/api/master_invoice_batches', { invoiceBatchIds: [other.id] })).body.id;
    const listed = await alphaUser.get(listPath('master_invoice_batches', { per_page: 1000 }));
    assert.equal(listed.status, 200);
    assert.ok(listed.body.data.every((m) => m.clientid === alphaId));
    assert.ok(listed.body.data.some((m) => m.id === ownMib));
    assert.equal((await alphaUser.get(`/api/master_invoice_batches/${otherMib}`)).status, 404);
    assert.equal((await fetchFile(alphaUser, `/api/master_invoice_batches/${ownMib}/pdf`)).status, 200);
    assert.equal((await fetchFile(alphaUser, `/api/reports/management/masterInvoice/${ownMib}`)).status, 200);
    assert.equal((await fetchFile(alphaUser, `/api/master_invoice_batches/${otherMib}/pdf`)).status, 404);
    assert.equal((await fetchFile(alphaUser, `/api/reports/management/masterInvoice/${otherMib}`)).status, 404);
    assert.equal((await fetchFile(borealisUser, `/api/reports/management/masterInvoice/${ownMib}`)).status, 404);
    assert.equal((await alphaUser.request('POST', '/api/master_invoice_batches', { invoiceBatchIds: [own.id] })).status, 403);
    assert.equal((await alphaUser.request('DELETE', `/api/master_invoice_batches/${ownMib}/invoice_batches/${own.id}`)).status, 403);
    assert.equal((await portal.db.prisma.invoiceBatch.findUniqueOrThrow({ where: { invoiceid: own.id } })).master_invoice_batch_id, ownMib);
  });
});

describe('titles sent through the gateway', () => {
  it("records a batch's titles, groups them on the screen's call, prints and e-mails a group", async () => {
    const batch = await batchWithVehicle(alphaId, 0);
    const line = await portal.db.prisma.invoice.findFirstOrThrow({ where: { invoicebatchid: batch.id } });
    const auction = await portal.db.prisma.auction.findFirstOrThrow({ orderBy: { auctionid: 'asc' } });
    await portal.db.prisma.vehicle.update({
      where: { vehicleid: line.vehicleid },
      data: { titlesenttoauctiondate: new Date('2025-06-12T00:00:00Z'), auctionid: auction.auctionid },
    });
    await admin.request('PUT', `/api/invoice_batches/${batch.id}`, { overnighttrackingno: '1Z TRACK 42' });

    assert.equal((await alphaUser.request('POST', `/api/invoice_batches/${batch.id}/titlesSent`, {})).status, 403);
    const recorded = await admin.request('POST', `/api/invoice_batches/${batch.id}/titlesSent`, {});
    assert.equal(recorded.status, 200, recorded.text);
    assert.deepEqual(recorded.body, { matched: 1, created: 1, dates: ['2025-06-12'] });

    const groups = await admin.get('/api/titles_sent/groups?start=2025-06-01&end=2025-06-30');
    assert.equal(groups.status, 200, groups.text);
    const day = groups.body.data.find((d) => d.sent_to_auction_date === '2025-06-12');
    const client = day.clients.find((c) => c.client_id === alphaId);
    assert.equal(client.client_name, 'Alpha Motors');
    const group = client.auctions.find((a) => a.auction_name === auction.auctionname);
    assert.deepEqual(
      group.data.map((r) => [r.overnight_tracking_number, r.vin]),
      [['1Z TRACK 42', batch.vin]],
    );
    assert.equal((await alphaUser.get('/api/titles_sent/groups')).status, 403);
    assert.equal((await admin.get('/api/titles_sent/groups?start=2025-13-01')).status, 422);

    const key = { sent_to_auction_date: '2025-06-12', client_id: String(alphaId), auction_name: auction.auctionname };
    const pdf = await fetchFile(admin, `/api/titles_sent/pdf?${new URLSearchParams(key)}`);
    assert.equal(pdf.status, 200);
    assert.ok(pdfText(pdf.bytes).includes(batch.vin));
    assert.equal((await fetchFile(admin, `/api/titles_sent/pdf?${new URLSearchParams({ ...key, sent_to_auction_date: '2025-06-13' })}`)).status, 404);

    const email = 'titles@alphamotors.example';
    assert.equal((await alphaUser.request('POST', '/api/titles_sent/send', { ...key, email })).status, 403);
    const bad = await admin.request('POST', '/api/titles_sent/send', { ...key, email: 'nope' });
    assert.equal(bad.status, 422);
    assert.ok(bad.body.errors.email);
    const sent = await admin.request('POST', '/api/titles_sent/send', { ...key, email, docBase64: 'JVBERi0=' });
    assert.equal(sent.status, 202, sent.text);
    assert.equal(sent.body.message, `Titles sent: ${email}`);
    const kept = await waitForMail(portal.mailUrl, email, { matches: (m) => m.subject.startsWith('Titles Sent 2025-06-12') });
    assert.deepEqual(
      kept.attachments.map((a) => [a.filename, a.contentType]),
      [['titles-sent-2025-06-12.pdf', 'application/pdf']],
    );
    const attached = Buffer.from(await (await fetch(`${portal.mailUrl}/messages/${kept.id}/attachments/0`)).arrayBuffer());
    assert.ok(pdfText(attached).includes(batch.vin), 'the PDF the service rendered went out, not the docBase64 sent');

    const rows = await alphaUser.get(listPath('titles_sent', { per_page: 1000 }));
    assert.equal(rows.status, 200);
    assert.ok(rows.body.data.every((r) => r.client_id === alphaId));
    assert.ok(rows.body.data.some((r) => r.vin === batch.vin));
  });
});
