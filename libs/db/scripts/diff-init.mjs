// Prints the SQL that takes an empty PostgreSQL database to prisma/schema.prisma, using the
// WebAssembly schema engine (no binary, no database needed). Used to produce the base of
// prisma/migrations/0001_init/migration.sql (see scripts/make-init-migration.mjs).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';

import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaPg } from '@prisma/adapter-pg';

const require = createRequire(import.meta.url);

/** The package is built for bundlers (it imports the .wasm file): instantiate it by hand. */
async function loadSchemaEngine() {
  const bgPath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
  const bg = await import(bgPath);
  const bytes = readFileSync(join(dirname(bgPath), 'schema_engine_bg.wasm'));
  const { instance } = await WebAssembly.instantiate(bytes, { './schema_engine_bg.js': bg });
  bg.__wbg_set_wasm(instance.exports);
  instance.exports.__wbindgen_start();
  return bg.SchemaEngine;
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export async function diffEmptyToSchema() {
  const schemaPath = join(root, 'prisma/schema.prisma');
  const content = readFileSync(schemaPath, 'utf8');
  // The engine connects through a driver adapter even for a file-to-file diff (it reads the server
  // version); it changes nothing in that database.
  const url = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
  const adapter = bindMigrationAwareSqlAdapterFactory(new PrismaPg({ connectionString: url }));
  const SchemaEngine = await loadSchemaEngine();
  const engine = await SchemaEngine.new({ datamodels: [[schemaPath, content]] }, (...log) => void log, adapter);
  const result = await engine.diff({
    from: { tag: 'empty' },
    to: { tag: 'schemaDatamodel', files: [{ path: schemaPath, content }] },
    script: true,
    exitCode: null,
    filters: { externalTables: [], externalEnums: [] },
  });
  return result.stdout ?? '';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(await diffEmptyToSchema());
}
