// The GST report through the gateway: a sheet read by the import upload (an Excel 97-2003 workbook
// here), its lines checked, the GST document of the checked ones; staff only, bad input a 422.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as SheetJS from '@e965/xlsx';
import { DEMO_PASSWORD, withCheckDigit } from '@portal/db';
import { Api, startPortal } from '../../../tools/stack/test-portal.mjs';

const malibu = (serial) => withCheckDigit(`1G1ZT538X6F${String(serial).padStart(6, '0')}`);
const SHEET = [
  ['Date', 'BKG', 'Supplier', 'VIN', 'GST'],
  ['11/20/2026', 'BKG-1', 'Maple Auto Sales', malibu(11), 1250],
  ['11/21/2026', 'BKG-1', 'Maple Auto Sales', malibu(12), '980.50'],
  ['11/22/2026', 'BKG-2', 'Lakeshore Motors', 'NOT-A-VIN', 'n/a'],
];
const COLUMNS = { dateColumn: 0, bgkColumn: 1, supplierColumn: 2, vinColumn: 3, gstColumn: 4, hasHeaders: true };

let portal;
let admin;
let alphaAdmin;

before(async () => {
  portal = await startPortal();
  admin = await Api.signIn(portal.apiUrl, 'admin', DEMO_PASSWORD);
  alphaAdmin = await Api.signIn(portal.apiUrl, 'alpha.admin', DEMO_PASSWORD);
});

after(async () => {
  await portal?.stop();
});

function xls(rows) {
  const book = SheetJS.utils.book_new();
  SheetJS.utils.book_append_sheet(book, SheetJS.utils.aoa_to_sheet(rows), 'GST');
  return SheetJS.write(book, { type: 'buffer', bookType: 'biff8' });
}

async function upload(user, bytes, name) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const res = await fetch(`${portal.apiUrl}/api/reports/management/vehicleMassUpload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}` },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

describe('the GST report', () => {
  it('reads an xls sheet, checks its lines and prints the checked ones as the GST document', async () => {
    const read = await upload(admin, xls(SHEET), 'gst.xls');
    assert.equal(read.status, 200, JSON.stringify(read.body));
    assert.equal(read.body.kind, 'xls');
    const checked = await admin.request('POST', '/api/reports/management/vehicleGstProcess', { ...COLUMNS, data: read.body.rows });
    assert.equal(checked.status, 200, checked.text);
    assert.deepEqual(
      checked.body.map((r) => [r.vin, r.gst, r.date, r.checked]),
      [
        [malibu(11), 1250, '2026-11-20', true],
        [malibu(12), 980.5, '2026-11-21', true],
        ['NOTAVIN', null, '2026-11-22', false],
      ],
    );
    const doc = await admin.request('POST', '/api/reports/management/vehicleGstCreate', { rows: checked.body.filter((r) => r.checked) });
    assert.equal(doc.status, 200, doc.text);
    assert.equal(doc.headers.get('content-type'), 'application/pdf');
    assert.ok(doc.text.startsWith('%PDF-'));
  });

  it('refuses a missing column, a line that is not printable, and an empty document, naming the field', async () => {
    const missing = await admin.request('POST', '/api/reports/management/vehicleGstProcess', { ...COLUMNS, gstColumn: undefined, data: SHEET });
    assert.equal(missing.status, 422, missing.text);
    assert.ok(missing.body.errors['body.gstColumn'] ?? missing.body.errors.gstColumn, JSON.stringify(missing.body));
    const bad = await admin.request('POST', '/api/reports/management/vehicleGstCreate', {
      rows: [{ vin: 'SHORT', gst: -1, bgk: 'B', date: '20/11/2026', supplier: '' }],
    });
    assert.equal(bad.status, 422);
    const fields = Object.keys(bad.body.errors).join(' ');
    for (const field of ['vin', 'gst', 'date', 'supplier']) assert.match(fields, new RegExp(field));
    const none = await admin.request('POST', '/api/reports/management/vehicleGstCreate', {
      rows: [{ vin: malibu(11), gst: 1, bgk: 'B', date: '2026-11-20', supplier: 'S', checked: false }],
    });
    assert.equal(none.status, 422);
    assert.deepEqual(none.body.errors, { rows: ['must hold a checked line'] });
  });

  it('is refused to a client user, whose request renders nothing', async () => {
    const checked = await alphaAdmin.request('POST', '/api/reports/management/vehicleGstProcess', { ...COLUMNS, data: SHEET.map((r) => r.map(String)) });
    assert.equal(checked.status, 403);
    const doc = await alphaAdmin.request('POST', '/api/reports/management/vehicleGstCreate', {
      rows: [{ vin: malibu(11), gst: 1, bgk: 'B', date: '2026-11-20', supplier: 'S' }],
    });
    assert.equal(doc.status, 403);
  });
});
