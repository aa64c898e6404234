import type { ModelCatalog, ModelInfo } from '../catalog.js';

type Row = Record<string, unknown>;

/** A time of day followed by a zone: `Z`, or an offset such as +00:00 (a timestamptz column). */
const ZONE = /(?:Z|[+-]\d\d(?::?\d\d)?)$/;

/**
 * Gives a row PostgreSQL wrote as JSON the values Prisma's row would hold, in place, so the engine's
 * rules, computed fields and serializer read both alike: stamps and calendar dates become Dates (a
 * stamp without a zone is UTC, as Prisma writes it), and a float PostgreSQL could only write as text
 * (NaN, Infinity) a number. Decimals and big integers stay numbers, which is what the serializer makes
 * of Prisma's.
 */
export function reviveRow(catalog: ModelCatalog, model: ModelInfo, select: Row, row: Row): Row {
  for (const key of Object.keys(select)) {
    const value = row[key];
    if (value === null || value === undefined || key === '_count') continue;
    const scalar = model.scalars.get(key);
    if (scalar) {
      if (scalar.type === 'DateTime' && typeof value === 'string') row[key] = toDate(value, scalar.dateOnly);
      else if (scalar.type === 'Float' && typeof value === 'string') row[key] = Number(value);
      continue;
    }
    const relation = model.relations.get(key);
    const args = select[key] as { select?: Row } | undefined;
    if (!relation || !args?.select) continue;
    const target = catalog.model(relation.type);
    if (Array.isArray(value)) for (const item of value) reviveRow(catalog, target, args.select, item as Row);
    else reviveRow(catalog, target, args.select, value as Row);
  }
  return row;
}

function toDate(text: string, dateOnly: boolean): Date {
  if (dateOnly) return new Date(`${text.slice(0, 10)}T00:00:00Z`);
  const time = text.indexOf('T');
  return new Date(time >= 0 && ZONE.test(text.slice(time)) ? text : `${text}Z`);
}
