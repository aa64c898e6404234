import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { closePortal, eventually, loadedRows, menu, openPortalAs, snapshot } from '../support/browser.mjs';

let portal;
let browser;
let staff;
let client;
let batch;
let vehicle;

/** Today in Indianapolis, the business day the screens default to. */
const businessToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Indiana/Indianapolis' }).format(new Date());
const day = (text) => new Date(`${text}T00:00:00Z`);
const shift = (text, days) => new Date(day(text).getTime() + days * 86_400_000).toISOString().slice(0, 10);

before(async () => {
  ({ portal, browser, page: staff } = await openPortalAs('admin'));
  const prisma = portal.db.prisma;
  const today = businessToday();
  client = await prisma.client.create({ data: { clientname: 'AAA E2E Invoice Auto', clientactive: 2 } });
  batch = await prisma.invoiceBatch.create({ data: { clientid: client.clientid, invoicedate: day(today) } });
  const line = async (vin, invoicedate, totalcost) => {
    const v = await prisma.vehicle.create({ data: { vehiclevin: vin, clientid: client.clientid, titlestatusid: 2 } });
    await prisma.invoice.create({
      data: { invoicebatchid: batch.invoiceid, clientid: client.clientid, vehicleid: v.vehicleid, serialnumber: vin, invoicedate: day(invoicedate), totalcost },
    });
    return v;
  };
  vehicle = await line('E2EIS000000000001', today, '125.00');
  await line('E2EIS000000000002', `${today.slice(0, 8)}01`, '75.00');
  // Before this month: outside every default period.
  await line('E2EIS000000000003', shift(`${today.slice(0, 8)}01`, -1), '999.00');
  await prisma.vehicleCharge.create({
    data: { vehicleid: vehicle.vehicleid, chargetype: 1, chargedate: day(today), chargeamt: '42.50', chargenote: 'E2E courier', invoiceid: batch.invoiceid },
  });
});

after(async () => {
  await closePortal({ portal, browser });
});

/** The body rows of our client's invoice lines in a grouped table. */
const ourLines = (table) => table.getByTestId('invoice-line').filter({ hasText: 'E2EIS' });

describe('the invoice summary (staff)', () => {
  it("shows this month's invoices by client and date, then today's only, and prints the summary as a PDF", async () => {
    const today = businessToday();
    await staff.goto('/accounting/invoice-summary');
    const table = staff.getByRole('table', { name: 'Invoice Summary' });
    await loadedRows(table);
    await table.getByRole('row', { name: /AAA E2E Invoice Auto/ }).waitFor();
    const sameDay = today.endsWith('-01');
    assert.equal(await ourLines(table).count(), 2);
    assert.match(await table.getByRole('row', { name: /AAA E2E Invoice Auto/ }).innerText(), /\$200\.00/);
    await table.getByRole('link', { name: 'E2EIS000000000001' }).waitFor();
    assert.equal(
      await table
        .getByRole('link', { name: String(batch.invoiceid) })
        .first()
        .getAttribute('href'),
      `/invoicebatches/${batch.invoiceid}`,
    );
    await snapshot(staff, 'accounting-invoice-summary-month');

    await staff.getByRole('button', { name: 'Today', exact: true }).click();
    await staff.waitForFunction(() => document.querySelectorAll('[data-testid="invoice-line"]').length > 0);
    await staff.waitForFunction(
      (expected) => [...document.querySelectorAll('[data-testid="invoice-line"]')].filter((r) => r.textContent.includes('E2EIS')).length === expected,
      sameDay ? 2 : 1,
    );
    await eventually(async () => assert.equal(await staff.getByLabel('Start').inputValue(), today));
    await eventually(async () => assert.equal(await staff.getByLabel('End').inputValue(), today));

    const pdf = staff.waitForResponse((r) => r.url().includes('/api/reports/accounting/invoiceSummary/pdf'));
    const tab = staff.waitForEvent('popup');
    await staff.getByRole('button', { name: 'Print Summary as PDF' }).click();
    const answer = await pdf;
    assert.equal(answer.status(), 200);
    assert.equal(answer.headers()['content-type'], 'application/pdf');
    assert.ok(Number(answer.headers()['x-document-pages']) >= 1);
    const opened = await tab;
    await opened.waitForURL(/^blob:/);
    await opened.close();

    await staff.getByRole('button', { name: 'Yesterday' }).click();
    await eventually(async () => assert.equal(await staff.getByLabel('Start').inputValue(), shift(today, -1)));
    await staff.getByLabel('Start').fill('1990-01-01');
    await staff.getByLabel('End').fill('1990-01-31');
    await staff.getByText('No Data', { exact: true }).waitFor();
  });
});

describe('the auction invoice report (staff)', () => {
  it("opens from the Accounting menu on this month, lists one client's invoices, and says No data for an empty period", async () => {
    const today = businessToday();
    await staff.goto('/welcome');
    await menu(staff).getByText('Auction Invoice Report', { exact: true }).click();
    await staff.waitForURL('**/accounting/auction-invoice-report');
    await eventually(async () => assert.equal(await staff.getByLabel('Start Date').inputValue(), `${today.slice(0, 8)}01`));
    const select = staff.getByLabel('Client', { exact: true });
    await select.locator(`option[value="${client.clientid}"]`).waitFor({ state: 'attached' });
    await select.selectOption(String(client.clientid));
    const table = staff.getByRole('table', { name: 'Auction Invoice Report' });
    await staff.waitForFunction(() => {
      const rows = [...document.querySelectorAll('[aria-label="Auction Invoice Report"] [data-testid="invoice-line"]')];
      return rows.length > 0 && rows.every((r) => r.textContent.includes('E2EIS'));
    });
    assert.equal(await ourLines(table).count(), 2);
    assert.equal(
      await table
        .getByRole('row', { name: /^Total/ })
        .innerText()
        .then((t) => /\$200\.00/.test(t)),
      true,
    );
    await snapshot(staff, 'accounting-auction-invoice-report');
    await staff.getByLabel('Start Date').fill('1990-01-01');
    await staff.getByLabel('End Date').fill('1990-01-31');
    await staff.getByText('No data', { exact: true }).waitFor();
  });
});

describe('the charge breakdown (staff)', () => {
  it("downloads this month's charges of a client as charge_breakdown.csv", async () => {
    await staff.goto('/management/report-charges');
    const select = staff.getByLabel('Client', { exact: true });
    await select.locator(`option[value="${client.clientid}"]`).waitFor({ state: 'attached' });
    await select.selectOption(String(client.clientid));
    await snapshot(staff, 'management-charge-breakdown');
    const download = staff.waitForEvent('download');
    await staff.getByRole('button', { name: 'Get CSV' }).click();
    const file = await download;
    assert.equal(file.suggestedFilename(), 'charge_breakdown.csv');
    const lines = (await readFile(await file.path(), 'utf8')).split('\r\n');
    assert.equal(lines[0], 'Charge Date,Client,VIN,Year,Make,Model,Charge Type,Amount,Note,Entered By,Invoice Batch');
    assert.equal(lines.length, 4, lines.join('\n'));
    assert.match(lines[1], new RegExp(`^${businessToday()},AAA E2E Invoice Auto,E2EIS000000000001,.*,42\\.50,E2E courier,,${batch.invoiceid}$`));
    assert.match(lines.at(-1), /^,Total,,,,,All,42\.50,1 charges,,$/);
  });
});
