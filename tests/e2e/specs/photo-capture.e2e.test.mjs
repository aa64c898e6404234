// The photo screens' capture on a phone (document 3 §2.4, §9): Chromium's fake camera films a Code 39
// barcode of a client's VIN, so the scanner reads it from the camera and opens the vehicle; Rapid Photos
// takes one photo per photo type from the same camera and the cards show them; the VIN Inspection is
// signed on the pad, and form 1 (physical inspection) prints that signature.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import bwipjs from 'bwip-js';
import sharp from 'sharp';
import { DEMO_PASSWORD, VIN_PATTERNS, buildVin } from '@portal/db';
import { Api, listPath, startPortal } from '../../../tools/stack/test-portal.mjs';
import { launchBrowser, newPhonePage, signIn, signWithFinger, snapshot } from '../support/browser.mjs';

const WIDTH = 1280;
const HEIGHT = 720;

let portal;
let browser;
let alpha;
let staff;
let own;
let folder;

/**
 * One frame of video (YUV4MPEG2, 4:2:0) showing a Code 39 barcode of `text` on white, for Chromium's
 * --use-file-for-fake-video-capture: the grey levels are the luma plane, and the colour planes neutral.
 */
async function barcodeVideo(text) {
  const barcode = await bwipjs.toBuffer({ bcid: 'code39', text, scale: 3, height: 20, paddingwidth: 20, paddingheight: 20, backgroundcolor: 'FFFFFF' });
  const fitted = await sharp(barcode)
    .resize({ width: WIDTH - 80, height: HEIGHT - 80, fit: 'inside', kernel: 'nearest' })
    .png()
    .toBuffer();
  const luma = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#ffffff' } })
    .composite([{ input: fitted, gravity: 'center' }])
    .greyscale()
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  assert.deepEqual([luma.info.width, luma.info.height, luma.info.channels], [WIDTH, HEIGHT, 1]);
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F30:1 Ip A1:1 C420jpeg\n`), Buffer.from('FRAME\n'), luma.data, chroma, chroma]);
}

before(async () => {
  // A portal of its own: this file films and signs a client's newest vehicle, and the other files add vehicles.
  portal = await startPortal({ web: true, own: true });
  alpha = await Api.signIn(portal.apiUrl, 'alpha.user', DEMO_PASSWORD);
  staff = await Api.signIn(portal.apiUrl, 'admin', DEMO_PASSWORD);
  own = (await alpha.get(listPath('vehicles', { per_page: 1, filters: ['cancelled|eq|0'], order_by: ['vehicleid|desc'] }))).body.data[0];
  folder = mkdtempSync(join(tmpdir(), 'photo-capture-'));
  const video = join(folder, 'vin.y4m');
  writeFileSync(video, await barcodeVideo(own.vehiclevin));
  browser = await launchBrowser({
    extraArgs: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
});

after(async () => {
  await browser?.close();
  await portal?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const photoCard = (page, name) => page.locator('[data-testid="photo-card"]', { has: page.getByRole('heading', { name, exact: true }) });

describe('photo capture on a phone', () => {
  it('scans the VIN from the camera, takes rapid photos type after type, and signs the VIN inspection', async () => {
    // The airbag rule needs the modification unset, and the inspection starts unsigned.
    assert.equal((await staff.request('PUT', `/api/vehicles/${own.vehicleid}`, { is_pass_airbag_modified: null })).status, 200);
    const before = (await staff.get(`/api/vehicles/${own.vehicleid}?appends[]=doc_signatures`)).body.doc_signatures;
    assert.deepEqual(before, { physicalInspection: null });

    const page = await newPhonePage(browser, portal.webUrl, { permissions: ['camera'] });
    await signIn(page, 'alpha.user');
    await page.waitForURL('**/welcome');
    await page.goto('/photoupload');
    await page.getByRole('button', { name: 'Register New Vehicle' }).waitFor();
    await page.getByRole('button', { name: 'Scan VIN' }).click();
    await page.getByRole('dialog', { name: 'VIN scanner' }).waitFor();
    // The camera films the barcode: one vehicle has that VIN, so its photo page opens.
    await page.waitForURL(`**/photoupload/${own.vehicleid}`, { timeout: 30000 });
    await page.getByText(own.vehiclevin).first().waitFor();
    const inspection = page.getByRole('button', { name: 'VIN Inspection: Unsigned' });
    await inspection.waitFor();

    await page.getByRole('button', { name: 'Rapid Photos' }).click();
    const camera = page.getByRole('dialog', { name: 'Rapid Photos' });
    const current = camera.getByTestId('rapid-current');
    await current.getByText('Photo 1 of 17: Front · Next: Rear').waitFor();
    const shutter = camera.getByRole('button', { name: 'Take Photo' });
    await shutter.and(page.locator(':not([disabled])')).waitFor({ timeout: 30000 });
    await shutter.click();
    await current.getByText('Photo 2 of 17: Rear · Next: Driver Side').waitFor();
    await shutter.click();
    await current.getByText('Photo 3 of 17: Driver Side').waitFor();
    await snapshot(page, 'photo-capture-rapid-camera');
    // On to the airbag indicator, which takes no photo while the airbag modification is unset.
    const skip = camera.getByRole('button', { name: 'Skip' });
    for (let i = 0; i < 13; i++) await skip.click();
    await current.getByText('Photo 16 of 17: Airbag Indicator').waitFor();
    await camera.getByText('Choose the passenger airbag modification first').waitFor();
    assert.equal(await shutter.isDisabled(), true);
    await camera.getByRole('switch', { name: 'Mirror' }).check();
    assert.match((await camera.getByLabel('Camera').getAttribute('class')) ?? '', /\S+ \S+/, 'the mirrored preview takes the extra class');
    await camera.getByRole('button', { name: 'Close' }).click();
    await camera.waitFor({ state: 'detached' });

    // Each shot went up as its type, with a JPEG of the camera's frame; the cards show them.
    for (const name of ['Front', 'Rear'])
      await photoCard(page, name)
        .getByRole('button', { name: /^Open / })
        .waitFor();
    assert.equal(
      await photoCard(page, 'Driver Side')
        .getByRole('button', { name: /^Open / })
        .count(),
      0,
    );
    const images = (await staff.get(listPath('vehicle_images', { filters: [`vehicleid|eq|${own.vehicleid}`, 'deleted|eq|0'], order_by: ['pwimageid|asc'] })))
      .body.data;
    // Each shot uploads as it is taken; on a busy machine the second can be stored before the first.
    assert.deepEqual(
      images
        .filter((image) => image.imagetype === 1 || image.imagetype === 2)
        .map((image) => [image.imagetype, image.imageextension])
        .sort(([a], [b]) => a - b),
      [
        [1, 'jpg'],
        [2, 'jpg'],
      ],
    );

    // The VIN Inspection: sign on the pad, save, and the button says Signed.
    await inspection.click();
    const dialog = page.getByRole('dialog', { name: 'VIN Inspection signature' });
    const pad = dialog.getByTestId('signature-pad');
    await pad.waitFor();
    const box = await signWithFinger(page, pad);
    assert.ok(box.width / box.height > 2.9 && box.width / box.height < 3.1, 'the pad is three times as wide as high');
    await snapshot(page, 'photo-capture-signature-pad');
    // A refused save says so in the dialog and keeps the drawing for another try.
    const signPath = `**/api/vehicles/${own.vehicleid}/sign/physicalInspection`;
    await page.route(signPath, (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'VALIDATION', message: 'The request is not valid', errors: { photo: ['must be a PNG or JPEG image as a data URL'] } }),
      }),
    );
    await dialog.getByRole('button', { name: 'Save Signature' }).click();
    await dialog.getByText(/^Unable to save signature: /).waitFor();
    await page.unroute(signPath);
    await dialog.getByRole('button', { name: 'Save Signature' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'VIN Inspection: Signed' }).waitFor();
    await snapshot(page, 'photo-capture-signed');
    const signed = (await staff.get(`/api/vehicles/${own.vehicleid}?appends[]=doc_signatures`)).body.doc_signatures.physicalInspection;
    assert.match(signed.url, new RegExp(`^signatures/vehicles/${own.vehicleid}/physical-inspection-.+\\.png$`));
    await page.context().close();
  });

  it('registers a VIN the search did not find, for the client user’s own client, and opens its photo page', async () => {
    const vin = buildVin(
      VIN_PATTERNS.find((pattern) => pattern.model === 'Civic'),
      930_001,
    );
    const page = await newPhonePage(browser, portal.webUrl);
    await signIn(page, 'alpha.user');
    await page.waitForURL('**/welcome');
    await page.goto('/photoupload');
    await page.getByLabel('VIN or last 6').fill(vin);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText(`No vehicle found for ${vin}`).waitFor();
    await page.getByRole('button', { name: 'Register New Vehicle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register vehicle by VIN' });
    // The dialog starts from the VIN searched and looks it up at once.
    await dialog.getByLabel('Decoded vehicle').getByText('Civic', { exact: true }).waitFor();
    assert.equal(await dialog.getByRole('textbox', { name: 'VIN' }).inputValue(), vin);
    const client = dialog.getByRole('textbox', { name: /Client/ });
    assert.equal(await client.inputValue(), 'Alpha Motors');
    assert.equal(await client.getAttribute('readonly'), '', 'a client user registers for its own client only');
    const typeName = (await portal.db.prisma.titleApplicationType.findFirstOrThrow({ orderBy: { titleapplicationtype: 'asc' } })).titleapplicationtype;
    await dialog.getByRole('combobox', { name: /Title Application Type/ }).click();
    await page.getByRole('option', { name: typeName, exact: true }).click();
    await snapshot(page, 'photo-capture-register');
    await dialog.getByRole('button', { name: 'Register Vehicle' }).click();
    await page.waitForURL(/\/photoupload\/\d+$/);
    const id = Number(page.url().split('/').pop());
    const saved = await portal.db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: id } });
    assert.deepEqual([saved.vehiclevin, saved.clientid], [vin, alpha.signIn.webUser.clientid]);
    await page.getByText(vin).first().waitFor();
    await page.getByRole('button', { name: 'VIN Inspection: Unsigned' }).waitFor();
    await page.context().close();
  });

  it('says the VIN scanner needs Safari to Chrome on an iPhone', async () => {
    const chromeOnIphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1';
    const page = await newPhonePage(browser, portal.webUrl, { userAgent: chromeOnIphone });
    await signIn(page, 'alpha.user');
    await page.waitForURL('**/welcome');
    await page.goto('/photoupload');
    await page.getByText('VIN scanner on iPhone/iPad requires Safari').waitFor();
    await page.context().close();
  });

  it('reads the VIN with the camera on the exit photo page, without signing in, and shows the vehicle it names', async () => {
    const page = await newPhonePage(browser, portal.webUrl, { permissions: ['camera'] });
    await page.goto('/exitPhoto/Windsor%20Yard');
    await page.getByRole('heading', { name: 'Exit Photo' }).waitFor();
    await page.getByRole('button', { name: 'Scan VIN' }).click();
    await page.getByRole('dialog', { name: 'VIN scanner' }).waitFor();
    // The camera films the barcode of a known VIN: the search runs and the vehicle's card shows.
    const card = page.locator('[aria-label="Vehicle"]');
    await card.getByText(own.vehiclevin).waitFor({ timeout: 30000 });
    await card.getByText(`Make: ${own.make}`).waitFor();
    assert.equal(await page.getByRole('textbox', { name: 'VIN' }).inputValue(), own.vehiclevin);
    await page.context().close();
  });
});
