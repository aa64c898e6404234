import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { waitForMail } from '@portal/mail-standin';
import ExcelJS from 'exceljs';
import { startPortal } from '../../../tools/stack/test-portal.mjs';
import { eventually, launchBrowser, loadedRows, newPage, signIn, snapshot } from '../support/browser.mjs';
import { pdfText } from '../../../tools/stack/pdf-text.mjs';

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

/** A batch of Alpha's holding one of its vehicles as an invoice line. */
async function alphaBatch(total, extra = {}) {
  const p = portal.db.prisma;
  const vehicle = await p.vehicle.findFirstOrThrow({
    where: { clientid: alpha.clientid, invoiceid: 0, cancelled: 0, NOT: { titlestatusid: 5 } },
    orderBy: { vehicleid: 'desc' },
  });
  const batch = await p.invoiceBatch.create({ data: { clientid: alpha.clientid, invoicedate: new Date(), ...extra } });
  await p.invoice.create({
    data: { invoicebatchid: batch.invoiceid, clientid: alpha.clientid, vehicleid: vehicle.vehicleid, serialnumber: vehicle.vehiclevin, totalcost: total },
  });
  await p.vehicle.update({ where: { vehicleid: vehicle.vehicleid }, data: { invoiceid: batch.invoiceid } });
  return { id: batch.invoiceid, vehicle };
}

describe('master invoice batches as staff', () => {
  it('checks two batches of one client, adds them to a master batch, opens its modal, downloads its PDF and Excel, and removes one', async () => {
    const a = await alphaBatch('150.00');
    const b = await alphaBatch('49.99');

    await staff.goto('/invoicebatches');
    const table = staff.getByRole('table', { name: 'Invoice Batches' });
    await (await loadedRows(table)).first().waitFor();
    const add = staff.getByRole('button', { name: 'Add To Master Invoice Batch' });
    assert.equal(await add.isDisabled(), true, 'disabled until a batch is checked');
    await staff.getByRole('checkbox', { name: `Batch ${a.id} to a master invoice batch` }).check();
    await staff.getByRole('checkbox', { name: `Batch ${b.id} to a master invoice batch` }).check();
    await snapshot(staff, 'master-batches-checked');
    await add.click();

    const dialog = staff.getByRole('dialog');
    await dialog.getByTestId('mib-client').filter({ hasText: 'Alpha Motors' }).waitFor();
    const members = dialog.getByRole('table', { name: 'Member batches' }).locator('tbody tr');
    await members.nth(1).waitFor();
    assert.equal(await members.count(), 2);
    const stored = await portal.db.prisma.invoiceBatch.findMany({ where: { invoiceid: { in: [a.id, b.id] } } });
    const mib = stored[0].master_invoice_batch_id;
    assert.ok(mib);
    assert.deepEqual(
      stored.map((x) => x.master_invoice_batch_id),
      [mib, mib],
    );
    await snapshot(staff, 'master-batch-modal');

    const pdfDownload = staff.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Get MIB PDF' }).click();
    const pdf = await pdfDownload;
    assert.equal(pdf.suggestedFilename(), `master-invoice-batch-${mib}.pdf`);
    const text = pdfText(await pdf.path());
    assert.ok(text.includes(a.vehicle.vehiclevin) && text.includes(b.vehicle.vehiclevin));
    assert.match(text, /Master Total\s+\$199\.99/);

    const xlsxDownload = staff.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Get MIB Excel' }).click();
    const xlsx = await xlsxDownload;
    assert.equal(xlsx.suggestedFilename(), `master-invoice-batch-${mib}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await xlsx.path());
    const rows = workbook.worksheets[0].getSheetValues().filter(Boolean);
    const last = rows[rows.length - 1];
    assert.deepEqual([last[3], last[9]], ['Master Total', 199.99]);

    const memberRow = members.filter({ has: staff.getByRole('link', { name: String(a.id), exact: true }) });
    await memberRow.getByRole('button', { name: 'Remove' }).click();
    await memberRow.waitFor({ state: 'detached' });
    assert.equal(await dialog.getByRole('table', { name: 'Member batches' }).locator('tbody tr').count(), 1);
    assert.equal((await portal.db.prisma.invoiceBatch.findUniqueOrThrow({ where: { invoiceid: a.id } })).master_invoice_batch_id, null);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The list shows the removed batch with its checkbox again and the other with its MIB link, which opens the modal.
    await staff.getByRole('checkbox', { name: `Batch ${a.id} to a master invoice batch` }).waitFor();
    await staff
      .getByRole('button', { name: `Master invoice batch ${mib}` })
      .first()
      .click();
    await staff.getByRole('dialog').getByTestId('mib-client').filter({ hasText: 'Alpha Motors' }).waitFor();
    await staff.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  });
});

describe('titles sent as staff', () => {
  it("records a batch's titles with Titles Sent, shows them grouped on /admin/titlesSent, opens a group and e-mails it", async () => {
    const auction = await portal.db.prisma.auction.findFirstOrThrow({ orderBy: { auctionid: 'asc' } });
    const { id, vehicle } = await alphaBatch('10.00', { overnighttrackingno: '1Z E2E 777' });
    await portal.db.prisma.vehicle.update({
      where: { vehicleid: vehicle.vehicleid },
      data: { titlesenttoauctiondate: new Date('2025-04-08T00:00:00Z'), auctionid: auction.auctionid },
    });

    await staff.goto(`/invoicebatches/${id}`);
    await staff.getByRole('heading', { name: `Batch #${id}` }).waitFor();
    const button = staff.getByRole('button', { name: 'Titles Sent' });
    await staff.getByRole('link', { name: vehicle.vehiclevin }).waitFor();
    await button.click();
    await staff.waitForURL(/\/admin\/titlesSent\?start=2025-04-08&end=2025-04-08$/);

    const table = staff.getByRole('table', { name: 'Titles Sent' });
    const row = table.locator('tbody tr').filter({ hasText: 'Alpha Motors' }).filter({ hasText: auction.auctionname });
    await row.waitFor();
    await snapshot(staff, 'titles-sent-groups');
    await row.getByText('04/08/2025').click();
    const dialog = staff.getByRole('dialog');
    const line = dialog.getByRole('table', { name: 'Titles' }).locator('tbody tr').filter({ hasText: vehicle.vehiclevin });
    await line.filter({ hasText: '1Z E2E 777' }).waitFor();
    await snapshot(staff, 'titles-sent-group');

    const email = 'titles.e2e@alphamotors.example';
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Send by Email' }).click();
    await staff.getByText(`Titles sent: ${email}`).waitFor();
    const sent = await waitForMail(portal.mailUrl, email, { matches: (m) => m.subject.startsWith('Titles Sent 2025-04-08') });
    assert.deepEqual(
      sent.attachments.map((x) => x.filename),
      ['titles-sent-2025-04-08.pdf'],
    );
    await dialog.getByRole('button', { name: 'Close' }).click();

    // An empty period says so.
    await staff.goto('/admin/titlesSent?start=1990-01-01&end=1990-01-31');
    await staff.getByText('No Data').waitFor();
  });
});

describe("a batch's vehicle update and the recall warranties as staff", () => {
  it("sets the auction and title-sent date of the batch's vehicles with history, records the titles and prints their recall warranties", async () => {
    const auction = await portal.db.prisma.auction.findFirstOrThrow({ orderBy: { auctionid: 'desc' } });
    const { id, vehicle } = await alphaBatch('20.00', { overnighttrackingno: '1Z E2E 888' });
    await portal.db.prisma.vehicle.update({ where: { vehicleid: vehicle.vehicleid }, data: { titlesenttoauctiondate: null, has_recall: 0 } });

    await staff.goto(`/invoicebatches/${id}`);
    await staff.getByRole('heading', { name: `Batch #${id}` }).waitFor();
    await staff.getByRole('link', { name: vehicle.vehiclevin }).waitFor();
    const section = staff.getByRole('region', { name: 'Update Batch Vehicles' });
    const update = section.getByRole('button', { name: 'Update Vehicles' });
    assert.equal(await update.isDisabled(), true, 'nothing chosen yet');
    assert.equal(await staff.getByRole('button', { name: 'Titles Sent' }).isDisabled(), true, 'no vehicle has a title-sent date yet');
    await section.getByLabel('Auction', { exact: true }).selectOption(String(auction.auctionid));
    await section.getByLabel('Title Sent To Client/Auction Date').fill('2025-05-06');
    await update.click();
    await section.getByRole('list', { name: 'Batch vehicle update results' }).getByText(`${vehicle.vehiclevin}: updated`).waitFor();
    await snapshot(staff, 'invoicing-batch-vehicle-update');
    const stored = await portal.db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: vehicle.vehicleid } });
    assert.equal(stored.auctionid, auction.auctionid);
    assert.equal(stored.titlesenttoauctiondate?.toISOString().slice(0, 10), '2025-05-06');
    const history = await portal.db.prisma.historyItem.findMany({ where: { object_type: 'vehicle', object_type_id: vehicle.vehicleid } });
    assert.ok(
      history.some((h) => h.target_field === 'titlesenttoauctiondate'),
      'the change is in the vehicle history',
    );

    // The new date enables Titles Sent; its group offers the recall warranty letters of its vehicles.
    const titlesSent = staff.getByRole('button', { name: 'Titles Sent' });
    await eventually(async () => assert.equal(await titlesSent.isDisabled(), false));
    await titlesSent.click();
    await staff.waitForURL(/\/admin\/titlesSent\?start=2025-05-06&end=2025-05-06$/);
    const row = staff.getByRole('table', { name: 'Titles Sent' }).locator('tbody tr').filter({ hasText: auction.auctionname });
    await row.getByText('05/06/2025').click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByRole('table', { name: 'Titles' }).locator('tbody tr').filter({ hasText: vehicle.vehiclevin }).waitFor();
    const answered = staff.waitForResponse((r) => r.url().includes('/api/reports/management/bay/recallWarranty'));
    const opened = staff.context().waitForEvent('page');
    await dialog.getByRole('button', { name: 'Bay Recall Warranties' }).click();
    const res = await answered;
    assert.equal(res.status(), 200);
    assert.match(res.headers()['content-type'], /^application\/pdf/);
    // One letter for the group's one vehicle (what a letter says is checked in tests/contract).
    assert.equal(res.headers()['x-document-pages'], '1');
    assert.match(res.request().postData() ?? '', new RegExp(`"vehicles":\\[${vehicle.vehicleid}\\]`));
    await (await opened).close();
    await dialog.getByRole('button', { name: 'Close' }).click();
  });
});
