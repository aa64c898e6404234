import { isStaff, parseListQuery, type ListEnvelope, type ListQuery, type Principal, type RawQuery } from '@portal/contracts';
import { FieldErrorCollector, ForbiddenError, NotFoundError, ValidationError } from '../errors/domain-errors.js';
import { translatePrismaError } from '../errors/prisma-errors.js';
import type { ModelCatalog, ModelInfo } from './catalog.js';
import { coerceJson } from './coerce.js';
import type { Access, RelationSpec, ResourceDefinition } from './definition.js';
import { serializeRow, serializeValue } from './serialize.js';
import { clauseWhere, groupWhere, resolveFieldPath, type Where } from './where.js';

type Row = Record<string, unknown>;

/** The few delegate methods the engine needs from a Prisma model. */
interface Delegate {
  findMany(args: unknown): Promise<Row[]>;
  findFirst(args: unknown): Promise<Row | null>;
  count(args: unknown): Promise<number>;
  create(args: unknown): Promise<Row>;
  update(args: unknown): Promise<Row>;
  delete(args: unknown): Promise<Row>;
  createMany(args: unknown): Promise<unknown>;
}

export type PrismaLike = object;

/**
 * Serves the generic calls of document 1 §7.2 for a set of declared resources. Every query for a
 * principal who is not staff is limited to the principal's clients, whatever the caller sends.
 */
export class ResourceEngine {
  private readonly definitions = new Map<string, ResourceDefinition>();

  constructor(
    private readonly prisma: PrismaLike,
    private readonly catalog: ModelCatalog,
    definitions: readonly ResourceDefinition[],
    private readonly now: () => Date = () => new Date(),
  ) {
    for (const def of definitions) {
      checkDefinition(def, catalog);
      this.definitions.set(def.name, def);
    }
  }

  has(name: string): boolean {
    return this.definitions.has(name);
  }

  names(): string[] {
    return [...this.definitions.keys()];
  }

  definition(name: string): ResourceDefinition {
    const def = this.definitions.get(name);
    if (!def) throw new NotFoundError(`Unknown resource "${name}"`);
    return def;
  }

  async list(principal: Principal, name: string, raw: RawQuery = {}): Promise<ListEnvelope<Row>> {
    const def = this.definition(name);
    assertAccess(def.access.list, principal, def.name);
    const query = parse(raw);
    const errors = new FieldErrorCollector();
    const where = this.where(def, principal, query, errors);
    const select = this.select(def, query, errors);
    const orderBy = this.orderBy(def, query, errors);
    const perPage = query.per_page ?? def.pageSize.default;
    if (perPage > def.pageSize.max) errors.add('per_page', `at most ${def.pageSize.max} rows per page for ${def.name}`);
    errors.throwIfAny();

    const page = query.page ?? 1;
    const delegate = this.delegate(def);
    const rows = await delegate.findMany({ where, select: select.prisma, orderBy, skip: (page - 1) * perPage, take: perPage });
    // A short first page is the whole answer: its length is the total, and the count is not needed.
    const total = page === 1 && rows.length < perPage ? rows.length : await delegate.count({ where });
    return { data: rows.map((row) => this.output(def, row, query, select.transient, principal)), current_page: page, per_page: perPage, total };
  }

  async read(principal: Principal, name: string, id: string, raw: RawQuery = {}): Promise<Row> {
    const def = this.definition(name);
    assertAccess(def.access.read, principal, def.name);
    const asked = parse(raw);
    const query = { ...asked, with: [...new Set([...(def.readWith ?? []), ...asked.with])] };
    const errors = new FieldErrorCollector();
    const select = this.select(def, query, errors);
    errors.throwIfAny();
    const row = await this.delegate(def).findFirst({ where: this.rowWhere(def, principal, id), select: select.prisma });
    if (!row) throw notFound(def, id);
    return this.output(def, row, query, select.transient, principal);
  }

  async create(principal: Principal, name: string, body: unknown): Promise<Row> {
    const def = this.definition(name);
    assertAccess(def.access.create, principal, def.name);
    const errors = new FieldErrorCollector();
    const data = { ...(def.createDefaults?.(principal) ?? {}), ...this.writeData(def, prepared(def, body, principal), 'create', errors) };
    // A client user's rows belong to its client unless it names one of its others.
    if (!isStaff(principal) && 'field' in def.scope && !('relation' in def.scope) && data[def.scope.field] === undefined && principal.clientid !== null) {
      data[def.scope.field] = principal.clientid;
    }
    checkRequired(def, data, errors, 'create');
    errors.throwIfAny();
    await this.applyScopeOnWrite(def, principal, data);
    await def.hooks?.beforeCreate?.({ principal, data, db: this.prisma });
    const created = await this.transaction(async (tx) => {
      const row = await delegateOf(tx, def.model).create({ data });
      await this.recordHistory(tx, def, principal, row[def.primaryKey], [{ field: 'created', value: null, old: null }]);
      await def.hooks?.afterCreate?.({ principal, row, tx });
      return row;
    });
    return this.read(principal, name, String(created[def.primaryKey]));
  }

  async update(principal: Principal, name: string, id: string, body: unknown): Promise<Row> {
    const def = this.definition(name);
    assertAccess(def.access.update, principal, def.name);
    const before = await this.delegate(def).findFirst({ where: this.rowWhere(def, principal, id) });
    if (!before) throw notFound(def, id);
    const errors = new FieldErrorCollector();
    const data = this.writeData(def, prepared(def, body, principal), 'update', errors, before);
    checkRequired(def, data, errors, 'update');
    errors.throwIfAny();
    await this.applyScopeOnWrite(def, principal, data);
    await def.hooks?.beforeUpdate?.({ principal, data, before, db: this.prisma });
    // Only what really changes is written and recorded.
    for (const key of Object.keys(data)) if (sameValue(before[key], data[key])) delete data[key];
    if (Object.keys(data).length || def.hooks?.afterUpdate) {
      await this.transaction(async (tx) => {
        const key = { [def.primaryKey]: before[def.primaryKey] };
        const row = Object.keys(data).length ? await delegateOf(tx, def.model).update({ where: key, data }) : before;
        const ignore = new Set(def.history?.ignore ?? []);
        const changes = Object.keys(data)
          .filter((field) => !ignore.has(field))
          .map((field) => ({ field, value: data[field], old: before[field] }));
        await this.recordHistory(tx, def, principal, before[def.primaryKey], changes);
        await def.hooks?.afterUpdate?.({ principal, row, before, tx });
      });
    }
    return this.read(principal, name, id);
  }

  async delete(principal: Principal, name: string, id: string): Promise<Row> {
    const def = this.definition(name);
    assertAccess(def.access.delete, principal, def.name);
    const before = await this.delegate(def).findFirst({ where: this.rowWhere(def, principal, id) });
    if (!before) throw notFound(def, id);
    await this.transaction(async (tx) => {
      await delegateOf(tx, def.model).delete({ where: { [def.primaryKey]: before[def.primaryKey] } });
      await this.recordHistory(tx, def, principal, before[def.primaryKey], [{ field: 'deleted', value: null, old: null }]);
    });
    return serializeRow(this.catalog, def.model, before, new Set(def.hidden ?? []));
  }

  /** The scope condition alone, for use cases that query a resource's model outside the generic calls. */
  scopeWhere(def: ResourceDefinition, principal: Principal): Where | undefined {
    if (isStaff(principal) || 'none' in def.scope) return undefined;
    const ids = principal.clientIds;
    if ('relation' in def.scope) return { [def.scope.relation]: { is: { [def.scope.field]: { in: ids } } } };
    return { [def.scope.field]: { in: ids } };
  }

  private where(def: ResourceDefinition, principal: Principal, query: ListQuery, errors: FieldErrorCollector): Where {
    const parts: Where[] = [];
    const base = typeof def.baseWhere === 'function' ? def.baseWhere(principal) : def.baseWhere;
    if (base) parts.push(base);
    const scope = this.scopeWhere(def, principal);
    if (scope) parts.push(scope);
    const fail = (key: string, reason: string) => errors.add(key, reason);
    for (const clause of query.filters) {
      const w = clauseWhere(def, this.catalog, clause, fail);
      if (w) parts.push(w);
    }
    for (const group of query.groups) {
      const w = groupWhere(def, this.catalog, group, fail);
      if (w) parts.push(w);
    }
    return parts.length ? { AND: parts } : {};
  }

  private rowWhere(def: ResourceDefinition, principal: Principal, id: string): Where {
    if (!/^\d+$/.test(id) || !Number.isSafeInteger(Number(id))) throw notFound(def, id);
    const parts: Where[] = [{ [def.primaryKey]: Number(id) }];
    const base = typeof def.baseWhere === 'function' ? def.baseWhere(principal) : def.baseWhere;
    if (base) parts.push(base);
    const scope = this.scopeWhere(def, principal);
    if (scope) parts.push(scope);
    return { AND: parts };
  }

  /** The scalars to load, the relations asked for, and what the appends need (loaded, used, then dropped). */
  private select(def: ResourceDefinition, query: ListQuery, errors: FieldErrorCollector): { prisma: Where; transient: Set<string> } {
    const model = this.catalog.model(def.model);
    const hidden = new Set(def.hidden ?? []);
    const select: Where = {};
    const sent = [...(def.fields ?? model.scalars.keys())].filter((name) => !hidden.has(name) && name !== 'password');
    if (query.fields?.length) {
      for (const name of query.fields) {
        const source = def.aliases?.[name] ?? name;
        if (sent.includes(source)) select[source] = true;
        else errors.add('fields', `"${name}" is not a field of ${def.name}`);
      }
    } else {
      for (const name of sent) select[name] = true;
    }
    select[def.primaryKey] = true;
    for (const name of query.with) {
      const spec = def.relations?.[name];
      if (!spec) {
        errors.add('with', `"${name}" is not a relation of ${def.name}; allowed: ${Object.keys(def.relations ?? {}).join(', ') || 'none'}`);
        continue;
      }
      select[spec.field ?? name] = this.relationArgs(model, spec.field ?? name, spec);
    }
    const transient = new Set<string>();
    for (const name of query.appends) {
      const spec = def.appends?.[name];
      if (!spec) {
        errors.add('appends', `"${name}" is not a computed field of ${def.name}; allowed: ${Object.keys(def.appends ?? {}).join(', ') || 'none'}`);
        continue;
      }
      for (const field of spec.needs ?? []) {
        if (!(field in select)) {
          select[field] = true;
          transient.add(field);
        }
      }
      for (const [key, value] of Object.entries(spec.include ?? {})) {
        if (key === '_count' && select._count) {
          const merged = select._count as { select: Where };
          merged.select = { ...merged.select, ...(value as { select: Where }).select };
          continue;
        }
        if (!(key in select)) {
          select[key] = value;
          transient.add(key);
        }
      }
    }
    return { prisma: select, transient };
  }

  private relationArgs(model: ModelInfo, field: string, spec: RelationSpec): Where {
    const target = this.catalog.model(model.relations.get(field)!.type);
    const hidden = new Set(spec.hidden ?? []);
    const select: Where = {};
    for (const name of spec.select ?? [...target.scalars.keys()]) if (!hidden.has(name) && name !== 'password') select[name] = true;
    for (const [nestedName, nestedSpec] of Object.entries(spec.nested ?? {})) {
      select[nestedSpec.field ?? nestedName] = this.relationArgs(target, nestedSpec.field ?? nestedName, nestedSpec);
    }
    const args: Where = { select };
    if (spec.many) {
      if (spec.where) args.where = spec.where;
      if (spec.orderBy) args.orderBy = spec.orderBy;
      if (spec.take) args.take = spec.take;
    }
    return args;
  }

  private orderBy(def: ResourceDefinition, query: ListQuery, errors: FieldErrorCollector): Where[] {
    const clauses = query.order_by.length ? query.order_by : def.defaultOrder;
    const out: Where[] = [];
    for (const { field, direction } of clauses) {
      const resolved = resolveFieldPath(def, this.catalog, field, 'sort');
      if ('error' in resolved) {
        errors.add('order_by', resolved.error);
        continue;
      }
      out.push(resolved.relation ? { [resolved.relation.name]: { [resolved.relation.field]: direction } } : { [field]: direction });
    }
    // The key breaks ties, so paging never shows a row twice or skips one.
    if (!clauses.some((c) => c.field === def.primaryKey)) out.push({ [def.primaryKey]: 'desc' });
    return out;
  }

  private output(def: ResourceDefinition, row: Row, query: ListQuery, transient: Set<string>, principal: Principal): Row {
    const now = this.now();
    const computed: Row = {};
    for (const name of query.appends) computed[name] = def.appends![name].compute(row, { principal, now });
    const kept: Row = {};
    for (const [key, value] of Object.entries(row)) if (!transient.has(key) && key !== '_count') kept[key] = value;
    const out = serializeRow(this.catalog, def.model, kept, new Set(def.hidden ?? []));
    for (const [alias, source] of Object.entries(def.aliases ?? {})) if (source in out) out[alias] = out[source];
    return { ...out, ...computed };
  }

  /** Checks and converts a request body; every refusal is reported at once and nothing is written. */
  private writeData(def: ResourceDefinition, body: unknown, mode: 'create' | 'update', errors: FieldErrorCollector, before?: Row): Row {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw ValidationError.field('body', 'must be a JSON object');
    const model = this.catalog.model(def.model);
    const writable = new Set(mode === 'create' ? def.creatable ?? [] : def.updatable ?? []);
    const data: Row = {};
    for (const [key, value] of Object.entries(body as Row)) {
      if (value === undefined) continue;
      // Read views sent back with a save (the key alias, relations, computed fields) are not data.
      if (key === 'id' || key === def.primaryKey || model.relations.has(key) || def.relations?.[key] || def.appends?.[key] || def.aliases?.[key]) continue;
      const scalar = model.scalars.get(key);
      if (!scalar || def.hidden?.includes(key)) {
        errors.add(key, `is not a field of ${def.name}`);
        continue;
      }
      const coerced = coerceJson(scalar, value);
      if (!coerced.ok) {
        errors.add(key, coerced.reason);
        continue;
      }
      if (!writable.has(key)) {
        // An unchanged read-only value sent back with a whole record is harmless; a change is refused.
        if (mode === 'update' && before && sameValue(before[key], coerced.value)) continue;
        if (mode === 'create' && coerced.value === null) continue;
        errors.add(key, mode === 'create' ? `cannot be set when creating ${def.name}` : `cannot be changed on ${def.name}`);
        continue;
      }
      data[key] = coerced.value;
    }
    return data;
  }

  /** A client user's writes stay within its own clients. */
  private async applyScopeOnWrite(def: ResourceDefinition, principal: Principal, data: Row): Promise<void> {
    if (isStaff(principal) || 'none' in def.scope) return;
    if ('relation' in def.scope) {
      const { relation, field, foreignKey } = def.scope;
      if (data[foreignKey] === undefined || data[foreignKey] === null) return;
      // The parent must be one of the principal's rows; another client's parent looks like no parent at all.
      const parentModel = this.catalog.model(this.catalog.model(def.model).relations.get(relation)!.type);
      const parentDelegate = delegateOf(this.prisma, parentModel.name);
      const count = await parentDelegate.count({ where: { [parentModel.primaryKey ?? 'id']: data[foreignKey], [field]: { in: principal.clientIds } } });
      if (count === 0) throw new NotFoundError(`${relation} ${String(data[foreignKey])} not found`);
      return;
    }
    const field = def.scope.field;
    if (data[field] === undefined) return;
    if (!principal.clientIds.includes(Number(data[field]))) throw new ForbiddenError(`${field} is not a client you may act for`);
  }

  private delegate(def: ResourceDefinition): Delegate {
    return delegateOf(this.prisma, def.model);
  }

  /** Runs a write and its follow-ups in one transaction; database refusals become field errors. */
  private async transaction<T>(fn: (tx: object) => Promise<T>): Promise<T> {
    try {
      return await (this.prisma as { $transaction<R>(fn: (tx: object) => Promise<R>): Promise<R> }).$transaction(fn);
    } catch (error) {
      throw translatePrismaError(error);
    }
  }

  private async recordHistory(tx: object, def: ResourceDefinition, principal: Principal, id: unknown, changes: { field: string; value: unknown; old: unknown }[]): Promise<void> {
    if (!def.history || changes.length === 0) return;
    const model = this.catalog.model(def.model);
    const text = (field: string, value: unknown) => {
      if (value === null || value === undefined) return null;
      const v = serializeValue(value, model.scalars.get(field)?.dateOnly ?? false);
      return typeof v === 'string' ? v : JSON.stringify(v);
    };
    await delegateOf(tx, 'HistoryItem').createMany({
      data: changes.map((c) => ({
        target_field: c.field,
        value: text(c.field, c.value),
        old_value: text(c.field, c.old),
        userid: principal.userid,
        object_type: def.history!.objectType,
        object_type_id: Number(id),
      })),
    });
  }
}

function prepared(def: ResourceDefinition, body: unknown, principal: Principal): unknown {
  if (!def.hooks?.prepare || typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return def.hooks.prepare({ ...(body as Row) }, principal);
}

/** A model's delegate on a client or a transaction. */
function delegateOf(client: object, modelName: string): Delegate {
  const key = modelName.charAt(0).toLowerCase() + modelName.slice(1);
  const delegate = (client as Record<string, Delegate>)[key];
  if (!delegate) throw new Error(`The Prisma client has no model ${modelName}`);
  return delegate;
}

/** On create every required field needs a value; on update a required field may not be emptied. */
function checkRequired(def: ResourceDefinition, data: Row, errors: FieldErrorCollector, mode: 'create' | 'update'): void {
  for (const field of def.required ?? []) {
    if (mode === 'update' && !(field in data)) continue;
    const v = data[field];
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) errors.add(field, 'is required');
  }
}

function parse(raw: RawQuery): ListQuery {
  const parsed = parseListQuery(raw);
  if (!parsed.ok) throw new ValidationError(parsed.errors);
  return parsed.query;
}

function assertAccess(access: Access, principal: Principal, resource: string): void {
  if (access === 'signed-in') return;
  if (access === 'staff' && isStaff(principal)) return;
  throw new ForbiddenError(access === 'staff' ? `${resource} is restricted to staff` : `This action is not allowed on ${resource}`);
}

function notFound(def: ResourceDefinition, id: string): NotFoundError {
  return new NotFoundError(`${def.name} ${id} not found`);
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (a !== null && typeof a === 'object' && 'toNumber' in (a as object)) return (a as { toNumber(): number }).toNumber() === b;
  return a === b;
}

/** Fails at start-up, not at the first request, when a definition names something the model lacks. */
function checkDefinition(def: ResourceDefinition, catalog: ModelCatalog): void {
  if (!catalog.has(def.model)) throw new Error(`${def.name}: unknown model ${def.model}`);
  const model = catalog.model(def.model);
  const problems: string[] = [];
  const scalarLists: [string, readonly string[] | undefined][] = [
    ['primaryKey', [def.primaryKey]],
    ['filterable', def.filterable],
    ['sortable', def.sortable],
    ['creatable', def.creatable],
    ['updatable', def.updatable],
    ['required', def.required],
    ['hidden', def.hidden],
    ['fields', def.fields],
  ];
  for (const [list, fields] of scalarLists) for (const f of fields ?? []) if (!model.scalars.has(f)) problems.push(`${list}: ${f}`);
  for (const [name, spec] of Object.entries(def.relations ?? {})) checkRelation(catalog, model, name, spec, problems);
  for (const name of def.readWith ?? []) if (!def.relations?.[name]) problems.push(`readWith: ${name}`);
  if ('field' in def.scope && !('relation' in def.scope) && !model.scalars.has(def.scope.field)) problems.push(`scope: ${def.scope.field}`);
  if ('relation' in def.scope) {
    if (!model.relations.has(def.scope.relation)) problems.push(`scope relation: ${def.scope.relation}`);
    if (!model.scalars.has(def.scope.foreignKey)) problems.push(`scope foreignKey: ${def.scope.foreignKey}`);
  }
  if (problems.length) throw new Error(`Resource ${def.name} names fields ${def.model} does not have: ${problems.join('; ')}`);
}

function checkRelation(catalog: ModelCatalog, model: ModelInfo, name: string, spec: RelationSpec, problems: string[]): void {
  const field = spec.field ?? name;
  const relation = model.relations.get(field);
  if (!relation) {
    problems.push(`relation: ${name}`);
    return;
  }
  const target = catalog.model(relation.type);
  for (const f of [...(spec.filterable ?? []), ...(spec.sortable ?? []), ...(spec.select ?? [])]) if (!target.scalars.has(f)) problems.push(`${name}.${f}`);
  for (const [nestedName, nestedSpec] of Object.entries(spec.nested ?? {})) checkRelation(catalog, target, nestedName, nestedSpec, problems);
}
