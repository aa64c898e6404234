import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MODEL_META } from '@portal/db';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { ModelCatalog } from '../catalog.js';
import { ReadCompiler } from './compile.js';

// The compiler reads a to-one relation with a subquery that has no LIMIT (ReadCompiler, `related`): that is
// right only while the column it joins on is unique in the table it reads. Checked here for every to-one
// relation of the schema against the database's own unique indexes and keys.
describe('to-one relations', () => {
  let db: TestDatabase;
  let catalog: ModelCatalog;

  beforeAll(async () => {
    db = await createTestDatabase({ seed: 'none' });
    catalog = ModelCatalog.fromClient(db.prisma, MODEL_META);
  });

  afterAll(async () => {
    await db?.drop();
  });

  it('join on a column that is unique where they read it, so one related row at most is found', async () => {
    const unique = await db.prisma.$queryRawUnsafe<Array<{ table: string; column: string }>>(
      `SELECT t.relname AS "table", a.attname AS "column"
         FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = i.indkey[0]
        WHERE i.indisunique AND i.indnatts = 1 AND i.indpred IS NULL`,
    );
    const uniqueColumns = new Set(unique.map((u) => `${u.table}.${u.column}`));
    const compiler = new ReadCompiler(catalog);
    const checked: string[] = [];
    const notUnique: string[] = [];
    for (const model of catalog.all()) {
      for (const relation of model.relations.values()) {
        if (relation.list) continue;
        const join = compiler.join(model, relation.name);
        // `inner."column" = outer."column"`: the inner side is the table the subquery reads.
        const column = /^inner\."([^"]+)" = outer\./.exec(join.on('outer', 'inner'))?.[1];
        const where = `${join.target.table}.${column}`;
        checked.push(`${model.name}.${relation.name}`);
        if (!uniqueColumns.has(where)) notUnique.push(`${model.name}.${relation.name} reads ${where}`);
      }
    }
    expect(notUnique).toEqual([]);
    // The schema's to-one relations were all found: a vehicle's client and title status among them.
    expect(checked).toEqual(expect.arrayContaining(['Vehicle.client', 'Vehicle.title_status', 'Vehicle.nhtsa_conformance_location']));
    expect(checked.length).toBeGreaterThan(40);
  });
});
