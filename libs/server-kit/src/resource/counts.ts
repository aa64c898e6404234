import type { ListQuery } from '@portal/contracts';
import type { ModelCatalog } from './catalog.js';
import type { CountsSpec, ResourceDefinition } from './definition.js';
import type { TotalQuery } from './sql-read/compile.js';
import { partRange } from './parts.js';
import { partSought } from './where.js';

/**
 * Whether a list's total can be read from the resource's counts table: every condition of the query
 * (filters, groups, and the fields the caller's client scope reads) names a dimension itself, not a
 * relation's field. Such a condition holds for all the rows a counts row stands for or for none of
 * them, so the sum of the matching counts rows is the exact count. A base condition is refused at
 * start-up (countsProblems).
 */
export function totalFromCounts(counts: CountsSpec | undefined, query: ListQuery, scopeFields: readonly string[]): counts is CountsSpec {
  if (!counts) return false;
  const dimensions = new Set(counts.dimensions);
  const fields = [...scopeFields, ...query.filters.map((c) => c.field), ...query.groups.flatMap((group) => group.clauses.map((c) => c.field))];
  return fields.every((field) => dimensions.has(field));
}

/** The fields a principal's client scope reads on the resource's own rows: none for staff; a relation's name when scoped through it. */
export function scopeFields(def: ResourceDefinition, scoped: boolean): string[] {
  if (!scoped || 'none' in def.scope) return [];
  return 'relation' in def.scope ? [def.scope.relation] : [def.scope.field];
}

/** What makes a counts declaration wrong for its resource; empty when it is sound. */
export function countsProblems(def: ResourceDefinition, catalog: ModelCatalog): string[] {
  const counts = def.counts;
  if (!counts) return [];
  if (!catalog.has(counts.model)) return [`counts: unknown model ${counts.model}`];
  const problems: string[] = [];
  const table = catalog.model(counts.model);
  const model = catalog.model(def.model);
  for (const dimension of counts.dimensions) {
    const own = model.scalars.get(dimension);
    const counted = table.scalars.get(dimension);
    if (!own || !counted) problems.push(`counts: ${dimension} must be a field of ${def.model} and ${counts.model}`);
    else if (own.type !== counted.type || own.dateOnly !== counted.dateOnly) problems.push(`counts: ${dimension} has another type in ${counts.model}`);
  }
  const sum = table.scalars.get(counts.sum);
  if (!sum || !['Int', 'BigInt'].includes(sum.type)) problems.push(`counts: ${counts.sum} must be a whole-number field of ${counts.model}`);
  // A base condition applies to every list, and may read any column: the counts table could answer none,
  // unless its triggers count only the rows meeting that very condition.
  if (def.baseWhere && !counts.countsBase) problems.push('counts: a resource with a base condition is counted, not summed');
  if (typeof def.baseWhere === 'function' && counts.countsBase) problems.push('counts: countsBase needs a base condition that is the same for every caller');
  if (counts.countsBase && !def.baseWhere) problems.push('counts: countsBase names no base condition');
  return problems;
}

/**
 * A list's total read from a table of parts (ScalarField.parts) when the list's one condition is part of such a
 * field: the rows holding it are the different rows its suffixes point at (it may start two suffixes of one
 * text), counted from the suffixes' key without reading a row. Only for a list with no other condition: no
 * client scope and no base condition (the caller checks), one filter and no group.
 */
export function partsTotal(def: ResourceDefinition, catalog: ModelCatalog, query: ListQuery): TotalQuery | undefined {
  if (query.groups.length || query.filters.length !== 1) return undefined;
  const clause = query.filters[0]!;
  const model = catalog.model(def.model);
  const field = model.scalars.get(clause.field);
  const part = field && partSought(field, clause);
  if (!field?.parts || part === undefined) return undefined;
  const relation = model.relations.get(field.parts.relation);
  if (!relation) return undefined;
  const target = catalog.model(relation.type);
  const key = [...target.foreignKeys].find(([, fk]) => fk.model === def.model && fk.references === model.primaryKey)?.[0];
  if (!key) return undefined;
  return { model: target.name, where: { [field.parts.field]: partRange(part) }, distinct: key };
}
