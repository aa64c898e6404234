import type { ModelCatalog, ModelInfo } from './catalog.js';

/** Never sent, at any depth, whatever a definition says. */
export const ALWAYS_HIDDEN: ReadonlySet<string> = new Set(['password', 'remember_token', 'token', 'token_hash']);
const NOTHING_HIDDEN: ReadonlySet<string> = new Set();

interface DecimalLike {
  toNumber(): number;
}

/** Prisma's Decimal (its class name changes between versions: Decimal, Decimal2), recognised by shape. */
function isDecimal(value: unknown): value is DecimalLike {
  if (typeof value !== 'object' || value === null) return false;
  const d = value as Record<string, unknown>;
  return typeof d.toNumber === 'function' && typeof d.toFixed === 'function' && typeof d.isNaN === 'function';
}

/** How one key of a model's row is written: left out, a related row (by its model), or a value. */
type KeyPlan = { hidden: true } | { hidden: false; relation: string | undefined; dateOnly: boolean };

/**
 * A model's keys, each looked up once per process instead of in three maps for every key of every row
 * (a page of vehicles is a thousand keys). Keyed by the ModelInfo, so each catalog has its own.
 */
const plans = new WeakMap<ModelInfo, Map<string, KeyPlan>>();

function keyPlan(model: ModelInfo, key: string): KeyPlan {
  let plan = plans.get(model);
  if (!plan) plans.set(model, (plan = new Map()));
  let entry = plan.get(key);
  if (!entry) {
    entry = ALWAYS_HIDDEN.has(key)
      ? { hidden: true }
      : { hidden: false, relation: model.relations.get(key)?.type, dateOnly: model.scalars.get(key)?.dateOnly ?? false };
    plan.set(key, entry);
  }
  return entry;
}

/**
 * Turns a Prisma row into the JSON the portal reads: calendar dates as YYYY-MM-DD, stamps as ISO
 * instants, money as numbers, and `id` beside a legacy primary key (the screens use both). `skip`
 * leaves keys out of the top level only (what was loaded for a computed field).
 */
export function serializeRow(
  catalog: ModelCatalog,
  modelName: string,
  row: Record<string, unknown>,
  hidden: ReadonlySet<string> = NOTHING_HIDDEN,
  skip?: ReadonlySet<string>,
): Record<string, unknown> {
  const model = catalog.model(modelName);
  const primaryKey = model.primaryKey;
  const out: Record<string, unknown> = {};
  if (primaryKey && primaryKey !== 'id' && !model.scalars.has('id') && row[primaryKey] !== undefined && !skip?.has(primaryKey)) out.id = row[primaryKey];
  for (const key of Object.keys(row)) {
    if (hidden.has(key) || skip?.has(key)) continue;
    const plan = keyPlan(model, key);
    if (plan.hidden) continue;
    const value = row[key];
    if (plan.relation !== undefined) {
      const type = plan.relation;
      if (Array.isArray(value)) out[key] = value.map((v) => serializeRow(catalog, type, v as Record<string, unknown>));
      else if (value && typeof value === 'object') out[key] = serializeRow(catalog, type, value as Record<string, unknown>);
      else out[key] = value ?? null;
      continue;
    }
    out[key] = serializeValue(value, plan.dateOnly);
  }
  return out;
}

export function serializeValue(value: unknown, dateOnly: boolean): unknown {
  if (typeof value !== 'object' || value === null) return typeof value === 'bigint' ? Number(value) : value;
  if (value instanceof Date) return dateOnly ? value.toISOString().slice(0, 10) : value.toISOString();
  if (isDecimal(value)) return value.toNumber();
  return value;
}
