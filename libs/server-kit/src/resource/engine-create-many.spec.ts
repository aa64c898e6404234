import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MODEL_META, type PrismaClient } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import type { Principal } from '@portal/contracts';
import { DomainError, ValidationError } from '../errors/domain-errors.js';
import { refusal } from '../testing/index.js';
import { ModelCatalog } from './catalog.js';
import { defineResource, type TransactionClient } from './definition.js';
import { ResourceEngine, type CreateManyOutcome } from './engine.js';

// createMany must mean, record by record, what create (and an update right after) means: the same
// refusals with the same reasons, the same history, the same counts; only the number of statements differs.

const SIGNED_IN = { list: 'signed-in', read: 'signed-in', create: 'signed-in', update: 'signed-in', delete: 'signed-in' } as const;
const NO_SUCH_TYPE = 'no such title type';

const vehicles = defineResource({
  name: 'vehicles',
  model: 'Vehicle',
  primaryKey: 'vehicleid',
  filterable: ['vehiclevin', 'clientid'],
  sortable: [],
  creatable: ['vehiclevin', 'clientid', 'yr', 'titleprocessingtype'],
  updatable: ['mileage', 'value_us_dollars', 'yr'],
  required: ['vehiclevin', 'clientid'],
  defaultOrder: [{ field: 'vehicleid', direction: 'desc' }],
  pageSize: { default: 10, max: 500 },
  access: SIGNED_IN,
  scope: { field: 'clientid' },
  history: { objectType: 'vehicle' },
  stamps: { enteredby: (principal) => principal.userid },
  hooks: {
    beforeCreate: async ({ data, db }) => {
      if (typeof data.vehiclevin === 'string') data.vehiclevin = data.vehiclevin.toUpperCase();
      if (typeof data.titleprocessingtype !== 'number') return;
      const type = await db.titleApplicationType.findUnique({ where: { titleapplicationid: data.titleprocessingtype }, select: { titleapplicationid: true } });
      if (!type) throw ValidationError.field('titleprocessingtype', NO_SUCH_TYPE);
    },
    beforeUpdate: ({ data }) => {
      if (typeof data.mileage === 'number') data.cs_mileage = data.mileage;
    },
  },
});

let db: { prisma: PrismaClient; drop(): Promise<void> };
let engine: ResourceEngine;
let staff: Principal;
let alpha: Principal;
let alphaId: number;
let borealisId: number;
let typeId: number;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  engine = new ResourceEngine(db.prisma, ModelCatalog.fromClient(db.prisma, MODEL_META), [vehicles]);
  alphaId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Alpha Motors' } })).clientid;
  borealisId = (await db.prisma.client.findFirstOrThrow({ where: { clientname: 'Borealis Imports' } })).clientid;
  typeId = (await db.prisma.titleApplicationType.findFirstOrThrow()).titleapplicationid;
  staff = {
    userid: (await db.prisma.webUser.findUniqueOrThrow({ where: { username: 'admin' } })).userid,
    username: 'admin',
    name: 'Admin',
    roleid: 2,
    clientid: null,
    clientIds: [],
  };
  const alphaUser = await db.prisma.webUser.findFirstOrThrow({ where: { clientid: alphaId } });
  alpha = { userid: alphaUser.userid, username: 'alpha.user', name: 'Alpha', roleid: 1, clientid: alphaId, clientIds: [alphaId] };
});

afterAll(async () => {
  await db?.drop();
});

/** What a refusal says: its code, message and field reasons. */
function said(error: unknown) {
  expect(error).toBeInstanceOf(DomainError);
  const e = error as DomainError;
  return { code: e.code, message: e.message, errors: e.errors };
}

const refused = (outcome: CreateManyOutcome | undefined) => {
  if (!outcome || outcome.ok) throw new Error(`expected a refusal, got ${JSON.stringify(outcome)}`);
  return said(outcome.error);
};

/** Runs `fn` in a transaction that is always rolled back, answering what it answered. */
async function rolledBack<T>(fn: (tx: TransactionClient) => Promise<T>): Promise<T> {
  let answer: T | undefined;
  await db.prisma
    .$transaction(async (tx) => {
      answer = await fn(tx as TransactionClient);
      throw new Error('roll back');
    })
    .catch((error: Error) => {
      if (error.message !== 'roll back') throw error;
    });
  return answer!;
}

describe('ResourceEngine.createMany', () => {
  it('refuses each record with the reason its own create gives, and creates the others', async () => {
    const bodies: unknown[] = [
      { vehiclevin: 'many1', clientid: alphaId, titleprocessingtype: typeId },
      { vehiclevin: 'MANY2', clientid: alphaId, color: 'red' },
      { clientid: alphaId },
      { vehiclevin: 'MANY3', clientid: alphaId, titleprocessingtype: 987_654 },
      // Refused by the database itself (no such client): the rest of its batch is still written.
      { vehiclevin: 'MANY4', clientid: 987_654 },
      { vehiclevin: 'MANY5', clientid: alphaId, yr: 'nineteen' },
      'not an object',
      { vehiclevin: 'MANY6', clientid: borealisId, yr: 2001 },
    ];
    // One at a time: each create is a transaction of its own on a small pool.
    const single: Array<ReturnType<typeof said> | null> = [];
    for (const [i, body] of bodies.entries()) single.push(i === 0 || i === 7 ? null : said(await refusal(engine.create(staff, 'vehicles', body))));
    const outcomes = await engine.createMany(
      staff,
      'vehicles',
      bodies.map((body) => ({ body })),
      undefined,
      { batchSize: 3 },
    );
    expect(outcomes.map((o, i) => (single[i] ? refused(o) : null))).toEqual(single);
    expect(single[4]).toMatchObject({ code: 'VALIDATION' });

    const made = outcomes.filter((o): o is Extract<CreateManyOutcome, { ok: true }> => o.ok).map((o) => o.row);
    expect(made.map((r) => [r.vehiclevin, r.clientid, r.yr, r.enteredby])).toEqual([
      ['MANY1', alphaId, undefined, staff.userid],
      ['MANY6', borealisId, 2001, staff.userid],
    ]);
    const rows = await db.prisma.vehicle.findMany({ where: { vehicleid: { in: made.map((r) => Number(r.vehicleid)) } }, orderBy: { vehicleid: 'asc' } });
    // The database's defaults for what a record does not set, as a create leaves them.
    expect(rows.map((r) => [r.vehiclevin, r.titleprocessingtype, r.yr, r.titlestatusid, r.processtype, r.enteredby])).toEqual([
      ['MANY1', typeId, null, 2, 1, staff.userid],
      ['MANY6', null, 2001, 2, 1, staff.userid],
    ]);
    const history = await db.prisma.historyItem.findMany({ where: { object_type: 'vehicle', object_type_id: { in: rows.map((r) => r.vehicleid) } } });
    expect(history.map((h) => [h.object_type_id, h.target_field, h.userid]).sort()).toEqual(rows.map((r) => [r.vehicleid, 'created', staff.userid]).sort());
  });

  it('writes what an update right after would set in the same insert, with the history that update records', async () => {
    const outcomes = await engine.createMany(staff, 'vehicles', [
      { body: { vehiclevin: 'THEN1', clientid: alphaId }, then: { mileage: 4000, value_us_dollars: 9500 } },
      { body: { vehiclevin: 'THEN2', clientid: alphaId }, then: { value_us_dollars: 'lots' } },
      { body: { vehiclevin: 'THEN3', clientid: alphaId }, then: { clientid: borealisId } },
      { body: { vehiclevin: 'THEN4', clientid: alphaId } },
    ]);
    const created = await engine.create(staff, 'vehicles', { vehiclevin: 'THEN0', clientid: alphaId });
    const updateRefusals = await Promise.all([
      refusal(engine.update(staff, 'vehicles', String(created.vehicleid), { value_us_dollars: 'lots' })),
      refusal(engine.update(staff, 'vehicles', String(created.vehicleid), { clientid: borealisId })),
    ]);
    expect([refused(outcomes[1]), refused(outcomes[2])]).toEqual(updateRefusals.map(said));
    const [first, , , fourth] = outcomes as Array<Extract<CreateManyOutcome, { ok: true }>>;
    const row = await db.prisma.vehicle.findUniqueOrThrow({ where: { vehicleid: Number(first!.row.vehicleid) } });
    expect([row.mileage, row.cs_mileage, row.value_us_dollars]).toEqual([4000, 4000, 9500]);
    const history = await db.prisma.historyItem.findMany({ where: { object_type: 'vehicle', object_type_id: row.vehicleid }, orderBy: { id: 'asc' } });
    expect(history.map((h) => [h.target_field, h.old_value, h.value])).toEqual([
      ['created', null, null],
      ['mileage', null, '4000'],
      ['value_us_dollars', null, '9500'],
      ['cs_mileage', null, '4000'],
    ]);
    expect(await db.prisma.vehicle.count({ where: { vehiclevin: { in: ['THEN2', 'THEN3'] } } })).toBe(0);
    expect(await db.prisma.historyItem.count({ where: { object_type: 'vehicle', object_type_id: Number(fourth!.row.vehicleid) } })).toBe(1);
  });

  it("keeps a client user's records within its clients, as its create does", async () => {
    const bodies = [{ vehiclevin: 'SCOPE1' }, { vehiclevin: 'SCOPE2', clientid: borealisId }];
    const outcomes = await engine.createMany(
      alpha,
      'vehicles',
      bodies.map((body) => ({ body })),
    );
    expect(outcomes[0]).toMatchObject({ ok: true, row: { clientid: alphaId } });
    expect(refused(outcomes[1])).toEqual(said(await refusal(engine.create(alpha, 'vehicles', bodies[1]))));
  });

  it('keeps the counts exact over several batches', async () => {
    const before = await db.prisma.vehicleCount.aggregate({ where: { clientid: alphaId }, _sum: { n: true } });
    const count = await db.prisma.vehicle.count({ where: { clientid: alphaId } });
    expect(Number(before._sum.n)).toBe(count);
    const bodies = Array.from({ length: 250 }, (_, i) => ({ body: { vehiclevin: `COUNT${i}`, clientid: alphaId, titleprocessingtype: typeId } }));
    const outcomes = await engine.createMany(staff, 'vehicles', bodies, undefined, { batchSize: 100 });
    expect(outcomes.every((o) => o.ok)).toBe(true);
    const after = await db.prisma.vehicleCount.aggregate({ where: { clientid: alphaId }, _sum: { n: true } });
    expect(Number(after._sum.n)).toBe(count + 250);
    expect(await db.prisma.vehicle.count({ where: { clientid: alphaId } })).toBe(count + 250);
  });

  it("inserts records past one statement's share in several, each key answered in the order sent", async () => {
    const rows = Array.from({ length: 2_345 }, (_, i) => ({ vehiclevin: `PLAIN${i}`, clientid: alphaId, titleprocessingtype: typeId }));
    const keys = await db.prisma.$transaction((tx) => engine.insertRecords(tx as never, 'Vehicle', rows));
    expect(keys).toHaveLength(rows.length);
    const written = await db.prisma.vehicle.findMany({ where: { vehiclevin: { startsWith: 'PLAIN' } }, select: { vehicleid: true, vehiclevin: true } });
    const vinOf = new Map(written.map((v) => [v.vehicleid, v.vehiclevin]));
    expect(keys.map((key) => vinOf.get(key as number))).toEqual(rows.map((row) => row.vehiclevin));
  });

  it('answers each created record by its key alone when asked to', async () => {
    const bodies = Array.from({ length: 3 }, (_, i) => ({ body: { vehiclevin: `KEYONLY${i}`, clientid: alphaId, titleprocessingtype: typeId } }));
    const outcomes = await engine.createMany(staff, 'vehicles', bodies, undefined, { keysOnly: true });
    const written = await db.prisma.vehicle.findMany({ where: { vehiclevin: { startsWith: 'KEYONLY' } }, orderBy: { vehiclevin: 'asc' } });
    expect(outcomes).toEqual(written.map((v) => ({ ok: true, row: { vehicleid: v.vehicleid } })));
  });

  it('writes nothing when the transaction it joins rolls back', async () => {
    const before = await Promise.all([db.prisma.vehicle.count(), db.prisma.historyItem.count(), db.prisma.vehicleCount.aggregate({ _sum: { n: true } })]);
    const outcomes = await rolledBack((tx) =>
      engine.createMany(staff, 'vehicles', [{ body: { vehiclevin: 'GONE1', clientid: alphaId } }, { body: { vehiclevin: 'GONE2', clientid: 987_654 } }], tx),
    );
    expect(outcomes.map((o) => o.ok)).toEqual([true, false]);
    expect(await Promise.all([db.prisma.vehicle.count(), db.prisma.historyItem.count(), db.prisma.vehicleCount.aggregate({ _sum: { n: true } })])).toEqual(
      before,
    );
  });

  it('gives the rest of the process turns while it checks records without I/O', async () => {
    let turns = 0;
    let checking = true;
    const seen: number[] = [];
    const counted = defineResource({ ...vehicles, name: 'vehicles_counted', hooks: { beforeCreate: () => void seen.push(turns) } });
    const other = new ResourceEngine(db.prisma, ModelCatalog.fromClient(db.prisma, MODEL_META), [counted]);
    const tick = () => {
      turns += 1;
      if (checking) setImmediate(tick);
    };
    setImmediate(tick);
    const bodies = Array.from({ length: 300 }, (_, i) => ({ body: { vehiclevin: `TURN${i}`, clientid: alphaId } }));
    await rolledBack((tx) => other.createMany(staff, 'vehicles_counted', bodies, tx));
    checking = false;
    expect(seen).toHaveLength(300);
    // Between the first record checked and the last, other work ran: the event loop was not held.
    expect(seen[299]! - seen[0]!).toBeGreaterThanOrEqual(2);
  });

  it('refuses a caller its create refuses, before reading anything', async () => {
    const readOnly = defineResource({ ...vehicles, name: 'vehicles_read_only', creatable: undefined });
    const other = new ResourceEngine(db.prisma, ModelCatalog.fromClient(db.prisma, MODEL_META), [readOnly]);
    expect((await refusal(other.createMany(staff, 'vehicles_read_only', [{ body: { vehiclevin: 'X', clientid: alphaId } }]))).code).toBe('FORBIDDEN');
  });
});
