import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startPortal } from '../../../tools/stack/test-portal.mjs';
import { launchBrowser, newPage, signIn, snapshot } from '../support/browser.mjs';

const LEAVE_WARNING = 'You have items in Mass Update, are you sure you want to leave?';

let portal;
let browser;
let vehicles;

before(async () => {
  portal = await startPortal({ web: true });
  browser = await launchBrowser();
  const alpha = await portal.db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } });
  const make = (vin, clientid) =>
    portal.db.prisma.vehicle.create({ data: { vehiclevin: vin, clientid, titleprocessingtype: 1, yr: 2018, make: 'FORD', model: 'F-150' } });
  // The third has no client: the vehicle rules refuse to save it, so its line reports why.
  vehicles = [await make('E2EMASS0000AAA111', alpha.clientid), await make('E2EMASS0000BBB222', alpha.clientid), await make('E2EMASS0000CCC333', null)];
});

after(async () => {
  await browser?.close();
  await portal?.stop();
});

describe('mass update as staff', () => {
  it('updates three vehicles, one failing, each with its own line, and warns before leaving', async () => {
    const page = await newPage(browser, portal.webUrl);
    await signIn(page, 'admin');
    await page.waitForURL('**/welcome');
    await page.goto('/management/massUpdate');
    const search = page.getByLabel('Last6 or VIN');
    await search.waitFor();
    await page.getByText('No vehicles yet').waitFor();
    // Six characters are a Last6; Enter searches.
    for (const last6 of ['AAA111', 'BBB222', 'CCC333']) {
      await search.fill(last6);
      await search.press('Enter');
      await page.getByRole('link', { name: `E2EMASS0000${last6}` }).waitFor();
    }
    const table = page.getByRole('table', { name: 'Vehicles in Mass Update' });
    await table.getByText('No Client').waitFor();
    assert.equal(await table.getByText('No Load').count(), 3);

    await page.getByRole('button', { name: 'Choose Updates' }).click();
    const dialog = page.getByRole('dialog');
    const apply = dialog.getByRole('button', { name: 'Update 3 Vehicles' });
    assert.equal(await apply.isDisabled(), true, 'no auction or date chosen yet');
    await dialog.getByLabel('Date', { exact: true }).selectOption('crossedborderdate');
    await dialog.getByLabel('Date value').fill('2026-11-02');
    await dialog.getByLabel(/^Note/).fill('Crossed at Detroit');
    await apply.click();
    const results = page.getByRole('list', { name: 'Mass Update results' });
    await results.getByText('E2EMASS0000AAA111: updated').waitFor();
    await results.getByText('E2EMASS0000BBB222: updated').waitFor();
    await results.getByText(/^E2EMASS0000CCC333: Unable to save, required fields/).waitFor();
    await snapshot(page, 'mass-update-staff');

    const [first, , failed] = await Promise.all(vehicles.map((v) => portal.db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: v.vehicleid } })));
    assert.equal(first.crossedborderdate?.toISOString().slice(0, 10), '2026-11-02');
    assert.equal(failed.crossedborderdate, null);
    assert.equal(await portal.db.prisma.vehicleNote.count({ where: { vehicleid: vehicles[0].vehicleid, note: 'Crossed at Detroit' } }), 1);
    assert.equal(await portal.db.prisma.vehicleNote.count({ where: { vehicleid: vehicles[2].vehicleid } }), 0);

    // Leaving with vehicles listed asks first; declining stays on the page.
    const asked = [];
    page.on('dialog', (d) => {
      asked.push(d.message());
      void d.dismiss();
    });
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).first().click();
    await page.waitForTimeout(500);
    assert.deepEqual(asked, [LEAVE_WARNING]);
    assert.match(page.url(), /\/management\/massUpdate$/);
    await page.close();
  });

  it('prints the recall warranty letters of the vehicles listed, and offers none for an empty list', async () => {
    const page = await newPage(browser, portal.webUrl);
    await signIn(page, 'admin');
    await page.waitForURL('**/welcome');
    await page.goto('/management/massUpdate');
    const button = page.getByRole('button', { name: 'Bay Recall Warranties' });
    await page.getByText('No vehicles yet').waitFor();
    assert.equal(await button.isDisabled(), true, 'no vehicle listed');
    const search = page.getByLabel('Last6 or VIN');
    for (const last6 of ['AAA111', 'BBB222']) {
      await search.fill(last6);
      await search.press('Enter');
      await page.getByRole('link', { name: `E2EMASS0000${last6}` }).waitFor();
    }
    const answered = page.waitForResponse((r) => r.url().includes('/api/reports/management/bay/recallWarranty'));
    const opened = page.context().waitForEvent('page');
    await button.click();
    const res = await answered;
    assert.equal(res.status(), 200);
    assert.equal(res.headers()['x-document-pages'], '2', 'one letter a vehicle');
    await (await opened).close();
    await page.close();
  });

  it('keeps client users out', async () => {
    const page = await newPage(browser, portal.webUrl);
    await signIn(page, 'alpha.user');
    await page.waitForURL('**/welcome');
    await page.goto('/management/massUpdate');
    await page.waitForURL('**/access/admin');
    await page.getByText('This page is restricted to Administrators').waitFor();
    await page.close();
  });
});
