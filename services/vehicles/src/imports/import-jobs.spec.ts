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

async function finished(id: string, who = staff) {
  for (let i = 0; i < 600; i += 1) {
    const status = await jobs.status(who, id);
    if (status.state === 'completed' || status.state === 'failed') return status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`import job ${id} did not finish`);
}

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
