import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startPortal } from '../../../tools/stack/test-portal.mjs';
import { launchBrowser, newPage, signIn, snapshot } from '../support/browser.mjs';

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

describe('signing in and out', () => {
  it('sends a signed-out person from a protected page to /login', async () => {
    const page = await newPage(browser, portal.webUrl);
    await page.goto('/vehicles');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.context().close();
  });

  it('shows Invalid Credentials for a wrong password and stays signed out', async () => {
    const page = await newPage(browser, portal.webUrl);
    await signIn(page, 'admin', 'not-the-password');
    await page.getByText('Invalid Credentials').waitFor();
    assert.match(page.url(), /\/login$/);
    assert.equal(await page.evaluate(() => localStorage.getItem('webUser')), null);
    await snapshot(page, 'sign-in-invalid');
    await page.context().close();
  });

  it('lands on /welcome after signing in, and visiting /login signs out and forgets the saved filters', async () => {
    const page = await newPage(browser, portal.webUrl);
    await signIn(page, 'admin');
    await page.waitForURL('**/welcome');
    await page.evaluate(() => localStorage.setItem('vehicleFilters', JSON.stringify({ vin: 'ABC' })));
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    const stored = await page.evaluate(() => ['user', 'webUser', 'access_token', 'vehicleFilters'].map((k) => localStorage.getItem(k)));
    assert.deepEqual(stored, [null, null, null, null]);
    await page.goto('/vehicles');
    await page.waitForURL('**/login');
    await page.context().close();
  });

  it('takes a person whose session the server no longer accepts back to sign-in, saying why', async () => {
    const page = await newPage(browser, portal.webUrl);
    await signIn(page, 'alpha.user');
    await page.waitForURL('**/welcome');
    // Both tokens refused: renewing the access token cannot help, the session is over.
    await page.evaluate(() => {
      localStorage.setItem('access_token', 'expired.or.revoked');
      localStorage.setItem('refresh_token', 'revoked');
    });
    await page.goto('/vehicles');
    await page.waitForURL('**/login?expired=1&returnTo=%2Fvehicles');
    await page.getByText('Your session has ended. Please sign in again.').waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('webUser')), null);
    await page.context().close();
  });

  it('refuses a disabled account', async () => {
    const page = await newPage(browser, portal.webUrl);
    await signIn(page, 'disabled.user');
    await page.getByText('Invalid Credentials').waitFor();
    await page.context().close();
  });
});
