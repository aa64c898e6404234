import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RI_DOT_STATUS_TABS, type Principal } from '@portal/contracts';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import type { ResourceEngine } from '@portal/server-kit';
import { STAFF, clientUser, engineFor, refusal } from '@portal/server-kit/testing';
import { REPORTS_RESOURCES } from '../app.module.js';
import { addVehicle, vinsOf } from '../testing/report-fixtures.js';

let db: TestDatabase;
let engine: ResourceEngine;
let ri: number;
let otherRi: number;
let plain: number;
let load: number;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  engine = engineFor(db.prisma, REPORTS_RESOURCES);
  ri = (await db.prisma.client.create({ data: { clientname: 'RI Report Motors', is_ri: 1 } })).clientid;
  otherRi = (await db.prisma.client.create({ data: { clientname: 'RI Report Other', is_ri: 1 } })).clientid;
  plain = (await db.prisma.client.create({ data: { clientname: 'Plain Report Motors' } })).clientid;
  load = (await db.prisma.clientLoad.create({ data: { client_id: ri, name: 'RI-LOAD' } })).id;
});

afterAll(async () => {
  await db?.drop();
});

/** The VINs a report lists for the test clients only (the demo data has vehicles of its own). */
async function reportVins(resource: string, who: Principal = STAFF, filters: string[] = []): Promise<string[]> {
  const answer = await engine.list(who, resource, { 'filters[]': [`clientid|in|${ri},${otherRi},${plain}`, ...filters], per_page: '500' });
  return vinsOf(answer.data);
}

describe('RI problems and the RI status report (document 3 §6, §7)', () => {
  beforeAll(async () => {
    await addVehicle(db.prisma, ri, { vin: 'RP-CROSSED-2', crossedborderdate: '2026-01-10' });
    await addVehicle(db.prisma, ri, { vin: 'RP-CROSSED-14', crossedborderdate: '2026-02-10', titlestatusid: 14 });
    await addVehicle(db.prisma, ri, { vin: 'RP-CROSSED-21', crossedborderdate: '2026-03-10', titlestatusid: 21 });
    await addVehicle(db.prisma, ri, { vin: 'RP-NOT-CROSSED' });
    await addVehicle(db.prisma, ri, { vin: 'RP-CANCELLED', crossedborderdate: '2026-01-11', cancelled: 1 });
    await addVehicle(db.prisma, ri, { vin: 'RP-STATUS5', crossedborderdate: '2026-01-12', titlestatusid: 5 });
    await addVehicle(db.prisma, plain, { vin: 'RP-NOT-RI', crossedborderdate: '2026-01-13' });
    await addVehicle(db.prisma, otherRi, { vin: 'RP-OTHER', crossedborderdate: '2026-01-14' });
  });

  it('lists RI vehicles over the border, not cancelled, oldest crossing first', async () => {
    const answer = await engine.list(STAFF, 'vehicles_problems', { 'filters[]': ['vehiclevin|like|RP-'], per_page: '50' });
    expect(answer.data.map((row) => row.vehiclevin)).toEqual(['RP-CROSSED-2', 'RP-OTHER', 'RP-CROSSED-14', 'RP-CROSSED-21']);
    expect(answer.per_page).toBe(50);
  });

  it('narrows to a status, or to 21 and 23 together', async () => {
    expect(await reportVins('vehicles_problems', STAFF, ['vehiclevin|like|RP-', 'titlestatusid|in|2'])).toEqual(['RP-CROSSED-2', 'RP-OTHER']);
    expect(await reportVins('vehicles_problems', STAFF, ['vehiclevin|like|RP-', 'titlestatusid|in|21,23'])).toEqual(['RP-CROSSED-21']);
  });

  it('keeps the status report to RI vehicles not cancelled, latest crossing first', async () => {
    const answer = await engine.list(STAFF, 'vehicles_ri_status', { 'filters[]': ['vehiclevin|like|RP-'], per_page: '50' });
    const vins = answer.data.map((row) => row.vehiclevin);
    expect([...vins].sort()).toEqual(['RP-CROSSED-14', 'RP-CROSSED-2', 'RP-CROSSED-21', 'RP-NOT-CROSSED', 'RP-OTHER']);
    expect(vins.indexOf('RP-CROSSED-21')).toBeLessThan(vins.indexOf('RP-CROSSED-2'));
  });

  it("shows a client user its own client's vehicles only", async () => {
    expect(await reportVins('vehicles_problems', clientUser(ri), ['vehiclevin|like|RP-'])).toEqual(['RP-CROSSED-14', 'RP-CROSSED-2', 'RP-CROSSED-21']);
    expect((await engine.list(clientUser(ri), 'vehicles_ri_status', { 'filters[]': [`clientid|eq|${otherRi}`] })).total).toBe(0);
  });
});

describe('RI open contracts (document 3 §2.8)', () => {
  beforeAll(async () => {
    await addVehicle(db.prisma, ri, { vin: 'OC-OPEN' });
    await addVehicle(db.prisma, ri, { vin: 'OC-COMPLETED', titlestatusid: 6 });
    await addVehicle(db.prisma, ri, { vin: 'OC-STATUS5', titlestatusid: 5 });
    await addVehicle(db.prisma, ri, { vin: 'OC-CANCELLED', cancelled: 1 });
    await addVehicle(db.prisma, plain, { vin: 'OC-NOT-RI' });
    await addVehicle(db.prisma, otherRi, { vin: 'OC-OTHER' });
  });

  it("keeps vehicles neither cancelled nor completed, any client's (not only RI clients'), and a client user its own", async () => {
    expect(await reportVins('client_open_vehicles', STAFF, ['vehiclevin|like|OC-'])).toEqual(['OC-NOT-RI', 'OC-OPEN', 'OC-OTHER']);
    expect(await reportVins('client_open_vehicles', clientUser(plain), ['vehiclevin|like|OC-'])).toEqual(['OC-NOT-RI']);
    expect(await reportVins('client_open_vehicles', clientUser(ri), ['vehiclevin|like|OC-'])).toEqual(['OC-OPEN']);
  });
});

describe('the NHTSA audit (document 3 §7)', () => {
  beforeAll(async () => {
    await addVehicle(db.prisma, ri, { vin: 'AU-Q3', submitteddotdate: '2026-09-30', recordcreateddate: '2026-05-02T12:00:00Z' });
    await addVehicle(db.prisma, ri, { vin: 'AU-Q4-FIRST', submitteddotdate: '2026-10-01', recordcreateddate: '2026-05-01T12:00:00Z' });
    await addVehicle(db.prisma, plain, { vin: 'AU-Q4-LAST', submitteddotdate: '2026-12-31', recordcreateddate: '2026-06-01T12:00:00Z' });
    await addVehicle(db.prisma, ri, { vin: 'AU-Q4-CANCELLED', submitteddotdate: '2026-11-01', cancelled: 1 });
    await addVehicle(db.prisma, ri, { vin: 'AU-NOT-SUBMITTED' });
  });

  it('lists the quarter asked, not cancelled, oldest record first, to staff only', async () => {
    const answer = await engine.list(STAFF, 'vehicles_dot_submitted', {
      'filters[]': ['vehiclevin|like|AU-', 'submitteddotdate|>=|2026-10-01', 'submitteddotdate|<=|2026-12-31'],
    });
    expect(answer.data.map((row) => row.vehiclevin)).toEqual(['AU-Q4-FIRST', 'AU-Q4-LAST']);
    expect(await reportVins('vehicles_dot_submitted', STAFF, ['vehiclevin|like|AU-'])).toEqual(['AU-Q3', 'AU-Q4-FIRST', 'AU-Q4-LAST']);
    expect((await refusal(engine.list(clientUser(ri), 'vehicles_dot_submitted'))).code).toBe('FORBIDDEN');
  });
});

describe('RI DOT status tabs (document 3 §4)', () => {
  beforeAll(async () => {
    await addVehicle(db.prisma, ri, { vin: 'DS-RECENT' });
    await addVehicle(db.prisma, ri, { vin: 'DS-ASSIGNED', client_load_id: load });
    await addVehicle(db.prisma, ri, { vin: 'DS-ASSIGNED-NO-RECALL', client_load_id: load, has_recall: 0 });
    await addVehicle(db.prisma, ri, { vin: 'DS-SUBMITTED', client_load_id: load, submitteddotdate: '2026-10-02' });
    await addVehicle(db.prisma, ri, { vin: 'DS-RECALL', client_load_id: load, has_recall: 1 });
    await addVehicle(db.prisma, ri, { vin: 'DS-CANCELLED', client_load_id: load, titlestatusid: 5 });
    await addVehicle(db.prisma, plain, { vin: 'DS-NOT-RI' });
  });

  it('puts each vehicle under the tabs its load, DOT date and recall say', async () => {
    const tab = (key: string) => RI_DOT_STATUS_TABS.find((t) => t.key === key)!.filters;
    expect(await reportVins('vehicles_ri_dot_status', STAFF, ['vehiclevin|like|DS-', ...tab('recent')])).toEqual(['DS-RECENT']);
    expect(await reportVins('vehicles_ri_dot_status', STAFF, ['vehiclevin|like|DS-', ...tab('assigned')])).toEqual(['DS-ASSIGNED', 'DS-ASSIGNED-NO-RECALL']);
    expect(await reportVins('vehicles_ri_dot_status', STAFF, ['vehiclevin|like|DS-', ...tab('submitted')])).toEqual(['DS-SUBMITTED']);
    expect(await reportVins('vehicles_ri_dot_status', STAFF, ['vehiclevin|like|DS-', ...tab('recall')])).toEqual(['DS-RECALL']);
    expect((await refusal(engine.list(clientUser(ri), 'vehicles_ri_dot_status'))).code).toBe('FORBIDDEN');
  });
});
