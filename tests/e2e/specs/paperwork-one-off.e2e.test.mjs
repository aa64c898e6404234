import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { waitForMail } from '@portal/mail-standin';
import { startPortal } from '../../../tools/stack/test-portal.mjs';
import { eventually, launchBrowser, loadedRows, newPage, signIn, snapshot } from '../support/browser.mjs';

let portal;
let browser;
let staff;
let alpha;

const DAY = 86_400_000;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Indiana/Indianapolis' }).format(new Date());

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

describe('paperwork batches as staff', () => {
  it('creates a batch, adds a vehicle (shown as Added), removes one, saves the person signing and updates all Sent to BMV', async () => {
    const vins = ['PWE2E000000000001', 'PWE2E000000000002'];
    const vehicles = [];
    for (const [i, vin] of vins.entries())
      vehicles.push(
        await portal.db.prisma.vehicle.create({ data: { vehiclevin: vin, clientid: alpha.clientid, recordcreateddate: new Date(Date.now() - (i + 1) * DAY) } }),
      );

    await staff.goto('/paperworkbatches');
    const list = staff.getByRole('table', { name: 'Paperwork Batches' });
    assert.ok((await (await loadedRows(list)).count()) <= 10, 'ten batches a page');
    await snapshot(staff, 'paperwork-list');
    await staff.getByRole('button', { name: 'Create Paperwork Batch' }).click();
    await staff.waitForURL(/\/paperworkbatches\/\d+$/);
    const id = Number(new URL(staff.url()).pathname.split('/').pop());
    await staff.getByRole('heading', { name: `Batch #${id}` }).waitFor();
    await staff.getByRole('link', { name: 'All Paperwork Batches' }).waitFor();
    const row = await portal.db.prisma.paperworkBatch.findUniqueOrThrow({ where: { printtitledocsid: id } });
    assert.equal(row.printtitledocsdate.toISOString().slice(0, 10), today());
    assert.equal(row.printtitledocspersonprinting, (await portal.db.prisma.webUser.findFirstOrThrow({ where: { username: 'admin' } })).userid);

    // The top bar has an Add Vehicle of its own (register a vehicle): the batch's is the last, once the
    // batch has loaded (the heading shows before it, and a click then would open the top bar's).
    await staff.getByText('No vehicles in this batch yet.').waitFor();
    await staff.getByRole('button', { name: 'Add Vehicle', exact: true }).last().click();
    const dialog = staff.getByRole('dialog', { name: 'Add Vehicle to Paperwork' });
    await dialog.getByLabel('VIN').fill('PWE2E');
    await dialog.getByRole('button', { name: 'Search' }).click();
    const offered = dialog.getByRole('table', { name: 'Vehicles to add' });
    await offered.getByText(vins[0]).waitFor();
    await eventually(async () => assert.deepEqual(await offered.locator('tbody tr td:nth-child(2)').allInnerTexts(), vins, 'newest first'));
    await dialog.getByLabel('Client Name').fill('Alpha');
    await dialog.getByRole('button', { name: 'Search' }).click();
    await dialog.getByText('Rows per page').waitFor();
    await eventually(async () => assert.equal(await dialog.getByLabel('Rows per page').inputValue(), '1000', 'a client-name filter shows 1000 a page'));
    for (const vin of vins) {
      await dialog.getByRole('button', { name: `Add ${vin}` }).click();
      await offered.getByRole('row').filter({ hasText: vin }).getByText('Added').waitFor();
    }
    await snapshot(staff, 'paperwork-add-dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();

    const members = staff.getByRole('table', { name: 'Paperwork vehicles' });
    await members.getByRole('link', { name: vins[1] }).waitFor();
    await staff.getByTestId('paperwork-count').getByText('2').waitFor();
    await members.getByRole('button', { name: `Remove ${vins[1]}` }).click();
    await members.getByRole('link', { name: vins[1] }).waitFor({ state: 'detached' });
    assert.equal((await portal.db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: vehicles[1].vehicleid } })).printtitledocuments, 0);

    await staff.getByLabel('Person signing').fill('Pat Signer');
    await staff.getByRole('button', { name: 'Save' }).click();
    await staff.getByText('Batch Updated').first().waitFor();
    assert.equal((await portal.db.prisma.paperworkBatch.findUniqueOrThrow({ where: { printtitledocsid: id } })).person_signing, 'Pat Signer');

    await staff.getByRole('button', { name: 'Update all Sent to BMV' }).click();
    await staff
      .getByText(/1 vehicle\(s\) updated/)
      .first()
      .waitFor();
    const sent = await portal.db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: vehicles[0].vehicleid } });
    assert.equal(sent.titlesenttobmvdate.toISOString().slice(0, 10), today());
    assert.equal((await portal.db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: vehicles[1].vehicleid } })).titlesenttobmvdate, null);
    const [y, m, d] = today().split('-');
    await members.getByText(`${m}/${d}/${y}`).waitFor();
    await snapshot(staff, 'paperwork-detail');
    // The batch is read again after the update (its buttons disabled meanwhile): a click while its rows are
    // replaced can land on the old row, so the label is asked for once the page is settled.
    await eventually(async () => assert.equal(await members.getByRole('button', { name: `Remove ${vins[0]}` }).isEnabled(), true));
    const label = staff.context().waitForEvent('page');
    await members.getByRole('button', { name: `RI Label ${vins[0]}` }).click();
    await label;
    assert.equal(await staff.getByText(/Unable to print/).count(), 0);
    // The batch's forms: its vehicle's title paperwork, in a new tab.
    const forms = staff.context().waitForEvent('page');
    const printed = staff.waitForResponse((response) => response.url().endsWith(`/api/paperwork_batches/${id}/forms`));
    await staff.getByRole('button', { name: 'Print Forms' }).click();
    const answer = await printed;
    assert.equal(answer.status(), 200);
    assert.match(answer.headers()['content-type'], /^application\/pdf/);
    await (await forms).close();
    assert.equal(await staff.getByText(/Unable to print/).count(), 0);

    await staff.getByRole('link', { name: 'All Paperwork Batches' }).click();
    const rows = await loadedRows(staff.getByRole('table', { name: 'Paperwork Batches' }));
    await rows
      .first()
      .getByRole('link', { name: String(id) })
      .waitFor();
  });
});

describe('one-off invoices as staff', () => {
  it('creates an invoice, looks the VIN up at 17 characters, saves every field, prints and e-mails it', async () => {
    await staff.goto('/accounting/one-off-invoices');
    await loadedRows(staff.getByRole('table', { name: 'One Off Invoices' }));
    await snapshot(staff, 'one-off-list');
    await staff.getByRole('button', { name: 'Create New One Off Invoice' }).click();
    const create = staff.getByRole('dialog', { name: 'Create New One Off Invoice' });
    await create.getByLabel('Client Name').fill('E2E Walk-in');
    await create.getByRole('button', { name: 'Create' }).click();
    await staff.waitForURL(/\/accounting\/one-off-invoices\/\d+$/);
    const id = Number(new URL(staff.url()).pathname.split('/').pop());
    await staff.getByRole('heading', { name: `One Off Invoice #${id}` }).waitFor();

    const fill = async (label, value) => staff.getByLabel(label, { exact: true }).fill(value);
    await fill('VIN', '1HGCM82633A00435');
    await staff.waitForTimeout(500);
    assert.equal(await staff.getByLabel('Make', { exact: true }).inputValue(), '', 'no lookup below 17 characters');
    await fill('VIN', '1HGCM82633A004352');
    await staff.getByLabel('Make', { exact: true }).and(staff.locator('[value="HONDA"]')).waitFor();
    assert.equal(await staff.getByLabel('Year', { exact: true }).inputValue(), '2003');

    await fill('Client Email', 'walkin@e2e.example');
    await fill('Street', '1 Main St');
    await fill('City', 'Indianapolis');
    await fill('State', 'IN');
    await fill('Zip', '46204');
    await fill('Phone', '317-555-0100');
    await fill('Pickup Location', 'Toronto ON');
    await fill('Delivery Location', 'Indianapolis IN');
    await fill('Driver Name', 'Sam Driver');
    const amount = staff.getByLabel(/^Amount/);
    await amount.fill('12.345');
    assert.equal(await staff.getByRole('button', { name: 'Print' }).isDisabled(), true, 'printing waits for the edits to be saved');
    assert.equal(await staff.getByRole('button', { name: 'Email' }).isDisabled(), true, 'e-mail waits for the edits to be saved');
    await staff.getByRole('button', { name: 'Save Changes' }).click();
    await staff.getByText('must have at most 2 decimals').first().waitFor();
    await amount.fill('275.50');
    await staff.getByRole('button', { name: 'Save Changes' }).click();
    await staff.getByText('Invoice Saved').first().waitFor();
    const saved = await portal.db.prisma.oneOffInvoice.findUniqueOrThrow({ where: { id } });
    assert.deepEqual(
      [saved.vin, saved.year, saved.make, saved.client_email, saved.driver_name, Number(saved.amount)],
      ['1HGCM82633A004352', 2003, 'HONDA', 'walkin@e2e.example', 'Sam Driver', 275.5],
    );
    await snapshot(staff, 'one-off-edit');

    const popup = staff.context().waitForEvent('page');
    await staff.getByRole('button', { name: 'Print' }).click();
    await popup;

    await staff.getByRole('button', { name: 'Email' }).click();
    await staff.getByText('Invoice sent: walkin@e2e.example').first().waitFor({ timeout: 60_000 });
    const kept = await waitForMail(portal.mailUrl, 'walkin@e2e.example', { matches: (mail) => mail.subject === `Invoice #${id}` });
    assert.deepEqual(
      kept.attachments.map((a) => a.filename),
      [`invoice-${id}.pdf`],
    );
  });
});

describe('a client user', () => {
  it('sees neither screen: the paperwork list answers that it is staff-only, the one-off page is admin-guarded', async () => {
    const page = await newPage(browser, portal.webUrl);
    await signIn(page, 'alpha.user');
    await page.waitForURL('**/welcome');
    await page.goto('/paperworkbatches');
    await page.getByText('paperwork_batches is restricted to Administrators').waitFor();
    assert.equal(await page.getByRole('table', { name: 'Paperwork Batches' }).count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Create Paperwork Batch' }).count(), 0);
    await snapshot(page, 'paperwork-client-user');
    await page.goto('/accounting/one-off-invoices');
    await page.getByRole('heading', { name: 'This page is restricted to Administrators' }).waitFor();
    assert.equal(await page.getByText('E2E Walk-in').count(), 0);
    await page.close();
  });
});
