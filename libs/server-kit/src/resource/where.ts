import type { FilterClause, FilterGroup } from '@portal/contracts';
import type { ModelCatalog, ScalarField } from './catalog.js';
import { integerRangeReason } from './bounds.js';
import { coerceText, isDateOnlyText, type Coerced } from './coerce.js';
import type { RelationSpec, ResourceDefinition } from './definition.js';
import { partLookedUp } from './parts.js';

export type Where = Record<string, unknown>;
type Fail = (key: string, reason: string) => void;
/** Whether the caller may reach into a relation (its access rule); a filter must not read what `with[]` may not. */
export type RelationAllowed = (spec: RelationSpec) => boolean;
const anyRelation: RelationAllowed = () => true;

const DAY_MS = 86_400_000;

/** Resolves `field` or `relation.field` against what the definition declares, for filters or sorts. */
export function resolveFieldPath(
  def: ResourceDefinition,
  catalog: ModelCatalog,
  path: string,
  purpose: 'filter' | 'sort',
  mayReach: RelationAllowed = anyRelation,
): { scalar: ScalarField; relation?: { name: string; field: string; many: boolean } } | { error: string } {
  const model = catalog.model(def.model);
  const parts = path.split('.');
  if (parts.length === 1) {
    const allowed = purpose === 'filter' ? def.filterable : def.sortable;
    const scalar = model.scalars.get(path);
    if (!scalar || (path !== def.primaryKey && !allowed.includes(path))) {
      return {
        error: `"${path}" cannot be ${purpose === 'filter' ? 'filtered' : 'sorted'} on ${def.name}; allowed: ${[def.primaryKey, ...allowed].join(', ')}`,
      };
    }
    return { scalar };
  }
  const [relationName, fieldName] = parts as [string, string];
  const spec = def.relations && Object.hasOwn(def.relations, relationName) ? def.relations[relationName] : undefined;
  if (!spec) return { error: `"${relationName}" is not a relation of ${def.name}` };
  // Refused in the same words as an undeclared relation: the answer tells nothing of what it holds.
  if (!mayReach(spec)) return { error: `"${path}" cannot be ${purpose === 'filter' ? 'filtered' : 'sorted'} on ${def.name}` };
  const allowed = (purpose === 'filter' ? spec.filterable : spec.sortable) ?? [];
  const relationField = spec.field ?? relationName;
  const target = catalog.model(model.relations.get(relationField)!.type);
  const scalar = target.scalars.get(fieldName);
  if (!scalar || !allowed.includes(fieldName) || (purpose === 'sort' && spec.many)) {
    const hint = allowed.length ? `; allowed on ${relationName}: ${allowed.join(', ')}` : '';
    return { error: `"${path}" cannot be ${purpose === 'filter' ? 'filtered' : 'sorted'} on ${def.name}${hint}` };
  }
  return { scalar, relation: { name: relationField, field: fieldName, many: !!spec.many } };
}

/** One clause as a Prisma condition; undefined when the clause asks for nothing (isnull|false). */
export function clauseWhere(
  def: ResourceDefinition,
  catalog: ModelCatalog,
  clause: FilterClause,
  fail: Fail,
  allowed: RelationAllowed = anyRelation,
): Where | undefined {
  const resolved = resolveFieldPath(def, catalog, clause.field, 'filter', allowed);
  if ('error' in resolved) {
    fail('filters', resolved.error);
    return undefined;
  }
  const condition = scalarWhere(resolved.scalar, clause, (reason) => fail('filters', `${clause.field}: ${reason}`));
  if (!condition) return undefined;
  if (!resolved.relation) return condition;
  const { name, many } = resolved.relation;
  return { [name]: many ? { some: condition } : { is: condition } };
}

export function groupWhere(
  def: ResourceDefinition,
  catalog: ModelCatalog,
  group: FilterGroup,
  fail: Fail,
  allowed: RelationAllowed = anyRelation,
): Where | undefined {
  const parts = group.clauses.map((c) => clauseWhere(def, catalog, c, fail, allowed)).filter((w): w is Where => !!w);
  return parts.length ? { OR: parts } : undefined;
}

function scalarWhere(field: ScalarField, clause: FilterClause, fail: (reason: string) => void): Where | undefined {
  const name = field.name;
  const { op, value } = clause;

  if (op === 'isnull' || op === 'notnull') {
    // The portal drops these filters when their value is false; a false value asks for nothing.
    const v = value.toLowerCase();
    if (v === 'false' || v === '0') return undefined;
    // A column that can never be null is never null: Prisma refuses to compare it with null at all.
    if (field.notNull) return op === 'isnull' ? noRow(field) : everyRow(field);
    return op === 'isnull' ? { [name]: null } : { NOT: { [name]: null } };
  }

  if (op === 'like') {
    if (field.type !== 'String') {
      fail('like works on text fields only');
      return undefined;
    }
    return likeWhere(name, value, fail);
  }

  const unordered = field.type === 'Boolean' ? ['eq', 'neq'] : field.kind === 'enum' ? ['eq', 'neq', 'in', 'notin'] : undefined;
  if (unordered && !unordered.includes(op)) {
    // Prisma offers no order (and, for true/false, no list) on these types: asked for, it fails the whole query.
    fail(`${op} does not apply to this field; use ${unordered.join(', ')}, isnull or notnull`);
    return undefined;
  }

  if (op === 'in' || op === 'notin') {
    const items = value
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
    if (!items.length) {
      fail(`${op} needs at least one value`);
      return undefined;
    }
    const coerced: unknown[] = [];
    for (const item of items) {
      const c = filterValue(field, item);
      if (!c.ok) {
        fail(c.reason);
        return undefined;
      }
      coerced.push(c.value);
    }
    return { [name]: op === 'in' ? { in: coerced } : { notIn: coerced } };
  }

  const c = filterValue(field, value);
  if (!c.ok) {
    fail(c.reason);
    return undefined;
  }

  // A calendar date compared with a stamp means the whole day.
  if (field.type === 'DateTime' && isDateOnlyText(value)) {
    const start = c.value as Date;
    const next = new Date(start.getTime() + DAY_MS);
    switch (op) {
      case 'eq':
        return { [name]: { gte: start, lt: next } };
      case 'neq':
        return { NOT: { [name]: { gte: start, lt: next } } };
      case '>':
        return { [name]: { gte: next } };
      case '>=':
        return { [name]: { gte: start } };
      case '<':
        return { [name]: { lt: start } };
      case '<=':
        return { [name]: { lt: next } };
    }
  }

  switch (op) {
    case 'eq':
      return { [name]: { equals: c.value } };
    case 'neq':
      return { [name]: { not: c.value } };
    case '>':
      return { [name]: { gt: c.value } };
    case '>=':
      return { [name]: { gte: c.value } };
    case '<':
      return { [name]: { lt: c.value } };
    case '<=':
      return { [name]: { lte: c.value } };
  }
  fail(`unsupported operator ${op}`);
  return undefined;
}

/**
 * Conditions on a field that hold for no row and for every row. An empty list is Prisma's steady false and
 * true (an empty OR or AND is dropped inside another AND); true/false fields take no list, but are one or
 * the other.
 */
function noRow(field: ScalarField): Where {
  return field.type === 'Boolean' ? { AND: [{ [field.name]: true }, { [field.name]: false }] } : { [field.name]: { in: [] } };
}

function everyRow(field: ScalarField): Where {
  return field.type === 'Boolean' ? { OR: [{ [field.name]: true }, { [field.name]: false }] } : { [field.name]: { notIn: [] } };
}

/** A filter's value as the field's type; a number its column cannot hold is refused, as the database would refuse it. */
function filterValue(field: ScalarField, text: string): Coerced {
  const c = coerceText(field, text);
  const outOfRange = c.ok && typeof c.value === 'number' ? integerRangeReason(field, c.value) : undefined;
  return outOfRange ? { ok: false, reason: `${outOfRange}, got "${text}"` } : c;
}

/**
 * The start of the suffixes that hold a `like` clause's part (partLookedUp), when the field keeps its suffixes
 * (ScalarField.parts) and the clause asks for the part anywhere in the text: then the rows matching the clause are
 * exactly those with a suffix starting with it. Undefined for any other clause: a part anchored at one end, or one
 * the suffixes do not answer.
 */
export function partSought(field: ScalarField, clause: FilterClause): string | undefined {
  if (!field.parts || clause.op !== 'like') return undefined;
  const { operator, inner } = likePattern(clause.value);
  return operator === 'contains' ? partLookedUp(inner) : undefined;
}

/** `like` without `%` means "contains"; `%` may stand at either end: the text between, and where it must stand. */
function likePattern(value: string): { operator: 'contains' | 'startsWith' | 'endsWith'; inner: string } {
  const leading = value.startsWith('%');
  const trailing = value.length > 1 && value.endsWith('%');
  const inner = value.slice(leading ? 1 : 0, trailing ? -1 : undefined);
  return { operator: leading === trailing ? 'contains' : trailing ? 'startsWith' : 'endsWith', inner };
}

/** A `like` clause as Prisma's condition. Case is ignored, as staff expect. */
function likeWhere(name: string, value: string, fail: (reason: string) => void): Where | undefined {
  const { operator, inner } = likePattern(value);
  if (inner.includes('%')) {
    fail('like accepts % only at the start or the end of the value');
    return undefined;
  }
  if (inner === '') return undefined;
  // The value is literal text: PostgreSQL's LIKE would read its own `_`, `%` and `\` as a pattern.
  return { [name]: { [operator]: inner.replace(/[\\%_]/g, '\\$&'), mode: 'insensitive' } };
}
