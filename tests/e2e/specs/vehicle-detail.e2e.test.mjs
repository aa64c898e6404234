import assert from 'node:assert/strict';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startPortal } from '../../../tools/stack/test-portal.mjs';
import { launchBrowser, newPage, signIn, snapshot } from '../support/browser.mjs';

// A 1x1 PNG to upload.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let portal;
let browser;
let alpha;
let vehicle;

// Fluent renders an unselected tab's label twice (once hidden, to reserve the bold width): read the visible one.
const tabs = (page) => page.getByRole('tab').evaluateAll((list) => list.map((tab) => tab.querySelector('.fui-Tab__content')?.textContent));

/** A fresh Alpha vehicle that satisfies the save rule, so each test starts from a known state. */
async function freshVehicle(extra = {}) {
  return portal.db.prisma.vehicle.create({
    data: {
      vehiclevin: `E2E${Date.now()}`.slice(0, 17),
      clientid: alpha.clientid,
      titleprocessingtype: 1,
      titlestatusid: 2,
      yr: 2015,
      make: 'FORD',
      model: 'FOCUS',
      mileage: 5000,
      ...extra,
    },
  });
}

before(async () => {
  portal = await startPortal({ web: true });
  browser = await launchBrowser();
  alpha = await portal.db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } });
  vehicle = await freshVehicle();
});

after(async () => {
  await browser?.close();
  await portal?.stop();
});

describe('vehicle detail as staff', () => {
  let page;
  before(async () => {
    page = await newPage(browser, portal.webUrl);
    await signIn(page, 'admin');
    await page.waitForURL('**/welcome');
  });

  it('shows the seven tabs and saves a change with "Vehicle Updated"', async () => {
    await page.goto(`/vehicles/${vehicle.vehicleid}`);
    await page.getByRole('button', { name: 'Update Vehicle' }).waitFor();
    assert.deepEqual(await tabs(page), ['Title', 'Vehicle', 'Debtor', 'Documents', 'Dates & Activity', 'Invoice & Charges', 'Other']);
    // A cancelled vehicle offers no Cancel Vehicle button any more.
    await page.getByRole('button', { name: 'Cancel Vehicle' }).waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Vehicle' }).click();
    await page.getByLabel('Mileage (mi)').fill('6400');
    await page.getByRole('button', { name: 'Update Vehicle' }).click();
    await page.getByText('Vehicle Updated').waitFor();
    assert.equal((await portal.db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: vehicle.vehicleid } })).mileage, 6400);
    await snapshot(page, 'vehicle-detail-staff');
  });

  it('shows the required-fields dialog when the application type is cleared', async () => {
    await page.goto(`/vehicles/${vehicle.vehicleid}`);
    await page.getByLabel(/^Title Application Type/).selectOption('');
    await page.getByRole('button', { name: 'Update Vehicle' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Unable to save, required fields').waitFor();
    await dialog.getByText('Client ID and Title Application Type are required').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
  });

  it('sets the vault release date 30 days after a DOT submitted date', async () => {
    await page.goto(`/vehicles/${vehicle.vehicleid}`);
    await page.getByRole('tab', { name: 'Dates & Activity' }).click();
    await page.getByLabel('Submitted to DOT').fill('2026-04-01');
    await page.getByRole('button', { name: 'Update Vehicle' }).click();
    await page.getByText('Vehicle Updated').first().waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll('input[type=date]')].some((i) => i.value === '2026-05-01'));
    const stored = await portal.db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: vehicle.vehicleid } });
    assert.equal(stored.vaultreleasedate.toISOString().slice(0, 10), '2026-05-01');
    await page.getByRole('table', { name: 'History' }).getByText('submitteddotdate').waitFor();
    await snapshot(page, 'vehicle-detail-dates');
  });

  it('applies a stop and a start timer on Update Vehicle with no field changed', async () => {
    const timed = await freshVehicle({ submitteddotdate: new Date('2026-03-01T00:00:00Z'), vaultreleasedate: new Date('2026-03-31T00:00:00Z') });
    await page.goto(`/vehicles/${timed.vehicleid}`);
    await page.getByRole('tab', { name: 'Dates & Activity' }).click();
    for (const [date, button] of [
      ['2026-03-10', 'Stop Timer'],
      ['2026-03-15', 'Start Timer'],
    ]) {
      await page.getByLabel('Timer date').fill(date);
      await page.getByRole('button', { name: button }).click();
      await page
        .getByText(`DOT timer ${button === 'Stop Timer' ? 'stop' : 'start'} added`)
        .first()
        .waitFor();
    }
    // Not applied yet: the page shows the stored date and says what the timers will give.
    await page.getByText(/until saved.*extended by 5 days, vault release 2026-04-05/).waitFor();
    await page.getByRole('button', { name: 'Update Vehicle' }).click();
    await page.getByText('Vehicle Updated').first().waitFor();
    await page.getByText('Vault timer: Extended by 5 days').waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll('input[type=date]')].some((i) => i.value === '2026-04-05'));
    const stored = await portal.db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: timed.vehicleid } });
    assert.equal(stored.vaultreleasedate.toISOString().slice(0, 10), '2026-04-05');
    await snapshot(page, 'vehicle-detail-timers');
  });

  it('converts miles to kilometres and kilograms to pounds, and saves a value with cents whole', async () => {
    await page.goto(`/vehicles/${vehicle.vehicleid}`);
    await page.getByRole('tab', { name: 'Vehicle' }).click();
    await page.getByLabel('Mileage (mi)').fill('850');
    assert.equal(await page.getByLabel('Kilometers').inputValue(), '1368');
    await page.getByLabel('GVWR (kg)').fill('1000');
    assert.equal(await page.getByLabel('GVWR (lb)').inputValue(), '2204');
    await page.getByLabel(/^Value \(USD\)/).fill('12345.67');
    await page.getByRole('button', { name: 'Update Vehicle' }).click();
    await page.getByText('Vehicle Updated').first().waitFor();
    const stored = await portal.db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: vehicle.vehicleid } });
    assert.deepEqual([stored.mileage, stored.cs_km, stored.gvwr_kg, stored.gvwr_lbs, stored.value_us_dollars], [850, 1368, 1000, 2204, 12346]);
    await snapshot(page, 'vehicle-detail-units');
  });

  it('uploads a file, views it, and deletes it after confirming', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'e2e-upload-'));
    const file = join(dir, 'title-scan.png');
    writeFileSync(file, PNG);
    await page.goto(`/vehicles/${vehicle.vehicleid}`);
    await page.getByRole('button', { name: 'Upload File' }).click();
    await page.locator('input[type=file]').setInputFiles(file);
    await page.getByRole('dialog').getByRole('textbox').fill('7501 Scanned');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('File Uploaded').waitFor();
    const view = page.getByRole('button', { name: 'View Files/Images' });
    await page.waitForFunction(() => ![...document.querySelectorAll('button')].find((b) => b.textContent === 'View Files/Images')?.disabled);
    await view.click();
    const card = page.getByTestId('vehicle-image');
    await card.getByText('7501 Scanned').waitFor();
    await card.locator('img').waitFor();
    await snapshot(page, 'vehicle-detail-images');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download All' }).click()]);
    assert.equal(download.suggestedFilename(), `${vehicle.vehiclevin}-images.zip`);
    await card.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Are you sure you want to delete this image?').waitFor();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await page.getByText('No Images').waitFor();
    await page.getByText('Show deleted images').click();
    await page.getByTestId('vehicle-image').getByText('7501 Scanned').waitFor();
    const image = await portal.db.prisma.vehicleImage.findFirstOrThrow({ where: { vehicleid: vehicle.vehicleid } });
    assert.equal(image.deleted, 1);
  });
});

describe('vehicle detail as a client user', () => {
  let page;
  before(async () => {
    page = await newPage(browser, portal.webUrl);
    await signIn(page, 'alpha.user');
    await page.waitForURL('**/welcome');
  });

  it('shows only four tabs and Cancel Vehicle, and cancels with a reason', async () => {
    const mine = await freshVehicle();
    await page.goto(`/vehicles/${mine.vehicleid}`);
    await page.getByRole('button', { name: 'Cancel Vehicle' }).waitFor();
    assert.deepEqual(await tabs(page), ['Title', 'Vehicle', 'Documents', 'Dates & Activity']);
    await snapshot(page, 'vehicle-detail-client');
    await page.getByRole('button', { name: 'Cancel Vehicle' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill('Sold at home');
    await dialog.getByRole('button', { name: 'Cancel Vehicle' }).click();
    await page.getByText('Vehicle Updated').waitFor();
    const stored = await portal.db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: mine.vehicleid } });
    assert.deepEqual([stored.titlestatusid, stored.cancelled, stored.cancelledreason], [5, 1, 'Sold at home']);
    await page.getByText('Cancelled', { exact: true }).first().waitFor();
    // A cancelled vehicle offers no Cancel Vehicle button any more.
    await page.getByRole('button', { name: 'Cancel Vehicle' }).waitFor({ state: 'detached' });
  });

  it("says Vehicle not found for another client's vehicle", async () => {
    const borealis = await portal.db.prisma.vehicle.findFirstOrThrow({ where: { client: { clientname: 'Borealis Imports' } } });
    await page.goto(`/vehicles/${borealis.vehicleid}`);
    await page.getByText('Vehicle not found').waitFor();
  });
});
