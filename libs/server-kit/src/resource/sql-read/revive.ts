import type { ModelCatalog, ModelInfo } from '../catalog.js';

type Row = Record<string, unknown>;

/** A time of day followed by a zone: `Z`, or an offset such as +00:00 (a timestamptz column). */
const ZONE = /(?:Z|[+-]\d\d(?::?\d\d)?)$/;

/** The keys of a selection whose JSON values need changing, found once for all the rows of an answer. */
interface Revival {
  stamps: string[];
  days: string[];
  floats: string[];
  relations: [string, Revival][];
}

/**
 * Gives rows PostgreSQL wrote as JSON the values Prisma's rows would hold, in place, so the engine's
 * rules, computed fields and serializer read both alike: stamps and calendar dates become Dates (a
 * stamp without a zone is UTC, as Prisma writes it), and a float PostgreSQL could only write as text
 * (NaN, Infinity) a number. Decimals and big integers stay numbers, which is what the serializer makes
 * of Prisma's.
 */
export function reviveRows(catalog: ModelCatalog, model: ModelInfo, select: Row, rows: Row[]): Row[] {
  const revival = planOnce(catalog, model, select);
  for (const row of rows) revive(revival, row);
  return rows;
}

/**
 * The plan of a select object, made once: the engine hands the same, never changed, select for the same
 * question (ResourceEngine.select), and a vehicle's has some 150 keys to look up.
 */
const plans = new WeakMap<Row, { model: ModelInfo; revival: Revival }>();

function planOnce(catalog: ModelCatalog, model: ModelInfo, select: Row): Revival {
  const known = plans.get(select);
  if (known?.model === model) return known.revival;
  const revival = plan(catalog, model, select);
  plans.set(select, { model, revival });
  return revival;
}

function plan(catalog: ModelCatalog, model: ModelInfo, select: Row): Revival {
  const revival: Revival = { stamps: [], days: [], floats: [], relations: [] };
  for (const key of Object.keys(select)) {
    const scalar = model.scalars.get(key);
    if (scalar) {
      if (scalar.type === 'DateTime') (scalar.dateOnly ? revival.days : revival.stamps).push(key);
      else if (scalar.type === 'Float') revival.floats.push(key);
      continue;
    }
    const relation = model.relations.get(key);
    const args = select[key] as { select?: Row } | undefined;
    if (relation && args?.select) revival.relations.push([key, plan(catalog, catalog.model(relation.type), args.select)]);
  }
  return revival;
}

function revive(revival: Revival, row: Row): void {
  for (const key of revival.stamps) {
    const value = row[key];
    if (typeof value === 'string') row[key] = stamp(value);
  }
  for (const key of revival.days) {
    const value = row[key];
    if (typeof value === 'string') row[key] = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  }
  for (const key of revival.floats) {
    const value = row[key];
    if (typeof value === 'string') row[key] = Number(value);
  }
  for (const [key, inner] of revival.relations) {
    const value = row[key];
    if (Array.isArray(value)) for (const item of value) revive(inner, item as Row);
    else if (value !== null && typeof value === 'object') revive(inner, value as Row);
  }
}

function stamp(text: string): Date {
  const time = text.indexOf('T');
  return new Date(time >= 0 && ZONE.test(text.slice(time)) ? text : `${text}Z`);
}
