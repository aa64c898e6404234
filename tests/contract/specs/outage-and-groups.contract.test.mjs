import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_PASSWORD } from '@portal/db';
import { Api, listPath, startPortal } from '../../../tools/stack/test-portal.mjs';

let portal;

before(async () => {
  // A short deadline, so a service that hangs is seen quickly.
  portal = await startPortal({ rpcTimeoutMs: 3000 });
});

after(async () => {
  await portal?.stop();
});

describe('client groups', () => {
  it('lets a client user see every client of its group, and no other', async () => {
    const admin = await Api.signIn(portal.apiUrl, 'admin', DEMO_PASSWORD);
    const clients = (await admin.get(listPath('clients', { filters: ['clientname|in|Alpha Motors,Borealis Imports'] }))).body.data;
    const alpha = clients.find((c) => c.clientname === 'Alpha Motors');
    const borealis = clients.find((c) => c.clientname === 'Borealis Imports');
    const third = (await admin.get(listPath('clients', { filters: [`clientid|notin|${alpha.clientid},${borealis.clientid}`], per_page: 1 }))).body.data[0];

    const group = await portal.db.prisma.clientGroup.create({ data: { name: 'Alpha and Borealis' } });
    await portal.db.prisma.client.updateMany({ where: { clientid: { in: [alpha.clientid, borealis.clientid] } }, data: { client_group_id: group.id } });

    const alphaUser = await Api.signIn(portal.apiUrl, 'alpha.user', DEMO_PASSWORD);
    const seen = await alphaUser.get(listPath('vehicles', { per_page: 500 }));
    const seenClients = new Set(seen.body.data.map((v) => v.clientid));
    assert.deepEqual([...seenClients].sort(), [alpha.clientid, borealis.clientid].sort());
    assert.deepEqual(alphaUser.signIn.user.client_group.clients_base.map((c) => c.clientname).sort(), ['Alpha Motors', 'Borealis Imports']);
    const outside = await alphaUser.get(listPath('vehicles', { filters: [`clientid|eq|${third.clientid}`] }));
    assert.equal(outside.body.total, 0);
  });
});

describe('a service that does not answer in time', () => {
  it('answers 504 with a clear message instead of hanging', async () => {
    const admin = await Api.signIn(portal.apiUrl, 'admin', DEMO_PASSWORD);
    const service = portal.group.children.find((c) => c.name === 'admin');
    service.kill('SIGSTOP');
    try {
      const started = Date.now();
      const res = await admin.get('/api/clients_active');
      assert.equal(res.status, 504);
      assert.match(res.body.message, /admin service did not answer within 3 seconds/);
      assert.ok(Date.now() - started < 6000);
    } finally {
      service.kill('SIGCONT');
    }
    assert.equal((await admin.get('/api/clients_active')).status, 200);
  });
});

describe('a service that is down', () => {
  it('answers 503 with a clear message, and health says so', async () => {
    const admin = await Api.signIn(portal.apiUrl, 'admin', DEMO_PASSWORD);
    const vehicles = portal.group.children.find((c) => c.name === 'vehicles');
    await new Promise((resolve) => {
      vehicles.once('exit', resolve);
      vehicles.kill('SIGTERM');
    });
    const res = await admin.get('/api/vehicles');
    assert.equal(res.status, 503);
    assert.match(res.body.message, /vehicles service is not available/);
    const health = await fetch(`${portal.apiUrl}/api/health`);
    assert.equal(health.status, 503);
    const body = await health.json();
    assert.equal(body.services.vehicles.status, 'down');
    assert.equal(body.services.identity.status, 'up');
    // The other services keep working.
    assert.equal((await admin.get('/api/clients_active')).status, 200);
  });
});
