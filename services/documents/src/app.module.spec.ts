import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { ERROR_CODE } from '@portal/contracts';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { RESOURCE_ENGINE, type ResourceEngine } from '@portal/server-kit';
import { STAFF, refusal, serviceContext } from '@portal/server-kit/testing';
import { DocumentsHealthController, DocumentsModule } from './app.module.js';
import { FORMS } from './forms/registry.js';
import { startLocalRedis } from './testing/local-redis.js';

let db: TestDatabase;
let app: INestApplicationContext;
let redis: Awaited<ReturnType<typeof startLocalRedis>>;

beforeAll(async () => {
  db = await createTestDatabase();
  process.env.DATABASE_URL = db.url;
  process.env.JWT_SECRET ??= 'a-secret-for-the-documents-tests-only';
  // The package job queue's worker starts with the service.
  redis = await startLocalRedis();
  process.env.REDIS_URL = redis.url;
  app = await serviceContext(DocumentsModule);
});

afterAll(async () => {
  await app?.close();
  await db?.drop();
  redis?.stop();
});

describe('the documents service', () => {
  it('answers its health check with its database', async () => {
    const health = app.get(DocumentsHealthController) as { check(): Promise<unknown> };
    expect(await health.check()).toMatchObject({ service: 'documents', ok: true, database: 'up' });
  });

  it('serves no resource yet: any name is refused as unknown', async () => {
    const engine = app.get<ResourceEngine>(RESOURCE_ENGINE);
    const error = await refusal(engine.list(STAFF, 'vehicles'));
    expect(error.code).toBe(ERROR_CODE.NOT_FOUND);
  });

  it('finds a mapping row in the migrated database for every field of every printed form', async () => {
    const rows = await db.prisma.pdfFormField.findMany({ select: { pdf_form_id: true, form_field: true } });
    for (const [n, form] of FORMS) {
      const mapped = rows.filter((row) => row.pdf_form_id === n).map((row) => row.form_field);
      expect({ n, fields: Object.keys(form.mapping).filter((field) => !mapped.includes(field)) }).toEqual({ n, fields: [] });
    }
    expect(await db.prisma.pdfForm.count({ where: { id: { in: [...FORMS.keys()] } } })).toBe(FORMS.size);
  });
});
