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
import { reasonOf } from '../mass-update/mass-update.js';
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

  it("answers a job's committed outcome when the job runs again after a crash, creating nothing twice", async () => {
    const rows = [
      { row: 1, vin: malibu(40) },
      { row: 2, vin: 'NOT A VIN' },
    ];
    const noProgress = () => undefined;
    const first = await runImport(db.prisma, engine, decode, staff, request(rows, false), noProgress, 'imports:1700000000000-7');
    const again = await runImport(db.prisma, engine, decode, staff, request(rows, false), noProgress, 'imports:1700000000000-7');
    expect(again).toEqual(first);
    expect(await db.prisma.vehicle.count({ where: { vehiclevin: malibu(40) } })).toBe(1);
    expect(await db.prisma.vehicleImport.count({ where: { job_key: 'imports:1700000000000-7' } })).toBe(1);
    // Another job with the same rows is another import: it runs.
    const other = await runImport(db.prisma, engine, decode, staff, request(rows, false), noProgress, 'imports:1700000000001-8');
    expect(other.importId).not.toBe(first.importId);
    expect(await db.prisma.vehicle.count({ where: { vehiclevin: malibu(40) } })).toBe(2);
  });

  it('is for staff only', async () => {
    expect((await refusal(runImport(db.prisma, engine, decode, clientUser(alphaId, 11), request([{ row: 1, vin: malibu(30) }], false)))).code).toBe(
      'FORBIDDEN',
    );
    expect((await refusal(undoImport(db.prisma, engine, clientUser(alphaId, 11), 1))).code).toBe('FORBIDDEN');
  });
});

describe('vehicle import: in bulk, each row means what its own create and update mean', () => {
  const request = (rows: Array<{ row: number; vin: string; odo?: number | null; price?: number | null }>, dryRun: boolean, clientid = alphaId) => ({
    clientid,
    titleprocessingtype: typeId,
    filename: 'bulk.csv',
    dryRun,
    rows,
  });
  const totals = async () => ({
    vehicles: await db.prisma.vehicle.count(),
    history: await db.prisma.historyItem.count(),
    counted: Number((await db.prisma.vehicleCount.aggregate({ _sum: { n: true } }))._sum.n),
  });

  it('creates valid and already registered rows, refuses the others with the reasons of the single create and update', async () => {
    const registered = await engine.create(staff, 'vehicles', { vehiclevin: malibu(400), clientid: alphaId, titleprocessingtype: typeId });
    // A price past what the column holds is refused by the update of the single path, naming the field.
    const tooDear = reasonOf(await refusal(engine.update(staff, 'vehicles', String(registered.vehicleid), { value_us_dollars: 3_000_000_000 })));
    const rows = [
      { row: 2, vin: malibu(401), odo: 12_345, price: 9_500 },
      { row: 3, vin: malibu(400), odo: 10, price: null },
      { row: 4, vin: malibu(401), odo: 20, price: 1 },
      { row: 5, vin: malibu(402), odo: 30, price: 3_000_000_000 },
      { row: 6, vin: 'BAD VIN!', odo: 1, price: 1 },
      { row: 7, vin: malibu(403), odo: 0, price: 0 },
    ];
    const real = await runImport(db.prisma, engine, decode, staff, request(rows, false));
    expect(real.rows.map((r) => [r.row, r.outcome, r.reason])).toEqual([
      [2, 'created', undefined],
      [3, 'created', undefined],
      [4, 'created', undefined],
      [5, 'refused', tooDear],
      [6, 'refused', 'VIN may contain only letters and digits'],
      [7, 'created', undefined],
    ]);
    expect(tooDear).toMatch(/value_us_dollars/);
    const made = await db.prisma.vehicle.findMany({
      where: { vehicleid: { in: real.rows.map((r) => r.vehicleid!).filter(Boolean) } },
      orderBy: { vehicleid: 'asc' },
    });
    expect(made.map((v) => [v.vehiclevin, v.mileage, v.cs_km, v.value_us_dollars, v.yr, v.make, v.enteredby, v.titlestatusid])).toEqual([
      [malibu(401), 12_345, 19_867, 9_500, 2006, 'CHEVROLET', staff.userid, 2],
      [malibu(400), 10, 16, null, 2006, 'CHEVROLET', staff.userid, 2],
      [malibu(401), 20, 32, 1, 2006, 'CHEVROLET', staff.userid, 2],
      [malibu(403), null, null, 0, 2006, 'CHEVROLET', staff.userid, 2],
    ]);
    expect(await db.prisma.vehicle.count({ where: { vehiclevin: malibu(402) } })).toBe(0);
  });

  it('records the history of each created vehicle as its create and update record it', async () => {
    const real = await runImport(
      db.prisma,
      engine,
      decode,
      staff,
      request(
        [
          { row: 2, vin: malibu(410), odo: 4000, price: 700 },
          { row: 3, vin: malibu(411) },
        ],
        false,
      ),
    );
    const [withAll, bare] = real.rows.map((r) => r.vehicleid!);
    const history = async (id: number) =>
      (await db.prisma.historyItem.findMany({ where: { object_type: 'vehicle', object_type_id: id }, orderBy: { id: 'asc' } })).map((h) => [
        h.target_field,
        h.old_value,
        h.value,
        h.userid,
      ]);
    expect(await history(withAll!)).toEqual([
      ['created', null, null, staff.userid],
      ['mileage', null, '4000', staff.userid],
      ['value_us_dollars', null, '700', staff.userid],
      ['cs_km', null, '6437', staff.userid],
    ]);
    expect(await history(bare!)).toEqual([['created', null, null, staff.userid]]);
  });

  it('refuses every row of an RI client without its registration documents, as the register does', async () => {
    const ri = await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Borealis Imports' } });
    await db.prisma.client.update({ where: { clientid: ri.clientid }, data: { is_ri: 1, ri_reg_docs_complete: 0 } });
    try {
      const single = reasonOf(await refusal(engine.create(staff, 'vehicles', { vehiclevin: malibu(420), clientid: ri.clientid, titleprocessingtype: typeId })));
      const dry = await runImport(
        db.prisma,
        engine,
        decode,
        staff,
        request(
          [
            { row: 2, vin: malibu(420) },
            { row: 3, vin: malibu(421), odo: 5 },
          ],
          true,
          ri.clientid,
        ),
      );
      expect(dry.rows.map((r) => [r.outcome, r.reason])).toEqual([
        ['refused', single],
        ['refused', single],
      ]);
      expect(single).toMatch(/RI Client has not completed registration documents/);
    } finally {
      await db.prisma.client.update({ where: { clientid: ri.clientid }, data: { is_ri: ri.is_ri, ri_reg_docs_complete: ri.ri_reg_docs_complete } });
    }
  });

  it('writes no vehicle and no history in a dry run, and keeps the counts exact in a real one', async () => {
    const rows = Array.from({ length: 1_200 }, (_, i) => ({ row: i + 2, vin: malibu(5_000 + i), odo: 100 + i, price: 2_000 }));
    const before = await totals();
    const dry = await runImport(db.prisma, engine, decode, staff, request(rows, true));
    expect(dry).toMatchObject({ created: 1_200, refused: 0 });
    expect(dry.rows.every((r) => r.outcome === 'would-create' && r.vehicleid === undefined)).toBe(true);
    expect(await totals()).toEqual(before);
    const items = await db.prisma.vehicleImportItem.findMany({ where: { import_id: dry.importId }, orderBy: { row_number: 'asc' } });
    expect(items.map((i) => [i.row_number, i.vehiclevin, i.outcome, i.vehicleid])).toEqual(rows.map((r) => [r.row, r.vin, 'would-create', null]));

    const real = await runImport(db.prisma, engine, decode, staff, request(rows, false));
    expect(real).toMatchObject({ created: 1_200, refused: 0 });
    const after = await totals();
    expect(after.vehicles).toBe(before.vehicles + 1_200);
    expect(after.counted).toBe(after.vehicles);
    expect(after.history).toBe(before.history + 1_200 * 4);
    const alphaCounted = Number((await db.prisma.vehicleCount.aggregate({ where: { clientid: alphaId }, _sum: { n: true } }))._sum.n);
    expect(alphaCounted).toBe(await db.prisma.vehicle.count({ where: { clientid: alphaId } }));
    // Each row's log line names the vehicle it made.
    const logged = await db.prisma.vehicleImportItem.findMany({ where: { import_id: real.importId }, orderBy: { row_number: 'asc' } });
    expect(logged.map((i) => i.vehicleid)).toEqual(real.rows.map((r) => r.vehicleid));
  }, 120_000);

  it('keeps every row in its place when the run is written in parts, and reports progress up to the whole', async () => {
    // Past one part (a thousand rows): refusals in the first and in the second part, and a VIN repeated across them.
    const rows = Array.from({ length: 1_050 }, (_, i) => ({ row: i + 2, vin: malibu(7_000 + i), odo: 10 + i }));
    rows[3] = { ...rows[3]!, vin: 'BAD-VIN' };
    rows[1_020] = { ...rows[1_020]!, vin: 'ALSO BAD' };
    rows[1_040] = { ...rows[1_040]!, vin: malibu(7_000) };
    const reported: number[] = [];
    const before = await totals();
    const real = await runImport(db.prisma, engine, decode, staff, request(rows, false), (done, total) => {
      expect(total).toBe(1_050);
      reported.push(done);
    });
    expect(real).toMatchObject({ created: 1_048, refused: 2 });
    expect(real.rows.map((r) => r.row)).toEqual(rows.map((r) => r.row));
    expect(real.rows.filter((r) => r.outcome === 'refused').map((r) => r.row)).toEqual([5, 1_022]);
    expect(reported.at(-1)).toBe(1_050);
    expect(reported.every((done, i) => i === 0 || done >= reported[i - 1]!)).toBe(true);
    expect((await totals()).vehicles).toBe(before.vehicles + 1_048);
    // The repeated VIN is registered twice, once from each part, as two single creates would.
    const repeated = real.rows.filter((r) => r.vin === malibu(7_000)).map((r) => r.vehicleid);
    expect(new Set(repeated).size).toBe(2);
    const made = await db.prisma.vehicle.findMany({ where: { vehicleid: { in: repeated as number[] } }, select: { mileage: true } });
    expect(made.map((v) => v.mileage).sort((a, b) => a! - b!)).toEqual([10, 1_050]);
  }, 120_000);
});
