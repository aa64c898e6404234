// The loads screens as staff print a load sheet, through a bay outage, and as a client user facing
// another client's records (document 2 §2, §4, §8).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { LOAD_TEXT } from '@portal/contracts/constants';
import { DEMO_PASSWORD } from '@portal/db';
import { Api, startPortal } from '../../../tools/stack/test-portal.mjs';
import { cellText, eventually, launchBrowser, loadedRows, newPage, signIn, snapshot } from '../support/browser.mjs';
import { openLoadSheet, readyLoad, switchBay } from '../support/loads.mjs';
import { pdfText } from '../../../tools/stack/pdf-text.mjs';

let portal;
let browser;
let staff;
let client;
let alphaApi;
let alpha;
let borealis;

before(async () => {
  portal = await startPortal({ web: true });
  browser = await launchBrowser();
  alphaApi = await Api.signIn(portal.apiUrl, 'alpha.user', DEMO_PASSWORD);
  alpha = await portal.db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } });
  borealis = await portal.db.prisma.client.findFirstOrThrow({ where: { clientname: 'Borealis Imports' } });
  staff = await newPage(browser, portal.webUrl);
  await signIn(staff, 'admin');
  await staff.waitForURL('**/welcome');
  client = await newPage(browser, portal.webUrl);
  await signIn(client, 'alpha.user');
  await client.waitForURL('**/welcome');
});

after(async () => {
  await browser?.close();
  await portal?.stop();
});

describe('the load sheet printed by staff', () => {
  it('opens from the load page: "Generating Load Sheet", then the PDF of the load number and its vehicles', async () => {
    const load = await readyLoad(portal, alphaApi, 'E2E-STAFF-SHEET', 2);
    await staff.goto(`/clientLoads/${load.id}`);
    await staff.getByRole('tab', { name: 'Vehicles (2)' }).waitFor();
    const { tab, response } = await openLoadSheet(staff, load.id, 'loads-staff-sheet');
    assert.equal(response.status(), 200);
    assert.match(response.headers()['content-type'], /^application\/pdf/);
    const bytes = await response.body();
    assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
    const text = pdfText(bytes);
    assert.ok(text.includes('Vehicle Motor Purchase Price Invoice'), text);
    assert.ok(text.includes('E2E-STAFF-SHEET'), 'the load number is printed');
    assert.ok(text.includes(`PAPS-${load.id}`), 'the PAPS number is printed');
    for (const vehicle of load.vehicles) assert.ok(text.includes(vehicle.vehiclevin), `${vehicle.vehiclevin} is printed`);
    assert.ok(text.includes('$30,000'), 'the total of the two vehicles in whole dollars');
    await tab.close();
  });
});

/** What a bay outage must leave as it was: the load, its shipment, its vehicles' bay records, its history. */
async function bayState(loadId, vehicleIds) {
  const prisma = portal.db.prisma;
  return {
    load: await prisma.clientLoad.findUniqueOrThrow({ where: { id: loadId }, include: { bay_shipment: true } }),
    shipments: await prisma.bayShipment.count(),
    bayVehicles: await prisma.bayVehicle.findMany({ where: { vehicleid: { in: vehicleIds } }, orderBy: { vehicleid: 'asc' } }),
    vehicles: await prisma.vehicle.findMany({
      where: { vehicleid: { in: vehicleIds } },
      select: { vehicleid: true, client_load_id: true, bay_shipment_id: true, bay_image_status: true },
      orderBy: { vehicleid: 'asc' },
    }),
    history: await prisma.historyItem.count({ where: { object_type: 'client_load', object_type_id: loadId } }),
  };
}

const bayStatus = (page) => page.getByRole('status', { name: 'Bay status' });

/** The Bay tab's message bars (Fluent's MessageBar) that say the bay shipment system is not answering. */
const outageBars = (page) => page.locator('.fui-MessageBarBody', { hasText: LOAD_TEXT.BAY_UNAVAILABLE }).count();

/** The Bay tab's `action` and its check are over: their buttons are offered again. */
async function bayButtonsBack(page, action) {
  for (const name of [action, 'Check Bay System'])
    await eventually(async () => assert.ok(await page.getByRole('button', { name }).isEnabled(), `${name} is offered again`));
}

describe('a bay outage on the load page', () => {
  it('says the bay is not answering, changes nothing, and works once the bay is back', async () => {
    const load = await readyLoad(portal, alphaApi, 'E2E-OUTAGE');
    const ids = load.vehicles.map((v) => v.vehicleid);
    await staff.goto(`/clientLoads/${load.id}`);
    await staff.getByRole('tab', { name: 'Bay' }).click();
    await bayStatus(staff).getByText('No Bay Shipment').waitFor();
    const unsent = await bayState(load.id, ids);
    const create = staff.getByRole('button', { name: 'Create Bay Shipment' });

    await switchBay(portal, { down: true });
    try {
      await create.click();
      await eventually(async () => assert.equal(await outageBars(staff), 1));
      await bayButtonsBack(staff, 'Create Bay Shipment');
      assert.equal(await outageBars(staff), 1, 'the message stays once the load was read again');
      await snapshot(staff, 'loads-bay-outage-create');
      assert.deepEqual(await bayState(load.id, ids), unsent, 'a create during the outage wrote nothing');
      assert.equal(await staff.getByLabel('Bay shipment data').getByText(/^SHP-/).count(), 0);
    } finally {
      await switchBay(portal, { down: false });
    }
    await create.click();
    await staff.getByLabel('Bay shipment data').getByText(/^SHP-/).waitFor();
    await bayStatus(staff).getByText('no errors').waitFor();
    assert.equal(await staff.getByText(LOAD_TEXT.BAY_UNAVAILABLE).count(), 0, 'the outage message is gone');
    const sent = await bayState(load.id, ids);
    assert.match(sent.load.bay_shipment?.external_id ?? '', /^SHP-/);

    // Once sent: an update during an outage says so, and so does the check that follows it; both stay on
    // the tab while the load is read again, and pressing Check Bay System again changes nothing.
    await switchBay(portal, { down: true });
    try {
      await staff.getByRole('button', { name: 'Update Bay Shipment' }).click();
      await eventually(async () => assert.equal(await outageBars(staff), 2, 'the update and the check each say the bay is not answering'));
      await bayButtonsBack(staff, 'Update Bay Shipment');
      assert.equal(await outageBars(staff), 2, 'both messages stay once the load was read again');
      await staff.getByRole('button', { name: 'Check Bay System' }).click();
      await bayButtonsBack(staff, 'Update Bay Shipment');
      assert.equal(await outageBars(staff), 2);
      await snapshot(staff, 'loads-bay-outage-update');
      assert.deepEqual(await bayState(load.id, ids), sent, 'an update and a check during the outage wrote nothing');
    } finally {
      await switchBay(portal, { down: false });
    }
    await staff.getByRole('button', { name: 'Check Bay System' }).click();
    await bayStatus(staff).getByText('no errors').waitFor();
    await staff.getByRole('button', { name: 'Update Bay Shipment' }).click();
    await bayStatus(staff).getByText('no errors').waitFor();
    await eventually(async () => assert.equal(await outageBars(staff), 0, 'the outage messages are gone'));
    await snapshot(staff, 'loads-bay-outage-over');
  });
});

/** A load, location, driver and transporter of Borealis with names found nowhere else. */
async function borealisRecords() {
  const prisma = portal.db.prisma;
  const client_id = borealis.clientid;
  return {
    load: await prisma.clientLoad.create({ data: { client_id, name: 'BOREALIS-SECRET-LOAD', paps_number: 'PAPS-BOREALIS-77', port: 'Sarnia-Secret' } }),
    location: await prisma.clientLocation.create({ data: { client_id, name: 'Borealis Secret Yard', alias: 'BSY', street: '9 Hidden Rd', city: 'Nowhere' } }),
    driver: await prisma.clientDriver.create({ data: { client_id, first_name: 'Secretia', last_name: 'Borealdriver', passport_number: 'PX-990077' } }),
    transporter: await prisma.clientTransporter.create({ data: { client_id, name: 'Borealis Secret Haulage', scac_code: 'BSHX' } }),
  };
}

/** The page's whole text must name none of `secrets`. */
async function revealsNothing(page, secrets) {
  const text = await page.locator('body').innerText();
  for (const secret of secrets) assert.ok(!text.includes(secret), `${page.url()} shows "${secret}"`);
}

/** "1–10 of 57" of a list once its rows arrived: the total it counts. */
async function listTotal(page) {
  const pager = await page.getByText(/^\d+–\d+ of \d+$/).innerText();
  return Number(pager.split(' of ')[1]);
}

describe("a client user and another client's records", () => {
  let secret;
  before(async () => {
    secret = await borealisRecords();
  });

  const pages = () => [
    {
      path: `/clientLoads/${secret.load.id}`,
      notFound: 'Load not found',
      secrets: ['BOREALIS-SECRET-LOAD', 'PAPS-BOREALIS-77', 'Sarnia-Secret', 'Borealis Imports'],
    },
    {
      path: `/clientLocations/${secret.location.id}`,
      notFound: 'Location not found',
      secrets: ['Borealis Secret Yard', 'BSY', '9 Hidden Rd', 'Nowhere', 'Borealis Imports'],
    },
    { path: `/clientDrivers/${secret.driver.id}`, notFound: 'Driver not found', secrets: ['Secretia', 'Borealdriver', 'PX-990077', 'Borealis Imports'] },
    {
      path: `/clientTransporters/${secret.transporter.id}`,
      notFound: 'Transporter not found',
      secrets: ['Borealis Secret Haulage', 'BSHX', 'Borealis Imports'],
    },
  ];

  it('opens none of them by URL: each page says not found and shows nothing of the record', async () => {
    for (const { path, notFound, secrets } of pages()) {
      await client.goto(path);
      await client.getByText(notFound).waitFor();
      assert.equal(await client.getByRole('button', { name: 'Save Changes' }).isDisabled(), true, `${path} offers no save`);
      await revealsNothing(client, secrets);
      await snapshot(client, `loads-client-other${path.replace(/\/\d+$/, '').replace('/', '-')}`);
    }
  });

  it('lists only its own loads, locations, drivers and transporters', async () => {
    const prisma = portal.db.prisma;
    const own = { client_id: alpha.clientid };
    const list = (path, table, model, filter, secret) => ({ path, table, model, filter, secret });
    const lists = [
      list('/clientLoads', 'Client Loads', prisma.clientLoad, 'Load Number', 'BOREALIS-SECRET-LOAD'),
      list('/clientLocations', 'Client Locations', prisma.clientLocation, 'Name', 'Borealis Secret Yard'),
      list('/clientDrivers', 'Client Drivers', prisma.clientDriver, 'Last Name', 'Borealdriver'),
      list('/clientTransporters', 'Client Transporters', prisma.clientTransporter, 'Name', 'Borealis Secret Haulage'),
    ];
    for (const list of lists) {
      const count = await list.model.count({ where: own });
      assert.ok(count > 0, `Alpha has ${list.table} to list`);
      await client.goto(list.path);
      const table = client.getByRole('table', { name: list.table });
      const rows = await loadedRows(table);
      assert.equal(await listTotal(client), count, `${list.table} counts Alpha's rows only`);
      for (let i = 0; i < (await rows.count()); i++) assert.equal(await cellText(table, i, 'Client'), 'Alpha Motors', `${list.table} row ${i}`);
      // Searched for by name, the other client's record is not found either.
      const search = client.getByRole('textbox', { name: list.filter, exact: true });
      await search.fill(list.secret);
      await search.press('Enter');
      await client.getByText('0–0 of 0').waitFor();
      await revealsNothing(client, [list.secret]);
      await snapshot(client, `loads-client-list${list.path.replace('/', '-')}`);
    }
  });

  it('sees its own load with the client fixed and only its own choices, and is refused a type change once sent to the bay', async () => {
    const load = await readyLoad(portal, alphaApi, 'E2E-CLIENT-FIXED');
    const created = await alphaApi.request('POST', `/api/client_loads/${load.id}/createBayShipment`);
    assert.deepEqual([created.status, created.body], [200, { errors: [] }]);
    await client.goto(`/clientLoads/${load.id}`);
    await client.getByRole('tab', { name: 'Basic Details' }).waitFor();
    const clientField = client.getByLabel('Client', { exact: true });
    assert.equal(await clientField.inputValue(), 'Alpha Motors');
    assert.equal(await clientField.getAttribute('readonly'), '', 'the client is fixed');
    assert.equal(await client.getByRole('combobox', { name: 'Client' }).count(), 0, 'no client to choose');
    // The choices offer its own records, none of the other client's.
    const from = client.getByLabel('From', { exact: true });
    await from.locator('option', { hasText: `E2E-CLIENT-FIXED From` }).waitFor({ state: 'attached' });
    for (const [label, other] of [
      ['From', 'Borealis Secret Yard'],
      ['Driver', 'Borealdriver'],
      ['Transporter', 'Borealis Secret Haulage'],
    ]) {
      const offered = await client.getByLabel(label, { exact: true }).locator('option').allInnerTexts();
      assert.ok(!offered.some((text) => text.includes(other)), `${label} offers ${other}`);
    }
    await client.getByLabel('Load Type').selectOption('single');
    await client.getByRole('dialog', { name: 'Change Load Type' }).getByRole('button', { name: 'Change Type' }).click();
    await client.getByRole('dialog', { name: 'Error' }).getByText('Cannot change type, load already sent to bay').waitFor();
    await snapshot(client, 'loads-client-type-refused');
    await client.getByRole('dialog', { name: 'Error' }).getByRole('button', { name: 'Close' }).click();
    const stored = await portal.db.prisma.clientLoad.findUniqueOrThrow({ where: { id: load.id } });
    assert.deepEqual([stored.load_type, stored.client_id], ['multiple', alpha.clientid]);
  });
});
