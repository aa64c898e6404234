// The public Non-Compliant Vehicle Check through the gateway: pasted VINs, a sheet's VIN column, the
// annotated workbook, and the refusals of what it cannot read.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { withCheckDigit } from '@portal/db';
import { strFromU8, unzipSync } from 'fflate';
import { startPortal } from '../../../tools/stack/test-portal.mjs';

const ACCORD = '1HGCM82633A004352';
const GERMAN = withCheckDigit('WBA3A5C51CF256651');

let portal;

before(async () => {
  portal = await startPortal();
});

after(async () => {
  await portal?.stop();
});

async function post(path, form) {
  const res = await fetch(`${portal.apiUrl}${path}`, { method: 'POST', body: form });
  return res;
}

const textForm = (text) => {
  const form = new FormData();
  form.append('text', text);
  return form;
};

const fileForm = (content, name = 'cars.csv', type = 'text/csv') => {
  const form = new FormData();
  form.append('file', new Blob([content], { type }), name);
  return form;
};

describe('the vehicle check, without signing in', () => {
  it('checks pasted VINs, one row each in order, with the TPMS and duty answers', async () => {
    const res = await post('/api/reports/tpmsVehicleCheck', textForm(`${ACCORD}\n${GERMAN}, nope`));
    assert.equal(res.status, 200);
    const rows = await res.json();
    assert.deepEqual(
      rows.map((r) => [r.vin, r.validVin]),
      [
        [ACCORD, true],
        [GERMAN, true],
        ['NOPE', false],
      ],
    );
    assert.match(rows[0].tpmsCheck, /Possible non-compliant TPMS/);
    assert.equal(rows[0].gstCheck, 'Built in United States (USMCA)');
    assert.equal(rows[1].gstCheck, '25% duty: built in Germany');
  });

  it('reads the VIN column of an uploaded CSV, and answers the annotated workbook as VehicleCheck.xlsx', async () => {
    const csv = `Stock,VIN\r\n1,${ACCORD}\r\n2,${GERMAN}\r\n`;
    const rows = await (await post('/api/reports/tpmsVehicleCheck', fileForm(csv))).json();
    assert.deepEqual(
      rows.map((r) => r.vin),
      [ACCORD, GERMAN],
    );
    const res = await post('/api/reports/tpmsVehicleCheckFileInline', fileForm(csv));
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type'), /spreadsheetml/);
    assert.match(res.headers.get('content-disposition'), /filename="VehicleCheck\.xlsx"/);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const strings = strFromU8(files['xl/sharedStrings.xml']);
    for (const text of [ACCORD, GERMAN, 'TPMS Check', '25% duty: built in Germany']) assert.ok(strings.includes(text), text);
  });

  it('refuses clearly what it cannot check: no form, no VIN, a file without a VIN column, a file that is not a sheet, too many VINs', async () => {
    const json = await fetch(`${portal.apiUrl}/api/reports/tpmsVehicleCheck`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ vins: [ACCORD] }),
    });
    assert.equal(json.status, 422);
    const cases = [
      [textForm('   '), 'text'],
      [fileForm('Lot,Colour\r\n7,red\r\n'), 'file'],
      [fileForm(Buffer.from('%PDF-1.7\n'), 'cars.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'), 'file'],
    ];
    for (const [form, field] of cases) {
      const res = await post('/api/reports/tpmsVehicleCheck', form);
      const body = await res.json();
      assert.equal(res.status, 422, JSON.stringify(body));
      assert.ok(body.errors?.[field], JSON.stringify(body));
    }
    const many = Array.from({ length: 1001 }, () => ACCORD).join('\r\n');
    const res = await post('/api/reports/tpmsVehicleCheck', fileForm(`VIN\r\n${many}`));
    assert.equal(res.status, 422);
    assert.match(JSON.stringify(await res.json()), /at most 1,000 VINs/);
  });
});
