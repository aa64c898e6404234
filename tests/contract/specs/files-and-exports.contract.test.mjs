import assert from 'node:assert/strict';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { unzipSync } from 'fflate';
import { DEMO_PASSWORD, seedScale } from '@portal/db';
import { ROOT } from '../../../tools/stack/processes.mjs';
import { Api, listPath, startPortal } from '../../../tools/stack/test-portal.mjs';

let portal;
let admin;
let alphaUser;
let alphaId;
let borealisId;

// A 1x1 PNG, and a small but complete PDF: real bytes, as a phone or a scanner sends them.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const GATEWAY_LOG = join(ROOT, 'var', 'test-logs', 'gateway.log');

const COLUMNS = ['vehicleid|ID', 'vehiclevin|VIN', 'client.clientname|Client', 'recordcreateddate|Created|usDate'];

function exportPath(resource, { filters = [], order_by = ['vehicleid|desc'], columns = COLUMNS } = {}) {
  const params = new URLSearchParams();
  for (const f of filters) params.append('filters[]', f);
  for (const o of order_by) params.append('order_by[]', o);
  for (const c of columns) params.append('columns[]', c);
  return `/api/${resource}/export.csv?${params}`;
}

/** The CSV's lines (header first); the demo data has no commas or line breaks in these columns. */
async function exportCsv(user, path) {
  const res = await fetch(`${portal.apiUrl}${path}`, { headers: { authorization: `Bearer ${user.token}` } });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    text,
    lines: text
      .split('\r\n')
      .filter(Boolean)
      .map((line) => line.split(',')),
  };
}

async function upload(user, vehicleId, field, bytes, name, type) {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), name);
  form.append('note', 'check');
  form.append('type', '0');
  const res = await fetch(`${portal.apiUrl}/api/vehicles/${vehicleId}/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}` },
    body: form,
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

before(async () => {
  // A portal of its own: this file adds 12,000 vehicles, which would change the other files' lists and counts.
  portal = await startPortal({ own: true });
  // Enough vehicles for the 10,000-row cap to bite, spread over the active clients.
  await seedScale({ vehicles: 12_000, url: portal.db.url });
  admin = await Api.signIn(portal.apiUrl, 'admin', DEMO_PASSWORD);
  alphaUser = await Api.signIn(portal.apiUrl, 'alpha.user', DEMO_PASSWORD);
  const clients = await admin.get(listPath('clients', { filters: ['clientname|in|Alpha Motors,Borealis Imports'], per_page: 10 }));
  alphaId = clients.body.data.find((c) => c.clientname === 'Alpha Motors').clientid;
  borealisId = clients.body.data.find((c) => c.clientname === 'Borealis Imports').clientid;
});

after(async () => {
  await portal?.stop();
});

describe('CSV export', () => {
  it('writes every row of a 600+ row list for staff, as the list has them', async () => {
    const list = await admin.get(listPath('vehicles', { filters: [`clientid|eq|${alphaId}`], per_page: 1 }));
    assert.ok(list.body.total > 600, `Alpha has ${list.body.total} vehicles`);
    const csv = await exportCsv(admin, exportPath('vehicles', { filters: [`clientid|eq|${alphaId}`] }));
    assert.equal(csv.status, 200, csv.text.slice(0, 300));
    assert.match(csv.headers.get('content-type'), /^text\/csv/);
    assert.deepEqual(csv.lines[0], ['ID', 'VIN', 'Client', 'Created']);
    assert.equal(csv.lines.length - 1, list.body.total);
    assert.equal(csv.headers.get('x-export-rows'), String(list.body.total));
    assert.ok(csv.lines.slice(1).every((cells) => cells[2] === 'Alpha Motors' && /^\d{2}\/\d{2}\/\d{4}$/.test(cells[3])));
    const ids = csv.lines.slice(1).map((cells) => Number(cells[0]));
    assert.equal(new Set(ids).size, ids.length, 'no row twice');
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => b - a),
      'in the asked order',
    );
  });

  it('stops at 10,000 rows, says how many matched, and is quick about it', async () => {
    const total = (await admin.get(listPath('vehicles', { per_page: 1 }))).body.total;
    const started = Date.now();
    const csv = await exportCsv(admin, exportPath('vehicles'));
    const millis = Date.now() - started;
    assert.equal(csv.status, 200);
    assert.equal(csv.lines.length - 1, 10_000);
    assert.equal(csv.headers.get('x-export-rows'), '10000');
    assert.equal(csv.headers.get('x-export-total'), String(total));
    // The target is 2 s on the demo database; the bound leaves room for a loaded test machine.
    assert.ok(millis < 6000, `10,000 rows took ${millis} ms`);
  });

  it("gives a client user only its own client's rows, whatever the filters say", async () => {
    const own = (await alphaUser.get(listPath('vehicles', { per_page: 1 }))).body.total;
    const csv = await exportCsv(alphaUser, exportPath('vehicles'));
    assert.equal(csv.status, 200);
    assert.equal(csv.lines.length - 1, own);
    assert.ok(csv.lines.slice(1).every((cells) => cells[2] === 'Alpha Motors'));
    const theirs = await exportCsv(alphaUser, exportPath('vehicles', { filters: [`clientid|eq|${borealisId}`] }));
    assert.equal(theirs.status, 200);
    assert.deepEqual(theirs.lines, [['ID', 'VIN', 'Client', 'Created']]);
    assert.equal((await exportCsv(alphaUser, exportPath('web_users', { order_by: [], columns: ['userid|ID'] }))).status, 403);
  });

  it('refuses a field the list does not declare with a 422 that names it', async () => {
    for (const column of ['password|Password', 'nosuchfield|X', 'client.clientpassword|X']) {
      const csv = await exportCsv(admin, exportPath('vehicles', { columns: ['vehiclevin|VIN', column] }));
      assert.equal(csv.status, 422, column);
      assert.match(JSON.parse(csv.text).errors.columns[0], new RegExp(column.split('|')[0].replace('.', '\\.')));
    }
    const relation = await exportCsv(admin, exportPath('vehicles', { columns: ['nosuchrelation.name|X'] }));
    assert.equal(relation.status, 422);
    assert.equal((await exportCsv(admin, exportPath('vehicles', { columns: [] }))).status, 422);
    assert.equal((await exportCsv(admin, exportPath('vehicles', { filters: ['nosuch|eq|1'] }))).status, 422);
  });
});

describe('uploads are judged by their bytes', () => {
  let vehicleId;
  before(async () => {
    vehicleId = (await alphaUser.get(listPath('vehicles', { per_page: 1, order_by: ['vehicleid|asc'] }))).body.data[0].vehicleid;
  });

  const imageCount = async () => (await admin.get(listPath('vehicle_images', { filters: [`vehicleid|eq|${vehicleId}`], per_page: 1 }))).body.total;

  for (const [label, field, bytes, name, type] of [
    ['HTML named photo.jpg', 'photo', Buffer.from('<html><script>alert(document.cookie)</script></html>'), 'photo.jpg', 'image/jpeg'],
    ['an SVG', 'file', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'logo.svg', 'image/svg+xml'],
    ['an empty file', 'file', Buffer.alloc(0), 'empty.pdf', 'application/pdf'],
    ['a PNG cut in half', 'photo', PNG.subarray(0, 40), 'photo.png', 'image/png'],
    ['a PDF sent as a photo', 'photo', PDF, 'scan.pdf', 'application/pdf'],
  ]) {
    it(`refuses ${label} on file, and keeps nothing`, async () => {
      const before = await imageCount();
      const res = await upload(alphaUser, vehicleId, field, bytes, name, type);
      assert.equal(res.status, 422, JSON.stringify(res.body));
      assert.ok(res.body.errors.file?.length, JSON.stringify(res.body));
      assert.equal(await imageCount(), before);
    });
  }

  it('takes a real photo and a real PDF, and streams them back in one zip', async () => {
    const photo = await upload(alphaUser, vehicleId, 'photo', PNG, 'not-really.jpg', 'image/jpeg');
    assert.equal(photo.status, 201, JSON.stringify(photo.body));
    const pdf = await upload(alphaUser, vehicleId, 'file', PDF, 'bill of sale.pdf', 'application/pdf');
    assert.equal(pdf.status, 201, JSON.stringify(pdf.body));
    const original = await fetch(`${portal.apiUrl}/api/vehicles/${vehicleId}/images/${photo.body.pwimageid}`, {
      headers: { authorization: `Bearer ${alphaUser.token}` },
    });
    assert.equal(original.headers.get('content-type'), 'image/png', 'served as what it is, not as it was named');
    const zip = await fetch(`${portal.apiUrl}/api/vehicles/${vehicleId}/images`, { headers: { authorization: `Bearer ${alphaUser.token}` } });
    assert.equal(zip.status, 200);
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    assert.deepEqual(Buffer.from(files[`${photo.body.pwimageid}-not-really.jpg`]), PNG);
    assert.deepEqual(Buffer.from(files[`${pdf.body.pwimageid}-bill of sale.pdf`]), PDF);
  });
});

describe('odd input', () => {
  it('answers a body nested 5,000 deep with a 422 and one log line', async () => {
    const logged = statSync(GATEWAY_LOG).size;
    const deep = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    const res = await admin.request('PUT', `/api/vehicles/1`, deep);
    assert.equal(res.status, 422);
    assert.equal(res.body.message, 'The body is nested too deeply');
    const arr = await admin.request('POST', '/api/vehicles', '['.repeat(5000) + ']'.repeat(5000));
    assert.equal(arr.status, 422);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const lines = readFileSync(GATEWAY_LOG, 'utf8').slice(logged).split('\n');
    assert.equal(lines.filter((line) => line.includes('PUT /api/vehicles/1 422 VALIDATION')).length, 1);
    assert.equal(lines.filter((line) => line.includes('POST /api/vehicles 422 VALIDATION')).length, 1);
    assert.ok(!lines.some((line) => line.includes(admin.token) || line.includes('{"a":')), 'no token or body in the log');
  });
});
