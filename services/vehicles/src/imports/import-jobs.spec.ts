import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Principal } from '@portal/contracts';
import { withCheckDigit } from '@portal/db';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { STAFF, clientUser, engineFor, refusal } from '@portal/server-kit/testing';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { VEHICLE_RESOURCES } from '../app.module.js';
import { OfflineDecoder } from '../nhtsa/offline-decoder.js';
import { VinDecodeService } from '../nhtsa/vin-decode.service.js';
import { processImport } from './import-check.js';
import { ImportJobs } from './import-jobs.js';

const shared = join(process.cwd(), '..', '..', 'var', 'corgi', 'vpic.lite.db');
if (!process.env.CORGI_DATABASE_PATH && existsSync(shared)) process.env.CORGI_DATABASE_PATH = shared;

const malibu = (serial: number) => withCheckDigit(`1G1ZT538X6F${String(serial).padStart(6, '0')}`);

let db: TestDatabase;
let decoder: OfflineDecoder;
let jobs: ImportJobs;
let staff: Principal;
let alphaId: number;
let typeId: number;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  decoder = await OfflineDecoder.open();
  jobs = new ImportJobs(db.prisma, engineFor(db.prisma, VEHICLE_RESOURCES), new VinDecodeService(decoder, db.prisma));
  // The machine's Redis, under a prefix of this run's own, so no other portal's jobs are seen.
  jobs.start({ redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', prefix: `test-imports-${randomBytes(6).toString('hex')}` });
  staff = { ...STAFF, userid: (await db.prisma.webUser.findUniqueOrThrow({ where: { username: 'admin' } })).userid };
  alphaId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } })).clientid;
  typeId = (await db.prisma.titleApplicationType.findFirstOrThrow()).titleapplicationid;
}, 180_000);

afterAll(async () => {
  await jobs?.onApplicationShutdown();
  await decoder?.close();
  await db?.drop();
});

/** Reads a job's status until it has run (within the test's own time limit). */
async function until<S extends { state: string }>(read: () => Promise<S>): Promise<S> {
  for (let i = 0; i < 3000; i += 1) {
    const status = await read();
    if (status.state === 'completed' || status.state === 'failed') return status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the job did not finish');
}

const finished = (id: string, who = staff) => until(() => jobs.status(who, id));
const checked = (id: string) => until(() => jobs.checkStatus(staff, id));

describe('queued imports', () => {
  it('runs an import in the background and answers its outcome, for staff who follow it', async () => {
    const before = await db.prisma.vehicle.count();
    const rows = Array.from({ length: 60 }, (_, i) => ({ row: i + 2, vin: malibu(700 + i), odo: 100 + i, price: 5000 }));
    const queued = await jobs.add(staff, { clientid: alphaId, titleprocessingtype: typeId, filename: 'queued.csv', dryRun: false, rows });
    expect(['waiting', 'active', 'completed']).toContain(queued.state);
    const done = await finished(queued.id);
    expect(done.state).toBe('completed');
    expect(done.progress.percent).toBe(100);
    expect(done.result).toMatchObject({ dryRun: false, created: 60, refused: 0 });
    expect(await db.prisma.vehicle.count()).toBe(before + 60);
  }, 120_000);

  it('queues one import for a request sent again with its key, and one per user and key', async () => {
    const before = await db.prisma.vehicle.count();
    const rows = Array.from({ length: 5 }, (_, i) => ({ row: i + 2, vin: malibu(850 + i) }));
    const request = { clientid: alphaId, titleprocessingtype: typeId, dryRun: false, rows, key: 'click-0123456789abcdef' };
    const first = await jobs.add(staff, request);
    const again = await jobs.add(staff, request);
    expect(again.id).toBe(first.id);
    await finished(first.id);
    // After the import ran, the key still names it: an answer lost at its end does not run it twice.
    expect((await jobs.add(staff, request)).id).toBe(first.id);
    expect(await db.prisma.vehicle.count()).toBe(before + 5);
    // Another user's request with the same key is a request of its own (a dry run here, so nothing is written).
    const colleague = { ...staff, userid: (await db.prisma.webUser.findUniqueOrThrow({ where: { username: 'alpha.admin' } })).userid };
    const theirs = await jobs.add(colleague, { ...request, dryRun: true });
    expect(theirs.id).not.toBe(first.id);
    expect((await finished(theirs.id, colleague)).result).toMatchObject({ dryRun: true });
  }, 120_000);

  it('refuses an empty import at once, and client users altogether', async () => {
    expect(await refusal(jobs.add(staff, { clientid: alphaId, titleprocessingtype: typeId, dryRun: true, rows: [] }))).toMatchObject({
      code: 'VALIDATION',
      errors: { rows: ['check at least one row'] },
    });
    const row = [{ row: 2, vin: malibu(800) }];
    expect(await refusal(jobs.add(clientUser(alphaId), { clientid: alphaId, titleprocessingtype: typeId, dryRun: true, rows: row }))).toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('tells anyone but its owner and staff that a job does not exist', async () => {
    const queued = await jobs.add(staff, { clientid: alphaId, titleprocessingtype: typeId, dryRun: true, rows: [{ row: 2, vin: malibu(801) }] });
    await finished(queued.id);
    expect(await refusal(jobs.status(clientUser(alphaId, 1, 999), queued.id))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await refusal(jobs.status(staff, '999999'))).toMatchObject({ code: 'NOT_FOUND' });
  }, 60_000);
});

describe('queued checks of a file (vehicleMassProcess in the background)', () => {
  it('checks a 10,000-row file with progress and answers its rows a page at a time', async () => {
    const registered = await db.prisma.vehicle.create({ data: { vehiclevin: malibu(150_000), clientid: alphaId, titleprocessingtype: typeId } });
    const data = Array.from({ length: 10_000 }, (_, i) => [malibu(100_000 + i), String(1000 + i)]);
    data[10] = [registered.vehiclevin, '5'];
    data[20] = [data[19]![0]!, '7'];
    data[30] = ['NOT A VIN', '9'];
    const queued = await jobs.addCheck(staff, { vinColumn: 0, odoColumn: 1, hasHeaders: false, data });
    expect(queued).toMatchObject({ queue: 'import-checks' });
    expect(queued.result).toBeUndefined();
    const done = await checked(queued.id);
    expect(done).toMatchObject({ state: 'completed', progress: { percent: 100 } });

    const pages = [];
    for (let page = 1; page <= 5; page += 1) pages.push(await jobs.checkStatus(staff, queued.id, page));
    expect(pages.map((p) => [p.result?.page, p.result?.pages, p.result?.total, p.result?.rows.length])).toEqual(
      [1, 2, 3, 4, 5].map((page) => [page, 5, 10_000, 2_000]),
    );
    const rows = pages.flatMap((p) => p.result!.rows);
    expect(rows.map((r) => r.row)).toEqual(Array.from({ length: 10_000 }, (_, i) => i + 1));
    expect(rows[0]).toMatchObject({ vin: malibu(100_000), odo: 1000, validVin: true, checked: true, data: { make: 'CHEVROLET', model: 'Malibu' } });
    expect(rows[10]).toMatchObject({ checked: false, flags: ['already registered'] });
    expect(rows[20]).toMatchObject({ checked: false, flags: ['repeats an earlier row'] });
    expect(rows[30]).toMatchObject({ checked: false, validVin: false });
    expect(rows.filter((r) => !r.checked)).toHaveLength(3);
    expect(await refusal(jobs.checkStatus(staff, queued.id, 6))).toMatchObject({ code: 'VALIDATION', errors: { page: ['the check has 5 pages'] } });
  }, 300_000);

  it('tells its progress every 250 rows, which the job passes on as a percentage', async () => {
    const seen: Array<[number, number]> = [];
    const decode = (vin: string) => new VinDecodeService(decoder, db.prisma).decode(vin);
    const data = Array.from({ length: 1_000 }, (_, i) => [malibu(200_000 + i)]);
    await processImport(db.prisma, decode, staff, { vinColumn: 0, hasHeaders: false, data }, (done, total) => seen.push([done, total]));
    expect(seen).toEqual([250, 500, 750, 1000].map((done) => [done, 1000]));
  });

  it('refuses at once what no reading of the file can fix, and client users altogether', async () => {
    expect(await refusal(jobs.addCheck(staff, { vinColumn: 3, hasHeaders: false, data: [['1G1ZT53826F109149']] }))).toMatchObject({
      code: 'VALIDATION',
      errors: { vinColumn: ['the file has no column 4'] },
    });
    expect(await refusal(jobs.addCheck(staff, { vinColumn: 0, hasHeaders: true, data: [] }))).toMatchObject({ code: 'VALIDATION' });
    expect(await refusal(jobs.addCheck(clientUser(alphaId), { vinColumn: 0, hasHeaders: false, data: [['1G1ZT53826F109149']] }))).toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('tells anyone but its owner and staff that a check does not exist', async () => {
    const queued = await jobs.addCheck(staff, { vinColumn: 0, hasHeaders: false, data: [[malibu(900)]] });
    await checked(queued.id);
    expect(await refusal(jobs.checkStatus(clientUser(alphaId, 1, 999), queued.id))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await refusal(jobs.checkStatus(staff, '999999'))).toMatchObject({ code: 'NOT_FOUND' });
  }, 60_000);
});
