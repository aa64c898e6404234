// The printed forms on the screens (document 3 §7): the vehicle's Documents tab opens and downloads
// each form, the IVR page opens the DOT package; a client user sees its own forms only.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { startPortal } from '../../../tools/stack/test-portal.mjs';
import { launchBrowser, newPage, signIn, snapshot } from '../support/browser.mjs';
import { pdfText } from '../../../tools/stack/pdf-text.mjs';

let portal;
let browser;
let inspected;
let alphaVehicle;

const rowOf = (page, name) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

before(async () => {
  portal = await startPortal({ web: true });
  browser = await launchBrowser();
  const signature = await portal.db.prisma.documentSignature.findFirstOrThrow({ where: { document_type: 'physicalInspection' } });
  inspected = await portal.db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: signature.vehicleid } });
  const alpha = await portal.db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } });
  alphaVehicle = await portal.db.prisma.vehicle.findFirstOrThrow({ where: { clientid: alpha.clientid }, orderBy: { vehicleid: 'asc' } });
});

after(async () => {
  await browser?.close();
  await portal?.stop();
});

describe('printed forms as staff', () => {
  let page;
  before(async () => {
    page = await newPage(browser, portal.webUrl);
    await signIn(page, 'admin');
    await page.waitForURL('**/welcome');
  });

  it('the Documents tab downloads the title application of the vehicle', async () => {
    await page.goto(`/vehicles/${inspected.vehicleid}`);
    await page.getByRole('tab', { name: 'Documents' }).click();
    await page.getByRole('table', { name: 'Forms' }).waitFor();
    await snapshot(page, 'documents-tab-staff');
    const downloading = page.waitForEvent('download');
    await rowOf(page, 'Title Application').getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    assert.match(download.suggestedFilename(), /-form-7\.pdf$/);
    const bytes = readFileSync(await download.path());
    assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
    assert.ok(pdfText(bytes).includes('Application for Certificate of Title'));
  });

  it('Open shows the conformity document of the chosen class in a new tab', async () => {
    const row = rowOf(page, 'Conformity Document');
    await row.getByRole('combobox', { name: 'Vehicle class' }).click();
    await page.getByRole('option', { name: 'Heavy truck' }).click();
    const opened = page.waitForEvent('popup');
    await row.getByRole('button', { name: 'Open' }).click();
    const tab = await opened;
    await tab.waitForURL(/^blob:/);
    await tab.close();
  });

  it('the IVR page opens its DOT package', async () => {
    await page.goto(`/vehicles/${inspected.vehicleid}/vehicleIVR`);
    const button = page.getByRole('button', { name: 'DOT Package PDF' });
    await button.waitFor();
    await snapshot(page, 'ivr-dot-package');
    const opened = page.waitForEvent('popup');
    await button.click();
    const tab = await opened;
    await tab.waitForURL(/^blob:/);
    await tab.close();
  });
});

describe('printed forms as a client user', () => {
  it('lists the forms of its own vehicle without the staff-only ones, and says why a form is refused', async () => {
    const page = await newPage(browser, portal.webUrl);
    await signIn(page, 'alpha.user');
    await page.waitForURL('**/welcome');
    await page.goto(`/vehicles/${alphaVehicle.vehicleid}`);
    await page.getByRole('tab', { name: 'Documents' }).click();
    await page.getByRole('table', { name: 'Forms' }).waitFor();
    await snapshot(page, 'documents-tab-client');
    assert.equal(await rowOf(page, 'Conformity Document').count(), 0);
    assert.equal(await rowOf(page, 'Odometer Statement').count(), 1);
    assert.equal(await rowOf(page, 'IVR package (DOT)').count(), 0, 'the DOT package has staff-only parts');
    // A vehicle not yet submitted to DOT has no bond release form: the screen says so.
    await portal.db.prisma.vehicle.update({ where: { vehicleid: alphaVehicle.vehicleid }, data: { submitteddotdate: null } });
    await rowOf(page, 'Bond release individual form').getByRole('button', { name: 'Download' }).click();
    await page.getByText(/Unable to print: .*DOT submitted date is not recorded/).waitFor();
  });
});
