import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { MODEL_META, directReadsOf } from '@portal/db';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { ModelCatalog, ResourceEngine } from '@portal/server-kit';
import { STAFF, clientUser } from '@portal/server-kit/testing';
import { VEHICLE_RELATIONS } from './vehicles.resource.js';
import { VEHICLE_RESOURCES } from '../app.module.js';

// The engine reads directly (one statement of its own per read, each row built as JSON by PostgreSQL),
// and through Prisma with lateral joins or with one statement per relation: calendar dates, stamps,
// money and nested lists must come out exactly alike on all three paths.
let db: TestDatabase;
let direct: ResourceEngine;
let joined: ResourceEngine;
let separate: ResourceEngine;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  const catalog = ModelCatalog.fromClient(db.prisma, MODEL_META);
  const now = new Date('2026-06-01T12:00:00Z');
  direct = new ResourceEngine(db.prisma, catalog, VEHICLE_RESOURCES, () => now, 'direct');
  jest.spyOn(directReadsOf(db.prisma)!, 'column');
  joined = new ResourceEngine(db.prisma, catalog, VEHICLE_RESOURCES, () => now, 'join');
  separate = new ResourceEngine(db.prisma, catalog, VEHICLE_RESOURCES, () => now, 'query');
});

/** How many statements the direct path sent since the last call. */
function directStatements(): number {
  const column = jest.mocked(directReadsOf(db.prisma)!.column);
  const n = column.mock.calls.length;
  column.mockClear();
  return n;
}

afterAll(async () => {
  await db?.drop();
});

const EVERY_RELATION = { 'with[]': Object.keys(VEHICLE_RELATIONS), 'appends[]': ['dot_vault_date', 'images_count', 'days_since_created'] };

describe('relations loaded in one statement', () => {
  it('give every vehicle page the same answer as one statement per relation', async () => {
    for (const page of ['1', '2', '3']) {
      const query = { ...EVERY_RELATION, per_page: '25', page };
      const [a, b, c] = await Promise.all([
        joined.list(STAFF, 'vehicles', query),
        separate.list(STAFF, 'vehicles', query),
        direct.list(STAFF, 'vehicles', query),
      ]);
      expect(a.data.length).toBeGreaterThan(0);
      expect(a).toEqual(b);
      expect(c).toEqual(a);
      // The direct path read the page itself and its total (page 1 is full: its count is asked too), in one statement.
      expect(directStatements()).toBe(1);
    }
  });

  it('give each detail read the same answer, for staff and for a client user', async () => {
    const vehicles = await db.prisma.vehicle.findMany({ select: { vehicleid: true, clientid: true }, orderBy: { vehicleid: 'asc' }, take: 60 });
    for (const { vehicleid, clientid } of vehicles) {
      for (const who of [STAFF, clientUser(clientid ?? 0)]) {
        const query = who === STAFF ? EVERY_RELATION : { 'appends[]': ['dot_vault_date', 'images_count'] };
        const id = String(vehicleid);
        const [a, b, c] = await Promise.all([
          joined.read(who, 'vehicles', id, query),
          separate.read(who, 'vehicles', id, query),
          direct.read(who, 'vehicles', id, query),
        ]);
        expect(a).toEqual(b);
        expect(c).toEqual(a);
        expect(directStatements()).toBe(1);
      }
    }
  });
});
