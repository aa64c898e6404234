import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '../testing/index.js';
import { isValidVin } from '../vin/check-digit.js';
import { seedScale } from './scale.js';

describe('scale seed', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase({ seed: 'demo' });
  });

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
  });

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
  });
});
