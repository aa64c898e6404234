import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PDFDocument } from 'pdf-lib';
import { startPortal } from '../../../tools/stack/test-portal.mjs';
import { chooseOption, eventually, launchBrowser, newPage, policyViolations, signIn, snapshot, watchPolicyViolations } from '../support/browser.mjs';
import { openLoadSheet } from '../support/loads.mjs';

let portal;
let browser;
let staff;
let client;
let alpha;

before(async () => {
  portal = await startPortal({ web: true });
  browser = await launchBrowser();
  alpha = await portal.db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } });
  // The bay wants a value in dollars for every vehicle it ships.
  await portal.db.prisma.vehicle.updateMany({ where: { clientid: alpha.clientid }, data: { value_us_dollars: 15000 } });
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

const loadIdOf = (page) => Number(new URL(page.url()).pathname.split('/').pop());

/** Fills in a load's locations and PAPS number, adds a vehicle, and sends it to the bay. */
async function sendLoadToBay(page) {
  const id = loadIdOf(page);
  await page.getByLabel('Load Number').fill(`E2E-${id}`);
  await chooseOption(page.getByLabel('From', { exact: true }), 1);
  await chooseOption(page.getByLabel('To', { exact: true }), 2);
  await page.getByLabel('Paps Number').fill(`PAPS-${id}`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Load Updated').first().waitFor();
  await page.getByRole('tab', { name: /Vehicles/ }).click();
  // The top bar has an Add Vehicle (register) button too; the load's own is the last.
  await page.getByRole('button', { name: 'Add Vehicle', exact: true }).last().click();
  const dialog = page.getByRole('dialog', { name: 'Add Vehicle to Load' });
  await dialog.getByRole('button', { name: 'Add' }).first().click();
  // The dialog stays open for more vehicles once the load took this one (the page behind it is inert).
  await eventually(async () => assert.equal(await portal.db.prisma.vehicle.count({ where: { client_load_id: id } }), 1));
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('tab', { name: 'Vehicles (1)' }).waitFor();
  await page.getByRole('table', { name: 'Load vehicles' }).getByRole('link').first().waitFor();
  await page.getByRole('tab', { name: 'Bay' }).click();
  await page.getByText('No Bay Shipment').first().waitFor();
  // A carrier load's BKG Number is typed on the Bay tab too; Create saves it with the load first.
  await page.getByLabel('BKG Number').fill(`BKG-${id}`);
  await page.getByRole('button', { name: 'Create Bay Shipment' }).click();
  await page.getByLabel('Bay shipment data').getByText(/^SHP-/).waitFor();
  assert.equal(await page.getByLabel('Paps Number').getAttribute('readonly'), '', 'the Paps Number is fixed once the load is in the bay');
  await page.getByRole('status', { name: 'Bay status' }).getByText('no errors').waitFor();
  const stored = await portal.db.prisma.clientLoad.findUniqueOrThrow({ where: { id }, include: { bay_shipment: true } });
  assert.match(stored.bay_shipment?.external_id ?? '', /^SHP-/);
  assert.equal(stored.bkg_number, `BKG-${id}`);
  return id;
}

describe('client loads as staff', () => {
  it('creates a carrier load for a client, sends it to the bay and is refused a type change', async () => {
    await staff.goto('/clientLoads');
    await staff.getByLabel('Client', { exact: true }).first().waitFor();
    await staff.getByRole('button', { name: 'Add Load' }).click();
    await staff.waitForURL(/\/clientLoads\/\d+$/);
    const id = loadIdOf(staff);
    assert.equal((await portal.db.prisma.clientLoad.findUniqueOrThrow({ where: { id } })).client_id, 0);
    // The URL changes before the load's page replaces the list, whose client filter is also labelled Client.
    await staff.getByRole('tab', { name: 'Basic Details' }).waitFor();
    await staff.getByLabel('Client', { exact: true }).selectOption(String(alpha.clientid));
    await staff.getByRole('button', { name: 'Save Changes' }).click();
    await staff.getByText('Load Updated').first().waitFor();
    assert.equal((await portal.db.prisma.clientLoad.findUniqueOrThrow({ where: { id } })).client_id, alpha.clientid);
    assert.ok((await portal.db.prisma.clientLocation.count({ where: { client_id: alpha.clientid } })) >= 2, 'Alpha has two locations to choose from');
    await staff.reload();
    await sendLoadToBay(staff);
    // Update Photos: the bay's answer per vehicle is kept on the vehicle and shown on the Bay tab.
    await staff.getByText('No photos sent to the bay yet.').waitFor();
    await staff.getByRole('button', { name: 'Update Photos' }).click();
    const photos = staff.getByRole('table', { name: 'Photo statuses' });
    await photos.waitFor();
    const [sent] = await portal.db.prisma.vehicle.findMany({ where: { client_load_id: id } });
    assert.ok(sent.bay_image_status?.status, 'the photo status is kept on the vehicle');
    const row = photos.getByRole('row').filter({ hasText: sent.vehiclevin });
    await row.getByText(sent.bay_image_status.status, { exact: true }).waitFor();
    for (const warning of sent.bay_image_status.warnings) await row.getByText(warning).waitFor();
    await snapshot(staff, 'loads-staff-bay');
    await staff.getByRole('tab', { name: 'Basic Details' }).click();
    await staff.getByLabel('Load Type').selectOption('single');
    await staff.getByRole('dialog', { name: 'Change Load Type' }).getByRole('button', { name: 'Change Type' }).click();
    await staff.getByRole('dialog', { name: 'Error' }).getByText('Cannot change type, load already sent to bay').waitFor();
    await snapshot(staff, 'loads-staff-type-refused');
    assert.equal((await portal.db.prisma.clientLoad.findUniqueOrThrow({ where: { id } })).load_type, 'multiple');
    await staff.getByRole('dialog', { name: 'Error' }).getByRole('button', { name: 'Close' }).click();
    await staff.goto('/clientLoads');
    await staff
      .getByRole('table', { name: 'Client Loads' })
      .getByRole('link', { name: `E2E-${id}` })
      .waitFor();
    await snapshot(staff, 'loads-staff-list');
  });

  it('lists and edits locations', async () => {
    await staff.goto('/clientLocations');
    await staff.getByRole('button', { name: 'Add Location' }).click();
    await staff.waitForURL(/\/clientLocations\/\d+$/);
    await staff.getByRole('heading', { name: /Client Location #\d+/ }).waitFor();
    await staff.getByRole('textbox', { name: 'Name', exact: true }).fill('E2E Yard');
    await staff.getByRole('button', { name: 'Save Changes' }).click();
    await staff.getByText('Location Updated').first().waitFor();
    await staff.goto('/clientLocations');
    await staff.getByRole('link', { name: 'E2E Yard' }).waitFor();
    await snapshot(staff, 'loads-staff-locations');
  });
});

describe('client loads as a client user', () => {
  it('works on its own load with the client fixed, and cannot open another client’s', async () => {
    await client.goto('/clientLoads');
    await client.getByRole('table', { name: 'Client Loads' }).waitFor();
    assert.equal(await client.getByRole('combobox', { name: 'Client' }).count(), 0, 'no client filter for a client user');
    await client.getByRole('button', { name: 'Add Load' }).click();
    await client.waitForURL(/\/clientLoads\/\d+$/);
    const id = loadIdOf(client);
    assert.equal((await portal.db.prisma.clientLoad.findUniqueOrThrow({ where: { id } })).client_id, alpha.clientid);
    await sendLoadToBay(client);
    await snapshot(client, 'loads-client-bay');
    const borealis = await portal.db.prisma.client.findFirstOrThrow({ where: { clientname: 'Borealis Imports' } });
    const other = await portal.db.prisma.clientLoad.create({ data: { name: 'BOREALIS-E2E', client_id: borealis.clientid } });
    await client.goto(`/clientLoads/${other.id}`);
    await client.getByText('Load not found').waitFor();
    await client.goto('/clientDrivers');
    await client.getByRole('table', { name: 'Client Drivers' }).waitFor();
    await snapshot(client, 'loads-client-drivers');
  });
});

/** A load of `client` holding `count` of its vehicles that are in no load, made directly in the database. */
async function loadWithVehicles(clientid, name, count) {
  const load = await portal.db.prisma.clientLoad.create({ data: { name, client_id: clientid } });
  const vehicles = await portal.db.prisma.vehicle.findMany({
    where: { clientid, client_load_id: null, cancelled: 0 },
    orderBy: { vehicleid: 'asc' },
    take: count,
  });
  await portal.db.prisma.vehicle.updateMany({ where: { vehicleid: { in: vehicles.map((v) => v.vehicleid) } }, data: { client_load_id: load.id } });
  return { load, vehicles };
}

describe('the documents of a load', () => {
  it('uploads a scanned 7501 onto every vehicle of its load at once, and says so of a load without vehicles', async () => {
    const empty = await portal.db.prisma.clientLoad.create({ data: { name: 'E2E-7501-EMPTY', client_id: alpha.clientid } });
    await client.goto(`/clientLoads/${empty.id}`);
    await client.getByRole('tab', { name: /Vehicles/ }).click();
    await client.getByRole('button', { name: 'Upload 7501' }).click();
    await client.getByText('No vehicles in load').first().waitFor();

    const { load, vehicles } = await loadWithVehicles(alpha.clientid, 'E2E-7501', 2);
    await client.goto(`/clientLoads/${load.id}`);
    await client.getByRole('tab', { name: 'Vehicles (2)' }).click();
    const scan = await PDFDocument.create();
    scan.addPage();
    await client.getByLabel('7501 file').setInputFiles({ name: '7501-scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await scan.save()) });
    await client.getByText('7501 uploaded to 2 vehicles').first().waitFor();
    const files = await portal.db.prisma.vehicleImage.findMany({ where: { vehicleid: { in: vehicles.map((v) => v.vehicleid) }, docnote: '7501' } });
    assert.deepEqual(
      files.map((f) => f.vehicleid).sort((a, b) => a - b),
      vehicles.map((v) => v.vehicleid).sort((a, b) => a - b),
    );
    assert.equal(new Set(files.map((f) => f.cloud_url_orig)).size, 1, 'one stored file for both vehicles');
  });

  it('opens the load sheet of its own load in a new tab: "Generating Load Sheet", then the PDF viewer; another client’s is not found', async () => {
    const { load, vehicles } = await loadWithVehicles(alpha.clientid, 'E2E-SHEET', 2);
    // The viewer is a frame of a blob: address: the shell's policy must let it in (frame-src).
    await watchPolicyViolations(client.context());
    await client.goto(`/clientLoads/${load.id}`);
    await client.getByRole('tab', { name: 'Vehicles (2)' }).waitFor();
    const { tab, response } = await openLoadSheet(client, load.id, 'loads-sheet');
    assert.equal(response.status(), 200);
    assert.match(response.headers()['content-type'], /^application\/pdf/);
    assert.deepEqual(await policyViolations(tab), []);
    assert.equal(vehicles.length, 2);

    const borealis = await portal.db.prisma.client.findFirstOrThrow({ where: { clientname: 'Borealis Imports' } });
    const other = await portal.db.prisma.clientLoad.create({ data: { name: 'BOREALIS-SHEET', client_id: borealis.clientid } });
    await tab.goto(`/clientLoads/${other.id}/print`);
    await tab.getByRole('alert').getByText('Load not found').waitFor();
    await snapshot(tab, 'loads-sheet-other-client');
    await tab.close();
  });

  it('prints the chosen documents of the load’s vehicles from Print Documents, in a new tab', async () => {
    const { load, vehicles } = await loadWithVehicles(alpha.clientid, 'E2E-DOCS', 2);
    await staff.goto(`/clientLoads/${load.id}`);
    await staff.getByRole('button', { name: 'Print Documents' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Print Documents' });
    await dialog.getByText("The chosen documents of the load's 2 vehicle(s), in one PDF.").waitFor();
    const print = dialog.getByRole('button', { name: 'Print', exact: true });
    assert.equal(await print.isDisabled(), true, 'nothing to print before a document is chosen');
    await dialog.getByRole('checkbox', { name: '9 Importer Declaration' }).check();
    await dialog.getByRole('checkbox', { name: '3 Odometer Statement', exact: true }).check();
    await dialog.getByRole('textbox', { name: 'Printed name' }).fill('E2E Signer');
    await snapshot(staff, 'loads-print-documents');
    const answer = staff.waitForResponse((response) => response.url().includes('/multipleForms/0'));
    const [tab] = await Promise.all([staff.context().waitForEvent('page'), print.click()]);
    const response = await answer;
    assert.equal(response.status(), 200);
    const url = new URL(response.url());
    assert.equal(url.pathname, `/api/vehicles/${vehicles.map((v) => v.vehicleid).join(',')}/multipleForms/0`);
    assert.equal(url.searchParams.get('docs'), '9,3');
    assert.equal(url.searchParams.get('printedName'), 'E2E Signer');
    await tab.waitForURL(/^blob:/);
    await tab.close();
  });
});

describe('the staff documents of a load', () => {
  it('signs the Statements of Conformity through the Signing Name dialog, which lists the users who may sign', async () => {
    const { load, vehicles } = await loadWithVehicles(alpha.clientid, 'E2E-SOC', 2);
    const prisma = portal.db.prisma;
    const signer = await prisma.webUser.update({ where: { username: 'admin' }, data: { can_sign_soc: 1, name: 'Sam Signer' } });
    for (const vehicle of vehicles) {
      await prisma.vehicle.update({ where: { vehicleid: vehicle.vehicleid }, data: { crossedborderdate: new Date('2026-11-02T00:00:00Z') } });
      await prisma.blackbookInfo.upsert({
        where: { vehicleid: vehicle.vehicleid },
        create: { vehicleid: vehicle.vehicleid, model_year: 2018, make: 'Toyota', model: 'Corolla', class_name: 'Compact Car', gvw: 3850 },
        update: {},
      });
    }
    await staff.goto(`/clientLoads/${load.id}`);
    await staff.getByRole('button', { name: 'Statements of Conformity' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Signing Name' });
    await dialog.getByRole('combobox', { name: 'Signer' }).click();
    await staff.getByRole('option', { name: 'Sam Signer' }).click();
    assert.equal(await dialog.getByRole('textbox', { name: 'Name' }).inputValue(), 'Sam Signer');
    await dialog.getByRole('textbox', { name: 'Designation' }).fill('Compliance Officer');
    await snapshot(staff, 'loads-signing-name');
    const answer = staff.waitForResponse((response) => response.url().endsWith('/api/reports/management/bay/statementOfConformity'));
    // The statements are a document job: the dialog follows it and saves its file when it is ready.
    const saved = staff.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Sign' }).click();
    const response = await answer;
    assert.equal(response.status(), 202);
    const body = JSON.parse(response.request().postData());
    assert.deepEqual(
      body.vehicles,
      vehicles.map((v) => v.vehicleid),
    );
    assert.equal(body.soc_signer, signer.userid);
    assert.equal((await saved).suggestedFilename(), 'statements-of-conformity.pdf');
    await dialog.waitFor({ state: 'hidden' });
  });

  it("prints a load's Title Paperwork as a document job with its progress, then downloads it", async () => {
    const { load } = await loadWithVehicles(alpha.clientid, 'E2E-TITLES', 2);
    await staff.goto(`/clientLoads/${load.id}`);
    await staff.getByRole('button', { name: 'Title Paperwork' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Title Paperwork' });
    await dialog.getByText('The title application (7) and odometer statement (3)').waitFor();
    const queued = staff.waitForResponse((response) => response.url().endsWith('/api/reports/management/bay/titleDocs'));
    await dialog.getByRole('button', { name: 'Print' }).click();
    assert.equal((await queued).status(), 202);
    const download = dialog.getByRole('button', { name: 'Download' });
    await download.waitFor({ timeout: 60_000 });
    await snapshot(staff, 'loads-title-paperwork');
    const saved = staff.waitForEvent('download');
    await download.click();
    assert.equal((await saved).suggestedFilename(), 'load-E2E-TITLES-title-paperwork.pdf');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });
});

/** A shipment holding `vin` made on the bay's side (the stand-in), as another system sending it would. */
async function bayShipmentOf(vin) {
  const bay = portal.partners.bayUrl;
  const token = await fetch(`${bay}/oauth/token`, { method: 'POST', body: JSON.stringify({ client_id: 'e2e', client_secret: 'e2e' }) });
  const { access_token: accessToken } = await token.json();
  const answer = await fetch(`${bay}/shipments`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ kind: 'caravan', reference: 'E2E-OTHER', from: { name: 'Yard A' }, to: { name: 'Yard B' }, vehicles: [{ vin, value_usd: 1000 }] }),
  });
  assert.equal(answer.status, 201);
  return answer.json();
}

describe('the Bay Vehicle Fix dialog', () => {
  it('shows what the bay holds for a vehicle of the load, links it to the one record, and refuses several', async () => {
    const { load, vehicles } = await loadWithVehicles(alpha.clientid, 'E2E-FIX', 1);
    const [vehicle] = vehicles;
    await staff.goto(`/clientLoads/${load.id}`);
    await staff.getByRole('tab', { name: 'Vehicles (1)' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Bay Vehicle Fix' });
    const fix = dialog.getByRole('button', { name: 'Fix', exact: true });
    await staff.getByRole('button', { name: `Bay Vehicle Fix ${vehicle.vehiclevin}` }).click();
    await dialog.getByText('Vehicle not found in Bay').waitFor();
    await dialog.getByText('Not linked to a bay vehicle').waitFor();
    assert.equal(await fix.isDisabled(), true, 'nothing to link to');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The bay got the vehicle from elsewhere: its one record is offered and linked.
    const shipment = await bayShipmentOf(vehicle.vehiclevin);
    const record = shipment.vehicles[0].id;
    await staff.getByRole('button', { name: `Bay Vehicle Fix ${vehicle.vehiclevin}` }).click();
    await dialog.getByRole('list', { name: 'Bay vehicles' }).getByText(`${record}: ${vehicle.vehiclevin}`).waitFor();
    await fix.click();
    await dialog.getByText('Vehicle linked to its Bay record').waitFor();
    await dialog.getByText(`Bay vehicle ${record}`).waitFor();
    await snapshot(staff, 'loads-bay-vehicle-fix');
    const linked = await portal.db.prisma.bayVehicle.findUniqueOrThrow({ where: { vehicleid: vehicle.vehicleid } });
    assert.equal(linked.external_id, record);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // A second record of the VIN: nothing is linked, on a caravan load's Bay tab too.
    await bayShipmentOf(vehicle.vehiclevin);
    await portal.db.prisma.clientLoad.update({ where: { id: load.id }, data: { load_type: 'single' } });
    await staff.reload();
    await staff.getByRole('tab', { name: 'Bay' }).click();
    await staff
      .getByRole('table', { name: 'Caravan vehicles' })
      .getByRole('button', { name: `Bay Vehicle Fix ${vehicle.vehiclevin}` })
      .click();
    await dialog.getByText('More than one vehicle found in Bay').waitFor();
    assert.equal(await dialog.getByRole('list', { name: 'Bay vehicles' }).getByRole('listitem').count(), 2);
    assert.equal(await fix.isDisabled(), true, 'several records: nothing is linked');
    await snapshot(staff, 'loads-bay-vehicle-fix-several');
    await dialog.getByRole('button', { name: 'Close' }).click();
    assert.equal((await portal.db.prisma.bayVehicle.findUniqueOrThrow({ where: { vehicleid: vehicle.vehicleid } })).external_id, record);
  });
});

describe('the transport list', () => {
  it('lists the vehicles created from 2017-01-01, oldest first, with their load, by pages', async () => {
    const since = new Date('2017-01-01T05:00:00Z');
    const inOrder = { where: { recordcreateddate: { gte: since } }, orderBy: [{ recordcreateddate: 'asc' }, { vehicleid: 'asc' }] };
    const [oldest] = await portal.db.prisma.vehicle.findMany({ ...inOrder, take: 1 });
    const [eleventh] = await portal.db.prisma.vehicle.findMany({ ...inOrder, skip: 10, take: 1 });
    const total = await portal.db.prisma.vehicle.count({ where: { recordcreateddate: { gte: since } } });
    assert.ok(total > 10, 'more vehicles than one page');
    await staff.goto('/transportation/transport-list');
    const cards = staff.getByRole('list', { name: 'Transport vehicles' }).getByRole('listitem');
    await cards.first().getByRole('link', { name: oldest.vehiclevin }).waitFor();
    assert.equal(await cards.count(), 10);
    await staff.getByText(`1–10 of ${total}`).waitFor();
    await snapshot(staff, 'loads-transport-list');
    await staff.getByRole('button', { name: /next/i }).click();
    await staff.getByText(`11–20 of ${total}`).waitFor();
    await cards.first().getByRole('link', { name: eleventh.vehiclevin }).waitFor();
  });
});
