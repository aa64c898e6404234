// The upload tools beside Mass Update: the AutoIMS reconciliation and the bond release mass update as
// staff, and the public Non-Compliant Vehicle Check without signing in.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { withCheckDigit } from '@portal/db';
import { startPortal } from '../../../tools/stack/test-portal.mjs';
import { launchBrowser, newPage, signIn, snapshot } from '../support/browser.mjs';

const RECONCILED = withCheckDigit('1G1ZT538X6F700001');
const RELEASED = withCheckDigit('1G1ZT538X6F700002');
const GERMAN = withCheckDigit('WBA3A5C51CF256651');

let portal;
let browser;
let folder;
let auction;

before(async () => {
  portal = await startPortal({ web: true });
  browser = await launchBrowser();
  folder = await mkdtemp(join(tmpdir(), 'mass-tools-'));
  const alpha = await portal.db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } });
  for (const vin of [RECONCILED, RELEASED])
    await portal.db.prisma.vehicle.create({ data: { vehiclevin: vin, clientid: alpha.clientid, titleprocessingtype: 1 } });
  auction = await portal.db.prisma.auction.findFirstOrThrow({ where: { auctionname: 'Detroit Metro Auto Auction' } });
});

after(async () => {
  await browser?.close();
  await portal?.stop();
});

async function file(name, text) {
  const path = join(folder, name);
  await writeFile(path, text);
  return path;
}

describe('the mass tools as staff', () => {
  it('reconciles an auction CSV: lot and stock written on the one vehicle each VIN matches', async () => {
    const page = await newPage(browser, portal.webUrl);
    await signIn(page, 'admin');
    await page.waitForURL('**/welcome');
    await page.goto('/management/autoims');
    await page.getByText('Auction must be selected').waitFor();
    const csv = await file('autoims.csv', `Lot ID,Description,Auc. WO/SN\r\n41,2006 CHEV MALIBU ${RECONCILED} SILVER,WO-77\r\n42,NO VIN HERE,WO-78\r\n`);
    // Without an auction the file is refused.
    await page.getByLabel('Auction CSV').setInputFiles(csv);
    await page.getByText('Must Select Auction').waitFor();
    await page.getByRole('combobox', { name: /^Auction/ }).selectOption(String(auction.auctionid));
    await page.getByLabel('Auction CSV').setInputFiles(csv);
    const table = page.getByRole('table', { name: 'Reconciled rows' });
    await table.getByRole('link', { name: 'Updated' }).waitFor();
    await table.getByText('No VIN in the description').waitFor();
    await page.getByText('Checked 2 of 2').waitFor();
    await snapshot(page, 'autoims-staff');
    const saved = await portal.db.prisma.vehicle.findFirstOrThrow({ where: { vehiclevin: RECONCILED } });
    assert.deepEqual([saved.auction_lot_id, saved.auction_stock_number, saved.auction_id_selling], ['41', 'WO-77', auction.auctionid]);
  });

  it('sets bond release dates from a sheet, with a line for each row', async () => {
    const page = await newPage(browser, portal.webUrl);
    await signIn(page, 'admin');
    await page.waitForURL('**/welcome');
    await page.goto('/management/massUpdateBondReleases');
    await page.getByText('No file uploaded yet.').waitFor();
    await page
      .getByLabel('Bond release file')
      .setInputFiles(await file('releases.csv', `VIN,Release Date\r\n${RELEASED},11/20/2026\r\nNOSUCHVIN00000000,11/20/2026\r\n`));
    await page.getByText('Data uploaded').waitFor();
    await page.getByText('1 of 2 vehicles updated.').waitFor();
    await page.getByRole('table', { name: 'Bond release results' }).getByText('VIN not found').waitFor();
    await snapshot(page, 'bond-releases-staff');
    // The returned file: the results as a CSV, a line for every row of the upload.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Results' }).click();
    const results = await download;
    assert.equal(results.suggestedFilename(), 'bond_release_results.csv');
    const text = await readFile(await results.path(), 'utf8');
    assert.match(text, new RegExp(`^VIN,Release Date,Updated,Error\r\n${RELEASED},2026-11-20,Yes,\r\nNOSUCHVIN00000000,2026-11-20,No,VIN not found`));
    const saved = await portal.db.prisma.vehicle.findFirstOrThrow({ where: { vehiclevin: RELEASED } });
    assert.equal(saved.bondreleasedate.toISOString().slice(0, 10), '2026-11-20');
  });
});

describe('the Non-Compliant Vehicle Check, without signing in', () => {
  it('checks pasted VINs and marks the 25% duty', async () => {
    const page = await newPage(browser, portal.webUrl);
    await page.goto('/NonCompliantVehicleCheck');
    await page.getByText('No results yet').waitFor();
    await page.getByLabel(/^VINs/).fill(`1HGCM82633A004352\n${GERMAN}`);
    await page.getByRole('button', { name: 'Check VINs' }).click();
    const table = page.getByRole('table', { name: 'Vehicle check results' });
    await table.getByText(/Possible non-compliant TPMS/).waitFor();
    const duty = table.getByText('25% duty: built in Germany');
    await duty.waitFor();
    const colour = await duty.evaluate((cell) => getComputedStyle(cell).color);
    assert.notEqual(colour, await table.getByText('Built in United States (USMCA)').evaluate((cell) => getComputedStyle(cell).color));
    await snapshot(page, 'vehicle-check-public');
  });
});
