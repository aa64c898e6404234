import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Principal } from '@portal/contracts';
import { withCheckDigit } from '@portal/db';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import type { ResourceEngine } from '@portal/server-kit';
import { STAFF, clientUser, engineFor, refusal } from '@portal/server-kit/testing';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { VEHICLE_RESOURCES } from '../app.module.js';
import { OfflineDecoder } from '../nhtsa/offline-decoder.js';
import { VinDecodeService } from '../nhtsa/vin-decode.service.js';
import { processImport, type DecodeVin } from './import-check.js';
import { runImport, undoImport } from './vehicle-import.js';

// The repository's unpacked vPIC database, when `npm start` or a test portal made it; else the decoder unpacks its own.
const shared = join(process.cwd(), '..', '..', 'var', 'corgi', 'vpic.lite.db');
if (!process.env.CORGI_DATABASE_PATH && existsSync(shared)) process.env.CORGI_DATABASE_PATH = shared;

let db: TestDatabase;
let engine: ResourceEngine;
let decoder: OfflineDecoder;
let decode: DecodeVin;
let staff: Principal;
let alphaId: number;
let typeId: number;

/** Chevrolet Malibu 2006 VINs that decode clean and have no TPMS row, one per serial. */
const malibu = (serial: number) => withCheckDigit(`1G1ZT538X6F${String(serial).padStart(6, '0')}`);
const TPMS_ACCORD = '1HGCM82633A004352';

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  engine = engineFor(db.prisma, VEHICLE_RESOURCES);
  decoder = await OfflineDecoder.open();
  const service = new VinDecodeService(decoder, db.prisma);
  decode = (vin) => service.decode(vin);
  staff = { ...STAFF, userid: (await db.prisma.webUser.findUniqueOrThrow({ where: { username: 'admin' } })).userid };
  alphaId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } })).clientid;
  typeId = (await db.prisma.titleApplicationType.findFirstOrThrow()).titleapplicationid;
  await db.prisma.vehicle.create({ data: { vehiclevin: malibu(900), clientid: alphaId, titleprocessingtype: typeId } });
}, 180_000);

afterAll(async () => {
  await decoder?.close();
  await db?.drop();
});

describe('vehicle import: checking the file', () => {
  it('decodes every row and flags existing, TPMS, invalid, repeated and unreadable rows in red', async () => {
    const data = [
      ['VIN', 'Odometer', 'Price'],
      [malibu(1), '12,345', '$9,500.00'],
      [malibu(900), '500', ''],
      [TPMS_ACCORD, '1000', '100'],
      ['1G1ZT53826F109148', '1', '1'],
      ['', '', ''],
      [malibu(1).toLowerCase(), '1', '1'],
      [malibu(2), 'lots', '1'],
    ];
    const rows = await processImport(db.prisma, decode, staff, { vinColumn: 0, odoColumn: 1, priceColumn: 2, hasHeaders: true, data });
    expect(rows.map((r) => [r.row, r.checked, r.flags])).toEqual([
      [2, true, []],
      [3, false, ['already registered']],
      [4, false, ['may have a TPMS issue']],
      [5, false, [expect.stringMatching(/^VIN does not decode: 1 - Check Digit/)]],
      [7, false, ['repeats an earlier row']],
      [8, false, ['odometer is not a number']],
    ]);
    expect(rows[0]).toMatchObject({ odo: 12345, price: 9500, validVin: true, data: { modelyear: 2006, make: 'CHEVROLET', model: 'Malibu' } });
    expect(rows[1].vehicles).toEqual([{ vehicleid: expect.any(Number), clientid: alphaId }]);
  });

  it('refuses a column the file does not have, an empty file and client users', async () => {
    expect((await refusal(processImport(db.prisma, decode, staff, { vinColumn: 4, hasHeaders: false, data: [['a', 'b']] }))).errors).toEqual({
      vinColumn: ['the file has no column 5'],
    });
    expect((await refusal(processImport(db.prisma, decode, staff, { vinColumn: 0, hasHeaders: false, data: [] }))).errors).toEqual({
      data: ['the file has no rows'],
    });
    expect((await refusal(processImport(db.prisma, decode, clientUser(alphaId), { vinColumn: 0, hasHeaders: false, data: [['x']] }))).code).toBe('FORBIDDEN');
  });
});

describe('vehicle import: creating, dry run and undo', () => {
  const request = (rows: Array<{ row: number; vin: string; odo?: number | null }>, dryRun: boolean) => ({
    clientid: alphaId,
    titleprocessingtype: typeId,
    filename: 'load.csv',
    dryRun,
    rows,
  });

  it('shows in a dry run exactly what the real run then creates, and logs both', async () => {
    const rows = [
      { row: 2, vin: malibu(10), odo: 4000 },
      { row: 3, vin: malibu(11), odo: null },
      { row: 4, vin: 'BAD-VIN', odo: 1 },
    ];
    const before = await db.prisma.vehicle.count();
    const dry = await runImport(db.prisma, engine, decode, staff, request(rows, true));
    expect(dry.rows.map((r) => [r.vin, r.outcome, r.reason])).toEqual([
      [malibu(10), 'would-create', undefined],
      [malibu(11), 'would-create', undefined],
      ['BAD-VIN', 'refused', 'VIN may contain only letters and digits'],
    ]);
    expect(await db.prisma.vehicle.count()).toBe(before);
    const real = await runImport(db.prisma, engine, decode, staff, request(rows, false));
    expect(real.rows.map((r) => [r.vin, r.outcome])).toEqual([
      [malibu(10), 'created'],
      [malibu(11), 'created'],
      ['BAD-VIN', 'refused'],
    ]);
    expect(await db.prisma.vehicle.count()).toBe(before + 2);
    const made = await db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: real.rows[0].vehicleid } });
    expect(made).toMatchObject({ clientid: alphaId, titleprocessingtype: typeId, yr: 2006, make: 'CHEVROLET', model: 'Malibu', mileage: 4000, cs_km: 6437 });
    const logs = await db.prisma.vehicleImport.findMany({ where: { id: { in: [dry.importId, real.importId] } }, orderBy: { id: 'asc' } });
    expect(logs.map((l) => [l.dry_run, l.rows_asked, l.created_count, l.userid])).toEqual([
      [true, 3, 2, staff.userid],
      [false, 3, 2, staff.userid],
    ]);

    // Undo removes the import's vehicles, once.
    expect(await undoImport(db.prisma, engine, staff, real.importId)).toEqual({ importId: real.importId, removed: 2 });
    expect(await db.prisma.vehicle.count()).toBe(before);
    const gone = real.rows.map((r) => r.vehicleid!).filter(Boolean);
    const deletions = await db.prisma.historyItem.findMany({ where: { object_type: 'vehicle', object_type_id: { in: gone }, target_field: 'deleted' } });
    expect(deletions.map((h) => [h.object_type_id, h.userid]).sort()).toEqual(gone.map((id) => [id, staff.userid]).sort());
    expect((await refusal(undoImport(db.prisma, engine, staff, real.importId))).code).toBe('CONFLICT');
    expect((await refusal(undoImport(db.prisma, engine, staff, dry.importId))).code).toBe('VALIDATION');
  });

  it('refuses the undo when a vehicle of the import changed since, deleting nothing', async () => {
    const real = await runImport(
      db.prisma,
      engine,
      decode,
      staff,
      request(
        [
          { row: 1, vin: malibu(20) },
          { row: 2, vin: malibu(21) },
        ],
        false,
      ),
    );
    await engine.update(staff, 'vehicles', String(real.rows[1].vehicleid), { front_psi: 30 });
    const refused = await refusal(undoImport(db.prisma, engine, staff, real.importId));
    expect(refused.code).toBe('CONFLICT');
    expect(refused.message).toBe(`Import ${real.importId} cannot be undone: ${malibu(21)} changed since`);
    expect(await db.prisma.vehicle.count({ where: { vehiclevin: { in: [malibu(20), malibu(21)] } } })).toBe(2);
  });

  it('is for staff only', async () => {
    expect((await refusal(runImport(db.prisma, engine, decode, clientUser(alphaId, 11), request([{ row: 1, vin: malibu(30) }], false)))).code).toBe(
      'FORBIDDEN',
    );
    expect((await refusal(undoImport(db.prisma, engine, clientUser(alphaId, 11), 1))).code).toBe('FORBIDDEN');
  });
});
