import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { cellText, closePortal, menu, openPortalAs, snapshot } from '../support/browser.mjs';

const ADMIN_MENU = [
  "Assignments Rec'd",
  'Notes Queue',
  'Loads',
  'Invoice Batches',
  'Paperwork Batches',
  'RI DOT Outstanding',
  'Clients',
  'Users',
  'Rack Rates',
  'PDF Form Fields',
  'Transport List',
];

let portal;
let browser;
let page;

before(async () => {
  ({ portal, browser, page } = await openPortalAs('admin'));
});

after(() => closePortal({ portal, browser }));

describe('staff', () => {
  it('sees the full menu in the Version2 drawer, with the Notes Queue count', async () => {
    await page.getByText('Version2').first().waitFor();
    const nav = menu(page);
    // The Notes Queue label holds its count badge once the count arrives, so its text may end in digits.
    const entry = (label) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\d*$`);
    for (const label of ADMIN_MENU) await nav.getByText(entry(label)).first().waitFor();
    const open = await portal.db.prisma.vehicleNote.count({ where: { complete: false, roleid: 1 } });
    assert.ok(open > 0);
    await nav.getByLabel(`${open} open notes`).waitFor();
    await page.getByRole('button', { name: 'Add Vehicle' }).waitFor();
  });

  it('searches a last6 and lands on that vehicle', async () => {
    const vehicle = await portal.db.prisma.vehicle.findFirstOrThrow({ orderBy: { vehicleid: 'asc' }, include: { client: true } });
    const sameLast6 = await portal.db.prisma.vehicle.count({ where: { last6: vehicle.last6 } });
    assert.equal(sameLast6, 1, 'the demo VINs have distinct last6');
    await page.getByLabel('Search by VIN or last 6').fill(vehicle.last6);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/vehicles/${vehicle.vehicleid}`);
    await page.getByText(vehicle.vehiclevin).waitFor();
    await page.getByText(vehicle.client.clientname).first().waitFor();
    await snapshot(page, 'staff-vehicle-by-last6');
  });

  it('opens the list filtered by VIN when a search matches several vehicles', async () => {
    const vehicles = await portal.db.prisma.vehicle.findMany({ select: { vehiclevin: true } });
    // A stretch of VIN that several vehicles share.
    const counts = new Map();
    for (const { vehiclevin } of vehicles) counts.set(vehiclevin.slice(0, 8), (counts.get(vehiclevin.slice(0, 8)) ?? 0) + 1);
    const prefix = [...counts.entries()].find(([, n]) => n > 2)[0];
    await page.getByLabel('Search by VIN or last 6').fill(prefix);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/vehicles?vin=${prefix}`);
    await page
      .getByRole('link', { name: new RegExp(`^${prefix}`) })
      .first()
      .waitFor();
    const shown = await page.getByRole('link', { name: new RegExp(`^${prefix}`) }).count();
    assert.ok(shown >= 2);
  });

  it("lists every client's vehicles with a client filter, pages and sorts", async () => {
    await page.goto('/vehicles');
    await page.getByText(/1–\d+ of \d+/).waitFor();
    // The search above saved its VIN filter; the reset button forgets it.
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    const total = await portal.db.prisma.vehicle.count();
    await page.getByText(`1–10 of ${total}`).waitFor();
    await page.getByLabel('Client').waitFor();
    await page.getByRole('button', { name: /next page/i }).click();
    await page.getByText(`11–20 of ${total}`).waitFor();
    await page.getByRole('columnheader', { name: 'Year' }).click();
    await page.getByText(`1–10 of ${total}`).waitFor();
    const oldest = await portal.db.prisma.vehicle.aggregate({ _min: { yr: true } });
    const firstYear = await cellText(page.getByRole('table', { name: 'Vehicles' }), 0, 'Year');
    assert.equal(Number(firstYear), oldest._min.yr);
    await snapshot(page, 'staff-vehicle-list');
  });
});
