// Writes src/generated/model-meta.ts: each model's primary key and calendar-date (@db.Date) columns,
// which Prisma's runtime data model does not carry but the resource engine needs.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const schema = readFileSync(join(root, 'prisma/schema.prisma'), 'utf8');

const meta = {};
for (const match of schema.matchAll(/^model\s+(\w+)\s*\{([\s\S]*?)^\}/gm)) {
  const [, name, body] = match;
  const entry = { primaryKey: undefined, dateOnly: [] };
  for (const raw of body.split('\n')) {
    const line = raw.replace(/\/\/.*$/, '').trim();
    const field = /^(\w+)\s+(\w+)(\[\])?(\?)?(.*)$/.exec(line);
    if (!field || line.startsWith('@@')) continue;
    const [, fieldName, , , , rest] = field;
    if (/@id\b/.test(rest)) entry.primaryKey = fieldName;
    if (/@db\.Date\b/.test(rest)) entry.dateOnly.push(fieldName);
  }
  const compound = /@@id\(\[([^\]]+)\]\)/.exec(body);
  if (!entry.primaryKey && compound) entry.primaryKey = compound[1].split(',')[0].trim();
  meta[name] = entry;
}

const out = join(root, 'src/generated/model-meta.ts');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  `// Generated from prisma/schema.prisma by scripts/model-meta.mjs; do not edit.\n` +
    `export const MODEL_META: Record<string, { primaryKey?: string; dateOnly: readonly string[] }> = ${JSON.stringify(meta, null, 2)};\n`,
);
console.log(`model-meta: ${Object.keys(meta).length} models`);
