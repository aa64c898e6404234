// Live bay status on the load page: two people have the same load open; a bay action on one page, or a
// change on the partner's side (played through the bay stand-in's control API and noticed by the bay
// sync), shows on the other page without a reload. A live stream that fails leaves the page working.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_PASSWORD } from '@portal/db';
import { Api, startPortal } from '../../../tools/stack/test-portal.mjs';
import { launchBrowser, newPage, signIn, snapshot } from '../support/browser.mjs';
import { readyLoad as readyLoadOf } from '../support/loads.mjs';

let portal;
let browser;
let staff;
let client;
let alphaApi;

before(async () => {
  // The bay sync checks the loads with a shipment again every 1.5 s here (a minute by default).
  portal = await startPortal({ web: true, serverEnv: { BAY_SYNC_MS: '1500' } });
  browser = await launchBrowser();
  alphaApi = await Api.signIn(portal.apiUrl, 'alpha.user', DEMO_PASSWORD);
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

/** An Alpha carrier load ready for the bay, made through the API. */
const readyLoad = (name) => readyLoadOf(portal, alphaApi, name);

/** Opens the load's Bay tab and marks the document, so a reload (which drops the mark) is noticed. */
async function openBay(page, id) {
  await page.goto(`/clientLoads/${id}`);
  await page.getByRole('tab', { name: 'Bay' }).click();
  await page.getByRole('heading', { name: 'Bay Shipment' }).waitFor();
  await page.evaluate(() => {
    window.__sameDocument = true;
  });
}

const sameDocument = (page) => page.evaluate(() => window.__sameDocument === true);
const statusBlock = (page) => page.getByRole('status', { name: 'Bay status' });

describe('the bay status of an open load page', () => {
  it("shows another user's bay create, and a change on the partner's side, without a reload", async () => {
    const load = await readyLoad('LIVE-E2E-1');
    await openBay(staff, load.id);
    await openBay(client, load.id);
    await statusBlock(staff).getByText('No Bay Shipment').waitFor();
    await statusBlock(client).getByText('No Bay Shipment').waitFor();
    await staff.getByRole('region', { name: 'Bay Documents' }).getByText('No status available').waitFor();

    // The client user sends the load to the bay; the staff page, untouched, follows.
    await client.getByRole('button', { name: 'Create Bay Shipment' }).click();
    await client.getByLabel('Bay shipment data').getByText(/^SHP-/).waitFor();
    await staff.getByLabel('Bay shipment data').getByText(/^SHP-/).waitFor();
    await statusBlock(staff).getByText('no errors').waitFor();
    assert.equal(await statusBlock(staff).getByText('No Bay Shipment').count(), 0);
    // The bay's documents of the new shipment, with their statuses.
    const documents = staff.getByRole('list', { name: 'Bay documents' });
    await documents.getByText('Bill of Lading: Received').waitFor();
    await documents.getByText('Customs Entry (7501): No status available').waitFor();
    await documents.getByText('PAPS Manifest: Missing').waitFor();
    assert.ok(await sameDocument(staff), 'the staff page was reloaded');
    await snapshot(staff, 'live-bay-other-user-created');

    // The partner puts the shipment on hold and drops the vehicle: both pages show it.
    const stored = await portal.db.prisma.clientLoad.findUniqueOrThrow({ where: { id: load.id }, include: { bay_shipment: true } });
    const partner = await fetch(`${portal.partners.bayUrl}/__control/shipments/${stored.bay_shipment.external_id}`, {
      method: 'POST',
      body: JSON.stringify({ errors: ['Customs hold: entry not on file'], drop_vins: [load.vehicle.vehiclevin] }),
    });
    assert.equal(partner.status, 200);
    for (const page of [staff, client]) {
      await statusBlock(page).getByText('Customs hold: entry not on file').waitFor();
      await statusBlock(page).getByText('No Vehicles for Shipment in Bay').waitFor();
      await statusBlock(page).getByText(`In the load, not in the bay: ${load.vehicle.vehiclevin}`).waitFor();
      assert.ok(await sameDocument(page), 'a page was reloaded');
    }
    await snapshot(client, 'live-bay-partner-change');
  });

  it('keeps working when its live stream fails', async () => {
    const load = await readyLoad('LIVE-E2E-2');
    const page = await newPage(browser, portal.webUrl);
    await signIn(page, 'alpha.user');
    await page.waitForURL('**/welcome');
    let refused = 0;
    await page.route('**/api/live/**', (route) => ((refused += 1), route.abort()));
    await openBay(page, load.id);
    await statusBlock(page).getByText('No Bay Shipment').waitFor();
    await page.getByRole('button', { name: 'Create Bay Shipment' }).click();
    await statusBlock(page).getByText('no errors').waitFor();
    assert.ok(refused >= 1, 'the page did not try its live stream');
    assert.equal(await page.getByRole('alert').count(), 0, 'the failed stream was shown as an error');
    await snapshot(page, 'live-bay-stream-failed');
    await page.context().close();
  });
});
