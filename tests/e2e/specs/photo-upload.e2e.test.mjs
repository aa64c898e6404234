// The photo screens on a phone (document 3 §2.4, §2.9): a client user finds its vehicle by a Code 39
// barcode picture read by the scanner, takes photos with the position stored, meets the airbag rule and
// deletes a photo; and, without signing in, the exit photo flow.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import bwipjs from 'bwip-js';
import { DEMO_PASSWORD, hashPassword } from '@portal/db';
import { Api, listPath, startPortal } from '../../../tools/stack/test-portal.mjs';
import { launchBrowser, newPhonePage, signIn, snapshot, fitsThePhone } from '../support/browser.mjs';

const WINDSOR = { latitude: 42.3149, longitude: -83.0364 };

let portal;
let browser;
let alpha;
let staff;

before(async () => {
  portal = await startPortal({ web: true });
  browser = await launchBrowser();
  alpha = await Api.signIn(portal.apiUrl, 'alpha.user', DEMO_PASSWORD);
  staff = await Api.signIn(portal.apiUrl, 'admin', DEMO_PASSWORD);
});

after(async () => {
  await browser?.close();
  await portal?.stop();
});

/** A Code 39 barcode of the text as a PNG, as a registration sticker or a door label shows it. */
async function code39(text) {
  return bwipjs.toBuffer({ bcid: 'code39', text, scale: 3, height: 12, paddingwidth: 10, paddingheight: 10, backgroundcolor: 'FFFFFF' });
}

describe('photo upload on a phone', () => {
  it('reads a Code 39 barcode picture, takes a photo with its position, keeps the airbag rule and deletes the photo', async () => {
    const page = await newPhonePage(browser, portal.webUrl, { geolocation: WINDSOR, permissions: ['geolocation'] });
    const own = (await alpha.get(listPath('vehicles', { per_page: 1, filters: ['cancelled|eq|0'], order_by: ['vehicleid|asc'] }))).body.data[0];
    // The airbag card's rule needs the modification unset to start with.
    assert.equal((await staff.request('PUT', `/api/vehicles/${own.vehicleid}`, { is_pass_airbag_modified: null })).status, 200);
    await signIn(page, 'alpha.user');
    await page.waitForURL('**/welcome');
    await page.goto('/photoupload');
    const search = page.getByRole('button', { name: 'Search', exact: true });
    await page.getByLabel('VIN or last 6').fill('12345');
    assert.equal(await search.isDisabled(), true, 'the search needs six characters');
    await fitsThePhone(page);

    await page.getByRole('button', { name: 'Scan VIN' }).click();
    const scanner = page.getByRole('dialog', { name: 'VIN scanner' });
    await scanner.waitFor();
    await scanner.getByLabel('Barcode picture').setInputFiles({ name: 'vin.png', mimeType: 'image/png', buffer: await code39(own.vehiclevin) });
    // One vehicle has that VIN: its photo page opens.
    await page.waitForURL(`**/photoupload/${own.vehicleid}`);
    await page.getByText(own.vehiclevin).first().waitFor();
    await page.getByText(`Position ${WINDSOR.latitude.toFixed(5)}`).waitFor();

    const front = page
      .getByRole('group', { name: 'Front' })
      .or(page.locator('[data-testid="photo-card"]', { has: page.getByRole('heading', { name: 'Front' }) }));
    await front.getByLabel('Take Front photo').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: await code39('FRONT') });
    await front.getByRole('button', { name: /^Open / }).waitFor();
    const images = (await staff.get(listPath('vehicle_images', { filters: [`vehicleid|eq|${own.vehicleid}`, 'imagetype|eq|1', 'deleted|eq|0'] }))).body.data;
    assert.equal(images.length, 1);
    assert.deepEqual([images[0].latitude, images[0].longitude], [WINDSOR.latitude, WINDSOR.longitude]);

    // The airbag indicator takes no photo until the modification is chosen.
    const airbag = page.locator('[data-testid="photo-card"]', { has: page.getByRole('heading', { name: 'Airbag Indicator' }) });
    assert.equal(await airbag.getByRole('button', { name: 'Take Photo' }).isDisabled(), true);
    await page.getByRole('radio', { name: 'No' }).check();
    await airbag.getByRole('button', { name: 'Take Photo' }).and(page.locator(':not([disabled])')).waitFor();
    assert.equal((await staff.get(`/api/vehicles/${own.vehicleid}`)).body.is_pass_airbag_modified, false);
    await fitsThePhone(page);
    await snapshot(page, 'photo-upload-phone');

    await front.getByRole('button', { name: 'Delete Front photo' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Image' });
    await confirm.getByText('Are you sure you want to delete this image?').waitFor();
    const deleted = page.waitForResponse((res) => res.request().method() === 'DELETE' && res.url().includes('/api/vehicle_images/'));
    await confirm.getByRole('button', { name: 'Yes, delete' }).click();
    const answer = await deleted;
    assert.equal(answer.status(), 200, await answer.text());
    // While the question is open the rest of the page is hidden from the accessibility tree: wait for it to close first.
    await confirm.waitFor({ state: 'detached' });
    await front.getByRole('button', { name: /^Open / }).waitFor({ state: 'detached' });
    const left = (await staff.get(listPath('vehicle_images', { filters: [`vehicleid|eq|${own.vehicleid}`, 'imagetype|eq|1', 'deleted|eq|0'] }))).body;
    assert.equal(left.total, 0);
    await page.context().close();
  });

  it('reads the VIN from a QR code, a Data Matrix and a Code 128 picture, up to the first comma and without i or I', async () => {
    const page = await newPhonePage(browser, portal.webUrl);
    const own = (await alpha.get(listPath('vehicles', { per_page: 1, order_by: ['vehicleid|desc'] }))).body.data[0];
    await signIn(page, 'alpha.user');
    await page.waitForURL('**/welcome');
    const pictures = [
      ['qrcode', `${own.vehiclevin},LOT 12,ALPHA MOTORS`],
      ['datamatrix', `i${own.vehiclevin}I`],
      ['code128', own.vehiclevin],
    ];
    for (const [bcid, text] of pictures) {
      await page.goto('/photoupload');
      await page.getByRole('button', { name: 'Scan VIN' }).click();
      const scanner = page.getByRole('dialog', { name: 'VIN scanner' });
      const png = await bwipjs.toBuffer({ bcid, text, scale: 4, paddingwidth: 12, paddingheight: 12, backgroundcolor: 'FFFFFF' });
      await scanner.getByLabel('Barcode picture').setInputFiles({ name: `${bcid}.png`, mimeType: 'image/png', buffer: png });
      await page.waitForURL(`**/photoupload/${own.vehicleid}`);
    }
    await page.context().close();
  });

  it("warns 'ODO might be in KM' on an RI vehicle's odometer photo, and the photos are then on the vehicle's page", async () => {
    const page = await newPhonePage(browser, portal.webUrl);
    await signIn(page, 'borealis.user');
    await page.waitForURL('**/welcome');
    const own = await portal.db.prisma.vehicle.findFirstOrThrow({
      where: { client: { clientname: 'Borealis Imports' }, cancelled: 0 },
      orderBy: { vehicleid: 'desc' },
    });
    await page.goto(`/photoupload/${own.vehicleid}`);
    const odometer = page.locator('[data-testid="photo-card"]', { has: page.getByRole('heading', { name: 'Odometer' }) });
    await odometer.getByLabel('Take Odometer photo').setInputFiles({ name: 'odo.png', mimeType: 'image/png', buffer: await code39('134665') });
    await odometer.getByText('ODO might be in KM').waitFor();
    await fitsThePhone(page);
    await snapshot(page, 'photo-upload-odometer-km');
    // The vehicle's own page lists the photo taken on the phone.
    await page.goto(`/vehicles/${own.vehicleid}`);
    await page.waitForFunction(() => ![...document.querySelectorAll('button')].find((b) => b.textContent === 'View Files/Images')?.disabled);
    await page.getByRole('button', { name: 'View Files/Images' }).click();
    await page.getByTestId('vehicle-image').locator('img').first().waitFor();
    await page.context().close();
  });

  it("answers 'For clients only right now' to a user without a client of its own", async () => {
    // A client user whose account is attached to no client yet (as a registration leaves it).
    await portal.db.prisma.webUser.create({
      data: { username: 'no.client', password: await hashPassword(DEMO_PASSWORD), roleid: 1, clientid: null, active: 0, name: 'No Client' },
    });
    const page = await newPhonePage(browser, portal.webUrl);
    await signIn(page, 'no.client');
    await page.waitForURL('**/welcome');
    await page.goto('/photouploaddynamsoft');
    await page.getByText('For clients only right now').waitFor();
    await fitsThePhone(page);
    await page.context().close();
  });

  it('says "Position not available" when the browser gives no position', async () => {
    const page = await newPhonePage(browser, portal.webUrl);
    const own = (await alpha.get(listPath('vehicles', { per_page: 1, order_by: ['vehicleid|asc'] }))).body.data[0];
    await signIn(page, 'alpha.user');
    await page.waitForURL('**/welcome');
    await page.goto(`/photoupload/${own.vehicleid}`);
    await page.getByText('Position not available').waitFor();
    // The original's other address of the same screen.
    await page.goto(`/photoupload3/${own.vehicleid}`);
    await page.getByText(own.vehiclevin).first().waitFor();
    await page.context().close();
  });
});

describe('exit photo on a phone, without signing in', () => {
  it('refuses a short VIN, says "Invalid VIN" for an unknown one, and uploads the exit photo of a known one', async () => {
    const vehicle = (await staff.get(listPath('vehicles', { per_page: 1, filters: ['cancelled|eq|0', 'make|notnull|1'] }))).body.data[0];
    const page = await newPhonePage(browser, portal.webUrl);
    await page.goto('/exitPhoto/Windsor%20Yard');
    await page.getByRole('heading', { name: 'Exit Photo' }).waitFor();
    const vin = page.getByLabel('VIN');
    const search = page.getByRole('button', { name: 'Search', exact: true });
    await vin.fill('12345');
    assert.equal(await search.isDisabled(), true);
    await vin.fill('123456');
    await search.click();
    await page.getByText('Provde at least 17 numbers/letters').waitFor();

    await vin.fill('1HGCM82633A00ZZZZ');
    await vin.press('Enter');
    await page.getByText('Invalid VIN').waitFor();

    await vin.fill(` ${vehicle.vehiclevin} `);
    await search.click();
    const card = page.getByRole('group', { name: 'Vehicle' }).or(page.locator('[aria-label="Vehicle"]'));
    await card.getByText(`Make: ${vehicle.make}`).waitFor();
    await fitsThePhone(page);
    await card.getByLabel('Exit photo').setInputFiles({ name: 'exit.png', mimeType: 'image/png', buffer: await code39('EXIT') });
    await card.getByRole('img', { name: 'Exit photo' }).waitFor();
    assert.equal(await card.getByRole('button', { name: 'Take Exit Photo' }).count(), 0, 'the thumbnail replaces the button');
    await snapshot(page, 'exit-photo-phone');
    const photos = (await staff.get(listPath('vehicle_images', { filters: [`vehicleid|eq|${vehicle.vehicleid}`, 'imagetype|eq|12'] }))).body.data;
    assert.equal(photos[0].docnote, 'Windsor Yard');
    await page.context().close();
  });
});
