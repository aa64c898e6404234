import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import { DEMO_PASSWORD } from '@portal/db';
import { Api, startPortal } from '../../../tools/stack/test-portal.mjs';

let portal;
let admin;
let alphaUser;
let borealisUser;
let alphaId;
let borealisId;

const STAFF_REPORTS = [
  'vehicles_titles_pending',
  'vehicles_pending_dot',
  'vehicles_pending_bmv',
  'vehicles_vault_vs_bond',
  'vehicles_titles_sent',
  'vehicles_unbilled',
  'vehicles_dot_outstanding',
  'vehicles_needs_applied',
  'vehicles_dot_submitted',
  'vehicles_ri_dot_status',
  'vehicles_customs_submitted',
];
const COLUMNS = ['vehiclevin|VIN', 'client.clientname|Client', 'recordcreateddate|Received|usDate'];

function csvPath(resource, filters = []) {
  const params = new URLSearchParams();
  for (const f of filters) params.append('filters[]', f);
  for (const c of COLUMNS) params.append('columns[]', c);
  params.append('with[]', 'client');
  return `/api/${resource}/export.csv?${params}`;
}

before(async () => {
  portal = await startPortal();
  admin = await Api.signIn(portal.apiUrl, 'admin', DEMO_PASSWORD);
  alphaUser = await Api.signIn(portal.apiUrl, 'alpha.user', DEMO_PASSWORD);
  borealisUser = await Api.signIn(portal.apiUrl, 'borealis.user', DEMO_PASSWORD);
  alphaId = (await portal.db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } })).clientid;
  borealisId = (await portal.db.prisma.client.findFirstOrThrow({ where: { clientname: 'Borealis Imports' } })).clientid;
});

after(async () => {
  await portal?.stop();
});

describe('the dashboard call', () => {
  it('answers each period for every client, and for one client', async () => {
    for (const days of ['thisweek', 'thismonth', '90']) {
      const all = await admin.get(`/api/reports/management/dashboard?days=${days}`);
      assert.equal(all.status, 200, days);
      assert.equal(all.body.period.days, days);
      assert.equal(all.body.showRi, true);
      assert.ok(all.body.riStatic && all.body.totals && all.body.statuses && all.body.riDeadlines, days);
      const one = await admin.get(`/api/reports/management/dashboard?days=${days}&clientId=${alphaId}`);
      assert.equal(one.status, 200);
      assert.ok(one.body.totals.received <= all.body.totals.received, days);
    }
  });

  it('hides the RI rows for a client that is not an RI client', async () => {
    const alpha = await admin.get(`/api/reports/management/dashboard?days=90&clientId=${alphaId}`);
    assert.deepEqual([alpha.body.showRi, alpha.body.riStatic, alpha.body.riDeadlines], [false, null, null]);
    const borealis = await admin.get(`/api/reports/management/dashboard?days=90&clientId=${borealisId}`);
    assert.equal(borealis.body.showRi, true);
  });

  it('refuses a period it does not know with a 422 naming it', async () => {
    const res = await admin.get('/api/reports/management/dashboard?days=7');
    assert.equal(res.status, 422);
    assert.ok(JSON.stringify(res.body.errors).includes('days'), JSON.stringify(res.body));
    assert.equal((await admin.get('/api/reports/management/dashboard?days=90&clientId=abc')).status, 422);
  });

  it("gives a client user its own client's numbers and refuses another client's", async () => {
    const own = await borealisUser.get('/api/reports/management/dashboard?days=90');
    const asStaff = await admin.get(`/api/reports/management/dashboard?days=90&clientId=${borealisId}`);
    assert.equal(own.status, 200);
    assert.deepEqual({ ...own.body, clientId: null }, { ...asStaff.body, clientId: null });
    assert.equal((await borealisUser.get(`/api/reports/management/dashboard?days=90&clientId=${alphaId}`)).status, 403);
    assert.equal((await alphaUser.get(`/api/reports/management/missingBondRelease?clientId=${borealisId}`)).status, 403);
  });
});

describe('the drill-downs and the missing bond release spreadsheet', () => {
  it("lists 25 a page, and a client user never another client's vehicles", async () => {
    const staff = await admin.get('/api/vehicles_drill?filters[]=submitteddotdate|notnull|1&filters[]=bondreleasedate|isnull|1');
    assert.equal(staff.status, 200);
    assert.equal(staff.body.per_page, 25);
    const asked = await alphaUser.get(`/api/vehicles_drill?filters[]=clientid|eq|${borealisId}`);
    assert.equal(asked.status, 200);
    assert.equal(asked.body.total, 0);
  });

  it('sends the needs-bond-release list as an XLSX with one row per vehicle', async () => {
    const list = await admin.get(`/api/vehicles_drill?per_page=1&filters[]=submitteddotdate|notnull|1&filters[]=bondreleasedate|isnull|1`);
    assert.ok(list.body.total > 0, 'the demo data has RI vehicles waiting for their bond release');
    const res = await fetch(`${portal.apiUrl}/api/reports/management/missingBondRelease`, { headers: { authorization: `Bearer ${admin.token}` } });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type'), /spreadsheetml/);
    assert.match(res.headers.get('content-disposition'), /attachment; filename="missing_bond_release.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()));
    const sheet = workbook.worksheets[0];
    assert.equal(sheet.getRow(1).getCell(1).value, 'VIN');
    assert.equal(sheet.actualRowCount - 1, list.body.total);
  });
});

describe('the report lists', () => {
  it('answer 403 to client users on every staff report, its CSV included, at the gateway', async () => {
    for (const resource of STAFF_REPORTS) {
      assert.equal((await admin.get(`/api/${resource}?per_page=1`)).status, 200, resource);
      assert.equal((await alphaUser.get(`/api/${resource}?per_page=1`)).status, 403, resource);
      assert.equal((await alphaUser.get(csvPath(resource))).status, 403, `${resource} CSV`);
    }
  });

  it('are lists only: no record read nor write', async () => {
    const row = (await admin.get('/api/vehicles_pending_titles?per_page=1')).body.data[0];
    assert.ok(row, 'the demo data has a pending title');
    assert.ok([403, 404, 405].includes((await admin.get(`/api/vehicles_pending_titles/${row.vehicleid}`)).status));
    assert.ok([403, 404, 405].includes((await admin.request('PUT', `/api/vehicles_pending_titles/${row.vehicleid}`, { make: 'X' })).status));
  });

  it("stream a client user's pending titles as pending_titles.csv with its own vehicles only", async () => {
    const list = await alphaUser.get('/api/vehicles_pending_titles?per_page=500');
    assert.equal(list.status, 200);
    assert.ok(list.body.total > 0);
    const res = await fetch(`${portal.apiUrl}${csvPath('vehicles_pending_titles')}`, { headers: { authorization: `Bearer ${alphaUser.token}` } });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type'), /text\/csv/);
    const lines = (await res.text()).split('\r\n').filter(Boolean);
    assert.equal(lines[0], 'VIN,Client,Received');
    assert.equal(lines.length - 1, list.body.total);
    const vins = lines.slice(1).map((line) => line.split(',')[0]);
    const owners = await portal.db.prisma.vehicle.findMany({ where: { vehiclevin: { in: vins } }, select: { clientid: true } });
    assert.deepEqual([...new Set(owners.map((v) => v.clientid))], [alphaId]);
    assert.ok(lines.slice(1).every((line) => line.split(',')[1] === 'Alpha Motors'));
  });

  it('give a client user the RI problems, status and open contracts of its own RI vehicles only', async () => {
    for (const resource of ['vehicles_problems', 'vehicles_ri_status', 'client_open_vehicles']) {
      const staff = await admin.get(`/api/${resource}?per_page=500&filters[]=clientid|eq|${borealisId}`);
      assert.equal(staff.status, 200, resource);
      const own = await borealisUser.get(`/api/${resource}?per_page=500`);
      assert.equal(own.status, 200, resource);
      assert.ok(
        own.body.data.every((row) => row.clientid === borealisId),
        resource,
      );
      assert.equal(own.body.total, staff.body.total, resource);
      const asked = await borealisUser.get(`/api/${resource}?per_page=1&filters[]=clientid|eq|${alphaId}`);
      assert.equal(asked.body.total, 0, resource);
    }
    const problems = await admin.get('/api/vehicles_problems?per_page=500&filters[]=titlestatusid|in|21,23');
    assert.equal(problems.status, 200);
    assert.ok(problems.body.data.every((row) => [21, 23].includes(row.titlestatusid)));
  });

  it('keep their fixed condition whatever the filters ask', async () => {
    const res = await admin.get('/api/vehicles_titles_sent?per_page=500&filters[]=titlesenttoauctiondate|<|2019-09-01');
    assert.equal(res.status, 200);
    assert.equal(res.body.total, 0);
    const bad = await admin.get('/api/vehicles_unbilled?filters[]=password|eq|1');
    assert.equal(bad.status, 422);
  });
});

describe('the monthly summary', () => {
  it('answers staff the totals per client of a month or a year, refuses client users and a bad year', async () => {
    const year = new Date().getUTCFullYear();
    const res = await admin.get(`/api/reports/accounting/monthlySummary?year=${year}`);
    assert.equal(res.status, 200);
    const stored = await portal.db.prisma.invoice.count({ where: { invoicedate: { gte: new Date(`${year}-01-01`), lt: new Date(`${year + 1}-01-01`) } } });
    assert.equal(res.body.totals.count, stored);
    assert.equal(
      res.body.rows.reduce((n, r) => n + r.count, 0),
      stored,
    );
    assert.equal((await alphaUser.get(`/api/reports/accounting/monthlySummary?year=${year}`)).status, 403);
    const bad = await admin.get('/api/reports/accounting/monthlySummary?year=20x6&month=13');
    assert.equal(bad.status, 422);
    assert.ok(JSON.stringify(bad.body.errors).includes('year'));
  });
});

describe('the user time and yearly tax reports', () => {
  it("answer staff a user's photo days with a Period Total, and name the field of a bad period", async () => {
    const user = await portal.db.prisma.webUser.findFirstOrThrow({ where: { username: 'admin' } });
    const body = { start: '2020-01-01', end: '2026-12-31', userId: user.userid };
    const far = await admin.request('POST', '/api/reports/management/userTimeReport', body);
    assert.equal(far.status, 422);
    assert.ok(JSON.stringify(far.body.errors).includes('end'));
    const year = new Date().getUTCFullYear();
    const res = await admin.request('POST', '/api/reports/management/userTimeReport', { ...body, start: `${year}-01-01`, end: `${year}-12-31` });
    assert.equal(res.status, 200);
    const stored = await portal.db.prisma.vehicleImage.count({
      where: { userid: user.userid, dateuploaded: { gte: new Date(`${year}-01-01T05:00:00Z`), lt: new Date(`${year + 1}-01-01T05:00:00Z`) } },
    });
    assert.equal(res.body.total.date, 'Period Total');
    assert.equal(res.body.total.pictures_taken, stored);
    assert.equal(
      res.body.data.reduce((n, r) => n + r.pictures_taken, 0),
      stored,
    );
    const backwards = await admin.request('POST', '/api/reports/management/userTimeReport', { ...body, start: '2026-02-01', end: '2026-01-01' });
    assert.equal(backwards.status, 422);
    const noDate = await admin.request('POST', '/api/reports/management/userTimeReport', { ...body, start: '2026-02-30' });
    assert.equal(noDate.status, 422);
    assert.equal((await alphaUser.request('POST', '/api/reports/management/userTimeReport', body)).status, 403);
  });

  it('answer staff the fees of a year per month and client, their totals equal to the invoices stored', async () => {
    const year = new Date().getUTCFullYear();
    const res = await admin.request('POST', '/api/reports/management/taxReport', { year: String(year) });
    assert.equal(res.status, 200);
    const stored = await portal.db.prisma.invoice.aggregate({
      where: { invoicedate: { gte: new Date(`${year}-01-01`), lt: new Date(`${year + 1}-01-01`) } },
      _count: true,
      _sum: { totalcost: true },
    });
    assert.equal(res.body.totals.count, stored._count);
    assert.equal(res.body.totals.total, Number(stored._sum.totalcost ?? 0).toFixed(2));
    assert.equal((await admin.request('POST', '/api/reports/management/taxReport', { year: 'next' })).status, 422);
    assert.equal((await alphaUser.request('POST', '/api/reports/management/taxReport', { year: String(year) })).status, 403);
  });
});

describe('Staff Volume and Title Activity', () => {
  it('count the notes of the month per user, the totals equal to the notes stored, and list them behind the count', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const start = `${today.slice(0, 8)}01`;
    const volume = await admin.get(`/api/reports/management/activity?start=${start}&end=${today}`);
    assert.equal(volume.status, 200);
    assert.equal(volume.body.totals.username, 'totals');
    assert.equal(
      volume.body.totals.total,
      volume.body.rows.reduce((n, r) => n + r.total, 0),
    );
    const notes = await admin.get(`/api/reports/management/titleActivity?start=${start}&end=${today}&type=notes`);
    assert.equal(notes.status, 200);
    assert.equal(notes.body.total, volume.body.totals.notes);
    assert.ok(notes.body.rows.every((r) => typeof r.vehiclevin === 'string' && r.at));
    const badType = await admin.get(`/api/reports/management/titleActivity?start=${start}&end=${today}&type=everything`);
    assert.equal(badType.status, 422);
    assert.ok(JSON.stringify(badType.body.errors).includes('type'));
    assert.equal((await admin.get(`/api/reports/management/activity?start=${today}&end=${start}x`)).status, 422);
    assert.equal((await alphaUser.get(`/api/reports/management/activity?start=${start}&end=${today}`)).status, 403);
    assert.equal((await alphaUser.get(`/api/reports/management/titleActivity?start=${start}&end=${today}&type=notes`)).status, 403);
  });
});

describe('customer stats', () => {
  it("answer staff every client's year against the year before, and one client's months", async () => {
    const year = new Date().getUTCFullYear();
    const all = await admin.get(`/api/reports/management/stats/${year}`);
    assert.equal(all.status, 200);
    const alpha = all.body.rows.find((r) => r.clientid === alphaId);
    assert.ok(alpha, 'Alpha Motors received vehicles this year');
    assert.equal(alpha.count, alpha.count_ri + alpha.count_titles);
    const months = await admin.get(`/api/reports/management/stats/${year}/${alphaId}`);
    assert.equal(months.status, 200);
    assert.equal(months.body.rows.length, 12);
    assert.equal(
      months.body.rows.reduce((n, r) => n + r.count, 0),
      alpha.count,
    );
    assert.equal((await admin.get(`/api/reports/management/stats/${year}/99999999`)).status, 404);
    assert.equal((await admin.get('/api/reports/management/stats/twenty')).status, 422);
    assert.equal((await alphaUser.get(`/api/reports/management/stats/${year}`)).status, 403);
    assert.equal((await alphaUser.get(`/api/reports/management/stats/${year}/${alphaId}`)).status, 403);
  });

  it('give staff the vehicles received per client and month, equal to those stored', async () => {
    const year = new Date().getUTCFullYear();
    const body = { start: `${year}-01-01`, end: `${year}-12-31` };
    const res = await admin.request('POST', '/api/reports/management/customerVolumes', body);
    assert.equal(res.status, 200);
    assert.equal(res.body.months.length, 12);
    const stored = await portal.db.prisma.vehicle.count({
      where: { clientid: { not: null }, recordcreateddate: { gte: new Date(`${year}-01-01T05:00:00Z`), lt: new Date(`${year + 1}-01-01T05:00:00Z`) } },
    });
    assert.equal(res.body.totals.total, stored);
    const tooLong = await admin.request('POST', '/api/reports/management/customerVolumes', { start: '2020-01-01', end: '2026-01-01' });
    assert.equal(tooLong.status, 422);
    assert.ok(JSON.stringify(tooLong.body.errors).includes('end'));
    const notFlag = await admin.request('POST', '/api/reports/management/customerVolumes', { ...body, exactDates: 'yes' });
    assert.equal(notFlag.status, 422);
    assert.equal((await alphaUser.request('POST', '/api/reports/management/customerVolumes', body)).status, 403);
  });
});

describe('RI customs submitted', () => {
  it('answer staff each period with the count of its list, and three years by week and month', async () => {
    const res = await admin.get('/api/reports/management/customsSubmittedStats');
    assert.equal(res.status, 200);
    const { periodOverPeriod, graphData2, graphData3, graphData4 } = res.body;
    for (const period of ['thisweek', 'lastweek', 'thismonth', 'lastmonth', 'thisyear', 'lastyear']) {
      const { from, to, count } = periodOverPeriod[period];
      const filters = [`submittedtocustomsdate|>=|${from}`, `submittedtocustomsdate|<=|${to}`].map((f) => `filters[]=${encodeURIComponent(f)}`).join('&');
      const list = await admin.get(`/api/vehicles_customs_submitted?per_page=1&${filters}`);
      assert.equal(list.status, 200);
      assert.equal(list.body.total, count, period);
    }
    assert.ok(periodOverPeriod.thisyear.count + periodOverPeriod.lastyear.count > 0, 'the demo data has vehicles submitted to customs');
    const year = Number(res.body.today.slice(0, 4));
    assert.deepEqual(
      graphData2.map((s) => s.year),
      [year - 2, year - 1, year],
    );
    assert.equal(
      graphData3[2].counts.reduce((a, b) => a + b, 0),
      periodOverPeriod.thisyear.count,
    );
    assert.equal(graphData4[2].counts[11], periodOverPeriod.thisyear.count);
    assert.equal(
      graphData2[1].counts.reduce((a, b) => a + b, 0),
      periodOverPeriod.lastyear.count,
    );
    assert.equal((await alphaUser.get('/api/reports/management/customsSubmittedStats')).status, 403);
  });
});

describe('Update IVR', () => {
  it("lets staff change a vehicle's IVR field by field, refusing bad values and client users", async () => {
    const vehicle = await portal.db.prisma.vehicle.findFirstOrThrow({
      where: { clientid: borealisId, cancelled: 0, titleprocessingtype: { not: null }, titlestatusid: { notIn: [5, 6] } },
      orderBy: { vehicleid: 'asc' },
    });
    const path = `/api/reports/management/ivr/${vehicle.vehicleid}`;
    const nothing = await admin.request('PUT', path, {});
    assert.equal(nothing.status, 200);
    assert.deepEqual(nothing.body, { vehicleid: vehicle.vehicleid, changed: [] });
    const possession = await admin.request('PUT', path, { changePhysicalPossession: '2026-02-03', changeConformanceUser: null });
    assert.equal(possession.status, 200);
    assert.deepEqual(possession.body.changed, ['changePhysicalPossession']);
    const stored = await portal.db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: vehicle.vehicleid } });
    assert.equal(stored.confirmedladeddate.toISOString().slice(0, 10), '2026-02-03');
    const badDate = await admin.request('PUT', path, { changeExitPhotoDate: '2026-02-30' });
    assert.equal(badDate.status, 422);
    assert.ok(JSON.stringify(badDate.body.errors).includes('changeExitPhotoDate'));
    const badAction = await admin.request('PUT', path, { changeConformanceAction: 5 });
    assert.equal(badAction.status, 422);
    assert.ok(JSON.stringify(badAction.body.errors).includes('changeConformanceAction'));
    assert.equal((await admin.request('PUT', '/api/reports/management/ivr/99999999', {})).status, 404);
    assert.equal((await borealisUser.request('PUT', path, {})).status, 403);
  });
});

describe('Hudson paperwork check', () => {
  it("tells each VIN's Hudson forms ready and missing, and a client user only of its own vehicles", async () => {
    const own = await portal.db.prisma.vehicle.findFirstOrThrow({ where: { clientid: borealisId, cancelled: 0 }, orderBy: { vehicleid: 'asc' } });
    const res = await borealisUser.request('POST', '/api/reports/hudsonPaperworkCheck', { text: `${own.vehiclevin.toLowerCase()}\nNOSUCHVIN00000000` });
    assert.equal(res.status, 200);
    assert.equal(res.body.length, 2);
    const [mine, none] = res.body;
    assert.equal(mine.validVin, true);
    assert.equal(mine.vehicle.vehicleid, own.vehicleid);
    assert.equal(mine.errors.length + mine.successes.length, 4);
    assert.deepEqual(none, { vin: 'NOSUCHVIN00000000', validVin: false, vehicle: null, errors: ['VIN Invalid'], successes: [] });
    const other = await alphaUser.request('POST', '/api/reports/hudsonPaperworkCheck', { text: own.vehiclevin });
    assert.equal(other.status, 200);
    assert.equal(other.body[0].validVin, false);
    const staff = await admin.request('POST', '/api/reports/hudsonPaperworkCheck', { text: own.vehiclevin });
    assert.deepEqual(staff.body[0], mine);
    const empty = await admin.request('POST', '/api/reports/hudsonPaperworkCheck', { text: ' , ' });
    assert.equal(empty.status, 422);
    assert.ok(JSON.stringify(empty.body.errors).includes('text'));
    assert.equal((await admin.request('POST', '/api/reports/hudsonPaperworkCheck', {})).status, 422);
  });

  it('reads the VINs from a form: the pasted text, a sheet with a VIN column or a text file', async () => {
    const own = await portal.db.prisma.vehicle.findFirstOrThrow({ where: { clientid: borealisId, cancelled: 0 }, orderBy: { vehicleid: 'asc' } });
    const sent = async (part) => {
      const form = new FormData();
      if (part.file) form.append('file', new Blob([part.file]), part.name);
      else form.append('text', part.text);
      const res = await fetch(`${portal.apiUrl}/api/reports/hudsonPaperworkCheck`, {
        method: 'POST',
        headers: { authorization: `Bearer ${borealisUser.token}` },
        body: form,
      });
      return { status: res.status, body: await res.json() };
    };
    const vinsOf = (res) => res.body.map((r) => [r.vin, r.validVin]);
    const pasted = await sent({ text: `${own.vehiclevin} NOSUCHVIN00000000` });
    assert.equal(pasted.status, 200, JSON.stringify(pasted.body));
    assert.deepEqual(vinsOf(pasted), [
      [own.vehiclevin, true],
      ['NOSUCHVIN00000000', false],
    ]);
    const sheet = await sent({ file: `Stock,VIN\r\n7,${own.vehiclevin}\r\n`, name: 'hudson.csv' });
    assert.deepEqual(vinsOf(sheet), [[own.vehiclevin, true]]);
    const list = await sent({ file: `${own.vehiclevin}\n`, name: 'hudson.txt' });
    assert.deepEqual(vinsOf(list), [[own.vehiclevin, true]]);
    const noVins = await sent({ file: 'Stock,Colour\r\n1,red\r\n', name: 'hudson.csv' });
    assert.equal(noVins.status, 422);
    assert.match(JSON.stringify(noVins.body), /VIN column/);
  });
});
