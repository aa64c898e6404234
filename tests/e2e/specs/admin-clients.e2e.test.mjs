import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { closePortal, newPage, openPortalAs, signIn, snapshot } from '../support/browser.mjs';

let portal;
let browser;
let page;

before(async () => {
  ({ portal, browser, page } = await openPortalAs('admin'));
});

after(() => closePortal({ portal, browser }));

const table = (name) => page.getByRole('table', { name });

describe('admin clients (staff)', () => {
  it('filters the client list, sorts it and downloads it as CSV', async () => {
    await page.goto('/admin/clients');
    await table('Clients').getByRole('link', { name: 'Alpha Motors' }).waitFor();
    await page.getByLabel('City').fill('Detroit');
    await table('Clients').getByRole('link', { name: 'Borealis Imports' }).waitFor();
    await page.waitForFunction(() => !document.body.innerText.includes('Alpha Motors'));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const csv = await readFile(await (await download).path(), 'utf8');
    assert.match(csv, /Borealis Imports/);
    assert.doesNotMatch(csv, /Alpha Motors/);
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await page.getByRole('columnheader', { name: /Name/ }).click();
    await table('Clients').getByRole('link', { name: 'Alpha Motors' }).waitFor();
  });

  it('Add Client creates NEW CLIENT and opens it; Save Changes saves and shows the alert', async () => {
    await page.goto('/admin/clients');
    await page.getByRole('button', { name: 'Add Client' }).click();
    await page.waitForURL(/\/admin\/clients\/\d+$/);
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();
    const id = Number(page.url().split('/').pop());
    const created = await portal.db.prisma.client.findUniqueOrThrow({ where: { clientid: id } });
    assert.deepEqual([created.clientname, created.clientactive], ['NEW CLIENT', 2]);
    await page.getByLabel(/Client Name/).fill('Lakeside Autos');
    await page.getByLabel('Country').selectOption('CA');
    await page.getByLabel('City').fill('Windsor');
    await page.getByLabel('RI Client').selectOption('1');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Client Saved').waitFor();
    await page.getByText('RI Client has not completed registration documents').waitFor();
    const saved = await portal.db.prisma.client.findUniqueOrThrow({ where: { clientid: id } });
    assert.deepEqual([saved.clientname, saved.clientcountrycode, saved.clientcity, saved.is_ri], ['Lakeside Autos', 'CA', 'Windsor', 1]);
    // The change is in the history, with the old value.
    await page.getByRole('table', { name: 'History' }).getByText('NEW CLIENT').waitFor();
    await snapshot(page, 'admin-client-saved');
  });

  it('adds a note only when it has text', async () => {
    const alpha = await portal.db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } });
    const before = await portal.db.prisma.clientNote.count({ where: { clientid: alpha.clientid } });
    await page.goto(`/admin/clients/${alpha.clientid}`);
    await page.getByRole('tab', { name: 'Notes' }).click();
    await page.getByLabel('New Note').fill('   ');
    await page.getByRole('button', { name: 'Add Note' }).click();
    await page.getByText('A note needs some text before it can be saved').waitFor();
    assert.equal(await portal.db.prisma.clientNote.count({ where: { clientid: alpha.clientid } }), before);
    await page.getByLabel('New Note').fill('Asked for a rate review');
    await page.getByRole('button', { name: 'Add Note' }).click();
    await page.getByRole('table', { name: 'Client notes' }).getByText('Asked for a rate review').waitFor();
    assert.equal(await portal.db.prisma.clientNote.count({ where: { clientid: alpha.clientid } }), before + 1);
  });

  it('saves the vehicle defaults and adds agents only with a name', async () => {
    const client = await portal.db.prisma.client.findFirstOrThrow({ where: { clientname: 'Hudson Auto Exchange' } });
    await page.goto(`/admin/clients/${client.clientid}`);
    await page.getByRole('tab', { name: 'Defaults' }).click();
    await page.getByLabel('Agent Name').fill('   ');
    await page.getByRole('button', { name: 'Add Agent' }).click();
    await page.getByText('An agent needs a name').waitFor();
    await page.getByLabel('Agent Name').fill('  Dana Cole ');
    await page.getByRole('button', { name: 'Add Agent' }).click();
    await page.getByText('Dana Cole', { exact: true }).waitFor();
    const agents = await portal.db.prisma.clientAgent.findMany({ where: { client_id: client.clientid } });
    assert.deepEqual(
      agents.map((a) => a.name).filter((n) => n.trim() === ''),
      [],
    );
    assert.ok(agents.some((a) => a.name === 'Dana Cole'));
    await page.getByLabel(/Vehicle Release Days/).fill('30');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Client Saved').waitFor();
    const defaults = await portal.db.prisma.clientDefault.findUniqueOrThrow({ where: { clientid: client.clientid } });
    assert.equal(defaults.vehicle_release_days, 30);
  });

  it("shows a client's overrides on its Rack Rates tab, linking to the overrides list", async () => {
    const alpha = await portal.db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } });
    await page.goto(`/admin/clients/${alpha.clientid}`);
    await page.getByRole('tab', { name: 'Rack Rates' }).click();
    const overrides = page.getByRole('table', { name: 'Client rack rate overrides' });
    await overrides.getByRole('link', { name: 'DVS Title Service' }).click();
    await page.waitForURL('**/admin/rackRates/overrides?rack_rate_id=3');
    await page.getByRole('table', { name: 'Rack rate overrides' }).getByRole('link', { name: 'Fairway Auto Auction' }).waitFor();
  });
});

describe('admin users (staff)', () => {
  it('filters users, downloads users.csv and saves a user with "User Updated"', async () => {
    const target = await portal.db.prisma.webUser.findUniqueOrThrow({ where: { username: 'alpha.user' } });
    assert.equal(target.can_sign_soc, 0);
    await page.goto('/admin/users');
    const users = page.getByRole('table', { name: 'Users' });
    await users.getByText('admin', { exact: true }).waitFor();
    await page.getByLabel('Username').fill('alpha.user');
    // Filtered: the staff account is no longer listed.
    await page.waitForFunction(() => ![...document.querySelectorAll('table[aria-label="Users"] td')].some((td) => td.textContent === 'admin'));
    await users.getByText('alpha.user', { exact: true }).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    assert.equal((await download).suggestedFilename(), 'users.csv');
    await users.getByRole('link', { name: target.name ?? 'alpha.user' }).click();
    await page.waitForURL(`**/admin/users/${target.userid}`);
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();
    await page.getByLabel('Can Sign Statements of Conformity').selectOption('1');
    await page.getByLabel('Titles Sent').selectOption('1');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('User Updated').waitFor();
    const user = await portal.db.prisma.webUser.findUniqueOrThrow({ where: { username: 'alpha.user' } });
    assert.deepEqual([user.can_sign_soc, user.titlessent], [1, 1]);
  });
});

describe('admin routes for a client user', () => {
  it('land on /access/admin', async () => {
    const clientPage = await newPage(browser, portal.webUrl);
    await signIn(clientPage, 'alpha.user');
    await clientPage.waitForURL('**/welcome');
    for (const path of ['/admin/clients/1', '/admin/rackRates', '/admin/rackRates/overrides', '/admin/pdfFormFields', '/admin/auctions/1']) {
      await clientPage.goto(path);
      await clientPage.waitForURL('**/access/admin');
    }
    await clientPage.context().close();
  });
});
