import { after, before, describe, it } from 'node:test';
import { join } from 'node:path';
import { ProcessGroup, ROOT, freePort } from '../../../tools/stack/processes.mjs';
import { waitForPort } from '../../../tools/stack/infra.mjs';
import { remoteEnvName } from '../../../tools/stack/registry.mjs';
import { startPortal } from '../../../tools/stack/test-portal.mjs';
import { launchBrowser, newPage, signIn, snapshot } from '../support/browser.mjs';

let portal;
let browser;
const extra = new ProcessGroup();
let brokenShellUrl;

before(async () => {
  // A second shell whose manifest points the vehicles remote at an address where nothing listens.
  const port = await freePort();
  portal = await startPortal({ web: true, extraOrigins: [`http://127.0.0.1:${port}`] });
  browser = await launchBrowser();
  const deadRemote = `http://127.0.0.1:${await freePort()}/mf-manifest.json`;
  extra.start(
    'shell-broken-remote',
    'node',
    [join(ROOT, 'tools/static/serve.mjs'), join(ROOT, 'shell/dist'), '--port', String(port), '--spa', '--manifest-env'],
    {
      env: { PORTAL_API_URL: portal.apiUrl, [remoteEnvName('mfe_vehicles')]: deadRemote },
    },
  );
  await waitForPort(port);
  brokenShellUrl = `http://127.0.0.1:${port}`;
});

after(async () => {
  await browser?.close();
  await extra.stop();
  await portal?.stop();
});

describe('a remote that cannot be loaded', () => {
  it('shows an error panel inside the shell, with the menu still there', async () => {
    const page = await newPage(browser, brokenShellUrl);
    await signIn(page, 'admin');
    await page.waitForURL('**/welcome');
    await page.goto('/vehicles');
    await page.getByText('This part of the portal could not be loaded').waitFor();
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    await page.getByText('Version2').first().waitFor();
    await snapshot(page, 'remote-down');
  });
});
