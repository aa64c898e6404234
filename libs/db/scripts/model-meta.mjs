// Writes src/generated/model-meta.ts: what Prisma's runtime data model does not carry but the
// resource engine needs: each model's primary key, calendar-date (@db.Date) columns, declared text
// lengths (@db.VarChar(n)), decimal precision (@db.Decimal(p, s)), foreign keys (the scalar that
// points at another model, through which relation), the scalars that can never be null and those the
// database fills when a create leaves them out (a default, an update stamp), and the column names of
// the scalars the schema maps (@map) to another name, for statements the engine writes itself, and the
// relation fields that hold lists (a to-many relation, as the runtime model does not say), and the text
// fields whose parts a table of suffixes holds (`/// @parts <relation>.<field>` above the field).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const schema = readFileSync(join(root, 'prisma/schema.prisma'), 'utf8');

const meta = {};
const models = new Set([...schema.matchAll(/^model\s+(\w+)/gm)].map((m) => m[1]));
// `/// @owner <service>` above a model names the one service that writes it (`any`: the engine's history).
const owners = Object.fromEntries([...schema.matchAll(/^\/\/\/ @owner (\w+).*\nmodel (\w+)/gm)].map((m) => [m[2], m[1]]));
for (const match of schema.matchAll(/^model\s+(\w+)\s*\{([\s\S]*?)^\}/gm)) {
  const [, name, body] = match;
  const entry = {
    owner: owners[name],
    primaryKey: undefined,
    dateOnly: [],
    zoned: [],
    varchar: {},
    decimal: {},
    foreignKeys: {},
    notNull: [],
    defaulted: [],
    columns: {},
    lists: [],
    parts: {},
  };
  let parts;
  for (const raw of body.split('\n')) {
    const partsOf = /^\s*\/\/\/ @parts (\w+)\.(\w+)\s*$/.exec(raw);
    if (partsOf) {
      parts = { relation: partsOf[1], field: partsOf[2] };
      continue;
    }
    const line = raw.replace(/\/\/.*$/, '').trim();
    const field = /^(\w+)\s+(\w+)(\[\])?(\?)?(.*)$/.exec(line);
    if (!field || line.startsWith('@@')) continue;
    const [, fieldName, type, list, optional, rest] = field;
    if (parts) {
      entry.parts[fieldName] = parts;
      parts = undefined;
    }
    if (!list && !optional && !models.has(type)) entry.notNull.push(fieldName);
    if (list && models.has(type)) entry.lists.push(fieldName);
    if (!models.has(type) && /@default\(|@updatedAt\b/.test(rest)) entry.defaulted.push(fieldName);
    if (/@id\b/.test(rest)) entry.primaryKey = fieldName;
    const column = /@map\("([^"]+)"\)/.exec(rest);
    if (column && !models.has(type)) entry.columns[fieldName] = column[1];
    if (/@db\.Date\b/.test(rest)) entry.dateOnly.push(fieldName);
    if (/@db\.Timestamptz\b/.test(rest)) entry.zoned.push(fieldName);
    const varchar = /@db\.VarChar\((\d+)\)/.exec(rest);
    if (varchar) entry.varchar[fieldName] = Number(varchar[1]);
    const decimal = /@db\.Decimal\((\d+),\s*(\d+)\)/.exec(rest);
    if (decimal) entry.decimal[fieldName] = [Number(decimal[1]), Number(decimal[2])];
    const relation = /@relation\(([^)]*)\)/.exec(rest);
    const fields = relation && /fields:\s*\[([^\]]+)\]/.exec(relation[1]);
    const references = relation && /references:\s*\[([^\]]+)\]/.exec(relation[1]);
    if (fields && references) {
      const [from] = fields[1].split(',').map((f) => f.trim());
      const [to] = references[1].split(',').map((f) => f.trim());
      entry.foreignKeys[from] = { relation: fieldName, model: field[2], references: to };
    }
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
    `export interface ForeignKeyMeta { relation: string; model: string; references: string }\n` +
    `export interface ModelMetaEntry {\n` +
    `  /** The service that writes the model (\`any\`: every service, through the resource engine's history). */\n` +
    `  owner?: string;\n  primaryKey?: string;\n  dateOnly: readonly string[];\n` +
    `  /** Stamps stored with a zone (\`@db.Timestamptz\`); the others hold UTC without one. */\n  zoned: readonly string[];\n` +
    `  varchar: Readonly<Record<string, number>>;\n` +
    `  decimal: Readonly<Record<string, readonly [number, number]>>;\n  foreignKeys: Readonly<Record<string, ForeignKeyMeta>>;\n` +
    `  /** Scalars that can never be null (no \`?\` in the schema). */\n  notNull: readonly string[];\n` +
    `  /** Scalars the database fills when a create leaves them out (\`@default\`, \`@updatedAt\`). */\n  defaulted: readonly string[];\n` +
    `  /** The column of each scalar stored under another name (\`@map\`). */\n  columns: Readonly<Record<string, string>>;\n` +
    `  /** The relation fields that hold lists (to-many). */\n  lists: readonly string[];\n` +
    `  /** Text fields whose every suffix a relation's rows hold (\`/// @parts relation.field\`): part of the text is found by its start. */\n` +
    `  parts: Readonly<Record<string, { relation: string; field: string }>>;\n}\n` +
    `export const MODEL_META: Record<string, ModelMetaEntry> = ${JSON.stringify(meta, null, 2)};\n`,
);
console.log(`model-meta: ${Object.keys(meta).length} models`);
