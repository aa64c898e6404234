import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { feesOfVehicles } from './fees.js';

// Each case builds its own rates on a migrated, empty database: the rules are read back from real
// rows, so a wrong join or a wrong override lookup fails here.
let db: TestDatabase;
let typeId: number;
let otherTypeId: number;
let clientId: number;
let otherClientId: number;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'none' });
  const p = db.prisma;
  await p.usState.create({ data: { stateid: 1, stateabbreviation: 'IN', statefull: 'Indiana' } });
  for (const [id, name] of [
    [1, 'STATE'],
    [2, 'DVS'],
    [3, 'OTHER'],
  ] as const)
    await p.chargeBucket.create({ data: { id, chargebucketname: name } });
  typeId = (await p.titleApplicationType.create({ data: { titleapplicationtype: 'Title and Registration', titleapplicationcost: '15.00' } }))
    .titleapplicationid;
  otherTypeId = (await p.titleApplicationType.create({ data: { titleapplicationtype: 'Lien Release', titleapplicationcost: '12.50' } })).titleapplicationid;
  clientId = (await p.client.create({ data: { clientname: 'Fee Client' } })).clientid;
  otherClientId = (await p.client.create({ data: { clientname: 'Other Client' } })).clientid;
});

afterAll(async () => {
  await db?.drop();
});

beforeEach(async () => {
  await db.prisma.rackRateOverride.deleteMany({});
  await db.prisma.rackRateTitleAppType.deleteMany({});
  await db.prisma.rackRate.deleteMany({});
  await db.prisma.titleApplicationTypeCost.deleteMany({});
});

async function rate(name: string, amount: string, bucket: 1 | 2 | 3, every: boolean, types: number[] = [typeId]) {
  const r = await db.prisma.rackRate.create({ data: { name, charge_amount: amount, bucket_id: bucket, every_vehicle: every } });
  for (const t of types) await db.prisma.rackRateTitleAppType.create({ data: { rack_rate_id: r.id, vehiclechargetypeid: t } });
  return r.id;
}

const override = (rack_rate_id: number, charge_amount: string, every_vehicle: boolean, clientid = clientId) =>
  db.prisma.rackRateOverride.create({ data: { rack_rate_id, clientid, charge_amount, every_vehicle } });

async function feesOf(vehicle: { clientid: number | null; titleprocessingtype: number | null }) {
  return (await feesOfVehicles(db.prisma, [{ vehicleid: 1, ...vehicle }])).get(1)!;
}

describe('fees from rack rates', () => {
  it('charges the rates linked to the application type, by bucket, and sums them', async () => {
    await rate('BMV Title Fee', '15.00', 1, true);
    await rate('BMV Registration and Plate', '21.35', 1, false);
    await rate('DVS Title Service', '75.00', 2, true);
    await rate('DOT Bond', '150.00', 3, true);
    await rate('Only for other types', '999.00', 2, true, [otherTypeId]);
    const fees = await feesOf({ clientid: clientId, titleprocessingtype: typeId });
    expect(fees.fees_breakdown).toEqual({ state: 36.35, dvs: 75, other: 150 });
    // The state rate not charged on every vehicle is the plates column; the rest of state and DVS the application.
    expect(fees).toMatchObject({ app_fee_total: 90, plates_fee_total: 21.35, other_fee_total: 150, fees_total: 261.35 });
  });

  it('charges a rate linked to no type on every vehicle only when it is marked every vehicle', async () => {
    await rate('Universal', '10.00', 3, true, []);
    await rate('Occasional', '25.00', 3, false, []);
    expect((await feesOf({ clientid: clientId, titleprocessingtype: typeId })).fees_breakdown.other).toBe(10);
    expect((await feesOf({ clientid: null, titleprocessingtype: null })).fees_breakdown.other).toBe(10);
  });
});

describe('client overrides', () => {
  it("charge the override's amount instead of the rack rate's, for that client only", async () => {
    const dvs = await rate('DVS Title Service', '75.00', 2, true);
    await override(dvs, '65.00', false);
    expect((await feesOf({ clientid: clientId, titleprocessingtype: typeId })).fees_breakdown.dvs).toBe(65);
    expect((await feesOf({ clientid: otherClientId, titleprocessingtype: typeId })).fees_breakdown.dvs).toBe(75);
  });

  it('win even when they lower a rate to zero', async () => {
    const dvs = await rate('DVS Title Service', '75.00', 2, true);
    await override(dvs, '0.00', false);
    expect((await feesOf({ clientid: clientId, titleprocessingtype: typeId })).fees_breakdown.dvs).toBe(0);
  });

  it('marked Every Vehicle apply their rate to every vehicle of the client, whatever its application type', async () => {
    const ri = await rate('RI Conformance Processing', '450.00', 2, true, [otherTypeId]);
    await override(ri, '400.00', true);
    expect((await feesOf({ clientid: clientId, titleprocessingtype: typeId })).fees_breakdown.dvs).toBe(400);
    expect((await feesOf({ clientid: otherClientId, titleprocessingtype: typeId })).fees_breakdown.dvs).toBe(0);
  });

  it('marked Not Every Vehicle do not add a rate the application type does not carry', async () => {
    const courier = await rate('Overnight Courier', '25.00', 3, false, []);
    await override(courier, '20.00', false);
    expect((await feesOf({ clientid: clientId, titleprocessingtype: typeId })).fees_breakdown.other).toBe(0);
  });

  it("take the override's every-vehicle setting for the plates column", async () => {
    const plate = await rate('BMV Registration and Plate', '21.35', 1, false);
    await override(plate, '30.00', true);
    const fees = await feesOf({ clientid: clientId, titleprocessingtype: typeId });
    expect(fees).toMatchObject({ plates_fee_total: 0, app_fee_total: 30, fees_total: 30 });
  });

  it('count only the newest when a client has several for the same rate', async () => {
    const dvs = await rate('DVS Title Service', '75.00', 2, true);
    await override(dvs, '60.00', false);
    await override(dvs, '55.00', false);
    expect((await feesOf({ clientid: clientId, titleprocessingtype: typeId })).fees_breakdown.dvs).toBe(55);
  });
});

describe("the application type's costs", () => {
  it('are the state fee when no state rate applies to the vehicle', async () => {
    await rate('DVS Title Service', '75.00', 2, true);
    await db.prisma.titleApplicationTypeCost.createMany({
      data: [
        { titleapplicationid: typeId, name: 'BMV Title Fee', cost: '15.00' },
        { titleapplicationid: typeId, name: 'BMV Registration Fee', cost: '21.35' },
      ],
    });
    expect((await feesOf({ clientid: clientId, titleprocessingtype: typeId })).fees_breakdown).toEqual({ state: 36.35, dvs: 75, other: 0 });
    // No cost rows: the type's BMV cost.
    expect((await feesOf({ clientid: clientId, titleprocessingtype: otherTypeId })).fees_breakdown.state).toBe(12.5);
  });

  it('are not added when a state rate prices the application', async () => {
    await rate('BMV Title Fee', '18.00', 1, true);
    await db.prisma.titleApplicationTypeCost.create({ data: { titleapplicationid: typeId, name: 'BMV Title Fee', cost: '15.00' } });
    expect((await feesOf({ clientid: clientId, titleprocessingtype: typeId })).fees_breakdown.state).toBe(18);
  });

  it('leave a vehicle without an application type with its universal rates only', async () => {
    await rate('BMV Title Fee', '15.00', 1, true);
    expect((await feesOf({ clientid: clientId, titleprocessingtype: null })).fees_total).toBe(0);
  });
});
