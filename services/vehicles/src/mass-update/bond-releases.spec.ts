import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Principal } from '@portal/contracts';
import { withCheckDigit } from '@portal/db';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import type { ResourceEngine } from '@portal/server-kit';
import { STAFF, clientUser, engineFor, refusal } from '@portal/server-kit/testing';
import { VEHICLE_RESOURCES } from '../app.module.js';
import { applyBondReleases, bondReleaseColumns, releaseDate } from './bond-releases.js';

let db: TestDatabase;
let engine: ResourceEngine;
let staff: Principal;
let alphaId: number;
const vin = (serial: number) => withCheckDigit(`1G1ZT538X6F${String(serial).padStart(6, '0')}`);

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  engine = engineFor(db.prisma, VEHICLE_RESOURCES);
  staff = { ...STAFF, userid: (await db.prisma.webUser.findUniqueOrThrow({ where: { username: 'admin' } })).userid };
  alphaId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } })).clientid;
  const typeId = (await db.prisma.titleApplicationType.findFirstOrThrow({ where: { has_conforming_requirement: false } })).titleapplicationid;
  for (const serial of [801, 802, 803, 803])
    await db.prisma.vehicle.create({ data: { vehiclevin: vin(serial), clientid: alphaId, titleprocessingtype: typeId } });
});

afterAll(async () => {
  await db?.drop();
});

describe('reading a bond release sheet', () => {
  it('finds the VIN and release date columns by their headers, and says which is missing', async () => {
    expect(bondReleaseColumns(['Entry', 'VIN', 'Date', 'Bond Release Date'])).toEqual({ vin: 1, date: 3 });
    expect(bondReleaseColumns(['vin', 'released on date'])).toEqual({ vin: 0, date: 1 });
    expect(await refusal(Promise.resolve().then(() => bondReleaseColumns(['Serial', 'Released'])))).toMatchObject({
      code: 'VALIDATION',
      errors: { file: expect.any(Array) },
    });
  });

  it('reads the dates a sheet holds, and refuses what is not a real day', () => {
    expect(['2026-11-20', '11/20/2026', '1/5/26', 'Fri Nov 20 2026 00:00:00 GMT+0000', '2026-11-20T00:00:00.000Z'].map(releaseDate)).toEqual([
      '2026-11-20',
      '2026-11-20',
      '2026-01-05',
      '2026-11-20',
      '2026-11-20',
    ]);
    expect(['', 'soon', '2026-02-30', '13/01/2026', '20261120'].map(releaseDate)).toEqual([null, null, null, null, null]);
  });
});

describe('the bond release mass update', () => {
  it('sets the date on each VIN with one vehicle, with history, and says why every other line was not applied', async () => {
    const rows = [
      ['VIN', 'Release Date'],
      [vin(801), '11/20/2026'],
      [` ${vin(802).toLowerCase()} `, '2026-11-21'],
      [vin(803), '2026-11-21'],
      [vin(804), '2026-11-21'],
      [vin(801), 'tomorrow'],
      ['', ''],
    ];
    const results = await applyBondReleases(db.prisma, engine, staff, rows);
    expect(results).toEqual([
      { vin: vin(801), releaseDate: '2026-11-20', updated: true, error: '' },
      { vin: vin(802), releaseDate: '2026-11-21', updated: true, error: '' },
      { vin: vin(803), releaseDate: '2026-11-21', updated: false, error: '2 vehicles have this VIN: none updated' },
      { vin: vin(804), releaseDate: '2026-11-21', updated: false, error: 'VIN not found' },
      { vin: vin(801), releaseDate: null, updated: false, error: '"tomorrow" is not a date' },
    ]);
    const saved = await db.prisma.vehicle.findFirstOrThrow({ where: { vehiclevin: vin(801) } });
    expect(saved.bondreleasedate?.toISOString().slice(0, 10)).toBe('2026-11-20');
    const history = await db.prisma.historyItem.findMany({
      where: { object_type: 'vehicle', object_type_id: saved.vehicleid, target_field: 'bondreleasedate' },
    });
    expect(history).toHaveLength(1);
    expect((await db.prisma.vehicle.findMany({ where: { vehiclevin: vin(803) } })).every((v) => v.bondreleasedate === null)).toBe(true);
  });

  it('is for staff only, and refuses a sheet without rows or with too many', async () => {
    expect((await refusal(applyBondReleases(db.prisma, engine, clientUser(alphaId), [['VIN', 'Release Date']]))).code).toBe('FORBIDDEN');
    expect((await refusal(applyBondReleases(db.prisma, engine, staff, [['VIN', 'Release Date']]))).code).toBe('VALIDATION');
    const many = [['VIN', 'Release Date'], ...Array.from({ length: 201 }, (_, i) => [vin(900 + i), '2026-11-20'])];
    expect((await refusal(applyBondReleases(db.prisma, engine, staff, many))).errors).toEqual({ file: ['at most 200 rows at a time'] });
  });
});
