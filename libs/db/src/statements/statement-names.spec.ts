import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createPrismaClient } from '../client.js';
import { createTestDatabase, type TestDatabase } from '../testing/index.js';
import { statementNamer } from './statement-names.js';

describe('statementNamer', () => {
  it('gives each SQL text one name and the same text the same name', () => {
    const name = statementNamer();
    const first = name({ sql: 'SELECT 1' });
    expect(first).not.toBe('');
    expect(name({ sql: 'SELECT 2' })).not.toBe(first);
    expect(name({ sql: 'SELECT 1' })).toBe(first);
  });

  it('sends texts past its limit unnamed, and keeps naming the texts it already named', () => {
    const name = statementNamer(2);
    const a = name({ sql: 'SELECT 1' });
    const b = name({ sql: 'SELECT 2' });
    expect(name({ sql: 'SELECT 3' })).toBe('');
    expect(name({ sql: 'SELECT 4' })).toBe('');
    expect([name({ sql: 'SELECT 1' }), name({ sql: 'SELECT 2' })]).toEqual([a, b]);
  });
});

describe("the portal's database client", () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase({ seed: 'none' });
    const statuses = Array.from({ length: 10 }, (_, i) => ({ statusname: `Status ${i}`, statuscode: `S${i}` }));
    await db.prisma.titleStatus.createMany({ data: statuses });
  });

  afterAll(async () => {
    await db?.drop();
  });

  it('prepares a statement once on its connection and then only executes it', async () => {
    const prisma = createPrismaClient(db.url, { poolSize: 1 });
    try {
      for (let i = 0; i < 3; i += 1) await prisma.titleStatus.findMany({ where: { statusid: { gt: i } }, take: 5 });
      // pg_prepared_statements lists what this very connection (the pool's only one) holds.
      const prepared = await prisma.$queryRawUnsafe<{ statement: string }[]>('SELECT statement FROM pg_prepared_statements');
      const lists = prepared.filter((p) => p.statement.includes('title_statuses'));
      expect(lists).toHaveLength(1);
    } finally {
      await prisma.$disconnect();
    }
  });

  it('answers the same after the statement is prepared, for every parameter', async () => {
    const prisma = createPrismaClient(db.url, { poolSize: 1 });
    try {
      const answers: number[] = [];
      // Past the fifth execution PostgreSQL may plan the statement once for any parameter.
      for (let i = 0; i < 8; i += 1) answers.push(await prisma.titleStatus.count({ where: { statusid: { gt: i } } }));
      const expected: number[] = [];
      for (let i = 0; i < 8; i += 1) {
        const [row] = await prisma.$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM title_statuses WHERE statusid > ${i}`);
        expected.push(Number(row!.n));
      }
      expect(answers).toEqual(expected);
      expect(new Set(answers).size).toBeGreaterThan(1);
    } finally {
      await prisma.$disconnect();
    }
  });
});
