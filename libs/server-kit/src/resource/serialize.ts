import type { ModelCatalog } from './catalog.js';

/** Never sent, at any depth, whatever a definition says. */
const ALWAYS_HIDDEN = new Set(['password', 'remember_token', 'token', 'token_hash']);

interface DecimalLike {
  toNumber(): number;
}

/** Prisma's Decimal (its class name changes between versions: Decimal, Decimal2), recognised by shape. */
function isDecimal(value: unknown): value is DecimalLike {
  if (typeof value !== 'object' || value === null) return false;
  const d = value as Record<string, unknown>;
  return typeof d.toNumber === 'function' && typeof d.toFixed === 'function' && typeof d.isNaN === 'function';
}

/**
 * Turns a Prisma row into the JSON the portal reads: calendar dates as YYYY-MM-DD, stamps as ISO
 * instants, money as numbers, and `id` beside a legacy primary key (the screens use both).
 */
export function serializeRow(
  catalog: ModelCatalog,
  modelName: string,
  row: Record<string, unknown>,
  hidden: ReadonlySet<string> = new Set(),
): Record<string, unknown> {
  const model = catalog.model(modelName);
  const primaryKey = model.primaryKey;
  const out: Record<string, unknown> = {};
  if (primaryKey && primaryKey !== 'id' && !model.scalars.has('id') && row[primaryKey] !== undefined) out.id = row[primaryKey];
  for (const [key, value] of Object.entries(row)) {
    if (ALWAYS_HIDDEN.has(key) || hidden.has(key)) continue;
    const relation = model.relations.get(key);
    if (relation) {
      if (Array.isArray(value)) out[key] = value.map((v) => serializeRow(catalog, relation.type, v as Record<string, unknown>));
      else if (value && typeof value === 'object') out[key] = serializeRow(catalog, relation.type, value as Record<string, unknown>);
      else out[key] = value ?? null;
      continue;
    }
    const scalar = model.scalars.get(key);
    out[key] = serializeValue(value, scalar?.dateOnly ?? false);
  }
  return out;
}

export function serializeValue(value: unknown, dateOnly: boolean): unknown {
  if (value instanceof Date) return dateOnly ? value.toISOString().slice(0, 10) : value.toISOString();
  if (isDecimal(value)) return value.toNumber();
  if (typeof value === 'bigint') return Number(value);
  return value;
}
