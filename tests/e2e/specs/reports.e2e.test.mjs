import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { startPortal } from '../../../tools/stack/test-portal.mjs';
import { cellText, eventually, launchBrowser, loadedRows, newPage, signIn, snapshot } from '../support/browser.mjs';

let portal;
let browser;
let staff;
let client;
let alpha;
let borealis;

before(async () => {
  portal = await startPortal({ web: true });
  browser = await launchBrowser();
  alpha = await portal.db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } });
  borealis = await portal.db.prisma.client.findFirstOrThrow({ where: { clientname: 'Borealis Imports' } });
  staff = await newPage(browser, portal.webUrl);
  await signIn(staff, 'admin');
  await staff.waitForURL('**/welcome');
  client = await newPage(browser, portal.webUrl);
  await signIn(client, 'alpha.user');
  await client.waitForURL('**/welcome');
});

after(async () => {
  await browser?.close();
  await portal?.stop();
});

/** The number a dashboard row shows for a period. */
async function metric(page, label, column) {
  const row = page
    .getByRole('table', { name: 'Dashboard' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: label, exact: true }) });
  const cells = await row.getByRole('cell').allInnerTexts();
  return Number(cells[column].replace(/,/g, ''));
}

describe('the dashboard (staff)', () => {
  it('shows the three periods for every client, then for a client without its RI rows', async () => {
    await staff.goto('/dashboard');
    const table = staff.getByRole('table', { name: 'Dashboard' });
    for (const period of ['This Week', 'This Month', '90 Days']) await table.getByRole('columnheader', { name: new RegExp(period) }).waitFor();
    await staff.getByText('Update my signature').waitFor();
    await table.getByRole('cell', { name: 'Registered Import', exact: true }).waitFor();
    await staff.waitForFunction(() => !document.querySelector('[aria-label="Dashboard"] [aria-label="Loading"]'));
    const received = [1, 2, 3].map((column) => metric(staff, 'Vehicles Received', column));
    const [week, month, ninety] = await Promise.all(received);
    assert.ok(week <= ninety && month <= ninety, `${week} ${month} ${ninety}`);
    await snapshot(staff, 'reports-dashboard-all');

    await staff.getByLabel('Client').selectOption(String(alpha.clientid));
    await staff.waitForFunction(() => !document.body.innerText.includes('Registered Import'));
    assert.equal(await staff.getByRole('link', { name: 'Needs Bond Release' }).count(), 0);
    await snapshot(staff, 'reports-dashboard-alpha');
  });

  it('updates its numbers without a reload when vehicles change elsewhere', async () => {
    await staff.goto('/dashboard');
    await staff.getByLabel('Client').selectOption(String(alpha.clientid));
    await staff.waitForFunction(() => !document.body.innerText.includes('Registered Import'));
    await staff.waitForFunction(() => !document.querySelector('[aria-label="Dashboard"] [aria-label="Loading"]'));
    const before = await metric(staff, 'Vehicles Received', 1);
    // Another person's registration, as the database sees it: the page is told through the live stream.
    await portal.db.prisma.vehicle.create({ data: { vehiclevin: '1HGCM82633A00LVE1', clientid: alpha.clientid, recordcreateddate: new Date() } });
    await eventually(async () => assert.equal(await metric(staff, 'Vehicles Received', 1), before + 1));
  });

  it('drills down into the RI vehicles missing their bond release and downloads them as XLSX', async () => {
    await staff.getByLabel('Client').selectOption(String(borealis.clientid));
    await staff.getByRole('link', { name: 'Needs Bond Release' }).click();
    await staff.waitForURL(`**/dashboard/drill/needsbondrelease/${borealis.clientid}`);
    await staff.getByText('Title Dashboard Drilldown').first().waitFor();
    const rows = await loadedRows(staff.getByRole('table', { name: 'Needs Bond Release' }));
    const expected = await portal.db.prisma.vehicle.count({
      where: { clientid: borealis.clientid, submitteddotdate: { not: null }, bondreleasedate: null, cancelled: { not: 1 }, NOT: { titlestatusid: 5 } },
    });
    assert.equal(await rows.count(), Math.min(expected, 25));
    await snapshot(staff, 'reports-drill');
    const download = staff.waitForEvent('download');
    await staff.getByRole('button', { name: 'Download as XLSX' }).click();
    const file = await download;
    assert.equal(file.suggestedFilename(), 'missing_bond_release.xlsx');
    const bytes = await readFile(await file.path());
    assert.equal(bytes.subarray(0, 2).toString(), 'PK');
    await staff.getByRole('button', { name: 'Back' }).click();
    await staff.waitForURL('**/dashboard');
  });

  it('shows a title report and downloads its CSV with the columns of the table', async () => {
    await staff.goto('/titles/pending');
    const table = staff.getByRole('table', { name: 'Pending Titles' });
    await loadedRows(table);
    await snapshot(staff, 'reports-titles-pending');
    const download = staff.waitForEvent('download');
    await staff.getByRole('button', { name: 'Download CSV' }).click();
    const csv = await readFile(await (await download).path(), 'utf8');
    assert.match(csv.split('\r\n')[0], /^VIN,Client,Title Status,Process State,Received,Ownership,Sent to BMV/);
  });
});

describe('accounting reports (staff)', () => {
  it('lists the unbilled units 50 a page and the monthly summary with its total row', async () => {
    await staff.goto('/accounting/unbilled-units');
    const unbilled = staff.getByRole('table', { name: 'Unbilled Units' });
    await loadedRows(unbilled);
    // Each unit with the fees it would be invoiced, as money.
    assert.match(await cellText(unbilled, 0, 'Fees Total'), /^\$\d{1,3}(,\d{3})*\.\d{2}$/);
    await snapshot(staff, 'reports-unbilled');
    await staff.goto('/accounting/monthly-summary');
    await staff.getByLabel('Month', { exact: true }).selectOption('');
    const table = staff.getByRole('table', { name: 'Monthly Summary' });
    await table.getByRole('cell', { name: 'Total', exact: true }).waitFor();
    await snapshot(staff, 'reports-monthly-summary');
  });
});

describe('accounting reports of a period (staff)', () => {
  it("shows a user's photo days this month with the Period Total, and downloads them as user_time_reporting.csv", async () => {
    const admin = await portal.db.prisma.webUser.findFirstOrThrow({ where: { username: 'admin' } });
    const vehicle = await portal.db.prisma.vehicle.findFirstOrThrow({ where: { clientid: alpha.clientid } });
    await portal.db.prisma.vehicleImage.create({ data: { vehicleid: vehicle.vehicleid, imagetype: 8, userid: admin.userid } });
    await staff.goto('/accounting/user-time-report');
    await staff.getByText('Choose a user, a start and an end to see the report.').waitFor();
    await staff.getByLabel('User', { exact: true }).selectOption(String(admin.userid));
    await staff.getByRole('button', { name: 'Current Month' }).click();
    const table = staff.getByRole('table', { name: 'User Time Report' });
    await table.getByRole('cell', { name: 'Period Total', exact: true }).waitFor();
    await snapshot(staff, 'reports-user-time');
    const download = staff.waitForEvent('download');
    await staff.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    assert.equal(file.suggestedFilename(), 'user_time_reporting.csv');
    const lines = (await readFile(await file.path(), 'utf8')).split('\r\n');
    assert.equal(lines[0], 'Date,Pictures Taken,Speedo Images,RI Images,Vehicles Touched,Avg Pics');
    assert.match(lines.at(-1), /^Period Total,[1-9]/);
  });

  it('shows the yearly tax report with its Total row', async () => {
    await staff.goto('/accounting/yearly-tax-report');
    const table = staff.getByRole('table', { name: 'Yearly Tax Report' });
    await table.getByRole('cell', { name: 'Total', exact: true }).waitFor();
    assert.equal(await staff.getByLabel('Year', { exact: true }).locator('option').count(), 3);
    await snapshot(staff, 'reports-yearly-tax');
  });
});

describe('Staff Volume (staff)', () => {
  it("shows each user's work of the month, and opens the notes behind a user's count", async () => {
    const admin = await portal.db.prisma.webUser.findFirstOrThrow({ where: { username: 'admin' } });
    const vehicle = await portal.db.prisma.vehicle.findFirstOrThrow({ where: { clientid: alpha.clientid } });
    await portal.db.prisma.vehicleNote.create({ data: { vehicleid: vehicle.vehicleid, userid: admin.userid, roleid: 2, note: 'Staff volume check.' } });
    await staff.goto('/management/activity');
    const table = staff.getByRole('table', { name: 'Staff Volume' });
    await table.getByRole('cell', { name: 'totals', exact: true }).waitFor();
    await snapshot(staff, 'reports-staff-volume');
    const row = table.getByRole('row').filter({ has: staff.getByRole('cell', { name: 'admin', exact: true }) });
    const notesLink = row.getByRole('link').nth(-1);
    const count = Number((await notesLink.innerText()).replace(/,/g, ''));
    await notesLink.click();
    await staff.waitForURL(/\/management\/activity\/notes\/\d{4}-\d{2}-\d{2}\/\d{4}-\d{2}-\d{2}\?user=/);
    const events = await loadedRows(staff.getByRole('table', { name: 'Title Activity' }));
    assert.equal(await events.count(), Math.min(count, 1000));
    await staff.getByRole('link', { name: vehicle.vehiclevin }).first().waitFor();
    await snapshot(staff, 'reports-title-activity');
  });
});

describe('customer stats (staff)', () => {
  it("compares every client's year with the one before, filters by volume, and opens a client's months and notes", async () => {
    await staff.goto('/management/customer-stats');
    const table = staff.getByRole('table', { name: 'Customer Stats' });
    await table.getByRole('link', { name: 'Alpha Motors' }).waitFor();
    await snapshot(staff, 'reports-customer-stats');
    const row = table.getByRole('row').filter({ has: staff.getByRole('link', { name: 'Alpha Motors' }) });
    await row.getByRole('button', { name: 'By Month' }).click();
    const months = staff.getByRole('table', { name: 'Alpha Motors by Month' });
    await months.waitFor();
    assert.equal(await months.locator('tbody tr').count(), 12);
    await row.getByRole('button', { name: 'Notes' }).click();
    await staff.getByRole('dialog').getByText('Alpha Motors: Notes').waitFor();
    await snapshot(staff, 'reports-customer-notes');
    await staff.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await staff.getByLabel('Minimum Volume').fill('100000');
    await staff.getByText('No Data').waitFor();
  });

  it('shows the vehicles received per client and month, whole months or the exact dates', async () => {
    await staff.goto('/management/customer-volumes');
    const table = staff.getByRole('table', { name: 'Customer Volumes' });
    await table.getByRole('link', { name: 'Alpha Motors' }).waitFor();
    assert.equal(await table.locator('thead th').count(), 13 + 2);
    await staff.getByLabel('Exact dates').check();
    await loadedRows(table);
    await snapshot(staff, 'reports-customer-volumes');
  });
});

describe('RI reports (staff)', () => {
  it("lists an RI client's DOT outstanding vehicles under a tab with their count, and the RI deadlines", async () => {
    await staff.goto('/management/ri-dot-outstanding');
    await staff.getByLabel('RI Client').selectOption(String(borealis.clientid));
    const expected = await portal.db.prisma.vehicle.count({ where: { clientid: borealis.clientid, submitteddotdate: null, NOT: { titlestatusid: 5 } } });
    await staff.getByRole('tab', { name: `DOT Outstanding (${expected})` }).waitFor();
    await snapshot(staff, 'reports-ri-dot-outstanding');
    await staff.goto('/management/ri-deadlines');
    await staff.getByRole('table', { name: 'RI DOT Deadlines' }).waitFor();
    await snapshot(staff, 'reports-ri-deadlines');
  });

  it("splits an RI client's vehicles into the four DOT status tabs, each with its count", async () => {
    await staff.goto('/management/ri-dot-status');
    await staff.getByLabel('RI Client').selectOption(String(borealis.clientid));
    const live = { clientid: borealis.clientid, cancelled: { not: 1 }, NOT: { titlestatusid: 5 } };
    const recent = await portal.db.prisma.vehicle.count({ where: { ...live, client_load_id: null } });
    await staff.getByRole('tab', { name: `Recent Purchases (${recent})` }).waitFor();
    const submitted = await portal.db.prisma.vehicle.count({ where: { ...live, client_load_id: { not: null }, submitteddotdate: { not: null } } });
    await staff.getByRole('tab', { name: `DOT Submitted (${submitted})` }).click();
    const rows = await loadedRows(staff.getByRole('table', { name: 'DOT Submitted' }));
    assert.equal(await rows.count(), submitted === 0 ? 1 : Math.min(submitted, 10));
    await snapshot(staff, 'reports-ri-dot-status');
  });

  it('shows the NHTSA audit of this quarter and of the last one', async () => {
    await staff.goto('/management/ri-nhtsa-audit-report');
    const table = staff.getByRole('table', { name: 'RI NHTSA Audit Report' });
    await loadedRows(table);
    await staff.getByRole('button', { name: 'Last Quarter' }).click();
    await loadedRows(table);
    await snapshot(staff, 'reports-ri-audit');
  });

  it('compares the customs submissions period over period, charts three years and lists a period', async () => {
    await staff.goto('/management/ri-customs-submitted-report');
    const year = new Date().getUTCFullYear();
    for (const chart of ['Submitted to Customs by Week', 'Submitted to Customs by Month', 'Submitted to Customs, Year to Date']) {
      const figure = staff.locator(`figure[data-chart="${chart}"]`);
      await figure.locator('svg').first().waitFor();
      // A legend entry a year: the chart draws each year's series.
      for (const y of [year - 2, year - 1, year]) await figure.getByText(String(y), { exact: true }).first().waitFor();
    }
    const live = { cancelled: { not: 1 }, NOT: { titlestatusid: 5 } };
    const inYear = { ...live, submittedtocustomsdate: { gte: new Date(`${year}-01-01T00:00:00Z`), lte: new Date(`${year}-12-31T00:00:00Z`) } };
    const thisYear = await portal.db.prisma.vehicle.count({ where: inYear });
    const shown = await staff.locator('[data-count="thisyear"]').innerText();
    assert.equal(Number(shown.replace(/,/g, '')), thisYear);
    const table = staff.getByRole('table', { name: 'Vehicles Submitted to Customs' });
    await loadedRows(table);
    await staff.getByRole('button', { name: 'Last Year', exact: true }).click();
    const inLastYear = { ...live, submittedtocustomsdate: { gte: new Date(`${year - 1}-01-01T00:00:00Z`), lte: new Date(`${year - 1}-12-31T00:00:00Z`) } };
    const lastYear = await portal.db.prisma.vehicle.findMany({ where: inLastYear, select: { vehiclevin: true } });
    const lastYearVins = new Set(lastYear.map((v) => v.vehiclevin));
    await eventually(async () => {
      const rows = await loadedRows(table);
      assert.equal(await rows.count(), lastYear.length === 0 ? 1 : Math.min(lastYear.length, 10));
      if (lastYear.length > 0) assert.ok(lastYearVins.has(await cellText(table, 0, 'VIN')));
    });
    await snapshot(staff, 'reports-ri-customs-submitted');
    const download = staff.waitForEvent('download');
    await staff.getByRole('button', { name: 'Download CSV' }).click();
    assert.equal((await download).suggestedFilename(), 'vehicles_customs_submitted.csv');
  });

  it('generates the IVR of pasted VINs, a card each, and updates one through View Details', async () => {
    await staff.goto('/management/ri-nhtsa-ivr');
    const box = staff.getByLabel('VINs');
    await eventually(async () => assert.ok((await box.inputValue()).split('\n').filter(Boolean).length > 0, 'sample VINs'));
    const samples = (await box.inputValue()).split('\n').filter(Boolean);
    assert.ok(samples.length <= 30);
    const live = {
      clientid: borealis.clientid,
      cancelled: 0,
      submitteddotdate: { not: null },
      titleprocessingtype: { not: null },
      titlestatusid: { notIn: [5, 6] },
    };
    const vehicle = await portal.db.prisma.vehicle.findFirstOrThrow({ where: live, orderBy: { vehicleid: 'desc' } });
    await box.fill(`${vehicle.vehiclevin}\nNOSUCHVIN00000000`);
    await staff.getByRole('button', { name: 'Fetch Vehicles' }).click();
    const card = staff.locator(`[aria-label="IVR ${vehicle.vehiclevin}"]`);
    await card.getByRole('button', { name: 'DOT Package PDF' }).waitFor();
    await card.getByRole('link', { name: /Recalls/ }).waitFor();
    await staff.getByText('Not found or cancelled: NOSUCHVIN00000000').waitFor();
    await snapshot(staff, 'reports-ri-nhtsa-ivr');

    await card.getByRole('button', { name: 'View Details' }).click();
    const dialog = staff.getByRole('dialog', { name: /Update IVR/ });
    for (const label of [
      'Entry Photo Date choice',
      'Conformance User',
      'Conformance Action',
      'Conformance Date choice',
      'Physical Possession Date choice',
      'Exit Photo Date choice',
    ]) {
      assert.equal(await dialog.locator(`select[aria-label="${label}"] option:checked`).innerText(), "Don't Change", label);
    }
    await dialog.getByLabel('Physical Possession Date choice', { exact: true }).selectOption({ label: 'Change to' });
    await dialog.locator('input[type="date"][aria-label="Physical Possession Date"]').fill('2026-01-05');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(async () => {
      const stored = await portal.db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: vehicle.vehicleid } });
      assert.equal(stored.confirmedladeddate?.toISOString().slice(0, 10), '2026-01-05');
    });
  });

  it('edits the FMVSS standards, and checks a VIN for the standards of its class', async () => {
    await staff.goto('/management/nhtsaConformityEdit');
    const table = staff.getByRole('table', { name: 'FMVSS Standards' });
    const items = await portal.db.prisma.nhtsaConformityItem.findMany({ orderBy: { id: 'asc' } });
    await eventually(async () => assert.equal(await table.locator('tbody tr').count(), items.length));
    const first = items[0];
    const next = first.truck_default === 'M' ? 'O' : 'M';
    await staff.getByLabel(`FMVSS ${first.fmvss_number} Truck Default`, { exact: true }).selectOption(next);
    await eventually(async () => {
      const stored = await portal.db.prisma.nhtsaConformityItem.findUniqueOrThrow({ where: { id: first.id } });
      assert.equal(stored.truck_default, next);
    });

    const checked = await portal.db.prisma.vehicle.findFirstOrThrow({ where: { blackbook_info: { isNot: null } }, include: { blackbook_info: true } });
    const bb = checked.blackbook_info;
    const cls = bb.gvw > 10000 ? 'truck_heavy' : (bb.class_name ?? '').toLowerCase().includes('pickup') ? 'truck' : 'car';
    const label = { car: 'Car', truck: 'Truck', truck_heavy: 'Heavy Truck' }[cls];
    await staff.getByLabel('VIN Check').fill(checked.vehiclevin);
    await staff.getByRole('button', { name: 'Check', exact: true }).click();
    await staff.getByRole('button', { name: `Show ${label} Standards` }).click();
    const ofClass = items.filter((item) => item[cls] === 1).length;
    await eventually(async () => assert.equal(await table.locator('tbody tr').count(), ofClass));
    await snapshot(staff, 'reports-nhtsa-conformity-edit');

    await staff.goto(`/management/nhtsaConformityGenerate/${checked.vehiclevin}`);
    await eventually(async () => assert.equal(await staff.getByLabel('Class').inputValue(), cls));
    await eventually(async () => assert.equal(await staff.getByRole('table', { name: 'Conformity Standards' }).locator('tbody tr').count(), ofClass));
    const pdf = staff.waitForResponse((r) => r.url().includes(`/api/vehicles/${checked.vehicleid}/forms/18`));
    const tab = staff.waitForEvent('popup');
    await staff.getByRole('button', { name: 'Generate Conformity Document' }).click();
    const answer = await pdf;
    assert.equal(answer.status(), 200);
    assert.equal(answer.headers()['content-type'], 'application/pdf');
    assert.ok(answer.url().includes(`type=${cls}`));
    await (await tab).close();
    await snapshot(staff, 'reports-nhtsa-conformity-generate');
    await staff.goto('/management/nhtsaConformityGenerate/NOSUCHVIN00000000');
    await staff.getByText('No existing DVS registrations').waitFor();
  });
});

describe('reports of a client user', () => {
  it('lists its own pending titles only, and downloads them as pending_titles.csv', async () => {
    await client.goto('/client-reports/pending-titles');
    const table = client.getByRole('table', { name: 'Pending Titles' });
    await loadedRows(table);
    await snapshot(client, 'reports-client-pending-titles');
    const download = client.waitForEvent('download');
    await client.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    assert.equal(file.suggestedFilename(), 'pending_titles.csv');
    const lines = (await readFile(await file.path(), 'utf8')).split('\r\n').filter(Boolean);
    const vins = lines.slice(1).map((line) => line.split(',')[0]);
    assert.ok(vins.length > 0);
    const owners = await portal.db.prisma.vehicle.findMany({ where: { vehiclevin: { in: vins } }, select: { clientid: true } });
    assert.deepEqual([...new Set(owners.map((v) => v.clientid))], [alpha.clientid]);
    const others = await portal.db.prisma.vehicle.count({ where: { clientid: { not: alpha.clientid }, vehiclevin: { in: vins } } });
    assert.equal(others, 0);
  });

  it('reads the RI problems and status reports of its own RI vehicles only', async () => {
    const page = await newPage(browser, portal.webUrl);
    await signIn(page, 'borealis.user');
    await page.waitForURL('**/welcome');
    await page.goto('/management/ri-status');
    const rows = await loadedRows(page.getByRole('table', { name: 'RI Status Report' }));
    const expected = await portal.db.prisma.vehicle.count({ where: { clientid: borealis.clientid, cancelled: { not: 1 }, NOT: { titlestatusid: 5 } } });
    assert.equal(await rows.count(), expected === 0 ? 1 : Math.min(expected, 50));
    assert.equal(await page.getByLabel('Client', { exact: true }).count(), 0);
    await snapshot(page, 'reports-client-ri-status');
    await page.goto('/management/ri-problems');
    await loadedRows(page.getByRole('table', { name: 'RI Problem Report' }));
    await snapshot(page, 'reports-client-ri-problems');
    await page.close();
  });

  it('checks pasted VINs for the Hudson paperwork, downloads a package whole or partial, and starts over', async () => {
    // The page is the paperwork dealer's (document 1 §2.2): another client's user is turned away.
    const other = await newPage(browser, portal.webUrl);
    await signIn(other, 'borealis.user');
    await other.waitForURL('**/welcome');
    await other.goto('/clientHudsonPaperwork');
    await other.waitForURL('**/access/client');
    await other.close();

    const page = await newPage(browser, portal.webUrl);
    await signIn(page, 'hudson.user');
    await page.waitForURL('**/welcome');
    const prisma = portal.db.prisma;
    const hudson = await prisma.client.findFirstOrThrow({ where: { clientname: 'Hudson Auto Exchange' } });
    await prisma.client.update({ where: { clientid: hudson.clientid }, data: { ri_reg_docs_complete: 1 } });
    const [ready, notCrossed] = await prisma.vehicle.findMany({ where: { clientid: hudson.clientid, cancelled: 0 }, orderBy: { vehicleid: 'asc' }, take: 2 });
    const day = new Date('2026-11-02T00:00:00Z');
    await prisma.vehicle.update({ where: { vehicleid: ready.vehicleid }, data: { crossedborderdate: day, titleregownershipdate: day } });
    await prisma.vehicle.update({ where: { vehicleid: notCrossed.vehicleid }, data: { crossedborderdate: null } });
    const others = await prisma.vehicle.findFirstOrThrow({ where: { clientid: alpha.clientid }, orderBy: { vehicleid: 'asc' } });
    const pasted = [ready.vehiclevin, notCrossed.vehiclevin, others.vehiclevin].join('\n');
    await page.goto('/clientHudsonPaperwork');
    await page.getByLabel('VINs', { exact: true }).fill(pasted);
    await page.getByRole('button', { name: 'Check VINs' }).click();
    const card = (vin) => page.locator(`[aria-label="Hudson ${vin}"]`);
    await card(others.vehiclevin).getByText('VIN Invalid').waitFor();
    assert.equal(await card(others.vehiclevin).getByRole('button', { name: 'Download All' }).count(), 0);

    const whole = card(ready.vehiclevin).getByRole('button', { name: 'Download All' });
    await whole.waitFor();
    assert.equal(await whole.isDisabled(), false);
    const download = page.waitForEvent('download');
    await whole.click();
    assert.equal((await download).suggestedFilename(), `hudson_${ready.vehiclevin}.pdf`);

    const short = card(notCrossed.vehiclevin);
    await short.getByText('HS-7 Declaration: the crossed border date is not recorded').waitFor();
    await short.getByText('Requirements not met').waitFor();
    assert.equal(await short.getByRole('button', { name: 'Download All' }).isDisabled(), true);
    await snapshot(page, 'reports-client-hudson-paperwork');
    const partial = page.waitForEvent('download');
    await short.getByRole('button', { name: 'Download Partial' }).click();
    assert.equal((await partial).suggestedFilename(), `hudson_${notCrossed.vehiclevin}_partial.pdf`);

    await page.getByRole('button', { name: 'Start Over' }).click();
    assert.equal(await page.getByLabel('VINs', { exact: true }).inputValue(), pasted);

    // The same check from a sheet of VINs: the pasted text steps aside while a file is chosen.
    await page.getByLabel('File of VINs').setInputFiles({ name: 'hudson.csv', mimeType: 'text/csv', buffer: Buffer.from(`VIN\r\n${ready.vehiclevin}\r\n`) });
    assert.equal(await page.getByLabel('VINs', { exact: true }).isDisabled(), true);
    await page.getByRole('button', { name: 'Check VINs' }).click();
    await card(ready.vehiclevin).getByRole('button', { name: 'Download All' }).waitFor();
    assert.equal(await card(notCrossed.vehiclevin).count(), 0);
    await page.close();
  });

  it("sees its own client's dashboard, and is turned away from the staff's title reports", async () => {
    await client.goto('/dashboard');
    await client.getByRole('table', { name: 'Dashboard' }).waitFor();
    assert.equal(await client.getByLabel('Client').count(), 0);
    await snapshot(client, 'reports-client-dashboard');
    await client.goto('/titles/pending');
    await client.waitForURL('**/access/**');
  });
});
