import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Prisma } from './generated/prisma/client.js';
import { createTestDatabase, type TestDatabase } from './testing/index.js';
import { seedReference } from './seed/reference.js';

describe('schema and migration', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase({ seed: 'none' });
    await seedReference(db.prisma);
  });

  afterAll(async () => {
    await db?.drop();
  });

  it('keeps last6 equal to the last 6 characters of vehiclevin (database-generated)', async () => {
    const v = await db.prisma.vehicle.create({ data: { vehiclevin: '1HGCM82633A004352' } });
    expect(v.last6).toBe('004352');
    const updated = await db.prisma.vehicle.update({ where: { vehicleid: v.vehicleid }, data: { vehiclevin: '5YJ3E1EA7JF000316' } });
    expect(updated.last6).toBe('000316');
    const byLast6 = await db.prisma.vehicle.findMany({ where: { last6: '000316' } });
    expect(byLast6.map((x) => x.vehicleid)).toEqual([v.vehicleid]);
    await expect(db.prisma.$executeRawUnsafe(`UPDATE vehicles SET last6 = 'XXXXXX' WHERE vehicleid = ${v.vehicleid}`)).rejects.toThrow();
  });

  it('uses 0 for "none" without foreign keys on the zero-none columns, and null-safe relations', async () => {
    const v = await db.prisma.vehicle.create({ data: { vehiclevin: '4T1BE46K27U000001' } });
    expect(v.invoiceid).toBe(0);
    expect(v.titledocsbatchid).toBe(0);
    expect(v.titlestatusid).toBe(2);
    expect(v.statusid).toBe(1);
    expect(v.cancelled).toBe(0);
    const withRelations = await db.prisma.vehicle.findUniqueOrThrow({
      where: { vehicleid: v.vehicleid },
      include: { invoice: true, paperwork_batch: true, title_status: true, client: true },
    });
    expect(withRelations.invoice).toBeNull();
    expect(withRelations.paperwork_batch).toBeNull();
    expect(withRelations.title_status?.statusname).toBe('Received');

    const load = await db.prisma.clientLoad.create({ data: { name: 'NEW LOAD multiple' } });
    expect(load.client_id).toBe(0);
    expect(load.load_type).toBe('multiple');
    const loaded = await db.prisma.clientLoad.findUniqueOrThrow({ where: { id: load.id }, include: { client: true, vehicles: true } });
    expect(loaded.client).toBeNull();
    const location = await db.prisma.clientLocation.create({ data: { name: 'Unassigned lot' } });
    expect(location.client_id).toBe(0);

    // The database itself refuses null for those columns.
    await expect(db.prisma.$executeRawUnsafe(`UPDATE vehicles SET invoiceid = NULL WHERE vehicleid = ${v.vehicleid}`)).rejects.toThrow();
    // Real foreign keys elsewhere.
    await expect(db.prisma.vehicle.create({ data: { vehiclevin: '1FTFW1EF1EF000002', clientid: 999999 } })).rejects.toThrow();
  });

  it('maps every model and scalar field of the Prisma schema to a table and column of the migrations', async () => {
    // Prisma names every scalar column in its SELECT: a field without a column (a schema change
    // without a migration) fails here.
    const models = Object.values(Prisma.ModelName);
    expect(models.length).toBeGreaterThanOrEqual(55);
    for (const model of models) {
      const delegate = (db.prisma as unknown as Record<string, { findFirst: () => Promise<unknown> }>)[model.charAt(0).toLowerCase() + model.slice(1)];
      await delegate!.findFirst(); // rejects when a column is missing
    }
  });

  it('has the indexes the screens filter and sort on', async () => {
    const rows = await db.prisma.$queryRawUnsafe<Array<{ indexname: string; indexdef: string }>>(
      `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'`,
    );
    const defs = rows.map((r) => r.indexdef);
    const has = (fragment: string): boolean => defs.some((d) => d.includes(fragment));
    expect(has('USING gin (vehiclevin gin_trgm_ops)')).toBe(true);
    expect(has('ON public.vehicles USING btree (clientid, vehicleid DESC)')).toBe(true);
    for (const column of [
      'vehiclevin',
      'last6',
      'client_load_id',
      'invoiceid',
      'cancelled',
      'recordcreateddate',
      'submitteddotdate',
      'crossedborderdate',
      'submittedtocustomsdate',
      'titleregownershipdate',
      'titlesenttobmvdate',
      'titlesenttoauctiondate',
      'bondreleasedate',
      'vaultreleasedate',
    ]) {
      expect(has(`ON public.vehicles USING btree (${column})`)).toBe(true);
    }
    expect(has('ON public.vehicles USING btree (titlestatusid, vehicleid DESC)')).toBe(true);
    expect(has('ON public.vehicles USING btree (clientid, titlestatusid, vehicleid DESC)')).toBe(true);
    for (const column of ['yr', 'make', 'model', 'processtype']) expect(has(`ON public.vehicles USING btree (${column}, vehicleid)`)).toBe(true);
    expect(has('ON public.vehicle_notes USING btree (complete, roleid)')).toBe(true);
    expect(has('ON public.vehicle_notes USING btree (vehicleid, notedate DESC)')).toBe(true);
    expect(has('ON public.vehicle_images USING btree (vehicleid, deleted, dateuploaded DESC)')).toBe(true);
    expect(has('ON public.clients USING btree (clientactive, clientname)')).toBe(true);
    expect(has('ON public.client_loads USING btree (client_id, created_at)')).toBe(true);
    expect(has('ON public.history_items USING btree (object_type, object_type_id, created_at DESC)')).toBe(true);
    expect(has('ON public.vehicle_counts USING btree (clientid, titlestatusid)')).toBe(true);
  });
});
