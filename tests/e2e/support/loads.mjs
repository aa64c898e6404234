// What the browser tests of the loads screens share: a load ready for the bay, the bay stand-in's
// switches, and opening a load's sheet from its page.
import assert from 'node:assert/strict';
import { STEP_TIMEOUT_MS, eventually, snapshot } from './browser.mjs';

/**
 * A carrier load of the caller's client ready for the bay (two locations, a PAPS number, `count` vehicles
 * valued in dollars), made through the API as `api` (a client user), as the screens would make it.
 */
export async function readyLoad(portal, api, name, count = 1) {
  const from = (await api.request('POST', '/api/client_locations', { name: `${name} From` })).body;
  const to = (await api.request('POST', '/api/client_locations', { name: `${name} To` })).body;
  const load = (await api.request('POST', '/api/client_loads', { name })).body;
  await api.request('PUT', `/api/client_loads/${load.id}`, { location_from_id: from.id, location_to_id: to.id, paps_number: `PAPS-${load.id}` });
  const vehicles = (await api.get(`/api/client_load_vehicles?per_page=${count}&filters[]=client_load_id|isnull|1`)).body.data;
  assert.equal(vehicles.length, count, `the client has ${count} vehicle(s) in no load`);
  for (const vehicle of vehicles) {
    await portal.db.prisma.vehicle.update({ where: { vehicleid: vehicle.vehicleid }, data: { value_us_dollars: 15000 } });
    assert.equal((await api.request('POST', `/api/client_loads/${load.id}/add/${vehicle.vehicleid}`)).status, 200);
  }
  return { ...load, from, to, vehicles, vehicle: vehicles[0] };
}

/** Sets the bay stand-in's switches (tools/stand-ins/control.mjs): `{down: true}`, `{fail_next: 3}`, ... */
export async function switchBay(portal, switches) {
  const answer = await fetch(`${portal.partners.bayUrl}/__control`, { method: 'POST', body: JSON.stringify(switches) });
  assert.equal(answer.status, 200);
  return answer.json();
}

/**
 * Opens the load sheet from the load page shown in `page`, in the new tab the page opens: "Generating
 * Load Sheet" while the sheet is rendered (held back a moment so it can be seen), then the PDF in the
 * viewer. Screenshots `${shot}-generating` and `${shot}-viewer`; answers the tab and the sheet's response.
 */
export async function openLoadSheet(page, loadId, shot) {
  const context = page.context();
  const pattern = '**/api/client_loads/*/loadSheet';
  await context.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  try {
    const answer = context.waitForEvent('response', (response) => response.url().endsWith(`/api/client_loads/${loadId}/loadSheet`));
    const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'Load Sheet' }).click()]);
    tab.setDefaultTimeout(STEP_TIMEOUT_MS);
    // The page's policy must let the viewer frame the file (a refused frame is only a console message).
    const refusals = [];
    tab.on('console', (message) => /Content Security Policy/i.test(message.text()) && refusals.push(message.text()));
    await tab.waitForURL(`**/clientLoads/${loadId}/print`);
    await tab.getByText('Generating Load Sheet').waitFor();
    await snapshot(tab, `${shot}-generating`);
    const response = await answer;
    const viewer = tab.locator('iframe[title="Vehicle Motor Purchase Price Invoice"]');
    await viewer.waitFor();
    assert.match(await viewer.getAttribute('src'), /^blob:/);
    assert.equal(await tab.getByText('Generating Load Sheet').count(), 0);
    // The frame shows the file in the browser's PDF viewer, not the error page of a blocked frame.
    const frame = await (await viewer.elementHandle()).contentFrame();
    await eventually(() => assert.match(frame.url(), /^blob:/));
    await eventually(() => assert.ok(frame.childFrames().length > 0, 'the PDF viewer did not open in the frame'));
    // Chromium's viewer draws a thumbnail of each page once it has read the file.
    await frame.childFrames()[0].locator('viewer-thumbnail').first().waitFor({ timeout: 30000 });
    assert.deepEqual(refusals, []);
    await snapshot(tab, `${shot}-viewer`);
    return { tab, response };
  } finally {
    await context.unroute(pattern);
  }
}
