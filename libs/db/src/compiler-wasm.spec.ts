import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from './testing/index.js';

const PACKAGE = join(dirname(fileURLToPath(import.meta.url)), '..');
const GENERATED_CLASS = join(PACKAGE, 'src/generated/prisma/internal/class.ts');

/**
 * A process of its own (jest keeps modules its own way) loads the built client, answers a query, then
 * counts in a heap snapshot the strings over 1 MB that hold the compiler's base64 text (a WebAssembly
 * module starts "AGFzbQ"): the module's source and the text itself (a snapshot names a string by its
 * first characters only, and gives its size).
 */
const HELD_AFTER_A_QUERY = `
import { readFileSync, rmSync } from 'node:fs';
import { writeHeapSnapshot } from 'node:v8';
const { createPrismaClient } = await import(process.env.CLIENT);
const prisma = createPrismaClient(process.env.DATABASE_URL);
await prisma.role.count();
await prisma.$disconnect();
globalThis.gc();
const file = writeHeapSnapshot();
const { snapshot, nodes, strings } = JSON.parse(readFileSync(file, 'utf8'));
rmSync(file);
const fields = snapshot.meta.node_fields;
const [type, name, size] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field));
const string = snapshot.meta.node_types[0].indexOf('string');
let held = 0;
for (let i = 0; i < nodes.length; i += fields.length) {
  if (nodes[i + type] === string && nodes[i + size] > 1_000_000 && strings[nodes[i + name]].includes('AGFzbQ')) held++;
}
// Written as text: console.log colours numbers when the runner forces colour (Nx does).
process.stdout.write(String(held));
`;

describe("the query compiler's WebAssembly text", () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase({ seed: 'none' });
  });

  afterAll(async () => {
    await db?.drop();
  });

  it('is loaded by the generated client through require() and let go (scripts/release-compiler-wasm.mjs ran)', () => {
    expect(readFileSync(GENERATED_CLASS, 'utf8')).toContain('libs/db/scripts/release-compiler-wasm.mjs');
  });

  it('is not held by the built client once it has answered (about 9 MB of every service)', () => {
    const held = execFileSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', HELD_AFTER_A_QUERY], {
      cwd: PACKAGE,
      env: { ...process.env, DATABASE_URL: db.url, CLIENT: join(PACKAGE, 'dist/index.js') },
      encoding: 'utf8',
    });
    expect(held.trim()).toBe('0');
  });
});
