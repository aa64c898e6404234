// Registration, the registration documents, forgot and reset password, and the signature pad, as a person does them on a phone.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { waitForMail } from '@portal/mail-standin';
import { startPortal } from '../../../tools/stack/test-portal.mjs';
import { fitsThePhone, launchBrowser, newPhonePage, signIn, signWithFinger, snapshot } from '../support/browser.mjs';

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

describe('accounts on a phone', () => {
  it('registers an account, which is signed in, and the welcome e-mail arrives', async () => {
    const page = await newPhonePage(browser, portal.webUrl);
    await page.goto('/register/acuity');
    await page.getByRole('heading', { name: 'Register for RI with Acuity' }).waitFor();
    const submit = page.getByRole('button', { name: 'Request an Account' });
    assert.equal(await submit.isDisabled(), true);
    const fill = async (label, value) => page.getByLabel(label).fill(value);
    await fill('First Name', 'Robin');
    await fill('Last Name', 'Importer');
    await fill('Email Address', 'alex@alphamotors.example');
    await page.getByLabel('Password').focus();
    await page.getByText('This email has already been registered').waitFor();
    await fill('Email Address', 'robin@phone.example');
    await page.getByLabel('Password').focus();
    await page.getByText('This email is available for registration').waitFor();
    await page.getByLabel('Password').fill('Robin-password-2026');
    await fill('Phone', '555-0100');
    await fill('Business Name', 'Robin Imports');
    await page.getByLabel('Country').selectOption('Canada');
    await fill('Street', '1 Main St');
    await fill('City', 'Windsor');
    await fill('State / Province', 'ON');
    assert.equal(await submit.isDisabled(), true, 'still one required field empty');
    await fill('Zip / Postal Code', 'N9A 1A1');
    const ri = page.getByRole('checkbox', { name: 'Registered Importation (RI)' });
    assert.equal(await ri.isChecked(), true);
    assert.equal(await ri.isDisabled(), true);
    await snapshot(page, 'register-phone-filled');
    await fitsThePhone(page);
    await submit.click();
    await page.waitForURL('**/registration-requested');
    await page.getByRole('heading', { name: 'Thank you for registering' }).waitFor();
    assert.notEqual(await page.evaluate(() => localStorage.getItem('access_token')), null);
    await snapshot(page, 'registration-requested-phone');
    await fitsThePhone(page);
    const mail = await waitForMail(portal.mailUrl, 'robin@phone.example');
    assert.match(mail.text, /registration paperwork/);
    await page.context().close();
  });

  it('asks for a reset link, opens it from the e-mail, sets a new password and signs in with it', async () => {
    const page = await newPhonePage(browser, portal.webUrl);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    const button = page.getByRole('button', { name: 'Reset Password' });
    assert.equal(await button.isDisabled(), true);
    await page.getByLabel('Email Address / Username').fill('alpha.admin');
    await button.click();
    await page.getByText('Please check your email. If your email/username exists you will receive an email with a link to reset your password...').waitFor();
    await snapshot(page, 'forgot-password-phone');
    const mail = await waitForMail(portal.mailUrl, 'avery@alphamotors.example');
    const link = /(\/reset\/[A-Za-z0-9_-]+)/.exec(mail.text)[1];
    await page.goto(link);
    await page.getByLabel('New Password').fill('Avery-new-2026');
    await page.getByLabel('Confirm Password').fill('Avery-new-2026');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Your password has been updated').waitFor();
    await snapshot(page, 'reset-password-updated-phone');
    // The link works once.
    await page.goto(link);
    await page.getByText('This reset token has expired').waitFor();
    await snapshot(page, 'reset-password-expired-phone');
    await signIn(page, 'alpha.admin', 'Avery-new-2026');
    await page.waitForURL('**/welcome');
    await page.context().close();
  });

  it('lets staff draw and save a signature on the pad, then shows it', async () => {
    const page = await newPhonePage(browser, portal.webUrl);
    await signIn(page, 'admin');
    await page.waitForURL('**/welcome');
    await page.goto('/user/signature');
    await page.getByText('No Signature').waitFor();
    const save = page.getByRole('button', { name: 'Save Signature' });
    assert.equal(await save.isDisabled(), true);
    const pad = page.getByTestId('signature-pad');
    const box = await signWithFinger(page, pad);
    assert.equal(Math.round(box.width / box.height), 3, 'a 3:1 pad');
    await save.click();
    await page.getByText('Signature Saved').waitFor();
    await page.getByRole('img', { name: 'Your saved signature' }).waitFor();
    await snapshot(page, 'user-signature-phone');
    await page.goto('/mobile/android');
    await page.getByRole('heading', { name: 'Use the portal on your phone' }).waitFor();
    const platforms = await page.getByRole('heading', { level: 2 }).allInnerTexts();
    assert.deepEqual(platforms, ['Android', 'iPhone and iPad']);
    await page.getByText('Add to Home Screen, then Add').waitFor();
    await snapshot(page, 'mobile-install-phone');
    await page.context().close();
  });

  it('shows the mobile app page without signing in, saying when this environment offers no download', async () => {
    const page = await newPhonePage(browser, portal.webUrl);
    await page.goto('/mobileApp');
    await page.getByRole('heading', { name: 'Mobile App Download' }).waitFor();
    await page.getByText('The Android app is not on the Play store').waitFor();
    assert.equal(await page.getByText('This download is not offered here yet; please contact DVS Support.').count(), 2);
    await snapshot(page, 'mobile-app-phone');
    await fitsThePhone(page);
    await page.context().close();
  });

  it('opens the home page without signing in, and each service dialog closes with Close', async () => {
    const page = await newPhonePage(browser, portal.webUrl);
    await page.goto('/');
    for (const title of ['Nationwide Vehicle Titling Services', 'Registered Importation']) {
      await page.getByRole('button', { name: `Learn more about ${title}` }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.waitFor();
      // The picture is taken once the dialog has finished fading in.
      await dialog.evaluate((el) => Promise.all(el.ownerDocument.getAnimations().map((a) => a.finished)));
      await snapshot(page, `home-dialog-${title.split(' ')[0].toLowerCase()}`);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    await page.getByRole('heading', { name: 'Contact DVS Support' }).waitFor();
    await page.getByRole('link', { name: 'Request an account' }).click();
    await page.waitForURL('**/register');
    await page.getByRole('heading', { name: 'Register for RI', exact: true }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Request an Account' }).isDisabled(), true);
    await fitsThePhone(page);
    await page.goto('/help');
    await page.getByRole('heading', { name: 'Help', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Contact DVS Support' }).waitFor();
    await fitsThePhone(page);
    await snapshot(page, 'help-phone');
    await page.context().close();
  });

  it('welcomes a signed-in client user on a phone by name, with where to go next', async () => {
    const page = await newPhonePage(browser, portal.webUrl);
    await signIn(page, 'alpha.user');
    await page.waitForURL('**/welcome');
    await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
    await page.getByText('Pick up where you left off:').waitFor();
    await fitsThePhone(page);
    await snapshot(page, 'welcome-phone');
    await page.context().close();
  });
});

describe('registration documents, without signing in', () => {
  it('lists the four forms from the registration page and downloads one', async () => {
    const page = await newPhonePage(browser, portal.webUrl);
    await page.goto('/register');
    await page.getByRole('link', { name: 'Registration documents to download' }).click();
    await page.waitForURL('**/registration-documents');
    const list = page.getByRole('list', { name: 'Registration documents' });
    for (const name of ['Power of Attorney', 'Customs and Export Power of Attorney', 'Importer Identity Form (CBP 5106)', 'Customer Information'])
      await list.getByRole('button', { name, exact: true }).waitFor();
    await snapshot(page, 'registration-documents');
    const download = page.waitForEvent('download');
    await list.getByRole('button', { name: 'Importer Identity Form (CBP 5106)' }).click();
    const file = await download;
    assert.equal(file.suggestedFilename(), 'cbp-5106.pdf');
    assert.ok(
      readFileSync(await file.path())
        .subarray(0, 5)
        .toString() === '%PDF-',
    );
    await page.close();
  });
});
