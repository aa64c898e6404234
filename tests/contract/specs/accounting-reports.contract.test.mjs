import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_PASSWORD } from '@portal/db';
import { Api, startPortal } from '../../../tools/stack/test-portal.mjs';

let portal;
let admin;
let alphaUser;
let clientA;
let clientB;
let batchA;

const day = (text) => new Date(`${text}T00:00:00Z`);

before(async () => {
  portal = await startPortal();
  admin = await Api.signIn(portal.apiUrl, 'admin', DEMO_PASSWORD);
  alphaUser = await Api.signIn(portal.apiUrl, 'alpha.user', DEMO_PASSWORD);
  const prisma = portal.db.prisma;
  // A period of its own (1999), so the demo's invoices and charges stay out of the counts.
  clientA = (await prisma.client.create({ data: { clientname: 'Contract Able Auto' } })).clientid;
  clientB = (await prisma.client.create({ data: { clientname: 'Contract Baker Auto' } })).clientid;
  batchA = (await prisma.invoiceBatch.create({ data: { clientid: clientA, invoicedate: day('1999-05-03') } })).invoiceid;
  const batchB = (await prisma.invoiceBatch.create({ data: { clientid: clientB, invoicedate: day('1999-05-20') } })).invoiceid;
  const vehicle = async (clientid, vin) => (await prisma.vehicle.create({ data: { vehiclevin: vin, clientid, titlestatusid: 2 } })).vehicleid;
  const line = async (invoicebatchid, clientid, vin, invoicedate, totalcost) =>
    prisma.invoice.create({
      data: { invoicebatchid, clientid, vehicleid: await vehicle(clientid, vin), serialnumber: vin, invoicedate: day(invoicedate), totalcost },
    });
  await line(batchB, clientB, 'CTISB0000000000001', '1999-05-20', '70.00');
  await line(batchA, clientA, 'CTISA0000000000001', '1999-05-03', '40.00');
  await line(batchA, clientA, 'CTISA0000000000002', '1999-05-31', '15.50');
  await line(batchA, clientA, 'CTISA0000000000003', '1999-06-01', '99.00');
  const chargeVehicle = await vehicle(clientA, 'CTCHG000000000001');
  const charge = (chargedate, chargeamt, deleted = 0) =>
    prisma.vehicleCharge.create({ data: { vehicleid: chargeVehicle, chargetype: 1, chargedate: day(chargedate), chargeamt, deleted, invoiceid: batchA } });
  await charge('1999-05-01', '12.00');
  await charge('1999-05-31', '3.25');
  await charge('1999-05-15', '100.00', 1);
  await charge('1999-06-01', '5.00');
});

after(async () => {
  await portal?.stop();
});

describe('the invoice summary call', () => {
  it('answers staff the lines of the period by client name, then invoice date newest first, with the totals', async () => {
    const res = await admin.get('/api/reports/accounting/invoiceSummary?start=1999-05-01&end=1999-05-31');
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(
      res.body.rows.map((r) => [r.name, r.count, r.total_cost, r.dates.map((d) => d.name)]),
      [
        ['Contract Able Auto', 2, '55.50', ['1999-05-31', '1999-05-03']],
        ['Contract Baker Auto', 1, '70.00', ['1999-05-20']],
      ],
    );
    assert.deepEqual(res.body.total, { count: 3, total_cost: '125.50' });
    assert.equal(res.body.perPage, 1000);
    const line = res.body.rows[0].dates[1].data[0];
    assert.equal(line.invoice_batch_id, batchA);
    assert.equal(line.serial_number, 'CTISA0000000000001');
  });

  it('narrows to a client and reads on without an end date (the auction invoice report)', async () => {
    const res = await admin.get(`/api/reports/accounting/invoiceSummary?start=1999-05-01&clientId=${clientA}`);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.total, { count: 3, total_cost: '154.50' });
    assert.equal(res.body.end, null);
  });

  it('names the field of a bad period in a 422', async () => {
    const backwards = await admin.get('/api/reports/accounting/invoiceSummary?start=1999-05-31&end=1999-05-01');
    assert.equal(backwards.status, 422);
    assert.ok(JSON.stringify(backwards.body.errors).includes('end'), JSON.stringify(backwards.body));
    const noDate = await admin.get('/api/reports/accounting/invoiceSummary?start=1999-02-30');
    assert.equal(noDate.status, 422);
    assert.ok(JSON.stringify(noDate.body.errors).includes('start'));
    assert.equal((await admin.get('/api/reports/accounting/invoiceSummary')).status, 422);
    assert.equal((await admin.get('/api/reports/accounting/invoiceSummary?start=1999-05-01&page=0')).status, 422);
  });

  it('prints the summary as a PDF shown inline', async () => {
    const res = await fetch(`${portal.apiUrl}/api/reports/accounting/invoiceSummary/pdf?start=1999-05-01&end=1999-05-31`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'application/pdf');
    assert.match(res.headers.get('content-disposition'), /inline; filename="invoice_summary.pdf"/);
    assert.equal(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
      '%PDF-',
    );
  });

  it('refuses client users, the PDF included', async () => {
    assert.equal((await alphaUser.get('/api/reports/accounting/invoiceSummary?start=1999-05-01&end=1999-05-31')).status, 403);
    assert.equal((await alphaUser.get('/api/reports/accounting/invoiceSummary/pdf?start=1999-05-01&end=1999-05-31')).status, 403);
  });
});

describe('the charge breakdown call', () => {
  it('answers staff a CSV of the charges of the period, the deleted ones left out, with the totals', async () => {
    const res = await admin.request('POST', '/api/reports/management/charge_breakdown', { start: '1999-05-01', end: '1999-05-31', clientId: String(clientA) });
    assert.equal(res.status, 200, res.text);
    assert.match(res.headers.get('content-type'), /^text\/csv/);
    assert.match(res.headers.get('content-disposition'), /attachment; filename="charge_breakdown.csv"/);
    const lines = res.text.split('\r\n');
    assert.equal(lines[0], 'Charge Date,Client,VIN,Year,Make,Model,Charge Type,Amount,Note,Entered By,Invoice Batch');
    const charges = lines.slice(1).filter((l) => !l.startsWith(',Total,'));
    assert.deepEqual(
      charges.map((l) => l.split(',').slice(0, 3).concat(l.split(',')[7])),
      [
        ['1999-05-01', 'Contract Able Auto', 'CTCHG000000000001', '12.00'],
        ['1999-05-31', 'Contract Able Auto', 'CTCHG000000000001', '3.25'],
      ],
    );
    assert.match(lines.at(-1), /^,Total,,,,,All,15\.25,2 charges,,$/);
  });

  it('names the field of a bad period, and refuses client users', async () => {
    const bad = await admin.request('POST', '/api/reports/management/charge_breakdown', { start: '1999-05-31', end: '1999-05-01' });
    assert.equal(bad.status, 422);
    assert.ok(JSON.stringify(bad.body.errors).includes('end'), bad.text);
    assert.equal((await admin.request('POST', '/api/reports/management/charge_breakdown', { end: '1999-05-01' })).status, 422);
    assert.equal((await alphaUser.request('POST', '/api/reports/management/charge_breakdown', { start: '1999-05-01', end: '1999-05-31' })).status, 403);
  });
});
