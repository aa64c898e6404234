// Independent delivery: every app runs from its own deployable artifact, copied outside the source
// tree and configured by environment variables alone; a remote and a service are deployed again
// while the portal is in use, and the portal keeps working.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DEMO_PASSWORD, createPrismaClient, withDatabase } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import { startPrivateBus } from '../../../tools/stack/bus.mjs';
import { ensureInfrastructure } from '../../../tools/stack/infra.mjs';
import { ROOT, freePort } from '../../../tools/stack/processes.mjs';
import { deliverableApps } from '../../../tools/package/apps.mjs';
import { portalApps } from '../../../tools/stack/registry.mjs';
import { Api, listPath } from '../../../tools/stack/test-portal.mjs';
import { recordCount } from '../../../tools/test/counts.mjs';
import { launchBrowser, menu, newPage, signIn, snapshot } from '../../e2e/support/browser.mjs';
import { artifactScripts, deploy, deploymentFolder, isTestLibrary, packageEveryApp, rebuildRemote, runArtifactScript } from '../support/delivery/artifacts.mjs';
import { Deployment } from '../support/delivery/deployment.mjs';
import { steadyTraffic } from '../support/delivery/traffic.mjs';

let dir;
let db;
let bus;
let deployment;
let browser;
let apiUrl;
let shellUrl;
const started = [];
const services = {};
const remotes = {};
const portalShell = { port: 0, secondPort: 0 };
/** The shell's error panel of a remote that failed to load. */
const REMOTE_FAILED = 'This part of the portal could not be loaded';

/** The mfe-vehicles build a team ships later, made while the portal starts; its build id differs from the deployed one. */
const NEW_BUILD = `delivery-${randomBytes(4).toString('hex')}`;
let newVehiclesRemote;

/** Resolves to each value; when any failed, throws the first failure once the others have settled (so nothing is left half-made). */
async function settleAll(promises) {
  const results = await Promise.allSettled(promises);
  const failed = results.find((r) => r.status === 'rejected');
  return { values: results.map((r) => r.value), failure: failed?.reason };
}

before(async () => {
  const startedAt = Date.now();
  const seconds = () => `${Math.round((Date.now() - startedAt) / 1000)}s`;
  await ensureInfrastructure(() => {});
  const { REMOTE_APPS, SERVICE_APPS } = await portalApps();
  dir = deploymentFolder();
  const vehiclesFolder = REMOTE_APPS.find((r) => r.name === 'mfe_vehicles').folder;
  newVehiclesRemote = rebuildRemote(dir, vehiclesFolder, NEW_BUILD, `${vehiclesFolder}-${NEW_BUILD}`);
  newVehiclesRemote.catch(() => undefined);
  const { values, failure } = await settleAll([packageEveryApp(), createTestDatabase({ seed: 'demo' }), startPrivateBus()]);
  [, db, bus] = values;
  if (failure) throw failure;
  console.log(`delivery: every app packaged, database and bus ready after ${seconds()}`);
  deployment = new Deployment({ dir, bus, databaseUrl: db.url, jwtSecret: randomBytes(48).toString('base64url') });

  await Promise.all(
    SERVICE_APPS.map(async ({ name, folder }) => {
      services[name] = await deployment.startService(name, deploy(dir, folder));
      started.push(services[name]);
    }),
  );
  for (const remote of REMOTE_APPS) {
    const port = await freePort();
    remotes[remote.name] = { ...remote, port, ...(await deployment.startRemote(remote.name, deploy(dir, remote.folder), port)) };
    started.push(remotes[remote.name].child);
  }
  portalShell.port = await freePort();
  portalShell.secondPort = await freePort();
  const origins = [portalShell.port, portalShell.secondPort].map((port) => `http://127.0.0.1:${port}`);
  const gateway = await deployment.startGateway(deploy(dir, 'gateway'), {
    port: await freePort(),
    services: SERVICE_APPS.map((s) => s.name),
    origins,
    // The test machine may be busy; a request a stopping service lost would still never be answered.
    rpcTimeoutMs: 30_000,
  });
  apiUrl = gateway.apiUrl;
  started.push(gateway.child);
  const shell = await deployment.startShell('shell', deploy(dir, 'shell'), {
    port: portalShell.port,
    apiUrl,
    remotes: Object.fromEntries(Object.values(remotes).map((r) => [r.name, r.entry])),
  });
  shellUrl = shell.url;
  started.push(shell.child);
  browser = await launchBrowser();
  console.log(`delivery: the portal runs from its artifacts after ${seconds()}`);
});

after(async () => {
  await browser?.close();
  await deployment?.stop();
  await bus?.stop();
  await db?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The build a remote's React root says it runs. */
function shownBuild(page, remoteName) {
  return page.locator(`#remote-${remoteName} [data-portal-build]`).first().getAttribute('data-portal-build');
}

describe('the portal started from its artifacts', () => {
  it('runs every app outside the source tree, configured by its environment, and serves calls across the services', async () => {
    for (const child of started) assert.ok(child.artifactDir.startsWith(`${dir}/`), `${child.name} runs from ${child.artifactDir}`);
    const admin = await Api.signIn(apiUrl, 'admin', DEMO_PASSWORD);
    const vehicles = await admin.get(listPath('vehicles', { per_page: 5 }));
    assert.equal(vehicles.status, 200, vehicles.text);
    assert.equal(vehicles.body.total, await db.prisma.vehicle.count());
    const clients = await admin.get(listPath('clients', { per_page: 50 }));
    assert.equal(clients.status, 200, clients.text);
    assert.ok(clients.body.data.some((c) => c.clientname === 'Alpha Motors'));
    const users = await admin.get(listPath('web_users', { filters: ['username|eq|alpha.user'] }));
    assert.equal(users.status, 200, users.text);
    assert.equal(users.body.data.length, 1);

    // A client user: the identity service signs, the gateway checks, the vehicles service scopes.
    const alpha = await Api.signIn(apiUrl, 'alpha.user', DEMO_PASSWORD);
    const own = await alpha.get(listPath('vehicles', { per_page: 100 }));
    assert.equal(own.status, 200, own.text);
    const alphaId = alpha.signIn.user.client_id;
    assert.ok(own.body.data.length > 0 && own.body.data.every((v) => v.clientid === alphaId));
    recordCount('artifacts started outside the source tree', started.length);
  });

  it('shows a screen of each remote in the shell, each loaded from its own artifact', async () => {
    const page = await newPage(browser, shellUrl);
    const servedFrom = new Set();
    page.on('response', (response) => servedFrom.add(new URL(response.url()).origin));
    await signIn(page, 'admin');
    await page.waitForURL('**/welcome');
    await page.goto('/vehicles');
    await page.getByText(/1–\d+ of \d+/).waitFor();
    await page.goto('/admin/clients');
    await page.getByRole('table', { name: 'Clients' }).getByRole('link', { name: 'Alpha Motors' }).waitFor();
    // Every remote of the registry, at the first page of its area: its React root renders, not the shell's error panel.
    for (const remote of Object.values(remotes)) {
      await page.goto(remote.prefixes[0]);
      const root = page.locator(`#remote-${remote.name} [data-portal-build]`).first();
      await root.waitFor({ timeout: 30_000 });
      assert.ok(await root.getAttribute('data-portal-build'), `${remote.name} names its build`);
      assert.notEqual((await root.innerText()).trim(), '', `${remote.name} shows its screen at ${remote.prefixes[0]}`);
      assert.equal(await page.getByText(REMOTE_FAILED).count(), 0, `${remote.name} loaded at ${remote.prefixes[0]}`);
      assert.ok(servedFrom.has(`http://127.0.0.1:${remote.port}`), `${remote.name} came from its artifact's server`);
      await snapshot(page, `delivery-${remote.folder}`);
    }
    await page.context().close();
  });

  it('gives each artifact only production dependencies: no devDependencies, no test library', async () => {
    for (const { folder, kind } of await deliverableApps()) {
      const artifact = join(dir, folder);
      const manifest = JSON.parse(readFileSync(join(artifact, 'package.json'), 'utf8'));
      const own = JSON.parse(readFileSync(join(ROOT, folder, 'package.json'), 'utf8'));
      assert.equal(manifest.devDependencies, undefined, `${folder} has no devDependencies`);
      const names = Object.keys(manifest.dependencies ?? {});
      if (kind === 'shell' || kind === 'remote') {
        // A web artifact is its bundle and the static server, which needs Node.js only.
        assert.deepEqual(names, [], `${folder} needs no package`);
        assert.equal(existsSync(join(artifact, 'node_modules')), false, `${folder} carries no node_modules`);
        continue;
      }
      for (const name of names) {
        assert.ok(!isTestLibrary(name), `${folder} lists the test library ${name}`);
        const devOnly = name in (own.devDependencies ?? {}) && !(name in (own.dependencies ?? {}));
        assert.ok(!devOnly, `${folder} lists ${name}, one of its devDependencies`);
      }
      const installed = readdirSync(join(artifact, 'node_modules')).flatMap((entry) =>
        entry.startsWith('@') ? readdirSync(join(artifact, 'node_modules', entry)).map((name) => `${entry}/${name}`) : [entry],
      );
      assert.deepEqual(installed.filter(isTestLibrary), [], `${folder}/node_modules holds no test library`);
    }
  });

  it("brings a new database to the current schema with a service artifact's own migrate", async () => {
    const owner = Object.values(services).find((child) => artifactScripts(child.artifactDir).migrate);
    assert.ok(owner, 'a service artifact carries the migrations');
    const freshName = `${db.name}_migrated`;
    const fresh = withDatabase(db.url, freshName);
    // Only what a deployment gives it: where the database is, and where programs are (npm itself).
    const env = { PATH: process.env.PATH, NODE_ENV: 'production', DATABASE_URL: fresh };
    const migrations = (prisma) =>
      prisma
        .$queryRawUnsafe('SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name')
        .then((rows) => rows.map((row) => row.migration_name));
    let freshDb;
    try {
      const first = await runArtifactScript(owner.artifactDir, 'migrate', env);
      assert.match(first, /created database/);
      const applied = Number(/migrations: (\d+) applied, 0 already applied/.exec(first)?.[1]);
      // The schema the portal's database has (made from the source tree) is the one the artifact made.
      freshDb = createPrismaClient(fresh, { poolSize: 1 });
      const expected = await migrations(db.prisma);
      assert.deepEqual(await migrations(freshDb), expected);
      assert.equal(applied, expected.length);
      assert.equal(await freshDb.webUser.count(), 0, 'migrations make the schema, not the demo data');
      // Run again, and on the portal's database, it has nothing left to do.
      assert.match(await runArtifactScript(owner.artifactDir, 'migrate', env), /migrations: 0 applied/);
      assert.match(await runArtifactScript(owner.artifactDir, 'migrate', { ...env, DATABASE_URL: db.url }), /migrations: 0 applied/);
    } finally {
      await freshDb?.$disconnect();
      await db.prisma.$executeRawUnsafe(`DROP DATABASE IF EXISTS "${freshName}" WITH (FORCE)`);
    }
  });
});

describe('a remote deployed again while the shell is open', () => {
  it('keeps the open shell working, and loads the new build the next time its area is opened', async () => {
    const vehiclesRemote = remotes.mfe_vehicles;
    const newBuild = NEW_BUILD;
    const v2 = await newVehiclesRemote;

    const page = await newPage(browser, shellUrl);
    await signIn(page, 'admin');
    await page.waitForURL('**/welcome');
    await menu(page).getByText("Assignments Rec'd", { exact: true }).click();
    const total = await db.prisma.vehicle.count();
    await page.getByText(`1–10 of ${total}`).waitFor();
    const oldBuild = await shownBuild(page, 'mfe_vehicles');
    assert.notEqual(oldBuild, newBuild);
    await page.evaluate(() => (window.__deliveryMark = 'the page that was open'));

    // The new build replaces the old at the address the runtime manifest names.
    await deployment.stopGracefully(vehiclesRemote.child);
    vehiclesRemote.child = (await deployment.startRemote('mfe_vehicles-v2', v2, vehiclesRemote.port)).child;

    // The build on the page keeps working: its code is loaded, its calls go to the API.
    await page.getByRole('button', { name: /next page/i }).click();
    await page.getByText(`11–20 of ${total}`).waitFor();
    assert.equal(await shownBuild(page, 'mfe_vehicles'), oldBuild);

    // Leaving the area lets the shell see the new build; coming back loads it, without a page load.
    await menu(page).getByText('Clients', { exact: true }).click();
    await page.getByRole('table', { name: 'Clients' }).getByRole('link', { name: 'Alpha Motors' }).waitFor();
    await page.waitForFunction(() => window.portalChunks_mfe_vehicles === undefined);
    await menu(page).getByText("Assignments Rec'd", { exact: true }).click();
    await page.getByText(/1–10 of \d+/).waitFor();
    assert.equal(await shownBuild(page, 'mfe_vehicles'), newBuild);
    assert.equal(await page.evaluate(() => window.__deliveryMark), 'the page that was open');
    await page.getByRole('button', { name: /next page/i }).click();
    await page.getByText(`11–20 of ${total}`).waitFor();
    await snapshot(page, 'delivery-remote-redeployed');

    // A person who opens the portal now gets the old shell with the new remote.
    await page.reload();
    await page.getByText(/1–\d+ of \d+/).waitFor();
    assert.equal(await shownBuild(page, 'mfe_vehicles'), newBuild);
    await page.context().close();
  });

  it('shows the error panel of a remote that fails, keeps the rest of the portal working, and loads it on Retry once it is deployed', async () => {
    const adminRemote = remotes.mfe_admin;
    // A second shell, whose manifest names an address where the admin remote is not deployed (yet).
    const port = await freePort();
    const second = await deployment.startShell('shell-second', `${dir}/shell`, {
      port: portalShell.secondPort,
      apiUrl,
      remotes: { mfe_vehicles: remotes.mfe_vehicles.entry, mfe_admin: `http://127.0.0.1:${port}/mf-manifest.json` },
    });

    const page = await newPage(browser, second.url);
    await signIn(page, 'admin');
    await page.waitForURL('**/welcome');
    await menu(page).getByText('Clients', { exact: true }).click();
    await page.getByText(REMOTE_FAILED).waitFor();
    await snapshot(page, 'delivery-remote-failing');

    await menu(page).getByText("Assignments Rec'd", { exact: true }).click();
    await page.getByText(/1–10 of \d+/).waitFor();

    await deployment.startRemote('mfe_admin-late', `${dir}/${adminRemote.folder}`, port);
    await menu(page).getByText('Clients', { exact: true }).click();
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('table', { name: 'Clients' }).getByRole('link', { name: 'Alpha Motors' }).waitFor();
    await page.context().close();
  });
});

describe('a service deployed again while requests flow', () => {
  it('moves every request to the new replicas without one failing', async () => {
    const { SERVICE_APPS } = await portalApps();
    const admin = await Api.signIn(apiUrl, 'admin', DEMO_PASSWORD);
    const traffic = steadyTraffic([
      () => admin.get(listPath('vehicles', { per_page: 20, with: ['client'] })),
      () => admin.get(listPath('clients', { per_page: 20 })),
      () => admin.get(listPath('web_users', { per_page: 5 })),
    ]);
    const events = [];
    let redeploys = 0;
    try {
      await traffic.answered(30);
      // Both teams ship at once: each new version is its own copy of the artifact, joining the old one's queue group.
      const redeployed = ['vehicles', 'admin'];
      const old = redeployed.map((name) => services[name]);
      await Promise.all(
        redeployed.map(async (name) => {
          const { folder } = SERVICE_APPS.find((s) => s.name === name);
          services[name] = await deployment.startService(name, deploy(dir, folder, `${folder}-next`), `${name}-next`);
        }),
      );
      await traffic.answered(30);
      events.push(`the old versions paused, then stopped, at ${traffic.now()} ms`);
      // Each old replica is busy when told to stop (paused a second): the requests it has taken but not read must still be answered.
      const stopped = await Promise.all(old.map((child) => deployment.stopGracefully(child, { busyMs: 1000 })));
      events.push(`gone at ${traffic.now()} ms`);
      for (const [i, child] of old.entries()) {
        assert.ok(stopped[i].signal === 'SIGTERM' || stopped[i].code === 0, `${child.name} ended with ${JSON.stringify(stopped[i])}`);
        // Whether a request is still under way at that instant depends on how fast the replica answers what it took while
        // paused; that each one taken is answered before the connection closes is proven in server-kit (service-server.spec).
        events.push(`${child.name} answered ${Deployment.answeredWhileLeaving(child)} requests as it left`);
        redeploys += 1;
      }
      // Only the new versions are left to answer.
      await traffic.answered(60);
    } finally {
      const counts = await traffic.stop();
      recordCount('redeploys without a failed request', redeploys, { failed: counts.failed });
      assert.equal(counts.failed, 0, `failed requests during the redeploys (${events.join(', ')}):\n${counts.failures.join('\n')}`);
    }
    console.log(`delivery: ${traffic.counts.ok} requests answered, slowest after ${traffic.counts.slowestMs} ms`);
  });
});
