import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { waitForMail } from '@portal/mail-standin';
import { startPortal } from '../../../tools/stack/test-portal.mjs';
import { launchBrowser, newPage, signIn, snapshot } from '../support/browser.mjs';
import { pdfText } from '../../../tools/stack/pdf-text.mjs';

const NOTHING_LOGGED = 'Nothing Logged';
const ALREADY_INVOICED = 'This vehicle has already been invoiced. Are you REALLY REALLY SURE that you want to ADD it again?';

let portal;
let browser;
let staff;
let alpha;

before(async () => {
  portal = await startPortal({ web: true });
  browser = await launchBrowser();
  alpha = await portal.db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } });
  staff = await newPage(browser, portal.webUrl);
  await signIn(staff, 'admin');
  await staff.waitForURL('**/welcome');
});

after(async () => {
  await browser?.close();
  await portal?.stop();
});

/** The batch's Count and Total as the page shows them, and as the database adds them up. */
async function shownAndStored(page, batchId) {
  await page.waitForLoadState('networkidle');
  const count = Number(await page.getByTestId('batch-count').textContent());
  const total = Number((await page.getByTestId('batch-total').textContent()).replace(/[$,]/g, ''));
  const lines = await portal.db.prisma.invoice.findMany({ where: { invoicebatchid: batchId } });
  const charges = await portal.db.prisma.vehicleCharge.findMany({ where: { invoiceid: batchId, deleted: 0 } });
  const sum =
    Math.round(
      (lines.reduce((s, l) => s + Number(l.fee_state) + Number(l.fee_dvs) + Number(l.fee_other), 0) + charges.reduce((s, c) => s + Number(c.chargeamt), 0)) *
        100,
    ) / 100;
  return { count, total, lines: lines.length, sum };
}

describe('invoice batches as staff', () => {
  it('creates a batch, adds vehicles (the invoiced one after the confirmation), adds, edits and deletes a charge, and the totals follow', async () => {
    const fresh = await portal.db.prisma.vehicle.findFirstOrThrow({
      where: { clientid: alpha.clientid, invoiceid: 0, cancelled: 0, NOT: { titlestatusid: 5 } },
      orderBy: { vehicleid: 'desc' },
    });
    const invoiced = await portal.db.prisma.vehicle.findFirstOrThrow({
      where: { clientid: alpha.clientid, invoiceid: { gt: 0 }, cancelled: 0, NOT: { titlestatusid: 5 } },
    });

    await staff.goto('/invoicebatches');
    await staff.getByRole('table', { name: 'Invoice Batches' }).getByRole('link').first().waitFor();
    await snapshot(staff, 'invoicing-batch-list');
    await staff.getByRole('button', { name: 'Create Invoice Batch' }).click();
    await staff.waitForURL(/\/invoicebatches\/\d+$/);
    const batchId = Number(new URL(staff.url()).pathname.split('/').pop());
    await staff.getByRole('heading', { name: `Batch #${batchId}` }).waitFor();
    await staff.getByRole('button', { name: 'Update Batch' }).waitFor();
    await snapshot(staff, 'invoicing-new-batch');
    assert.equal(await staff.getByRole('button', { name: 'Add Vehicle', exact: true }).last().isDisabled(), true, 'Add Vehicle waits for a client');

    await staff.getByLabel('Client', { exact: true }).selectOption(String(alpha.clientid));
    await staff.getByRole('button', { name: 'Update Batch' }).click();
    await staff.getByText('Batch Updated').first().waitFor();
    assert.equal((await portal.db.prisma.invoiceBatch.findUniqueOrThrow({ where: { invoiceid: batchId } })).clientid, alpha.clientid);

    await staff.getByRole('button', { name: 'Add Vehicle', exact: true }).last().click();
    const dialog = staff.getByRole('dialog', { name: 'Add Vehicle to Batch' });
    await dialog.getByLabel('VIN').fill(fresh.vehiclevin.slice(-8));
    await dialog.getByRole('button', { name: 'Search' }).click();
    await dialog.getByText(/^\d+ results$/).waitFor();
    await dialog.getByRole('button', { name: `Add ${fresh.vehiclevin}` }).click();
    await dialog.getByText('Added').first().waitFor();

    await dialog.getByLabel('VIN').fill(invoiced.vehiclevin);
    await dialog.getByRole('button', { name: 'Search' }).click();
    const again = dialog.getByRole('button', { name: `Add again ${invoiced.vehiclevin}` });
    await again.waitFor();
    const colour = await again.evaluate((el) => getComputedStyle(el).backgroundColor);
    const [r, g, b] = colour.match(/\d+/g).map(Number);
    assert.ok(r > 150 && g < 100 && b < 100, `the Add button of an invoiced vehicle is red (${colour})`);
    await snapshot(staff, 'invoicing-add-vehicle-dialog');
    const asked = [];
    staff.once('dialog', async (d) => {
      asked.push(d.message());
      await d.accept();
    });
    await again.click();
    await dialog.getByText('Added').nth(0).waitFor();
    assert.deepEqual(asked, [ALREADY_INVOICED]);
    await dialog.getByRole('button', { name: 'Close' }).click();

    const invoices = staff.getByRole('table', { name: 'Invoices' });
    await invoices.getByRole('link', { name: invoiced.vehiclevin }).waitFor();
    let state = await shownAndStored(staff, batchId);
    assert.equal(state.count, 2);
    assert.equal(state.lines, 2);
    assert.equal(state.total, state.sum);

    // Add a charge on the fresh vehicle's line, then edit it, then delete it.
    const freshRow = invoices.getByRole('row').filter({ has: staff.getByRole('link', { name: fresh.vehiclevin }) });
    await freshRow.getByRole('button', { name: 'Add Charge' }).click();
    const charge = staff.getByRole('dialog', { name: 'Add Charge' });
    await charge.getByRole('button', { name: 'Save' }).click();
    await charge.getByText('Charge Amount is required').waitFor();
    await charge.getByLabel('Charge Amount').fill('45.50');
    await charge.getByLabel('Charge Note').fill('Overnight to the auction');
    await charge.getByRole('button', { name: 'Save' }).click();
    await freshRow.getByText(/\$45\.50/).waitFor();
    const before = state.total;
    state = await shownAndStored(staff, batchId);
    assert.equal(state.total, Math.round((before + 45.5) * 100) / 100);
    assert.equal(state.total, state.sum);
    await snapshot(staff, 'invoicing-batch-with-charge');

    await freshRow.getByRole('button', { name: 'Edit' }).click();
    const update = staff.getByRole('dialog', { name: 'Update Charge' });
    await update.getByLabel('Charge Amount').fill('10');
    await update.getByRole('button', { name: 'Save' }).click();
    await freshRow.getByText(/\$10\.00/).waitFor();
    state = await shownAndStored(staff, batchId);
    assert.equal(state.total, Math.round((before + 10) * 100) / 100);

    staff.once('dialog', (d) => d.accept());
    await freshRow.getByRole('button', { name: 'Delete' }).click();
    await freshRow.getByText(/\$10\.00/).waitFor({ state: 'detached' });
    state = await shownAndStored(staff, batchId);
    assert.equal(state.total, before);
    assert.equal(state.total, state.sum);
    await snapshot(staff, 'invoicing-batch-detail');

    // The vehicle's own Invoice & Charges tab: its batch, and a charge added there is billed on it.
    await staff.goto(`/vehicles/${fresh.vehicleid}`);
    await staff.getByRole('tab', { name: 'Invoice & Charges' }).click();
    const tab = staff.getByRole('region', { name: 'Invoice & Charges' });
    await tab.getByRole('link', { name: `invoice batch ${batchId}` }).waitFor();
    await tab.getByRole('button', { name: 'Add Charge' }).click();
    const onVehicle = staff.getByRole('dialog', { name: 'Add Charge' });
    await onVehicle.getByLabel('Charge Amount').fill('12.25');
    await onVehicle.getByLabel('Charge Note').fill('Lien search');
    await onVehicle.getByRole('button', { name: 'Save' }).click();
    await tab.getByRole('table', { name: 'Charges' }).getByText('$12.25').waitFor();
    await snapshot(staff, 'invoicing-vehicle-charges-tab');
    const stored = await portal.db.prisma.vehicleCharge.findFirstOrThrow({ where: { vehicleid: fresh.vehicleid, chargenote: 'Lien search' } });
    assert.equal(stored.invoiceid, batchId);
  });
});

describe('printing and e-mailing a batch as staff', () => {
  it('downloads the batch PDF, e-mails it to the client and shows it sent; Email Batch waits for an invoice e-mail address', async () => {
    const batch = await portal.db.prisma.invoiceBatch.findFirstOrThrow({
      where: { emailed: null, invoices: { some: {} }, client: { invoiceemailaddress: { contains: '@' } } },
      orderBy: { invoiceid: 'asc' },
      include: { client: true },
    });
    const lines = await portal.db.prisma.invoice.findMany({ where: { invoicebatchid: batch.invoiceid } });
    const total = lines.reduce((s, l) => s + Math.round(Number(l.totalcost) * 100), 0) / 100;
    const usd = `$${total.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

    await staff.goto(`/invoicebatches/${batch.invoiceid}`);
    await staff.getByRole('heading', { name: `Batch #${batch.invoiceid}` }).waitFor();
    await staff.getByText(NOTHING_LOGGED).waitFor();
    const download = staff.waitForEvent('download');
    await staff.getByRole('button', { name: 'PDF', exact: true }).click();
    const file = await download;
    assert.equal(file.suggestedFilename(), `invoice-batch-${batch.invoiceid}.pdf`);
    const text = pdfText(await file.path());
    assert.match(text, new RegExp(`Invoice Batch #${batch.invoiceid}`));
    for (const line of lines) assert.ok(text.includes(line.serialnumber), line.serialnumber);
    assert.match(text, new RegExp(`Total\\s+\\${usd}`));

    const email = batch.client.invoiceemailaddress;
    await staff.getByRole('button', { name: 'Email Batch' }).click();
    await staff.getByText(`Invoice sent: ${email}`).waitFor({ timeout: 60000 });
    const sent = await waitForMail(portal.mailUrl, email, { matches: (m) => m.subject === `Invoice Batch #${batch.invoiceid}` });
    assert.deepEqual(
      sent.attachments.map((a) => a.filename),
      [`invoice-batch-${batch.invoiceid}.pdf`],
    );
    // The PDFs Sent list shows the new row (its PDF opens with the session, so it is a button).
    const pdfsSent = staff.getByRole('list').filter({ hasText: email });
    await pdfsSent.getByRole('button', { name: 'PDF' }).waitFor();
    await snapshot(staff, 'invoicing-batch-emailed');
    const stored = await portal.db.prisma.invoiceBatch.findUniqueOrThrow({ where: { invoiceid: batch.invoiceid }, include: { attachments: true } });
    assert.ok(stored.emailed);
    assert.equal(stored.emailinfo, email);
    assert.equal(stored.attachments.length, 1);

    // A client without an invoice e-mail address: Email Batch stays disabled.
    const silent = await portal.db.prisma.client.findFirstOrThrow({ where: { OR: [{ invoiceemailaddress: '' }, { invoiceemailaddress: null }] } });
    const quiet = await portal.db.prisma.invoiceBatch.create({ data: { clientid: silent.clientid, invoicedate: new Date() } });
    await staff.goto(`/invoicebatches/${quiet.invoiceid}`);
    await staff.getByRole('heading', { name: `Batch #${quiet.invoiceid}` }).waitFor();
    await staff.getByRole('button', { name: 'Print Batch' }).waitFor();
    assert.equal(await staff.getByRole('button', { name: 'Email Batch' }).isDisabled(), true);
  });
});

describe('manual invoices as staff', () => {
  it('adds a manual invoice to a batch, sees it in the count and total, and deletes it with Delete Invoice', async () => {
    const batch = await portal.db.prisma.invoiceBatch.create({ data: { clientid: alpha.clientid, invoicedate: new Date('2026-02-03T00:00:00Z') } });
    await staff.goto(`/invoicebatches/${batch.invoiceid}`);
    await staff.getByRole('heading', { name: `Batch #${batch.invoiceid}` }).waitFor();
    await staff.getByText('No invoices in this batch.').waitFor();

    await staff.getByRole('button', { name: 'Add Manual Invoice' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Add Manual Invoice' });
    const add = dialog.getByRole('button', { name: 'Add Invoice' });
    await dialog.getByLabel(/VIN \/ Description/).fill('Storage, January');
    await dialog.getByLabel(/^Amount/).fill('12.345');
    await dialog.getByText(/at most 2 decimals/).waitFor();
    assert.equal(await add.isDisabled(), true, 'a bad amount is not sent');
    await dialog.getByLabel(/^Amount/).fill('75.25');
    await snapshot(staff, 'invoicing-manual-invoice-dialog');
    await add.click();
    await dialog.waitFor({ state: 'detached' });

    const invoices = staff.getByRole('table', { name: 'Invoices' });
    const row = invoices.getByRole('row').filter({ hasText: 'Storage, January' });
    await row.getByText('$75.25').first().waitFor();
    let state = await shownAndStored(staff, batch.invoiceid);
    assert.deepEqual(state, { count: 1, total: 75.25, lines: 1, sum: 75.25 });
    const line = await portal.db.prisma.invoice.findFirstOrThrow({ where: { invoicebatchid: batch.invoiceid } });
    assert.equal(line.vehicleid, null);
    assert.equal(line.clientid, alpha.clientid);
    assert.equal(line.invoicedate?.toISOString().slice(0, 10), '2026-02-03');
    await snapshot(staff, 'invoicing-manual-invoice');

    const asked = [];
    staff.once('dialog', async (d) => {
      asked.push(d.message());
      await d.accept();
    });
    await row.getByRole('button', { name: 'Delete Invoice' }).click();
    await staff.getByText('No invoices in this batch.').waitFor();
    assert.deepEqual(asked, ['Are you sure you want to delete this invoice?']);
    state = await shownAndStored(staff, batch.invoiceid);
    assert.deepEqual(state, { count: 0, total: 0, lines: 0, sum: 0 });
  });
});

describe('an invoice as staff', () => {
  it("saves the invoice date and, with it, the client's legal name and invoice e-mail address", async () => {
    const line = await portal.db.prisma.invoice.findFirstOrThrow({ where: { clientid: alpha.clientid }, orderBy: { invoicedetailid: 'asc' } });
    const before = await portal.db.prisma.client.findUniqueOrThrow({ where: { clientid: alpha.clientid } });
    try {
      await staff.goto(`/invoices/${line.invoicedetailid}`);
      await staff.getByRole('heading', { name: `Invoice #${line.invoicedetailid}` }).waitFor();
      const email = staff.getByLabel('Client Invoice Email');
      await email.waitFor();
      assert.equal(await email.inputValue(), before.invoiceemailaddress ?? '');
      await email.fill('billing.e2e@alphamotors.example');
      await staff.getByLabel('Client Legal Name').fill('Alpha Motors Holdings LLC');
      await staff.getByLabel('Invoice Date').fill('2026-01-15');
      await staff.getByRole('button', { name: 'Save Changes' }).click();
      await staff.getByText('Invoice Updated').first().waitFor();
      await snapshot(staff, 'invoicing-invoice-detail');
      const client = await portal.db.prisma.client.findUniqueOrThrow({ where: { clientid: alpha.clientid } });
      assert.equal(client.invoiceemailaddress, 'billing.e2e@alphamotors.example');
      assert.equal(client.legal_name, 'Alpha Motors Holdings LLC');
      assert.equal(client.clientname, before.clientname, 'nothing else of the client changes');
      const saved = await portal.db.prisma.invoice.findUniqueOrThrow({ where: { invoicedetailid: line.invoicedetailid } });
      assert.equal(saved.invoicedate?.toISOString().slice(0, 10), '2026-01-15');
    } finally {
      await portal.db.prisma.client.update({
        where: { clientid: alpha.clientid },
        data: { invoiceemailaddress: before.invoiceemailaddress, legal_name: before.legal_name },
      });
    }
  });
});
