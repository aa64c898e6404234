import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { ERROR_CODE } from '@portal/contracts';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { RESOURCE_ENGINE, type ResourceEngine } from '@portal/server-kit';
import { STAFF, refusal, serviceContext } from '@portal/server-kit/testing';
import { ReportsHealthController, ReportsModule } from './app.module.js';

let db: TestDatabase;
let app: INestApplicationContext;

beforeAll(async () => {
  db = await createTestDatabase();
  process.env.DATABASE_URL = db.url;
  process.env.JWT_SECRET ??= 'a-secret-for-the-reports-tests-only';
  app = await serviceContext(ReportsModule);
});

afterAll(async () => {
  await app?.close();
  await db?.drop();
});

describe('the reports service', () => {
  it('answers its health check with its database', async () => {
    const health = app.get(ReportsHealthController) as { check(): Promise<unknown> };
    expect(await health.check()).toMatchObject({ service: 'reports', ok: true, database: 'up' });
  });

  it("serves its report lists, not the vehicles register itself: that is the vehicles service's", async () => {
    const engine = app.get<ResourceEngine>(RESOURCE_ENGINE);
    const error = await refusal(engine.list(STAFF, 'vehicles'));
    expect(error.code).toBe(ERROR_CODE.NOT_FOUND);
    expect((await engine.list(STAFF, 'vehicles_pending_titles')).total).toBe(0);
  });
});
