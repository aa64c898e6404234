import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { STAFF, clientUser, refusal } from '@portal/server-kit/testing';
import { conformityClassOf } from '@portal/contracts';
import { FULL_INSPECTION_REQUIRED, readConformance, saveConformance, startConformance } from './vehicle-conformance.js';

let db: TestDatabase;
let alpha: ReturnType<typeof clientUser>;
let borealis: ReturnType<typeof clientUser>;
let vehicleid: number;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  const alphaId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } })).clientid;
  const borealisId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Borealis Imports' } })).clientid;
  alpha = clientUser(alphaId, 1);
  borealis = clientUser(borealisId, 1);
  vehicleid = (
    await db.prisma.vehicle.create({ data: { vehiclevin: 'CONFORM0000000001', clientid: alphaId, titleprocessingtype: 18, is_ri_new_vehicle: 1, yr: 2020 } })
  ).vehicleid;
});

afterAll(async () => {
  await db?.drop();
});

describe('conformance plus', () => {
  it('classes vehicles as the spec says', () => {
    expect(conformityClassOf({ gvw: 12000, class_name: 'pickup' })).toBe('truck_heavy');
    expect(conformityClassOf({ gvw: 5000, class_name: 'Full Size Pickup' })).toBe('truck');
    expect(conformityClassOf(null)).toBe('car');
  });

  it('lets staff start an inspection with the items of the class, and the client read it', async () => {
    expect((await refusal(startConformance(db.prisma, alpha, vehicleid))).code).toBe('FORBIDDEN');
    const started = await startConformance(db.prisma, STAFF, vehicleid);
    expect(started.conformance.items.length).toBeGreaterThan(0);
    expect((await readConformance(db.prisma, alpha, vehicleid)).conformance.items).toHaveLength(started.conformance.items.length);
    expect((await refusal(readConformance(db.prisma, borealis, vehicleid))).code).toBe('NOT_FOUND');
  });

  it('requires a choice and notes on every item of an RI new vehicle, and stamps the save', async () => {
    const { conformance } = await readConformance(db.prisma, STAFF, vehicleid);
    const [first, ...rest] = conformance.items;
    const partial = await refusal(saveConformance(db.prisma, STAFF, vehicleid, [{ id: first.id, is_remediated: 2, remedy_notes: 'Label fitted' }]));
    expect(partial.message).toBe(FULL_INSPECTION_REQUIRED);
    expect((await readConformance(db.prisma, STAFF, vehicleid)).conformance.items[0].is_remediated).toBeNull();
    const all = [first, ...rest].map((item) => ({ id: item.id, is_remediated: 0, remedy_notes: 'Checked' }));
    const saved = await saveConformance(db.prisma, STAFF, vehicleid, all);
    expect(saved.conformance.completed_by).toBe(STAFF.userid);
    expect(saved.conformance.completed_date).toBeInstanceOf(Date);
    expect(saved.conformance.items[0]).toMatchObject({ is_remediated: 0, conformity_action: 0, remedy_notes: 'Checked', completed_by: STAFF.userid });
  });

  it('refuses a choice outside 0, 1, 2 and saves by client users', async () => {
    const { conformance } = await readConformance(db.prisma, STAFF, vehicleid);
    expect((await refusal(saveConformance(db.prisma, STAFF, vehicleid, [{ id: conformance.items[0].id, is_remediated: 7 }]))).code).toBe('VALIDATION');
    expect((await refusal(saveConformance(db.prisma, alpha, vehicleid, []))).code).toBe('FORBIDDEN');
  });
});
