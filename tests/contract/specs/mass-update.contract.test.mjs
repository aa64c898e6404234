import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { DEMO_PASSWORD } from '@portal/db';
import { Api, startPortal } from '../../../tools/stack/test-portal.mjs';

let portal;
let admin;
let alphaAdmin;
let alphaVehicle;
let borealisVehicle;

before(async () => {
  portal = await startPortal();
  admin = await Api.signIn(portal.apiUrl, 'admin', DEMO_PASSWORD);
  alphaAdmin = await Api.signIn(portal.apiUrl, 'alpha.admin', DEMO_PASSWORD);
  const client = (name) => portal.db.prisma.client.findFirstOrThrow({ where: { clientname: name } });
  const make = async (vin, name) =>
    portal.db.prisma.vehicle.create({ data: { vehiclevin: vin, clientid: (await client(name)).clientid, titleprocessingtype: 1 } });
  alphaVehicle = await make('CONTRACTMASS00001', 'Alpha Motors');
  borealisVehicle = await make('CONTRACTMASS00002', 'Borealis Imports');
});

after(async () => {
  await portal?.stop();
});

const path = '/api/vehicles/massUpdate';

describe('POST /api/vehicles/massUpdate', () => {
  it('answers one line per vehicle for staff, across clients', async () => {
    const res = await admin.request('POST', path, {
      vehicleids: [alphaVehicle.vehicleid, borealisVehicle.vehicleid],
      changes: { front_psi: 34 },
      note: 'Tyres checked',
    });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(
      res.body.results.map((r) => r.message),
      ['CONTRACTMASS00001: updated', 'CONTRACTMASS00002: updated'],
    );
    const history = await admin.get(`/api/vehicles/${borealisVehicle.vehicleid}/history`);
    assert.ok(history.body.data.some((h) => h.target_field === 'front_psi' && h.value === '34'));
  });

  it('refuses client users and client admins, even on their own vehicles, writing nothing', async () => {
    const res = await alphaAdmin.request('POST', path, { vehicleids: [alphaVehicle.vehicleid, borealisVehicle.vehicleid], changes: { front_psi: 99 } });
    assert.equal(res.status, 403);
    assert.doesNotMatch(res.text, /CONTRACTMASS00002/);
    const rows = await portal.db.prisma.vehicle.findMany({ where: { vehicleid: { in: [alphaVehicle.vehicleid, borealisVehicle.vehicleid] } } });
    assert.deepEqual(
      rows.map((r) => r.front_psi),
      [34, 34],
    );
  });

  it('names what is wrong with a bad request: 422, never a 500', async () => {
    const cases = [
      [{ vehicleids: [], changes: { front_psi: 1 } }, 'vehicleids'],
      [{ vehicleids: [alphaVehicle.vehicleid], changes: { clientid: 1 } }, 'clientid'],
      [{ vehicleids: [alphaVehicle.vehicleid], changes: {} }, 'changes'],
      [{ vehicleids: ['x'], changes: { front_psi: 1 } }, 'vehicleids.0'],
    ];
    for (const [body, field] of cases) {
      const res = await admin.request('POST', path, body);
      assert.equal(res.status, 422, `${JSON.stringify(body)}: ${res.text}`);
      assert.ok(
        Object.keys(res.body.errors ?? {}).some((key) => key === field || key.startsWith(`${field}.`)),
        `${field} in ${res.text}`,
      );
    }
  });
});

describe('POST /api/reports/management/bondReleaseMassUpdate', () => {
  const sheet = (text, name = 'releases.csv') => {
    const form = new FormData();
    form.append('file', new Blob([text], { type: 'text/csv' }), name);
    return form;
  };
  const post = (user, form) =>
    fetch(`${portal.apiUrl}/api/reports/management/bondReleaseMassUpdate`, { method: 'POST', headers: { authorization: `Bearer ${user.token}` }, body: form });

  it('sets the bond release date of each VIN of the sheet for staff, and answers a line for every row', async () => {
    const res = await post(admin, sheet(`VIN,Release Date\r\n${alphaVehicle.vehiclevin},11/20/2026\r\nNOSUCHVIN00000000,2026-11-20\r\n`));
    const body = await res.json();
    assert.equal(res.status, 200, JSON.stringify(body));
    assert.deepEqual(body, {
      url: null,
      results: [
        { vin: alphaVehicle.vehiclevin, releaseDate: '2026-11-20', updated: true, error: '' },
        { vin: 'NOSUCHVIN00000000', releaseDate: '2026-11-20', updated: false, error: 'VIN not found' },
      ],
    });
    const saved = await portal.db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: alphaVehicle.vehicleid } });
    assert.equal(saved.bondreleasedate.toISOString().slice(0, 10), '2026-11-20');
  });

  it('reads a release notice in PDF: each line with a VIN and a date', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage();
    page.drawText('CBP release notice', { x: 40, y: 700, size: 12, font });
    page.drawText(`${borealisVehicle.vehiclevin}   released 12/01/2026`, { x: 40, y: 680, size: 10, font });
    const form = new FormData();
    form.append('file', new Blob([await pdf.save()], { type: 'application/pdf' }), 'notice.pdf');
    const res = await post(admin, form);
    const body = await res.json();
    assert.equal(res.status, 200, JSON.stringify(body));
    assert.deepEqual(body.results, [{ vin: borealisVehicle.vehiclevin, releaseDate: '2026-12-01', updated: true, error: '' }]);
    const saved = await portal.db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: borealisVehicle.vehicleid } });
    assert.equal(saved.bondreleasedate.toISOString().slice(0, 10), '2026-12-01');
    await portal.db.prisma.vehicle.update({ where: { vehicleid: borealisVehicle.vehicleid }, data: { bondreleasedate: null } });
  });

  it('refuses a client user, and a sheet without the columns, changing nothing', async () => {
    const refused = await post(alphaAdmin, sheet(`VIN,Release Date\r\n${borealisVehicle.vehiclevin},2026-11-21\r\n`));
    assert.equal(refused.status, 403);
    const noColumns = await post(admin, sheet(`Serial,When\r\n${borealisVehicle.vehiclevin},2026-11-21\r\n`));
    assert.equal(noColumns.status, 422);
    assert.ok((await noColumns.json()).errors.file);
    const saved = await portal.db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: borealisVehicle.vehicleid } });
    assert.equal(saved.bondreleasedate, null);
  });
});
