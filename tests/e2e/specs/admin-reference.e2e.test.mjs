import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { closePortal, openPortalAs, snapshot } from '../support/browser.mjs';

let portal;
let browser;
let page;

before(async () => {
  ({ portal, browser, page } = await openPortalAs('admin'));
});

after(() => closePortal({ portal, browser }));

const idFromUrl = () => Number(new URL(page.url()).pathname.split('/').pop());

describe('rack rates and overrides (staff)', () => {
  it('adds a master rack rate, refuses a non-number amount, saves, links an application type and shows the history', async () => {
    await page.goto('/admin/rackRates');
    await page.getByRole('table', { name: 'Rack rates' }).getByRole('link', { name: 'DVS Title Service' }).waitFor();
    await page.getByRole('button', { name: 'Add Master Rack Rate' }).click();
    await page.waitForURL(/\/admin\/rackRates\/\d+$/);
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();
    const id = idFromUrl();
    assert.equal((await portal.db.prisma.rackRate.findUniqueOrThrow({ where: { id } })).name, 'NEW RACK RATE');
    await page.getByLabel(/Name/).fill('Courier Surcharge');
    await page.getByLabel(/Charge Amount/).fill('ten');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page
      .getByText(/expects a number/)
      .first()
      .waitFor();
    assert.equal((await portal.db.prisma.rackRate.findUniqueOrThrow({ where: { id } })).name, 'NEW RACK RATE', 'nothing of a refused save is written');
    await page.getByLabel(/Charge Amount/).fill('1234.5');
    await page.getByLabel('Every Vehicle').selectOption('1');
    await page.getByLabel(/Bucket/).selectOption('2');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Rack Rate Saved').waitFor();
    const saved = await portal.db.prisma.rackRate.findUniqueOrThrow({ where: { id } });
    assert.deepEqual([saved.name, Number(saved.charge_amount), saved.every_vehicle, saved.bucket_id], ['Courier Surcharge', 1234.5, true, 2]);
    await page.getByRole('table', { name: 'History' }).getByText('Courier Surcharge').waitFor();
    await page.getByLabel('Add Title Application Type').selectOption({ label: 'Ohio Title' });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('link', { name: 'Ohio Title' }).waitFor();
    assert.equal(await portal.db.prisma.rackRateTitleAppType.count({ where: { rack_rate_id: id } }), 1);
    await page.getByRole('button', { name: 'remove' }).click();
    await page.getByText('No title application types linked.').waitFor();
    await page.goto('/admin/rackRates');
    await page.getByLabel('Name').fill('Courier');
    await page.getByRole('table', { name: 'Rack rates' }).getByText('$1,234.50').waitFor();
  });

  it('prefills the override filters from the address and adds an override for that rate and client', async () => {
    const alpha = await portal.db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } });
    await page.goto(`/admin/rackRates/overrides?rack_rate_id=7&clientid=${alpha.clientid}`);
    const list = page.getByRole('table', { name: 'Rack rate overrides' });
    await page.getByText('No Data').waitFor();
    await page.getByRole('button', { name: 'Add Override' }).click();
    await page.waitForURL(/\/admin\/rackRates\/overrides\/\d+$/);
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();
    const id = idFromUrl();
    const created = await portal.db.prisma.rackRateOverride.findUniqueOrThrow({ where: { id } });
    assert.deepEqual([created.rack_rate_id, created.clientid, Number(created.charge_amount)], [7, alpha.clientid, 25]);
    await page.getByLabel(/Charge Amount/).fill('19.99');
    await page.getByLabel('Every Vehicle').selectOption({ label: 'Every Vehicle' });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Override Saved').waitFor();
    await page.getByRole('table', { name: 'History' }).getByText('19.99').waitFor();
    await page.goto(`/admin/rackRates/overrides?rack_rate_id=7&clientid=${alpha.clientid}`);
    await list.getByText('$19.99').waitFor();
    await snapshot(page, 'admin-overrides');
  });
});

describe('reference data (staff)', () => {
  it('adds a title status with code XXX, filters by code and saves it', async () => {
    await page.goto('/admin/titleStatusTypes');
    await page.getByRole('button', { name: 'Add Title Status' }).click();
    await page.waitForURL(/\/admin\/titleStatusTypes\/\d+$/);
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();
    await page
      .getByLabel(/Code/)
      .inputValue()
      .then((code) => assert.equal(code, 'XXX'));
    await page.getByLabel(/Name/).fill('Held at Port');
    await page.getByLabel(/Code/).fill('HAP');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Title Status Saved').waitFor();
    await page.goto('/admin/titleStatusTypes');
    await page.getByLabel('Code').fill('HAP');
    await page.getByRole('table', { name: 'Title statuses' }).getByRole('link', { name: 'Held at Port' }).waitFor();
  });

  it('shows the price breakdown of an application type: its rack-rate charges minus its costs', async () => {
    const type = await portal.db.prisma.titleApplicationType.findFirstOrThrow({
      where: { rack_rates: { some: {} } },
      include: { costs: true, rack_rates: { include: { rack_rate: true } } },
    });
    const cents =
      type.rack_rates.reduce((s, l) => s + Math.round(Number(l.rack_rate.charge_amount) * 100), 0) -
      type.costs.reduce((s, c) => s + Math.round(Number(c.cost) * 100), 0);
    const expected = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
    await page.goto('/admin/titleApplicationTypes');
    await page.getByLabel('Name').fill(type.titleapplicationtype);
    await page.getByRole('table', { name: 'Title application types' }).getByText(`Price breakdown: ${expected}`).first().waitFor();
    await page.getByRole('button', { name: 'Add Title Application Type' }).click();
    await page.waitForURL(/\/admin\/titleApplicationTypes\/\d+$/);
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();
    const created = await portal.db.prisma.titleApplicationType.findUniqueOrThrow({ where: { titleapplicationid: idFromUrl() } });
    assert.deepEqual([Number(created.titleapplicationcost), created.stateid], [0, 1]);
    await page.getByLabel('Cost Name').fill('BMV');
    await page.getByLabel('Cost', { exact: true }).fill('12.5');
    await page.getByRole('button', { name: 'Add Cost' }).click();
    await page.getByText('BMV: $12.50').waitFor();
    // No rack rates linked yet: the breakdown is minus the cost.
    await page.getByText('Price breakdown (rack rate charges minus costs): -$12.50').waitFor();
  });

  it('shows legacy title rack rates read-only', async () => {
    const legacy = await portal.db.prisma.titleRackRate.findFirstOrThrow({ orderBy: { chargename: 'asc' } });
    await page.goto('/admin/titleRackRates');
    await page.getByRole('table', { name: 'Title rack rates' }).getByRole('link', { name: legacy.chargename }).first().click();
    await page.waitForURL(/\/admin\/titleRackRates\/\d+$/);
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();
    await page.getByText('This record is read-only.').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Save Changes' }).isDisabled(), true);
  });

  it('filters auctions and saves an auction in Canada with its mailing address', async () => {
    const auction = await portal.db.prisma.auction.findFirstOrThrow({ where: { auctioncity: { not: null } } });
    await page.goto('/admin/auctions');
    // The filtered list replaces the first one: click a link of the filtered list, not of the one it replaces.
    const filtered = page.waitForResponse((res) => {
      const url = new URL(res.url());
      return url.pathname === '/api/auctions' && url.searchParams.getAll('filters[]').some((f) => f.includes(auction.auctioncity));
    });
    await page.getByLabel('City').fill(auction.auctioncity);
    await filtered;
    const list = page.getByRole('table', { name: 'Auctions' });
    await list.getByRole('link', { name: auction.auctionname }).click();
    await page.waitForURL(`**/admin/auctions/${auction.auctionid}`);
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();
    await page.getByText('Mailing Address').waitFor();
    await page.getByLabel('Country').selectOption({ label: 'Canada' });
    assert.equal(await page.getByLabel('Auction City', { exact: true }).inputValue(), auction.auctioncity);
    await page.getByLabel('Mailing City', { exact: true }).fill('Toronto');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Auction Saved').waitFor();
    const saved = await portal.db.prisma.auction.findUniqueOrThrow({ where: { auctionid: auction.auctionid } });
    assert.deepEqual([saved.country, saved.mailingcity], [2, 'Toronto']);
  });

  it('edits a PDF form field', async () => {
    const field = await portal.db.prisma.pdfFormField.findFirstOrThrow({ orderBy: { id: 'asc' } });
    await page.goto('/admin/pdfFormFields');
    await page.getByRole('textbox', { name: 'Form Field' }).first().fill(field.form_field);
    await page.getByRole('table', { name: 'PDF form fields' }).getByRole('button', { name: field.form_field, exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Regex Pattern').fill('([a-z');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText('is not a valid regular expression').waitFor();
    await dialog.getByLabel('Regex Pattern').fill('^[A-Z0-9]+$');
    await dialog.getByLabel('Static Value').fill('N/A');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('PDF Form Field Saved').waitFor();
    const saved = await portal.db.prisma.pdfFormField.findUniqueOrThrow({ where: { id: field.id } });
    assert.deepEqual([saved.regex_pattern, saved.static_value], ['^[A-Z0-9]+$', 'N/A']);
  });
});
