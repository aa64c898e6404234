// Walks the catalog against a running gateway: every declared call answers, and its access rule holds
// for each role (no token, a client user, staff). New calls are covered as soon as they are declared.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CALLS, fillPath, pathParams } from '@portal/contracts';
import { DEMO_PASSWORD } from '@portal/db';
import { Api, startPortal } from '../../../tools/stack/test-portal.mjs';

let portal;
let staff;
let client;
let anonymous;
let params;

before(async () => {
  portal = await startPortal();
  staff = await Api.signIn(portal.apiUrl, 'admin', DEMO_PASSWORD);
  client = await Api.signIn(portal.apiUrl, 'alpha.user', DEMO_PASSWORD);
  anonymous = new Api(portal.apiUrl);
  const vehicle = await portal.db.prisma.vehicle.findFirstOrThrow({ where: { clientid: client.signIn.webUser.clientid }, orderBy: { vehicleid: 'asc' } });
  params = { id: vehicle.vehicleid, vin: vehicle.vehiclevin, imageId: 1 };
});

after(async () => {
  await portal?.stop();
});

/** A request for the call with the path filled from the demo data and an empty body where it takes one. */
function requestFor(api, call) {
  const path = fillPath(call.path, Object.fromEntries(pathParams(call.path).map((name) => [name, params[name] ?? 1])));
  const body = call.method === 'GET' || call.method === 'DELETE' ? undefined : {};
  return api.request(call.method, path, body);
}

/** The caller's own data for a client user; any data for staff. A refusal is a 4xx with a message, never a failure. */
function assertAnswered(call, res) {
  assert.ok(res.status < 500, `${call.name}: ${res.status} ${res.text.slice(0, 300)}`);
  if (res.status >= 400) assert.equal(typeof res.body?.message, 'string', `${call.name}: ${res.text.slice(0, 300)}`);
}

describe('the catalog against the running gateway', () => {
  for (const call of CALLS) {
    it(`${call.method} ${call.path} (${call.name}) answers with its access rule`, async () => {
      if (call.access === 'public') {
        assertAnswered(call, await requestFor(anonymous, call));
        return;
      }
      assert.equal((await requestFor(anonymous, call)).status, 401, `${call.name} without a token`);
      const asClient = await requestFor(client, call);
      if (call.access === 'staff') assert.equal(asClient.status, 403, `${call.name} for a client user: ${asClient.text.slice(0, 200)}`);
      else assertAnswered(call, asClient);
      const asStaff = await requestFor(staff, call);
      assert.ok(![401, 403].includes(asStaff.status), `${call.name} for staff: ${asStaff.status} ${asStaff.text.slice(0, 200)}`);
      assertAnswered(call, asStaff);
    });
  }
});
