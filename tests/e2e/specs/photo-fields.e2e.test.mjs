// The photo upload screen's vehicle fields on a phone (document 3 §2.4, §5): a client user types the
// mileage and sees the kilometers, quick-adds a load, saves, and the RI Label opens up; staff must choose
// a client before saving.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_PASSWORD, VIN_PATTERNS, buildVin } from '@portal/db';
import { Api, listPath, startPortal } from '../../../tools/stack/test-portal.mjs';
import { launchBrowser, newPhonePage, signIn, snapshot, fitsThePhone } from '../support/browser.mjs';

const ACCORD = VIN_PATTERNS.find((p) => p.model === 'Accord');

let portal;
let browser;
let alpha;
let staff;
/** Vehicles Alpha Motors registered for this file: its own, not cancelled and in no load, so the load buttons are offered. */
let alphaVehicles;

before(async () => {
  portal = await startPortal({ web: true });
  browser = await launchBrowser();
  alpha = await Api.signIn(portal.apiUrl, 'alpha.user', DEMO_PASSWORD);
  staff = await Api.signIn(portal.apiUrl, 'admin', DEMO_PASSWORD);
  // Registered here rather than taken from the newest rows: the other files of the suite add Alpha vehicles of their own.
  const typeId = (await portal.db.prisma.titleApplicationType.findFirstOrThrow()).titleapplicationid;
  alphaVehicles = [];
  for (const serial of [930_001, 930_002]) {
    const registration = { vehiclevin: buildVin(ACCORD, serial), yr: 2003, make: 'HONDA', model: 'Accord', vehicletype: 'PASSENGER CAR' };
    const res = await alpha.request('POST', '/api/vehicles', { ...registration, titleprocessingtype: typeId, processtype: 1 });
    assert.equal(res.status, 201, res.text);
    alphaVehicles.push(res.body);
  }
});

after(async () => {
  await browser?.close();
  await portal?.stop();
});

/** Scrolls the fields' heading to the top of the screen (the page scrolls inside its frame), for a snapshot of them. */
async function showFields(fields) {
  await fields.getByRole('heading', { name: 'Mileage and Load' }).evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
}

describe('the photo screen fields on a phone', () => {
  it('converts mileage and kilometers, quick-adds a load, saves, and then offers the RI Label', async () => {
    const own = alphaVehicles[0];
    const page = await newPhonePage(browser, portal.webUrl);
    await signIn(page, 'alpha.user');
    await page.waitForURL('**/welcome');
    await page.goto(`/photoupload/${own.vehicleid}`);
    const fields = page.getByRole('region', { name: 'Mileage and Load' });
    await fields.waitFor();
    const miles = fields.getByLabel('Mileage (mi)');
    const km = fields.getByLabel('Kilometers');
    const riLabel = fields.getByRole('button', { name: 'RI Label' });

    // 1234 mi × 1.60934 = 1985.9 km; 2000 km × 0.621371 = 1242.7 mi, both rounded to whole.
    await miles.fill('1234');
    assert.equal(await km.inputValue(), '1986');
    await km.fill('2000');
    assert.equal(await miles.inputValue(), '1243');
    assert.equal(await riLabel.isDisabled(), true, 'no RI Label before the mileage and load are saved');

    const name = `PF-${Date.now()}`;
    await fields.getByLabel('New load number').fill(name);
    await fields.getByRole('button', { name: 'Quick Add Load' }).click();
    const loadSelect = fields.getByRole('combobox', { name: 'Load' });
    await loadSelect.locator('option', { hasText: name }).waitFor({ state: 'attached' });
    const created = (await alpha.get(listPath('client_loads', { filters: [`name|eq|${name}`] }))).body.data;
    assert.equal(created.length, 1);
    assert.equal(await loadSelect.inputValue(), String(created[0].id));
    assert.equal(await fields.getByRole('button', { name: 'Quick Add Load' }).isDisabled(), true, 'no new load once one is chosen');
    assert.equal(await fields.getByRole('button', { name: 'Create Single Load' }).isDisabled(), true);

    await fields.getByLabel('GVWR (kg)').fill('3000');
    await fields.getByText('Saved as 6613 lb').waitFor();
    await fields.getByLabel('Value (USD)').fill('12,345.60');
    await fields.getByRole('button', { name: 'Save Mileage and Load' }).click();
    await page.getByText('Mileage and load saved').first().waitFor();
    await riLabel.and(page.locator(':not([disabled])')).waitFor();
    const saved = (await staff.get(`/api/vehicles/${own.vehicleid}`)).body;
    assert.deepEqual(
      [saved.mileage, saved.cs_km, saved.client_load_id, saved.gvwr_kg, saved.gvwr_lbs, saved.value_us_dollars],
      [1243, 2000, created[0].id, 3000, 6613, 12346],
    );

    // Alpha Motors has a Lot Vision domain: its link names the VIN.
    assert.equal(await fields.getByRole('link', { name: 'Lot Vision' }).getAttribute('href'), `https://alphamotors.lotvision.example/?vin=${own.vehiclevin}`);
    await fitsThePhone(page);
    await snapshot(page, 'photo-fields-phone-actions');
    await showFields(fields);
    await snapshot(page, 'photo-fields-phone');

    // Another load chosen and not saved closes the RI Label again; the load number finds the saved load.
    await loadSelect.selectOption('');
    assert.equal(await riLabel.isDisabled(), true);
    await fields.getByRole('button', { name: 'Create Single Load' }).click();
    await fields.getByText('Load Number is required').waitFor();
    await fields.getByLabel('New load number').fill(name);
    await fields.getByRole('button', { name: 'Quick Add Load' }).click();
    await page.getByText('Load already exists, setting load').first().waitFor();
    assert.equal(await loadSelect.inputValue(), String(created[0].id));
    await riLabel.and(page.locator(':not([disabled])')).waitFor();
    await page.context().close();
  });

  it('asks staff to choose the client, and refuses an empty mileage', async () => {
    const own = alphaVehicles[1];
    const page = await newPhonePage(browser, portal.webUrl);
    await signIn(page, 'admin');
    await page.waitForURL('**/welcome');
    await page.goto(`/photoupload/${own.vehicleid}`);
    const fields = page.getByRole('region', { name: 'Mileage and Load' });
    const client = fields.getByRole('combobox', { name: 'Client' });
    await client.locator('option', { hasText: 'Alpha Motors' }).waitFor({ state: 'attached' });
    // Staff are not held back by unsaved mileage and load.
    assert.equal(await fields.getByRole('button', { name: 'RI Label' }).isDisabled(), false);
    await client.selectOption('');
    await fields.getByLabel('Mileage (mi)').fill('');
    await fields.getByRole('button', { name: 'Save Mileage and Load' }).click();
    await fields.getByText('client must be selected').waitFor();
    await fields.getByText('mileage cannot be empty').first().waitFor();
    assert.equal(await fields.getByRole('combobox', { name: 'Load' }).isDisabled(), true, 'no loads before a client is chosen');
    await fitsThePhone(page);
    await showFields(fields);
    await snapshot(page, 'photo-fields-staff-phone');
    const unchanged = (await staff.get(`/api/vehicles/${own.vehicleid}`)).body;
    assert.equal(unchanged.clientid, own.clientid);
    assert.equal(unchanged.mileage, own.mileage);
    await page.context().close();
  });
});
