import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ROOT } from '../../../tools/stack/processes.mjs';
import { createStaticServer } from '../../../tools/static/serve.mjs';
import { cellText, closePortal, loadedRows, openPortalAs, snapshot } from '../support/browser.mjs';

/** Serves `files` from a folder of their own; answers the listening address. */
async function serve(files, options) {
  const dir = mkdtempSync(join(tmpdir(), 'static-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const server = createStaticServer({ dir, ...options });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('the static server of the web apps', () => {
  const files = {
    'index.html': '<!doctype html><title>x</title>',
    'main.0123456789.js': 'console.log(1)',
    'main.0123456789.js.map': '{"sourcesContent":["secret"]}',
  };

  it("gives the shell's page a policy naming its own origin, the API and the remotes, and forbids framing", async () => {
    const env = {
      PORTAL_API_URL: 'https://api.example.test',
      PORTAL_REMOTE_MFE_VEHICLES: 'https://vehicles.example.test/mf-manifest.json',
      PORTAL_REMOTE_MFE_ADMIN: 'https://admin.example.test:8443/mf-manifest.json',
    };
    const shell = await serve(files, { spa: true, manifestEnv: true, env });
    try {
      const res = await fetch(`${shell.url}/vehicles`, { headers: { accept: 'text/html' } });
      assert.equal(res.status, 200);
      const csp = Object.fromEntries(
        res.headers
          .get('content-security-policy')
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values]),
      );
      assert.deepEqual(csp['script-src'].sort(), ["'self'", 'https://admin.example.test:8443', 'https://vehicles.example.test'].sort());
      assert.deepEqual(
        csp['connect-src'].sort(),
        ["'self'", 'https://api.example.test', 'https://admin.example.test:8443', 'https://vehicles.example.test'].sort(),
      );
      assert.deepEqual(csp['style-src'], ["'self'", "'unsafe-inline'"]);
      assert.deepEqual(csp['frame-ancestors'], ["'none'"]);
      assert.deepEqual(csp['object-src'], ["'none'"]);
      // The load sheet's PDF is shown in a frame of its blob: address; nothing else may be framed.
      assert.deepEqual(csp['frame-src'], ["'self'", 'blob:']);
      assert.deepEqual(csp['base-uri'], ["'self'"]);
      assert.equal(res.headers.get('x-frame-options'), 'DENY');
      assert.equal(res.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
      assert.match(res.headers.get('strict-transport-security'), /^max-age=31536000$/);
      assert.equal(res.headers.get('cross-origin-opener-policy'), 'same-origin');
      const permissions = res.headers.get('permissions-policy');
      assert.match(permissions, /(^|, )camera=\(self\)(,|$)/, 'the barcode scanner and rapid photos use the camera');
      assert.match(permissions, /(^|, )geolocation=\(self\)(,|$)/, 'a vehicle photo records where it was taken');
      for (const feature of ['microphone', 'payment']) assert.match(permissions, new RegExp(`(^|, )${feature}=\\(\\)(,|$)`));
      assert.equal((await fetch(`${shell.url}/main.0123456789.js.map`)).status, 404);
    } finally {
      await shell.close();
    }
  });

  it('keeps CORS on a remote, lets nothing run from it as a page, and never hands out source maps', async () => {
    const remote = await serve(files, {});
    try {
      const script = await fetch(`${remote.url}/main.0123456789.js`, { headers: { origin: 'http://127.0.0.1:4200' } });
      assert.equal(script.status, 200);
      assert.equal(script.headers.get('access-control-allow-origin'), '*');
      assert.match(script.headers.get('content-security-policy'), /default-src 'none'.*frame-ancestors 'none'/);
      assert.equal(script.headers.get('x-frame-options'), 'DENY');
      const map = await fetch(`${remote.url}/main.0123456789.js.map`);
      assert.equal(map.status, 404);
      assert.doesNotMatch(await map.text(), /secret/);
    } finally {
      await remote.close();
    }
    const development = await serve(files, { sourceMaps: true });
    try {
      assert.equal((await fetch(`${development.url}/main.0123456789.js.map`)).status, 200);
    } finally {
      await development.close();
    }
  });

  it('finds no source map in the production builds', () => {
    for (const app of ['shell', 'mfe-vehicles', 'mfe-admin']) {
      const maps = readdirSync(join(ROOT, app, 'dist'), { recursive: true }).filter((name) => String(name).endsWith('.map'));
      assert.deepEqual(maps, [], `${app}/dist`);
    }
  });
});

describe('the portal under its policy', () => {
  let session;
  const violations = [];

  before(async () => {
    session = await openPortalAs('admin');
    const record = (text) => /Content Security Policy|Refused to/i.test(text) && violations.push(text);
    session.page.on('console', (message) => record(message.text()));
    session.page.on('pageerror', (error) => record(String(error)));
  });

  after(async () => {
    await closePortal(session);
  });

  it('lists vehicles, downloads their CSV from the server, and opens an admin page without a violation', async () => {
    const { page, portal } = session;
    const shell = await fetch(`${portal.webUrl}/vehicles`, { headers: { accept: 'text/html' } });
    assert.match(shell.headers.get('content-security-policy'), /frame-ancestors 'none'/);
    await page.goto('/vehicles');
    const table = page.getByRole('table', { name: 'Vehicles' });
    await table.locator('tbody tr').nth(2).waitFor();
    const firstVin = await cellText(table, 0, 'VIN');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    assert.equal(download.suggestedFilename(), 'vehicles.csv');
    const csv = readFileSync(await download.path(), 'utf8').split('\r\n');
    assert.equal(csv[0], 'VIN,Year,Make,Model,Client,Title Status,Created,Process type');
    assert.ok(csv[1].startsWith(`${firstVin},`), 'the file starts where the table does');
    assert.match(csv[1], /,\d{2}\/\d{2}\/\d{4},/);
    await snapshot(page, 'protections-vehicles');
    await page.goto('/admin/clients');
    await loadedRows(page.getByRole('table', { name: 'Clients' }));
    await snapshot(page, 'protections-admin-clients');
    assert.deepEqual(violations, []);
  });
});
