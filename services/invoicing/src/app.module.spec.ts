import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { ERROR_CODE } from '@portal/contracts';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { RESOURCE_ENGINE, type ResourceEngine } from '@portal/server-kit';
import { STAFF, refusal, serviceContext } from '@portal/server-kit/testing';
import { InvoicingHealthController, InvoicingModule } from './app.module.js';

let db: TestDatabase;
let app: INestApplicationContext;

beforeAll(async () => {
  db = await createTestDatabase();
  process.env.DATABASE_URL = db.url;
  process.env.JWT_SECRET ??= 'a-secret-for-the-invoicing-tests-only';
  // No batch e-mail worker here (and so no Redis): the e-mails are tested in batches/batch-email.spec.ts and tests/contract.
  process.env.MAIL_WORKER = '0';
  app = await serviceContext(InvoicingModule);
});

afterAll(async () => {
  await app?.close();
  await db?.drop();
});

describe('the invoicing service', () => {
  it('answers its health check with its database', async () => {
    const health = app.get(InvoicingHealthController) as { check(): Promise<unknown> };
    expect(await health.check()).toMatchObject({ service: 'invoicing', ok: true, database: 'up' });
  });

  it("serves its own resources and refuses another service's as unknown", async () => {
    const engine = app.get<ResourceEngine>(RESOURCE_ENGINE);
    expect(engine.names().sort()).toEqual([
      'invoice_batches',
      'invoices',
      'master_invoice_batches',
      'one_off_invoices',
      'paperwork_batches',
      'paperwork_vehicles',
      'titles_sent',
      'vehicle_charges',
    ]);
    const error = await refusal(engine.list(STAFF, 'vehicles'));
    expect(error.code).toBe(ERROR_CODE.NOT_FOUND);
  });
});
