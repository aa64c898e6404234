import type { ModelCatalog, ModelInfo, ScalarField } from '../catalog.js';
import { identityOf } from '../identity.js';
import { partLookedUp, partRange } from '../parts.js';
import { ALWAYS_HIDDEN } from '../serialize.js';

type Args = Record<string, unknown>;
type Where = Record<string, unknown>;

/** A read as one statement: its text, and its values in the order of the text's $n. */
export interface Statement {
  text: string;
  values: unknown[];
}

/**
 * A shape of Prisma arguments this compiler does not write: the read goes through Prisma, which
 * defines what it means. Thrown only while compiling, never for a row.
 */
export class NotCompiled extends Error {}

const SCALAR_FILTERS = new Set(['equals', 'not', 'in', 'notIn', 'lt', 'lte', 'gt', 'gte', 'contains', 'startsWith', 'endsWith', 'mode']);
const RELATION_ARGS = new Set(['select', 'where', 'orderBy', 'take', 'skip']);
const FIND_ARGS = new Set(['select', 'where', 'orderBy', 'take', 'skip', 'relationLoadStrategy']);
/** Types whose values are compared as they are; Json and Bytes filters are left to Prisma. */
const COMPARABLE = new Set(['Int', 'BigInt', 'Float', 'Decimal', 'String', 'Boolean', 'DateTime']);

/**
 * The same text, made one flat string where V8 held it as the tree of the pieces it was joined from. Each
 * statement's text is looked up by its content (its prepared statement's name, and pg's check of it), which
 * walked a kept selection's pieces again on every call (in the vehicles service's profile, some 0.08 ms of
 * each list's 0.4). Reading a string as a number has V8 flatten it in place; the value is not used.
 */
function flat(text: string): string {
  void Number(text);
  return text;
}

function quote(name: string): string {
  return `"${name}"`;
}

/**
 * How a list's total is found: the rows of `model` that `where` matches, counted, or their `sum` field added up (a counts
 * table), or the different values of their `distinct` field counted (the rows a table of parts points at).
 */
export interface TotalQuery {
  model: string;
  where: Where | undefined;
  sum?: string;
  distinct?: string;
}

/**
 * How a page is written as the answer's own JSON (ReadCompiler.answerPage): what serializeRow leaves out of
 * the top level (the resource's hidden fields; what was loaded only for a computed field) and the aliases
 * it adds after the fields.
 */
export interface AnswerShape {
  hidden: ReadonlySet<string>;
  transient: ReadonlySet<string>;
  aliases: Readonly<Record<string, string>>;
}

/**
 * How a statement's own page limit is written. `text`: the number in the statement, so PostgreSQL can keep one
 * plan for every call (its generic plan, costed for that limit); `parameter`: a value, so each call is planned
 * for its own values. A generic plan is made without the values, and for a filter chosen by the caller (a rare
 * status, an old week, part of a VIN) the plan for a typical value can read most of a table to fill a page of a
 * rare one; with the limit a parameter PostgreSQL never prefers its generic plan (costed for an unknown limit,
 * a tenth of the table). So only a question whose conditions are the same on every call (the resource's own,
 * the caller's clients, a key) has its limit in the text: the staff's and a client's lists unfiltered, a report,
 * a record by its key. Their planning was the database's largest cost of a page (1.2 ms, more than running it).
 */
export type PageLimit = 'text' | 'parameter';

/** A stamp as Date.toISOString writes it: UTC, milliseconds, Z. */
const ISO_INSTANT = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** A selection as written once (ReadCompiler.selectionOnce): its text, the values it adds and the aliases it takes. */
interface WrittenSelection {
  text: string;
  values: unknown[];
  aliases: number;
}

/**
 * How one relation joins: the target model, whether it holds a list, the join condition from an outer alias to an
 * inner one, and the two columns it compares (the model's, the target's).
 */
interface Join {
  target: ModelInfo;
  list: boolean;
  on(outer: string, inner: string): string;
  columns: { own: string; related: string };
}

/**
 * Writes Prisma's `findMany`, `findFirst`, `count` and `aggregate` arguments, as the resource engine
 * builds them, as one PostgreSQL statement each, with the meaning Prisma gives them (the same SQL
 * conditions, null rules and orders; checked against Prisma by the differential tests). Every
 * identifier comes from the model catalog and every value is a parameter: a key the catalog does not
 * know, or a shape not listed here, is NotCompiled.
 *
 * A row comes back as one JSON value (row_to_json): the scalars as PostgreSQL writes them in JSON
 * (stamps without a zone, dates as YYYY-MM-DD, numbers as numbers), to-one relations as objects or
 * null, to-many relations as arrays, `_count` as an object of numbers.
 */
export class ReadCompiler {
  private readonly joins = new Map<string, Join>();
  private readonly selections = new WeakMap<object, Map<string, WrittenSelection>>();

  constructor(private readonly catalog: ModelCatalog) {}

  findMany(modelName: string, args: Args, limit: PageLimit = 'parameter'): Statement {
    return new StatementBuilder(this, undefined, limit).rows(this.catalog.model(modelName), args);
  }

  /** The rows `where` matches, counted; or, with `distinct`, the different values of that field among them. */
  count(modelName: string, where: Where | undefined, distinct?: string): Statement {
    const b = new StatementBuilder(this);
    return { text: `SELECT ${b.total(this.catalog.model(modelName), { model: modelName, where, distinct })}`, values: b.values };
  }

  sum(modelName: string, where: Where | undefined, field: string): Statement {
    const b = new StatementBuilder(this);
    return { text: `SELECT ${b.sum(this.catalog.model(modelName), where, field)}`, values: b.values };
  }

  /**
   * A page and its total as one statement (one round trip): the page's rows as JSON objects, then one JSON
   * value that is the total. On a first page the total is null when the page is short (its length is the
   * total): PostgreSQL evaluates the count's subquery only when it is needed.
   */
  page(modelName: string, args: Args, total: TotalQuery, limit: PageLimit = 'parameter'): Statement {
    const b = new StatementBuilder(this, undefined, limit);
    const { rows, value } = this.pageAndTotal(b, modelName, args, total, 'NULL');
    return { text: `WITH page_rows AS MATERIALIZED (${rows}) SELECT * FROM page_rows UNION ALL SELECT to_json(${value})`, values: b.values };
  }

  /**
   * A page as the JSON its answer sends, written whole by PostgreSQL: the first value is the rows (an array,
   * as text) exactly as serializeRow would write them (stamps as ISO instants, calendar dates as YYYY-MM-DD,
   * `id` beside a legacy key, hidden and transient fields left out, aliases added), the second the total
   * (as text), the page's length when a first page is short. The service forwards the rows unparsed.
   */
  answerPage(modelName: string, args: Args, total: TotalQuery, shape: AnswerShape, limit: PageLimit = 'parameter'): Statement {
    const b = new StatementBuilder(this, shape, limit);
    const { rows, value } = this.pageAndTotal(b, modelName, args, total, '(SELECT count(*) FROM page_rows)');
    return {
      text:
        `WITH page_rows AS MATERIALIZED (${rows}) SELECT (SELECT coalesce(json_agg(p.row_to_json), '[]'::json) FROM page_rows AS p)::text` +
        ` UNION ALL SELECT (${value})::text`,
      values: b.values,
    };
  }

  /**
   * A record as the JSON its answer sends, written whole by PostgreSQL as answerPage writes a page's rows; then,
   * when `inputs` is given, the same record's fields that select names as the engine reads rows (what its
   * computed fields are computed from). No row when no record matches. The limit is text: a record by its key
   * is the same question on every call (PageLimit).
   */
  answerRecord(modelName: string, args: Args, shape: AnswerShape, inputs?: Record<string, unknown>): Statement {
    const model = this.catalog.model(modelName);
    const b = new StatementBuilder(this, shape, 'text');
    let text = `SELECT a::text FROM (${b.rows(model, args).text}) AS q(a)`;
    if (inputs) text += ` UNION ALL SELECT a::text FROM (${b.asRows(() => b.rows(model, { ...args, select: inputs }).text)}) AS q(a)`;
    return { text, values: b.values };
  }

  /**
   * A page's rows (to be named `page_rows`) and its total; on a first page, `whenShort` when the page is short
   * (PostgreSQL then never runs the count or sum).
   */
  private pageAndTotal(b: StatementBuilder, modelName: string, args: Args, total: TotalQuery, whenShort: string): { rows: string; value: string } {
    const rows = b.rows(this.catalog.model(modelName), args).text;
    const counted = b.total(this.catalog.model(total.model), total);
    if (args.skip || args.take === undefined) return { rows, value: counted };
    return { rows, value: `CASE WHEN (SELECT count(*) FROM page_rows) < ${b.limit(args.take)} THEN ${whenShort} ELSE ${counted} END` };
  }

  /**
   * A page's selection written once per select object and per place in its statement (what comes before it,
   * the answer's shape): the engine hands the same object for the same question and never changes it
   * (ResourceEngine.select), and the selection is most of a statement's writing (a vehicle has some 150 fields).
   */
  selectionOnce(select: object, place: string, write: () => WrittenSelection): WrittenSelection {
    let written = this.selections.get(select);
    if (!written) this.selections.set(select, (written = new Map()));
    let selection = written.get(place);
    if (!selection) {
      const { text, ...rest } = write();
      written.set(place, (selection = { text: flat(text), ...rest }));
    }
    return selection;
  }

  /** The join of a relation field, found once from the foreign keys of either side and the relation's name. */
  join(model: ModelInfo, field: string): Join {
    const key = `${model.name}.${field}`;
    let join = this.joins.get(key);
    if (!join) this.joins.set(key, (join = this.findJoin(model, field)));
    return join;
  }

  private findJoin(model: ModelInfo, field: string): Join {
    const relation = model.relations.get(field);
    if (!relation) throw new NotCompiled(`${model.name}.${field} is not a relation`);
    const target = this.catalog.model(relation.type);
    const name = (m: ModelInfo, field: string) => m.columns.get(field) ?? field;
    const join = (list: boolean, own: string, related: string): Join => ({
      target,
      list,
      on: (outer, inner) => `${inner}.${quote(related)} = ${outer}.${quote(own)}`,
      columns: { own, related },
    });
    for (const [scalar, fk] of model.foreignKeys) {
      if (fk.relation !== field) continue;
      return join(false, name(model, scalar), name(target, fk.references));
    }
    for (const [scalar, fk] of target.foreignKeys) {
      if (fk.model !== model.name || (target === model && fk.relation === field)) continue;
      const back = target.relations.get(fk.relation);
      if (!back || !relation.relationName || back.relationName !== relation.relationName) continue;
      return join(relation.list, name(model, fk.references), name(target, scalar));
    }
    throw new NotCompiled(`no foreign key joins ${model.name}.${field}`);
  }
}

/** One statement being written: its values, and a fresh alias for every table it reads. */
class StatementBuilder {
  readonly values: unknown[] = [];
  private aliases = 0;

  /** `answer`: the rows are written as the answer sends them (answerPage), not as the engine reads them. */
  constructor(
    private readonly compiler: ReadCompiler,
    private answer?: AnswerShape,
    private readonly pageLimit: PageLimit = 'parameter',
  ) {}

  /** What `write` writes, as the engine reads rows rather than as the answer sends them; its values and tables join this statement's. */
  asRows(write: () => string): string {
    const answer = this.answer;
    this.answer = undefined;
    try {
      return write();
    } finally {
      this.answer = answer;
    }
  }

  /**
   * The page is chosen first (its rows' own columns, in order, within LIMIT and OFFSET), and only its rows
   * get their relations and counts: a subquery in the select list of the paging query itself would be
   * run for every row OFFSET skips, and an export reads page 20 of 500 rows.
   */
  rows(model: ModelInfo, args: Args): Statement {
    for (const key of Object.keys(args)) if (!FIND_ARGS.has(key)) throw new NotCompiled(`findMany argument ${key}`);
    const page = this.alias();
    const columns = this.pageSelection(model, page, args.select);
    const alias = this.alias();
    const joins: string[] = [];
    const byParts = this.partsPage(model, alias, args);
    const where = byParts ?? this.where(model, alias, (args.where as Where | undefined) ?? {});
    const order = byParts === undefined ? this.orderBy(model, alias, args.orderBy, joins) + this.page(args, this.pageLimit) : '';
    const rows = `SELECT ${alias}.* FROM ${quote(model.table)} AS ${alias}${joins.join('')} WHERE ${where}${order}`;
    return { text: `SELECT row_to_json(r) FROM (SELECT ${columns} FROM (${rows}) AS ${page}) AS r`, values: this.values };
  }

  /** A total as one scalar subquery: a count, or a sum that is 0 over no rows. */
  total(model: ModelInfo, total: TotalQuery): string {
    if (total.sum !== undefined) return `coalesce(${this.sum(model, total.where, total.sum)}, 0)`;
    const alias = this.alias();
    if (total.distinct !== undefined && !model.scalars.has(total.distinct)) throw new NotCompiled(`distinct ${model.name}.${total.distinct}`);
    const counted = total.distinct === undefined ? '*' : `DISTINCT ${this.column(model, alias, total.distinct)}`;
    return `(SELECT count(${counted}) FROM ${quote(model.table)} AS ${alias} WHERE ${this.where(model, alias, total.where ?? {})})`;
  }

  /** The sum of a numeric field as a scalar subquery: null over no rows, as Prisma's aggregate says. */
  sum(model: ModelInfo, where: Where | undefined, field: string): string {
    const scalar = model.scalars.get(field);
    if (!scalar || !['Int', 'BigInt', 'Float', 'Decimal'].includes(scalar.type)) throw new NotCompiled(`sum of ${model.name}.${field}`);
    const alias = this.alias();
    return `(SELECT sum(${this.column(model, alias, field)}) FROM ${quote(model.table)} AS ${alias} WHERE ${this.where(model, alias, where ?? {})})`;
  }

  column(model: ModelInfo, alias: string, field: string): string {
    return `${alias}.${quote(model.columns.get(field) ?? field)}`;
  }

  /** A name no other table of the statement has. */
  alias(): string {
    return `t${this.aliases++}`;
  }

  param(value: unknown): string {
    this.values.push(value instanceof Date ? value.toISOString() : typeof value === 'bigint' ? value.toString() : value);
    return `$${this.values.length}`;
  }

  /** The page's limit as PageLimit says; a related list's limit is always text (the definition's, the same on every call). */
  limit(take: unknown, how: PageLimit = this.pageLimit): string {
    return how === 'text' ? String(count(take, 'take')) : this.param(count(take, 'take'));
  }

  private page(args: Args, how: PageLimit): string {
    let text = '';
    if (args.take !== undefined) text += ` LIMIT ${this.limit(args.take, how)}`;
    if (args.skip !== undefined && args.skip !== 0) text += ` OFFSET ${this.param(count(args.skip, 'skip'))}`;
    return text;
  }

  /** The page's own selection, as `selection` writes it, from ReadCompiler.selectionOnce when it was written before in the same place. */
  private pageSelection(model: ModelInfo, alias: string, select: unknown): string {
    if (!isPlainObject(select)) return this.selection(model, alias, select, true);
    const shape = this.answer ? `${identityOf(this.answer.hidden)}.${identityOf(this.answer.transient)}.${identityOf(this.answer.aliases)}` : 'rows';
    const place = `${model.name} ${alias} ${this.aliases} ${this.values.length} ${shape}`;
    const valuesBefore = this.values.length;
    const aliasesBefore = this.aliases;
    let wrote = false;
    const written = this.compiler.selectionOnce(select, place, () => {
      wrote = true;
      const text = this.selection(model, alias, select, true);
      return { text, values: this.values.slice(valuesBefore), aliases: this.aliases - aliasesBefore };
    });
    if (!wrote) {
      this.values.push(...written.values);
      this.aliases += written.aliases;
    }
    return written.text;
  }

  /** The selected fields as `expression AS "key"`, in the order the select names them; `top`: the page's own rows. */
  private selection(model: ModelInfo, alias: string, select: unknown, top = false): string {
    if (!isPlainObject(select)) throw new NotCompiled('a read without a select');
    if (this.answer) return this.answerSelection(model, alias, select, top);
    const parts: string[] = [];
    for (const [key, value] of Object.entries(select)) {
      if (value === false || value === undefined) continue;
      if (key === '_count') {
        parts.push(`${this.counts(model, alias, value)} AS "_count"`);
        continue;
      }
      const scalar = model.scalars.get(key);
      if (scalar) {
        if (value !== true || scalar.type === 'Bytes') throw new NotCompiled(`select of ${model.name}.${key}`);
        parts.push(`${this.column(model, alias, key)} AS ${quote(key)}`);
        continue;
      }
      parts.push(`${this.related(model, alias, key, value)} AS ${quote(key)}`);
    }
    if (!parts.length) throw new NotCompiled('an empty select');
    return parts.join(', ');
  }

  /**
   * The fields as serializeRow writes them: `id` first beside a legacy key, then each field in the select's
   * order, never a secret, `_count` or (at the top) a hidden or transient field, then the aliases.
   */
  private answerSelection(model: ModelInfo, alias: string, select: Record<string, unknown>, top: boolean): string {
    const shape = this.answer!;
    const transient = top ? shape.transient : undefined;
    const hidden = top ? shape.hidden : undefined;
    const names: string[] = [];
    const expressions: string[] = [];
    const key = model.primaryKey;
    if (key && key !== 'id' && !model.scalars.has('id') && select[key] === true && !transient?.has(key)) {
      names.push('id');
      expressions.push(answerValue(model.scalars.get(key)!, this.column(model, alias, key)));
    }
    for (const name in select) {
      const value = select[name];
      if (value === false || value === undefined || name === '_count' || ALWAYS_HIDDEN.has(name) || hidden?.has(name) || transient?.has(name)) continue;
      const scalar = model.scalars.get(name);
      if (scalar) {
        if (value !== true || scalar.type === 'Bytes') throw new NotCompiled(`select of ${model.name}.${name}`);
        names.push(name);
        expressions.push(answerValue(scalar, this.column(model, alias, name)));
        continue;
      }
      names.push(name);
      expressions.push(this.related(model, alias, name, value));
    }
    if (top) {
      for (const name in shape.aliases) {
        const at = names.indexOf(shape.aliases[name]!);
        if (at < 0) continue;
        // serializeRow would overwrite a field of that name in place; one JSON object cannot say it twice.
        if (names.includes(name)) throw new NotCompiled(`alias ${name} of ${model.name} names a field`);
        names.push(name);
        expressions.push(expressions[at]!);
      }
    }
    if (!names.length) throw new NotCompiled('an empty select');
    let text = '';
    for (let i = 0; i < names.length; i++) text += `${i ? ', ' : ''}${expressions[i]} AS ${quote(names[i]!)}`;
    return text;
  }

  /** A related row (an object or null) or rows (an array), as one JSON value. */
  private related(model: ModelInfo, alias: string, field: string, args: unknown): string {
    if (!isPlainObject(args)) throw new NotCompiled(`select of ${model.name}.${field}`);
    for (const key of Object.keys(args)) if (!RELATION_ARGS.has(key)) throw new NotCompiled(`relation argument ${key}`);
    const join = this.compiler.join(model, field);
    const inner = this.alias();
    const columns = this.selection(join.target, inner, args.select);
    if (!join.list) {
      if (args.where !== undefined || args.orderBy !== undefined || args.take !== undefined || args.skip !== undefined)
        throw new NotCompiled(`arguments on the to-one ${model.name}.${field}`);
      // At most one row matches: Prisma's schema makes the key a to-one relation joins on unique on its side.
      // Without a LIMIT PostgreSQL flattens the subquery into one index scan; with one it keeps a subquery
      // scan and a limit node per relation, which cost a detail read of fifteen relations a third more
      // of the database's time at 32 callers.
      return `(SELECT row_to_json(x) FROM (SELECT ${columns} FROM ${quote(join.target.table)} AS ${inner} WHERE ${join.on(alias, inner)}) AS x)`;
    }
    const where = args.where === undefined ? '' : ` AND ${this.where(join.target, inner, args.where as Where)}`;
    const joins: string[] = [];
    const order = this.orderBy(join.target, inner, args.orderBy, joins);
    return (
      `(SELECT coalesce(json_agg(x), '[]'::json) FROM (SELECT ${columns} FROM ${quote(join.target.table)} AS ${inner}${joins.join('')}` +
      ` WHERE ${join.on(alias, inner)}${where}${order}${this.page(args, 'text')}) AS x)`
    );
  }

  /** `_count: { select: { relation: true | { where } } }`: the related rows of each to-many relation, counted. */
  private counts(model: ModelInfo, alias: string, args: unknown): string {
    if (!isPlainObject(args) || Object.keys(args).some((k) => k !== 'select') || !isPlainObject(args.select)) throw new NotCompiled('_count');
    const parts: string[] = [];
    for (const [field, value] of Object.entries(args.select)) {
      if (value === false || value === undefined) continue;
      const join = this.compiler.join(model, field);
      if (!join.list) throw new NotCompiled(`_count of the to-one ${model.name}.${field}`);
      const inner = this.alias();
      let where = '';
      if (value !== true) {
        if (!isPlainObject(value) || Object.keys(value).some((k) => k !== 'where')) throw new NotCompiled(`_count of ${field}`);
        where = ` AND ${this.where(join.target, inner, value.where as Where)}`;
      }
      parts.push(`'${field}', (SELECT count(*) FROM ${quote(join.target.table)} AS ${inner} WHERE ${join.on(alias, inner)}${where})`);
    }
    if (!parts.length) throw new NotCompiled('an empty _count');
    return `json_build_object(${parts.join(', ')})`;
  }

  /** ORDER BY of scalars, of to-one relations' scalars (a LEFT JOIN each, added to `joins`) and of to-many relations' counts. */
  private orderBy(model: ModelInfo, alias: string, orderBy: unknown, joins: string[]): string {
    if (orderBy === undefined) return '';
    const clauses = Array.isArray(orderBy) ? orderBy : [orderBy];
    const parts: string[] = [];
    for (const clause of clauses) {
      if (!isPlainObject(clause)) throw new NotCompiled('orderBy');
      for (const [key, value] of Object.entries(clause)) {
        if (model.scalars.has(key)) {
          parts.push(`${this.column(model, alias, key)}${direction(value)}`);
          continue;
        }
        const join = this.compiler.join(model, key);
        if (!isPlainObject(value)) throw new NotCompiled(`orderBy ${model.name}.${key}`);
        const inner = this.alias();
        if (join.list) {
          // By how many related rows each has: `{ relation: { _count: direction } }`.
          if (Object.keys(value).length !== 1 || value._count === undefined) throw new NotCompiled(`orderBy ${model.name}.${key}`);
          parts.push(`(SELECT count(*) FROM ${quote(join.target.table)} AS ${inner} WHERE ${join.on(alias, inner)})${direction(value._count)}`);
          continue;
        }
        joins.push(` LEFT JOIN ${quote(join.target.table)} AS ${inner} ON ${join.on(alias, inner)}`);
        for (const [field, dir] of Object.entries(value)) {
          if (!join.target.scalars.has(field)) throw new NotCompiled(`orderBy ${key}.${field}`);
          parts.push(`${this.column(join.target, inner, field)}${direction(dir)}`);
        }
      }
    }
    return parts.length ? ` ORDER BY ${parts.join(', ')}` : '';
  }

  /** A Prisma where as a SQL condition: AND, OR, NOT, scalar filters, and relations by `is`, `some` and `none`. */
  where(model: ModelInfo, alias: string, where: Where): string {
    if (!isPlainObject(where)) throw new NotCompiled('where');
    const parts: string[] = [];
    for (const [key, value] of Object.entries(where)) {
      if (value === undefined) continue;
      if (key === 'AND' || key === 'OR' || key === 'NOT') {
        const list = (Array.isArray(value) ? value : [value]) as Where[];
        // Prisma reads an empty list differently by where it stands: left to it.
        if (!list.length || list.some((w) => !isPlainObject(w) || Object.keys(w).length === 0)) throw new NotCompiled(`an empty ${key}`);
        const conditions = list.map((w) => this.where(model, alias, w));
        if (key === 'AND') parts.push(`(${conditions.join(' AND ')})`);
        else if (key === 'OR') parts.push(`(${conditions.join(' OR ')})`);
        else parts.push(`(${conditions.map((c) => `NOT ${c}`).join(' AND ')})`);
        continue;
      }
      const scalar = model.scalars.get(key);
      if (scalar) parts.push(this.scalarCondition(model, alias, scalar, value));
      else parts.push(this.relationCondition(model, alias, key, value));
    }
    return parts.length ? `(${parts.join(' AND ')})` : 'TRUE';
  }

  private relationCondition(model: ModelInfo, alias: string, field: string, filter: unknown): string {
    const join = this.compiler.join(model, field);
    if (!isPlainObject(filter) || Object.keys(filter).length !== 1) throw new NotCompiled(`a filter on ${model.name}.${field}`);
    const [[operator, inner]] = Object.entries(filter) as [[string, unknown]];
    const allowed = join.list ? ['some', 'none'] : ['is'];
    if (!allowed.includes(operator) || !isPlainObject(inner)) throw new NotCompiled(`${operator} on ${model.name}.${field}`);
    const innerAlias = this.alias();
    const condition = `${join.on(alias, innerAlias)} AND ${this.where(join.target, innerAlias, inner)}`;
    const exists = `EXISTS (SELECT 1 FROM ${quote(join.target.table)} AS ${innerAlias} WHERE ${condition})`;
    return operator === 'none' ? `(NOT ${exists})` : exists;
  }

  private scalarCondition(model: ModelInfo, alias: string, scalar: ScalarField, filter: unknown): string {
    if (!COMPARABLE.has(scalar.type)) throw new NotCompiled(`a filter on ${scalar.type}`);
    const column = this.column(model, alias, scalar.name);
    if (filter === null) return `${column} IS NULL`;
    if (!isPlainObject(filter)) return `${column} = ${this.param(compared(filter))}`;
    const keys = Object.keys(filter);
    if (!keys.length || keys.some((k) => !SCALAR_FILTERS.has(k))) throw new NotCompiled(`a filter on ${scalar.name}`);
    const mode = filter.mode;
    if (mode !== undefined && mode !== 'insensitive' && mode !== 'default') throw new NotCompiled(`mode ${String(mode)}`);
    const insensitive = mode === 'insensitive';
    const parts: string[] = [];
    for (const [operator, operand] of Object.entries(filter)) {
      if (operator === 'mode' || operand === undefined) continue;
      switch (operator) {
        case 'equals':
          if (insensitive) throw new NotCompiled('equals without case');
          parts.push(operand === null ? `${column} IS NULL` : `${column} = ${this.param(compared(operand))}`);
          break;
        case 'not':
          if (insensitive) throw new NotCompiled('not without case');
          if (operand === null) parts.push(`${column} IS NOT NULL`);
          else if (isPlainObject(operand)) parts.push(`(NOT ${this.scalarCondition(model, alias, scalar, operand)})`);
          else parts.push(`${column} <> ${this.param(compared(operand))}`);
          break;
        case 'in':
        case 'notIn': {
          if (!Array.isArray(operand) || operand.some((v) => v === null)) throw new NotCompiled(`${operator} of ${scalar.name}`);
          if (!operand.length) parts.push(operator === 'in' ? '1=0' : '1=1');
          else {
            const list = `(${operand.map((v) => this.param(compared(v))).join(',')})`;
            parts.push(`${column} ${operator === 'in' ? 'IN' : 'NOT IN'} ${list}`);
          }
          break;
        }
        case 'lt':
        case 'lte':
        case 'gt':
        case 'gte': {
          const sign = { lt: '<', lte: '<=', gt: '>', gte: '>=' }[operator];
          parts.push(`${column} ${sign} ${this.param(compared(operand))}`);
          break;
        }
        default: {
          if (typeof operand !== 'string' || scalar.type !== 'String') throw new NotCompiled(`${operator} of ${scalar.name}`);
          const lookup = operator === 'contains' && insensitive ? this.partsLookup(model, alias, scalar, operand) : undefined;
          if (lookup) {
            parts.push(lookup);
            break;
          }
          const pattern = operator === 'contains' ? `('%' || $ || '%')` : operator === 'startsWith' ? `($ || '%')` : `('%' || $)`;
          const placeholder = this.param(operand);
          parts.push(`${column} ${insensitive ? 'ILIKE' : 'LIKE'} ${pattern.replace('$', () => placeholder)}`);
        }
      }
    }
    if (!parts.length) throw new NotCompiled(`an empty filter on ${scalar.name}`);
    return parts.length === 1 ? parts[0]! : `(${parts.join(' AND ')})`;
  }

  /**
   * `contains` (case ignored) on a text whose suffixes a relation keeps (ScalarField.parts), as the rows whose key
   * the suffixes starting with the part point at: read from the suffixes' key alone, never the rows. Written as
   * `key IN (... OFFSET 0)`: the OFFSET keeps PostgreSQL from joining the suffixes row by row, probing their key
   * once per row of the outer table; each probe reads the part's whole range (the row's key is the key's second
   * column), and a part it guessed common made a page of 10 read 2,500 ranges (390 ms instead of 2.5).
   */
  private partsLookup(model: ModelInfo, alias: string, scalar: ScalarField, operand: string): string | undefined {
    const part = partLookedUp(operand);
    if (!scalar.parts || part === undefined) return undefined;
    const range = this.partsRange(model, scalar, part, 'pattern');
    return `${alias}.${quote(range.own)} IN (SELECT ${range.key} ${range.from} OFFSET 0)`;
  }

  /**
   * A page whose one condition is such a part and whose order is the key the suffixes point at, as the rows of
   * the page's keys: the first of the suffixes' different keys in that order (LIMIT and OFFSET among them), read
   * from their key alone, as a range (at most a page of keys comes out, so no estimate changes the plan). Through
   * partsLookup PostgreSQL walks the rows' key back until a page of them is among the part's (2,700 vehicles for
   * seven characters of a VIN's middle held by 3,600 of a million), and plans and checks the pattern: the page and
   * its total as one statement, 550-760 -> 880-1,280 a second on two connections. Undefined for any other page.
   * The suffixes are written with their rows (the triggers of migration 0023), so every key names a row.
   */
  private partsPage(model: ModelInfo, alias: string, args: Args): string | undefined {
    const condition = soleCondition(args.where);
    const order = soleOrder(args.orderBy);
    if (!condition || !order) return undefined;
    const [field, filter] = condition;
    const scalar = model.scalars.get(field);
    if (!scalar?.parts || !isPlainObject(filter) || filter.mode !== 'insensitive' || typeof filter.contains !== 'string') return undefined;
    if (Object.keys(filter).length !== 2) return undefined;
    const part = partLookedUp(filter.contains);
    const sorted = model.columns.get(order.field) ?? order.field;
    if (part === undefined || sorted !== this.compiler.join(model, scalar.parts.relation).columns.own) return undefined;
    const range = this.partsRange(model, scalar, part, 'range');
    const dir = ` ${order.direction.toUpperCase()}`;
    const keys = `SELECT DISTINCT ${range.key} ${range.from} ORDER BY ${range.key}${dir}${this.page(args, this.pageLimit)}`;
    return `${alias}.${quote(range.own)} IN (${keys}) ORDER BY ${alias}.${quote(range.own)}${dir}`;
  }

  /**
   * The suffixes of a text starting with `part`: the key they point at, `FROM ... WHERE ...`, and the row's column it
   * matches. Sought as a `pattern` (LIKE) where PostgreSQL's estimate of how many there are chooses the plan (it
   * guesses a share of the table; a narrow range it takes for a row or two, and then reads the outer table once per
   * suffix: 3,600 probes, 27 ms), as a `range` where it does not (partRange).
   */
  private partsRange(model: ModelInfo, scalar: ScalarField, part: string, how: 'pattern' | 'range'): { key: string; from: string; own: string } {
    const join = this.compiler.join(model, scalar.parts!.relation);
    if (!join.list || !join.target.scalars.has(scalar.parts!.field)) throw new NotCompiled(`parts of ${model.name}.${scalar.name}`);
    const inner = this.alias();
    const { own, related } = join.columns;
    const column = this.column(join.target, inner, scalar.parts!.field);
    const { gte, lt } = partRange(part);
    const sought = how === 'pattern' ? `${column} LIKE (${this.param(part)} || '%')` : `${column} >= ${this.param(gte)} AND ${column} < ${this.param(lt)}`;
    return { key: `${inner}.${quote(related)}`, from: `FROM ${quote(join.target.table)} AS ${inner} WHERE ${sought}`, own };
  }
}

/** The one field condition a where holds, inside ANDs of one; undefined when it holds none or more. */
function soleCondition(where: unknown): [string, unknown] | undefined {
  if (!isPlainObject(where)) return undefined;
  const entries = Object.entries(where).filter(([, value]) => value !== undefined);
  if (entries.length !== 1) return undefined;
  const [key, value] = entries[0]!;
  if (key === 'AND') {
    const list = Array.isArray(value) ? value : [value];
    return list.length === 1 ? soleCondition(list[0]) : undefined;
  }
  return key === 'OR' || key === 'NOT' ? undefined : [key, value];
}

/** The one scalar an orderBy sorts by, in a plain direction; undefined for anything else. */
function soleOrder(orderBy: unknown): { field: string; direction: 'asc' | 'desc' } | undefined {
  const clauses = Array.isArray(orderBy) ? orderBy : [orderBy];
  if (clauses.length !== 1 || !isPlainObject(clauses[0])) return undefined;
  const entries = Object.entries(clauses[0]);
  if (entries.length !== 1) return undefined;
  const [field, direction] = entries[0]!;
  return direction === 'asc' || direction === 'desc' ? { field, direction } : undefined;
}

function direction(value: unknown): string {
  if (value === 'asc' || value === 'desc') return ` ${value.toUpperCase()}`;
  if (isPlainObject(value) && (value.sort === 'asc' || value.sort === 'desc')) {
    const nulls = value.nulls === undefined ? '' : value.nulls === 'first' ? ' NULLS FIRST' : value.nulls === 'last' ? ' NULLS LAST' : undefined;
    if (nulls === undefined || Object.keys(value).some((k) => k !== 'sort' && k !== 'nulls')) throw new NotCompiled('orderBy direction');
    return ` ${value.sort.toUpperCase()}${nulls}`;
  }
  throw new NotCompiled('orderBy direction');
}

/**
 * A compared value as Prisma sends it: a stamp as an ISO instant, never an object. A stamp outside the
 * years 1 to 9999 has no ISO text PostgreSQL reads (JavaScript writes the year 10000 as +010000): left to Prisma.
 */
function compared(v: unknown): unknown {
  if (v instanceof Date) {
    const year = v.getUTCFullYear();
    if (!(year >= 1 && year <= 9999)) throw new NotCompiled('a stamp outside the years 1 to 9999');
    return v;
  }
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return v;
  throw new NotCompiled('a compared value that is not a scalar');
}

function count(v: unknown, name: string): number {
  if (!Number.isSafeInteger(v) || (v as number) < 0) throw new NotCompiled(`${name} ${String(v)}`);
  return v as number;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);
}

/** A column as the answer writes it (serializeRow): a stamp as an ISO instant, a float PostgreSQL would write as text (NaN, Infinity) as null. */
function answerValue(scalar: ScalarField, column: string): string {
  if (scalar.type === 'DateTime' && !scalar.dateOnly) return `to_char(${scalar.zoned ? `${column} AT TIME ZONE 'UTC'` : column}, ${ISO_INSTANT})`;
  if (scalar.type === 'Float') return `CASE WHEN ${column} IN ('NaN', 'Infinity', '-Infinity') THEN NULL ELSE ${column} END`;
  return column;
}
