import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '../testing/index.js';
import { isValidVin } from '../vin/check-digit.js';
import { seedScale } from './scale.js';
import { RELATED_PER_VEHICLE } from './scale-related.js';

describe('scale seed', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase({ seed: 'demo' });
  }, 180_000);

  afterAll(async () => {
    await db?.drop();
  });

  it('adds N vehicles with valid, unique VINs spread over clients, statuses and dates', async () => {
    const before = await db.prisma.vehicle.count();
    const messages: string[] = [];
    const result = await seedScale({ vehicles: 2000, chunkSize: 700, url: db.url, prisma: db.prisma, log: (m) => messages.push(m) });
    expect(result.inserted).toBe(2000);
    expect(await db.prisma.vehicle.count()).toBe(before + 2000);
    expect(messages.some((m) => m.includes('2000/2000'))).toBe(true);

    const added = await db.prisma.vehicle.findMany({ where: { vehicleid: { gte: result.firstVehicleId!, lte: result.lastVehicleId! } } });
    expect(added).toHaveLength(2000);
    expect(added.every((v) => isValidVin(v.vehiclevin))).toBe(true);
    expect(added.every((v) => v.last6 === v.vehiclevin.slice(-6))).toBe(true);
    const all = await db.prisma.vehicle.findMany({ select: { vehiclevin: true } });
    expect(new Set(all.map((v) => v.vehiclevin)).size).toBe(all.length);
    expect(new Set(added.map((v) => v.clientid)).size).toBeGreaterThan(3);
    expect(new Set(added.map((v) => v.titlestatusid)).size).toBeGreaterThan(8);
    expect(new Set(added.map((v) => v.processtype))).toEqual(new Set([1, 2]));
    expect(added.filter((v) => v.cancelled === 1).every((v) => v.titlestatusid === 5)).toBe(true);
    expect(added.some((v) => v.cancelled === 1)).toBe(true);
    expect(added.some((v) => v.submitteddotdate !== null)).toBe(true);
    const years = new Set(added.map((v) => v.recordcreateddate.getUTCFullYear()));
    expect(years.size).toBeGreaterThan(3);
    // Make and model agree with the VIN pattern.
    const accord = added.find((v) => v.vehiclevin.startsWith('1HGCM826'));
    expect(accord).toMatchObject({ make: 'HONDA', model: 'Accord', yr: 2003 });

    // A second run adds more, still unique.
    const second = await seedScale({ vehicles: 300, url: db.url, prisma: db.prisma });
    expect(second.inserted).toBe(300);
    const again = await db.prisma.vehicle.findMany({ select: { vehiclevin: true } });
    expect(new Set(again.map((v) => v.vehiclevin)).size).toBe(again.length);
  }, 180_000);

  it('adds loads, notes, images, history and invoices in proportion to the vehicles', async () => {
    const result = await seedScale({ vehicles: 400, chunkSize: 150, url: db.url, prisma: db.prisma });
    const range = { gte: result.firstVehicleId!, lte: result.lastVehicleId! };
    const vehicles = await db.prisma.vehicle.findMany({ where: { vehicleid: range }, select: { client_load_id: true, recordcreateddate: true } });
    expect(vehicles.every((v) => v.client_load_id !== null)).toBe(true);
    // Chunks of 150, 150 and 100 vehicles travel in loads of eight: 19, 19 and 13 loads.
    expect(new Set(vehicles.map((v) => v.client_load_id)).size).toBe(19 + 19 + 13);
    expect(await db.prisma.vehicleNote.count({ where: { vehicleid: range } })).toBe(400 * RELATED_PER_VEHICLE.notes);
    expect(await db.prisma.vehicleImage.count({ where: { vehicleid: range } })).toBe(400 * RELATED_PER_VEHICLE.images);
    expect(await db.prisma.historyItem.count({ where: { object_type: 'vehicle', object_type_id: range } })).toBe(400 * RELATED_PER_VEHICLE.history);
    const monthAgo = Date.now() - 30 * 86_400_000;
    const billed = vehicles.filter((v) => v.recordcreateddate.getTime() < monthAgo).length;
    expect(billed).toBeGreaterThan(0);
    expect(await db.prisma.invoice.count({ where: { vehicleid: range } })).toBe(billed);
  }, 180_000);

  it('runs on an empty database too (reference data and clients are ensured)', async () => {
    const empty = await createTestDatabase({ seed: 'none' });
    try {
      const result = await seedScale({ vehicles: 500, url: empty.url, prisma: empty.prisma });
      expect(result.inserted).toBe(500);
      expect(await empty.prisma.client.count({ where: { clientactive: 2 } })).toBeGreaterThanOrEqual(2);
      expect(await empty.prisma.titleStatus.count()).toBeGreaterThan(10);
    } finally {
      await empty.drop();
    }
  }, 180_000);
});
