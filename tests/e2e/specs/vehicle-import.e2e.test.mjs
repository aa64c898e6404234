import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import * as SheetJS from '@e965/xlsx';
import { DEMO_PASSWORD, withCheckDigit } from '@portal/db';
import { Api, startPortal } from '../../../tools/stack/test-portal.mjs';
import { explained, launchBrowser, newPage, signIn, snapshot } from '../support/browser.mjs';

// Chevrolet Malibu 2006 VINs: they decode clean offline and have no TPMS row.
const malibu = (serial) => withCheckDigit(`1G1ZT538X6F${String(serial).padStart(6, '0')}`);
// Document 2's check: a 1,000-row import, dry run, real run and undo.
const ROWS = 1_000;
// Where the page remembers the last import it started (mfe-vehicles, use-import-job.ts).
const IMPORT_KEY = 'portal.vehicle-import.job';

let portal;
let browser;
let csvPath;
let xlsPath;
let gstPath;
let fileVins;

before(async () => {
  portal = await startPortal({ web: true });
  browser = await launchBrowser();
  fileVins = [...Array.from({ length: ROWS }, (_, i) => malibu(500 + i)), '1HGCM82633A004352'];
  const lines = ['VIN,Odometer,Price', ...fileVins.slice(0, ROWS).map((vin, i) => `${vin},${1000 + i},9500`), `${fileVins[ROWS]},5000,100`];
  csvPath = join(mkdtempSync(join(tmpdir(), 'import-')), 'load.csv');
  writeFileSync(csvPath, `${lines.join('\r\n')}\r\n`);
  // An Excel 97-2003 workbook, as older dealer systems export, with numbers stored as numbers.
  const book = SheetJS.utils.book_new();
  const sheet = SheetJS.utils.aoa_to_sheet([['Serial', 'Miles'], ...Array.from({ length: 3 }, (_, i) => [malibu(900 + i), 2000 + i])]);
  SheetJS.utils.book_append_sheet(book, sheet, 'Units');
  xlsPath = join(mkdtempSync(join(tmpdir(), 'import-')), 'units.xls');
  writeFileSync(xlsPath, SheetJS.write(book, { type: 'buffer', bookType: 'biff8' }));
  const gst = [
    'Date,BKG,Supplier,VIN,GST',
    `11/20/2026,BKG-7,Maple Auto Sales,${malibu(950)},"1,250.00"`,
    `11/21/2026,BKG-7,Maple Auto Sales,${malibu(951)},980.50`,
    '11/22/2026,BKG-8,,NOTAVIN,lots',
  ];
  gstPath = join(mkdtempSync(join(tmpdir(), 'gst-')), 'gst.csv');
  writeFileSync(gstPath, `${gst.join('\r\n')}\r\n`);
});

/**
 * Waits for the page's import result (an outcome, or why there is none) and answers its text: a run
 * that ended otherwise than expected fails at once with what the page said, not after the whole wait.
 * A wait that runs out says how the server saw the import job `jobId` then (running, finished unseen).
 */
async function importResult(page, timeout, jobId) {
  const result = page.getByRole('region', { name: 'Import result' });
  try {
    await explained(page, () => result.waitFor({ timeout }));
  } catch (error) {
    if (!jobId) throw error;
    const staff = await Api.signIn(portal.apiUrl, 'admin', DEMO_PASSWORD);
    const { status, body } = await staff.get(`/api/vehicles/import/jobs/${jobId}`);
    const seen = body && typeof body === 'object' ? { ...body, result: body.result ? `${body.result.rows?.length ?? 0} rows` : undefined } : body;
    // First: the run's digest keeps a failure's first lines.
    throw new Error(`no import result on the page; the server's status of import job ${jobId}: ${status} ${JSON.stringify(seen)}\n${error.message}`, {
      cause: error,
    });
  }
  return (await result.innerText()).replace(/\s+/g, ' ').trim();
}

after(async () => {
  await browser?.close();
  await portal?.stop();
});

describe('vehicle file upload as staff', () => {
  it('checks a file, dry-runs it, imports it and undoes the import', { timeout: 900_000 }, async () => {
    const page = await newPage(browser, portal.webUrl);
    await signIn(page, 'admin');
    await page.waitForURL('**/welcome');
    await page.goto('/management/vehicleFileUpload');
    await page.getByText('No file yet').waitFor();
    await page.getByLabel('File to import').setInputFiles(csvPath);
    await page.getByText(`load.csv: ${(ROWS + 2).toLocaleString('en-US')} rows`).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Process' }).click();
    // The check is queued: its progress shows until the rows come back.
    await page.getByRole('progressbar', { name: 'Check progress' }).waitFor();
    const table = page.getByRole('table', { name: 'Rows to import' });
    await table.getByText('may have a TPMS issue').waitFor({ timeout: 180_000 });
    assert.equal(await page.getByRole('progressbar', { name: 'Check progress' }).count(), 0);
    // The TPMS row is red and left unchecked; the others are checked.
    assert.equal(await page.getByLabel(`Add row ${ROWS + 2}`, { exact: true }).isChecked(), false);
    assert.equal(await page.getByLabel('Add row 2', { exact: true }).isChecked(), true);
    const alpha = await portal.db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } });
    await page.getByRole('combobox', { name: /^Client/ }).selectOption(String(alpha.clientid));
    await page.getByLabel('Title Application Type').selectOption({ index: 1 });
    // Only the file's own vehicles and this test's imports are counted: other files' tests register vehicles beside it.
    const fileVehicles = () => portal.db.prisma.vehicle.count({ where: { vehiclevin: { in: fileVins } } });
    const before = await fileVehicles();
    const importsBefore = await portal.db.prisma.vehicleImport.aggregate({ _max: { id: true } });

    await page.getByRole('button', { name: 'Dry Run' }).click();
    assert.match(await importResult(page, 300_000), new RegExp(`^Dry run: ${ROWS} vehicles would be created, 0 refused`));
    assert.equal(await fileVehicles(), before);

    await page.getByRole('button', { name: `Add Vehicles (${ROWS})` }).click();
    // The import runs in the background: leaving the page and coming back finds it again.
    await page.getByRole('progressbar', { name: 'Import progress' }).waitFor();
    // The bar shows at the click; the page can find the import again once the server has taken it and
    // given its id, which the page keeps (on a busy machine that answer may come after a leave).
    const remembered = await explained(page, () =>
      page.waitForFunction((key) => window.localStorage.getItem(key), IMPORT_KEY, { timeout: 60_000, polling: 100 }),
    );
    const jobId = await remembered.jsonValue();
    await page.goto('/welcome');
    // The server busy or away for a moment when the page comes back: its status is asked for again, not lost.
    let dropped = 0;
    const jobStatus = /\/api\/vehicles\/import\/jobs\/[^/?]+(\?|$)/;
    await page.route(jobStatus, (route) =>
      dropped < 2 ? ((dropped += 1), route.fulfill({ status: 503, json: { statusCode: 503, message: 'Service Unavailable' } })) : route.fallback(),
    );
    await page.goto('/management/vehicleFileUpload');
    assert.match(await importResult(page, 300_000, jobId), new RegExp(`^${ROWS} vehicles created, 0 refused`));
    assert.equal(dropped, 2);
    await page.unroute(jobStatus);
    assert.equal(await fileVehicles(), before + ROWS);
    await snapshot(page, 'vehicle-import-staff');
    // Opened again after it finished, the page still shows the import and its Undo: a page being left
    // that read the end last must not take it from the page opened next.
    await page.reload();
    assert.match(await importResult(page, 60_000, jobId), new RegExp(`^${ROWS} vehicles created, 0 refused`));

    await page.getByRole('button', { name: 'Undo Import' }).click();
    await page.getByText(`Import undone: ${ROWS} vehicles removed`).waitFor({ timeout: 300_000 });
    assert.equal(await page.evaluate((key) => window.localStorage.getItem(key), IMPORT_KEY), null);
    assert.equal(await fileVehicles(), before);
    const logs = await portal.db.prisma.vehicleImport.findMany({ where: { id: { gt: importsBefore._max.id ?? 0 } }, orderBy: { id: 'asc' } });
    assert.deepEqual(
      logs.map((l) => [l.dry_run, l.created_count, l.undone_at !== null]),
      [
        [true, ROWS, false],
        [false, ROWS, true],
      ],
    );
    await page.close();
  });

  it('reads an Excel 97-2003 workbook and checks its rows', async () => {
    const page = await newPage(browser, portal.webUrl);
    await signIn(page, 'admin');
    await page.waitForURL('**/welcome');
    await page.goto('/management/vehicleFileUpload');
    await page.getByLabel('File to import').setInputFiles(xlsPath);
    await page.getByText('units.xls: 4 rows').waitFor({ timeout: 60_000 });
    await page.getByLabel(/^VIN column/).selectOption({ label: 'Serial (column 1)' });
    await page.getByLabel(/^Odometer column/).selectOption({ label: 'Miles (column 2)' });
    await page.getByRole('button', { name: 'Process' }).click();
    const table = page.getByRole('table', { name: 'Rows to import' });
    await table.getByText(malibu(902)).waitFor({ timeout: 60_000 });
    await table.getByText('2002').first().waitFor();
    await snapshot(page, 'vehicle-import-xls');
    await page.close();
  });
});

describe('GST upload as staff', () => {
  it('reads a sheet, checks its lines and opens the GST document of the checked ones', async () => {
    const page = await newPage(browser, portal.webUrl);
    await signIn(page, 'admin');
    await page.waitForURL('**/welcome');
    await page.goto('/management/gst-report');
    await page.getByText('No file yet').waitFor();
    await page.getByLabel('GST file').setInputFiles(gstPath);
    await page.getByText('gst.csv: 4 rows').waitFor({ timeout: 60_000 });
    // The columns are guessed from the headers; all five are needed.
    await page.getByRole('button', { name: 'Process' }).click();
    const table = page.getByRole('table', { name: 'GST lines' });
    await table.getByText(malibu(951)).waitFor({ timeout: 60_000 });
    await table.getByText('$1,250.00').waitFor();
    await table.getByText(/GST is not an amount/).waitFor();
    assert.equal(await page.getByLabel('Print row 4', { exact: true }).isChecked(), false);
    await snapshot(page, 'gst-report-staff');
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Get GST Document (2)' }).click();
    const tab = await popup;
    await tab.waitForURL(/^blob:/, { timeout: 60_000 });
    await page.close();
  });

  it('is not offered to a client user', async () => {
    const page = await newPage(browser, portal.webUrl);
    await signIn(page, 'alpha.user');
    await page.waitForURL('**/welcome');
    await page.goto('/management/gst-report');
    await page.waitForURL('**/access/admin');
    assert.equal(await page.getByLabel('GST file').count(), 0);
    await page.close();
  });
});
