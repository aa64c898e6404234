import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { VIN_PATTERNS, buildVin } from '@portal/db';
import { startPortal } from '../../../tools/stack/test-portal.mjs';
import { launchBrowser, newPage, signIn, snapshot } from '../support/browser.mjs';

const ACCORD = VIN_PATTERNS.find((p) => p.model === 'Accord');
const CIVIC = VIN_PATTERNS.find((p) => p.model === 'Civic');
let portal;
let browser;

before(async () => {
  portal = await startPortal({ web: true });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await portal?.stop();
});

const dialog = (page) => page.getByRole('dialog', { name: 'Register vehicle by VIN' });
const registerButton = (page) => dialog(page).getByRole('button', { name: /^Register/ });

async function lookUp(page, vin) {
  const input = dialog(page).getByRole('textbox', { name: 'VIN' });
  await input.fill(vin);
  await input.press('Enter');
  await dialog(page).getByLabel('Decoded vehicle').waitFor();
}

async function choose(page, field, option) {
  await dialog(page).getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('VIN register dialog (staff)', () => {
  let page;
  let typeName;

  before(async () => {
    page = await newPage(browser, portal.webUrl);
    await signIn(page, 'admin');
    await page.waitForURL('**/welcome');
    typeName = (await portal.db.prisma.titleApplicationType.findFirstOrThrow({ orderBy: { titleapplicationtype: 'asc' } })).titleapplicationtype;
  });

  it('opens over the page, which stays visible behind it', async () => {
    await page.getByRole('button', { name: 'Add Vehicle' }).click();
    await dialog(page).waitFor();
    // Between the dialog and the page's body, nothing may paint a background over the page: only the
    // translucent backdrop, the dialog's sibling, dims it.
    const covering = await dialog(page).evaluate((surface) => {
      const opaque = [];
      for (let element = surface.parentElement; element && element !== document.body; element = element.parentElement) {
        const { width, height } = element.getBoundingClientRect();
        if (width > 0 && height > 0 && getComputedStyle(element).backgroundColor !== 'rgba(0, 0, 0, 0)') opaque.push(element.className);
      }
      return opaque;
    });
    assert.deepEqual(covering, []);
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await dialog(page).waitFor({ state: 'hidden' });
  });

  it('registers a real VIN decoded offline and lands on the new vehicle', async () => {
    const vin = buildVin(ACCORD, 920_001);
    await page.getByRole('button', { name: 'Add Vehicle' }).click();
    await lookUp(page, vin);
    const decoded = dialog(page).getByLabel('Decoded vehicle');
    for (const text of ['2003', 'HONDA', 'Accord', 'Coupe']) await decoded.getByText(text, { exact: true }).waitFor();
    await decoded.getByText('Vehicle might not comply with Federal Motor Vehicle Safety Standard No. 138').waitFor();
    assert.equal(await dialog(page).getByText('Required').count(), 2);
    assert.equal(await registerButton(page).textContent(), 'Register Vehicle');
    assert.equal(await registerButton(page).isDisabled(), true);
    await choose(page, /Client/, 'Delta Northern Imports');
    await dialog(page).getByText('RI Client has not completed registration documents').waitFor();
    await dialog(page)
      .getByRole('combobox', { name: /Client/ })
      .fill('');
    await choose(page, /Client/, 'Alpha Motors');
    await choose(page, /Title Application Type/, typeName);
    await snapshot(page, 'vin-register-staff-ready');
    assert.equal(await registerButton(page).isDisabled(), false);
    await registerButton(page).click();
    await page.waitForURL(/\/vehicles\/\d+$/);
    await page.getByText('Vehicle Registered').waitFor();
    const id = Number(page.url().split('/').pop());
    const saved = await portal.db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: id } });
    assert.deepEqual([saved.vehiclevin, saved.yr, saved.make, saved.model, saved.processtype], [vin, 2003, 'HONDA', 'Accord', 1]);
    await page.getByText(vin).first().waitFor();
  });

  it('reads Register Invalid VIN for a bad check digit', async () => {
    const good = buildVin(ACCORD, 920_002);
    const bad = good.slice(0, 8) + (good[8] === '1' ? '2' : '1') + good.slice(9);
    await page.getByRole('button', { name: 'Add Vehicle' }).click();
    await lookUp(page, bad);
    await dialog(page)
      .getByText(/NHTSA Error: 1 - Check Digit/)
      .waitFor();
    assert.equal(await registerButton(page).textContent(), 'Register Invalid VIN');
    await snapshot(page, 'vin-register-invalid');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await dialog(page).waitFor({ state: 'detached' });
  });

  it('reads Register DUPLICATE for a VIN already in the register', async () => {
    const existing = await portal.db.prisma.vehicle.findFirstOrThrow({ orderBy: { vehicleid: 'asc' } });
    await page.getByRole('button', { name: 'Add Vehicle' }).click();
    await lookUp(page, existing.vehiclevin);
    await dialog(page).getByText('This VIN is already in the register.').waitFor();
    assert.equal(await registerButton(page).textContent(), 'Register DUPLICATE');
    await snapshot(page, 'vin-register-duplicate');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  });
});

describe('VIN register dialog (client user)', () => {
  it('registers for its own client from /vehicles/new; the vehicle waits upon load', async () => {
    const page = await newPage(browser, portal.webUrl);
    await signIn(page, 'alpha.user');
    await page.waitForURL('**/welcome');
    assert.equal(await page.getByRole('button', { name: 'Add Vehicle' }).count(), 0, 'the top bar offers Add Vehicle to staff only');
    await page.goto('/vehicles/new');
    await dialog(page).waitFor();
    const vin = buildVin(CIVIC, 920_003);
    await lookUp(page, vin);
    const client = dialog(page).getByRole('textbox', { name: /Client/ });
    assert.equal(await client.inputValue(), 'Alpha Motors');
    assert.equal(await client.getAttribute('readonly'), '');
    const typeName = (await portal.db.prisma.titleApplicationType.findFirstOrThrow({ orderBy: { titleapplicationtype: 'asc' } })).titleapplicationtype;
    await choose(page, /Title Application Type/, typeName);
    await snapshot(page, 'vin-register-client');
    await registerButton(page).click();
    await page.waitForURL(/\/vehicles\/\d+$/);
    const id = Number(page.url().split('/').pop());
    const saved = await portal.db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: id }, include: { notes: true } });
    assert.deepEqual([saved.statusid, saved.titlestatusid, saved.notes.map((n) => n.note)], [1, 2, ['waiting upon load']]);
  });
});
