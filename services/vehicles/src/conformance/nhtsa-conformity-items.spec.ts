import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import type { ResourceEngine } from '@portal/server-kit';
import { STAFF, clientUser, engineFor, refusal } from '@portal/server-kit/testing';
import { VEHICLE_RESOURCES } from '../app.module.js';

let db: TestDatabase;
let engine: ResourceEngine;
let itemId: string;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  engine = engineFor(db.prisma, VEHICLE_RESOURCES);
  itemId = String((await db.prisma.nhtsaConformityItem.findFirstOrThrow({ orderBy: { id: 'asc' } })).id);
});

afterAll(async () => {
  await db?.drop();
});

describe('the FMVSS standards (document 3 §3 NHTSA conformity item)', () => {
  it('keeps a default as O, M or N in capitals, an empty one as none', async () => {
    expect(await engine.update(STAFF, 'nhtsa_conformity_items', itemId, { car_default: 'm', truck_default: '' })).toMatchObject({
      car_default: 'M',
      truck_default: null,
    });
  });

  it('refuses another default, a class flag other than 0 or 1, and client users', async () => {
    expect(await refusal(engine.update(STAFF, 'nhtsa_conformity_items', itemId, { truck_heavy_default: 'X' }))).toMatchObject({
      code: 'VALIDATION',
      errors: { truck_heavy_default: ['must be O, M, N or empty'] },
    });
    expect(await refusal(engine.update(STAFF, 'nhtsa_conformity_items', itemId, { truck: 2 }))).toMatchObject({
      code: 'VALIDATION',
      errors: { truck: ['must be 0 or 1'] },
    });
    expect(await engine.update(STAFF, 'nhtsa_conformity_items', itemId, { truck: 1 })).toMatchObject({ truck: 1 });
    const alpha = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } })).clientid;
    expect((await refusal(engine.update(clientUser(alpha), 'nhtsa_conformity_items', itemId, { truck: 0 }))).code).toBe('FORBIDDEN');
  });
});
