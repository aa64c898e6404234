import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startPortal } from '../../../tools/stack/test-portal.mjs';
import { launchBrowser, menu, newPage, signIn, snapshot } from '../support/browser.mjs';

const CLIENT_MENU = ["Assignments Rec'd", 'Loads', 'Locations', 'Transporters', 'Drivers', 'RI Problem Report', 'RI Status Report'];
const STAFF_ONLY = ['Notes Queue', 'Invoice Batches', 'Users', 'Clients', 'Rack Rates'];

let portal;
let browser;
let page;
let alpha;
let borealis;

before(async () => {
  portal = await startPortal({ web: true });
  browser = await launchBrowser();
  alpha = await portal.db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } });
  borealis = await portal.db.prisma.client.findFirstOrThrow({ where: { clientname: 'Borealis Imports' } });
  page = await newPage(browser, portal.webUrl);
  await signIn(page, 'alpha.user');
  await page.waitForURL('**/welcome');
});

after(async () => {
  await browser?.close();
  await portal?.stop();
});

describe('a client user', () => {
  it('sees the reduced menu and no Add Vehicle button', async () => {
    const nav = menu(page);
    for (const label of CLIENT_MENU) await nav.getByText(label, { exact: true }).first().waitFor();
    for (const label of STAFF_ONLY) assert.equal(await nav.getByText(label, { exact: true }).count(), 0, label);
    assert.equal(await page.getByRole('button', { name: 'Add Vehicle' }).count(), 0);
  });

  it("sees only its own client's vehicles and no client filter", async () => {
    const own = await portal.db.prisma.vehicle.count({ where: { clientid: alpha.clientid } });
    await page.goto('/vehicles');
    await page.getByText(`1–10 of ${own}`).waitFor();
    assert.equal(await page.getByLabel('Client', { exact: true }).count(), 0);
    const rows = page.getByRole('row');
    const texts = await rows.allTextContents();
    const dataRows = texts.slice(1);
    assert.equal(dataRows.length, 10);
    for (const text of dataRows) assert.match(text, /Alpha Motors/);
    await snapshot(page, 'client-vehicle-list');
  });

  it("gets not-found for another client's vehicle by URL", async () => {
    const other = await portal.db.prisma.vehicle.findFirstOrThrow({ where: { clientid: borealis.clientid } });
    await page.goto(`/vehicles/${other.vehicleid}`);
    await page.getByText('Vehicle not found').waitFor();
    assert.equal(await page.getByText(other.vehiclevin).count(), 0);
    assert.equal(await page.getByText('Borealis Imports').count(), 0);
  });

  it("cannot reach another client's vehicle through the search either", async () => {
    const other = await portal.db.prisma.vehicle.findFirstOrThrow({ where: { clientid: borealis.clientid } });
    await page.goto('/vehicles');
    await page.getByLabel('Search by VIN or last 6').fill(other.last6);
    await page.keyboard.press('Enter');
    await page.getByText(/No vehicles found/i).waitFor();
    assert.doesNotMatch(page.url(), new RegExp(`/vehicles/${other.vehicleid}`));
  });

  it('lands on the access page for an admin route', async () => {
    await page.goto('/admin/clients');
    await page.waitForURL('**/access/admin');
    await page.getByText('This page is restricted to Administrators').waitFor();
  });
});

describe('a client admin', () => {
  it('is turned away from admin routes too', async () => {
    const adminPage = await newPage(browser, portal.webUrl);
    await signIn(adminPage, 'borealis.admin');
    await adminPage.waitForURL('**/welcome');
    await adminPage.goto('/admin/users');
    await adminPage.waitForURL('**/access/admin');
    await adminPage.context().close();
  });
});
