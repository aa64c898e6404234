import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import type { ResourceEngine } from '@portal/server-kit';
import { STAFF, engineFor } from '@portal/server-kit/testing';
import { REPORTS_RESOURCES } from '../app.module.js';
import { addVehicle } from '../testing/report-fixtures.js';

// fees_total of the unbilled list against the invoicing rules (services/invoicing README, "Fees"), on rate
// tables of the test's own: the demo's rates are cleared so every amount below is worked out by hand.
let db: TestDatabase;
let engine: ResourceEngine;
let titled: number;
let riType: number;
let plain: number;
let discounted: number;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  engine = engineFor(db.prisma, REPORTS_RESOURCES);
  const p = db.prisma;
  await p.rackRateOverride.deleteMany({});
  await p.rackRateTitleAppType.deleteMany({});
  await p.rackRate.deleteMany({});
  titled = (await p.titleApplicationType.create({ data: { titleapplicationtype: 'Unbilled Title and Registration', titleapplicationcost: '15.00' } }))
    .titleapplicationid;
  riType = (await p.titleApplicationType.create({ data: { titleapplicationtype: 'Unbilled RI', titleapplicationcost: '12.50' } })).titleapplicationid;
  plain = (await p.client.create({ data: { clientname: 'Unbilled Plain' } })).clientid;
  discounted = (await p.client.create({ data: { clientname: 'Unbilled Discounted' } })).clientid;
  const rate = async (name: string, amount: string, bucket: number, every: boolean, types: number[]) => {
    const r = await p.rackRate.create({ data: { name, charge_amount: amount, bucket_id: bucket, every_vehicle: every } });
    for (const t of types) await p.rackRateTitleAppType.create({ data: { rack_rate_id: r.id, vehiclechargetypeid: t } });
    return r.id;
  };
  await rate('BMV Title Fee', '15.00', 1, true, [titled]);
  await rate('BMV Registration and Plate', '21.35', 1, false, [titled]);
  const dvs = await rate('DVS Title Service', '75.00', 2, true, [titled]);
  await rate('Universal Courier', '10.00', 3, true, []);
  const ri = await rate('RI Conformance Processing', '450.00', 2, true, [riType]);
  // The discounted client pays less for the DVS service, and the RI processing on every vehicle.
  await p.rackRateOverride.create({ data: { rack_rate_id: dvs, clientid: discounted, charge_amount: '65.00', every_vehicle: false } });
  await p.rackRateOverride.create({ data: { rack_rate_id: ri, clientid: discounted, charge_amount: '400.00', every_vehicle: true } });

  const since = { recordcreateddate: '2024-06-01T12:00:00Z' };
  await addVehicle(p, plain, { vin: 'UF-PLAIN-TITLED', titleprocessingtype: titled, ...since });
  await addVehicle(p, discounted, { vin: 'UF-DISCOUNTED-TITLED', titleprocessingtype: titled, ...since });
  await addVehicle(p, plain, { vin: 'UF-PLAIN-RI', titleprocessingtype: riType, ...since });
  await addVehicle(p, discounted, { vin: 'UF-DISCOUNTED-NO-TYPE', ...since });
  await addVehicle(p, plain, { vin: 'UF-PLAIN-NO-TYPE', ...since });
});

afterAll(async () => {
  await db?.drop();
});

describe('fees_total on the unbilled list (document 3 §7)', () => {
  it("gives each vehicle the fees the invoicing rules charge it at its client's rates", async () => {
    const answer = await engine.list(STAFF, 'vehicles_unbilled', { 'filters[]': ['vehiclevin|like|UF-'], 'appends[]': ['fees_total'] });
    expect(Object.fromEntries(answer.data.map((row) => [row.vehiclevin, row.fees_total]))).toEqual({
      // Rates linked to its type, by bucket (15 + 21.35 state, 75 DVS), and the universal 10.
      'UF-PLAIN-TITLED': 121.35,
      // The override's 65 replaces the DVS 75; its Every Vehicle override adds the RI processing at 400.
      'UF-DISCOUNTED-TITLED': 511.35,
      // No state rate prices the RI type: its own BMV cost 12.50 is the state fee; 450 RI, 10 universal.
      'UF-PLAIN-RI': 472.5,
      'UF-DISCOUNTED-NO-TYPE': 410,
      'UF-PLAIN-NO-TYPE': 10,
    });
  });

  it('reads the rates once for a whole page of 50 rows', async () => {
    const reads: string[] = [];
    const counting = new Proxy(db.prisma, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        if (key === 'rackRate' || key === 'rackRateOverride' || key === 'titleApplicationType') reads.push(String(key));
        return value;
      },
    });
    const page = await engineFor(counting, REPORTS_RESOURCES).list(STAFF, 'vehicles_unbilled', { 'appends[]': ['fees_total'] });
    expect(page.data.length).toBe(50);
    expect(page.data.every((row) => typeof row.fees_total === 'number')).toBe(true);
    expect(reads.sort()).toEqual(['rackRate', 'rackRateOverride', 'titleApplicationType']);
  });

  it('is sent only when asked for', async () => {
    const answer = await engine.list(STAFF, 'vehicles_unbilled', { 'filters[]': ['vehiclevin|like|UF-'] });
    expect(answer.data[0]).not.toHaveProperty('fees_total');
  });
});
