import { RESOURCE_ROUTES, isStaff, parseListQuery, type ListEnvelope, type ListQuery, type Principal, type RawQuery } from '@portal/contracts';
import type { TransactionClient } from './definition.js';
import { FieldErrorCollector, ForbiddenError, NotFoundError, ValidationError } from '../errors/domain-errors.js';
import { translatePrismaError } from '../errors/prisma-errors.js';
import type { ModelCatalog, ModelInfo } from './catalog.js';
import { coerceJson } from './coerce.js';
import { boundsReason } from './bounds.js';
import { countsProblems, partsTotal, scopeFields, totalFromCounts } from './counts.js';
import { insertRows, insertableAsJson } from './bulk-insert.js';
import { RECORDS_PER_TURN, otherWorkTurn } from './event-loop.js';
import { readOnce } from './read-once.js';
import type { Access, AppendSpec, RelationSpec, ResourceDefinition } from './definition.js';
import { linkEntries, writeHistory, type HistoryEntry } from './history.js';
import { JsonText } from './json-text.js';
import { serializeRow, serializeValue } from './serialize.js';
import type { AnswerShape, PageLimit, TotalQuery } from './sql-read/compile.js';
import { SqlReader } from './sql-read/sql-reader.js';
import { directReadsOf } from '@portal/db';
import { clauseWhere, groupWhere, resolveFieldPath, type Where } from './where.js';
import { identityOf } from './identity.js';

type Row = Record<string, unknown>;

/** The most rows a list may skip: deeper pages are refused rather than scanned. */
export const MAX_SKIP = 10_000_000;
/** The most rows a to-many relation loads for one row when its declaration sets no cap. */
export const RELATION_TAKE = 100;
/** The most rows one page of any resource may hold: larger downloads are streamed exports, never one answer. */
export const MAX_PAGE_SIZE = 1000;

/** The few delegate methods the engine needs from a Prisma model. */
interface Delegate {
  findMany(args: unknown): Promise<Row[]>;
  findFirst(args: unknown): Promise<Row | null>;
  count(args: unknown): Promise<number>;
  aggregate(args: unknown): Promise<{ _sum: Record<string, number | bigint | null> }>;
  create(args: unknown): Promise<Row>;
  update(args: unknown): Promise<Row>;
  delete(args: unknown): Promise<Row>;
  deleteMany(args: unknown): Promise<{ count: number }>;
  createMany(args: unknown): Promise<unknown>;
  createManyAndReturn(args: unknown): Promise<Row[]>;
}

/** One record of a `createMany`: the body its create takes, and what an update would set right after. */
export interface CreateManyItem {
  body: unknown;
  then?: unknown;
}

/** A record of a `createMany`: created (as a create answers within a transaction), or its create's refusal. */
export type CreateManyOutcome = { ok: true; row: Row } | { ok: false; error: unknown };

/** A change a write records in the history: the field, its new value and its old one. */
type Change = { field: string; value: unknown; old: unknown };
/** A record's history-worthy write: its changes, and the row before (null for a create) and after (null for a delete). */
type RecordChanges = { id: unknown; changes: Change[]; before: Row | null; after: Row | null };
const CREATED: Change = { field: 'created', value: null, old: null };
/** What a `createMany` record's data becomes once written. */
const WRITTEN: Row = Object.freeze({});
const DELETED: Change = { field: 'deleted', value: null, old: null };

/**
 * Records one `createMany` insert takes, with a progress report per batch. A batch is checked, written
 * and read back without other work between: a thousand vehicles held the service for half a second on
 * a busy machine, long enough for its other callers to time out behind a large import.
 */
const CREATE_BATCH = 250;
/** How long a `createMany` of its own may take: ten thousand records are tens of seconds on a busy machine. */
const BULK_TIMEOUT_MS = 10 * 60_000;

export type PrismaLike = object;

/**
 * How Prisma loads the relations a read asks for: 'join' answers a row and all its relations in one
 * statement (lateral joins, each relation built as JSON in PostgreSQL); 'query' sends one more
 * statement per relation and level, which on a detail page is some fifteen round trips, each parsed
 * and mapped on its own.
 */
export type RelationLoadStrategy = 'join' | 'query';

/**
 * How the engine reads rows: 'direct' writes each list, read and count it can as one statement of its
 * own (SqlReader), sent on the Prisma client's pool, and asks Prisma (with joins) for the rest; 'join'
 * and 'query' ask Prisma for everything, with that relation loading. A client without direct reads (a
 * transaction, a wrapped client) is always asked through Prisma.
 */
export type ReadPath = 'direct' | RelationLoadStrategy;

/**
 * Serves the generic calls of document 1 §7.2 for a set of declared resources. Every query for a
 * principal who is not staff is limited to the principal's clients, whatever the caller sends.
 */
export class ResourceEngine {
  private readonly definitions = new Map<string, ResourceDefinition>();
  private readonly selections = new Map<string, Selection>();
  private readonly relationLoadStrategy: RelationLoadStrategy;
  private readonly reader: SqlReader | undefined;

  constructor(
    private readonly prisma: PrismaLike,
    private readonly catalog: ModelCatalog,
    definitions: readonly ResourceDefinition[],
    private readonly now: () => Date = () => new Date(),
    readPath: ReadPath = 'direct',
  ) {
    this.relationLoadStrategy = readPath === 'query' ? 'query' : 'join';
    const reads = readPath === 'direct' ? directReadsOf(prisma) : undefined;
    this.reader = reads ? new SqlReader(reads, catalog) : undefined;
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
    return this.listRows(this.listPlan(principal, name, raw), principal);
  }

  /**
   * A list as its answer: the JSON text PostgreSQL writes whole (forwarded unparsed) when no computed field is
   * asked and no related row needs judging on its client here (pruneOutOfScope); otherwise what `list` answers.
   */
  async listAnswer(principal: Principal, name: string, raw: RawQuery = {}): Promise<ListEnvelope<Row> | JsonText> {
    const plan = this.listPlan(principal, name, raw);
    const { def, query, args, select } = plan;
    if (this.reader && !query.appends.length && !this.judgesRelatedRows(def.relations, query.with, principal)) {
      const answer = await this.reader.answerPage(def.model, args, plan.counted, answerShape(def, select), plan.limit);
      if (answer) return new JsonText(`{"data":${answer.data},"current_page":${plan.page},"per_page":${plan.perPage},"total":${answer.total}}`);
    }
    return this.listRows(plan, principal);
  }

  /** A list request checked and turned into the page's arguments and its total's query; every refusal at once. */
  private listPlan(principal: Principal, name: string, raw: RawQuery) {
    const def = this.definition(name);
    assertAccess(def.access.list, principal, def.name);
    const query = parse(raw);
    def.hooks?.beforeList?.(query, principal);
    const errors = new FieldErrorCollector();
    const where = this.where(def, principal, query, errors);
    const select = this.select(def, query, errors, principal);
    const orderBy = this.orderBy(def, query, errors, principal);
    const perPage = query.per_page ?? def.pageSize.default;
    if (perPage > def.pageSize.max) errors.add('per_page', `at most ${def.pageSize.max} rows per page for ${def.name}`);
    const page = query.page ?? 1;
    if ((page - 1) * perPage > MAX_SKIP) errors.add('page', `page ${page} is beyond what can be listed; narrow the filters instead`);
    errors.throwIfAny();
    const args = { where, select: select.prisma, orderBy, skip: (page - 1) * perPage, take: perPage };
    // Without the caller's filters the conditions are the same on every call: one plan serves them all (PageLimit).
    // A client named (a client user's list names its own) is the same condition as a client user's scope.
    const clientKey = this.catalog.model(def.model).clientKey;
    const fixed = !query.groups.length && query.filters.every((f) => f.field === clientKey && f.op === 'eq');
    const limit: PageLimit = fixed ? 'text' : 'parameter';
    return { def, query, select, args, page, perPage, limit, counted: this.totalQuery(def, principal, query, where) };
  }

  private async listRows(plan: ReturnType<ResourceEngine['listPlan']>, principal: Principal): Promise<ListEnvelope<Row>> {
    const { def, query, select, args, page, perPage, counted } = plan;
    const both = await this.reader?.page(def.model, args, counted, plan.limit);
    const rows = both?.rows ?? (await this.findMany(def, args));
    // A short first page is the whole answer: its length is the total, and the count is not needed.
    const total = both?.total ?? (page === 1 && rows.length < perPage ? rows.length : await this.total(counted));
    const loaded = await this.loadAppends(def, query, rows, principal);
    return { data: rows.map((row) => this.output(def, row, query, select.transient, principal, loaded)), current_page: page, per_page: perPage, total };
  }

  async read(principal: Principal, name: string, id: string, raw: RawQuery = {}): Promise<Row> {
    return this.readRow(this.definition(name), principal, id, raw, true);
  }

  /**
   * A record as its answer: the JSON text PostgreSQL writes whole (forwarded unparsed), its computed fields
   * computed here from the few fields they read and written after it, where no related row needs judging on
   * its client here and no field of a relation is loaded only for a computed field; otherwise what `read` answers.
   */
  async readAnswer(principal: Principal, name: string, id: string, raw: RawQuery = {}): Promise<Row | JsonText> {
    const def = this.definition(name);
    const plan = this.readPlan(def, principal, id, raw, true);
    const { query, select, args } = plan;
    const nested = [...select.transient].some((path) => path.includes('.'));
    if (this.reader && !nested && !this.judgesRelatedRows(def.relations, query.with, principal)) {
      const inputs = query.appends.length ? this.appendInputs(def, query, principal) : undefined;
      if (inputs !== null) {
        const answer = await this.reader.answerRecord(def.model, args, answerShape(def, select), inputs?.prisma);
        if (answer === null) throw notFound(def, id);
        if (answer) return new JsonText(await this.withAppends(def, query, principal, answer.text, answer.inputs));
      }
    }
    return this.readFrom(def, principal, id, plan);
  }

  /** The selection a record's computed fields are computed from: its key, what they need and include; null when the caller's view refuses it. */
  private appendInputs(def: ResourceDefinition, query: ListQuery, principal: Principal): Selection | null {
    const errors = new FieldErrorCollector();
    const inputs = this.select(def, { ...query, with: [], fields: [def.primaryKey] }, errors, principal);
    return errors.empty ? inputs : null;
  }

  /** The answer's text with each computed field written after its fields, as `output` adds them. */
  private async withAppends(def: ResourceDefinition, query: ListQuery, principal: Principal, text: string, inputs: Row | undefined): Promise<string> {
    if (!inputs) return text;
    const computed = this.computed(def, query, inputs, principal, await this.loadAppends(def, query, [inputs], principal));
    let out = text.slice(0, -1);
    let first = out.length === 1;
    for (const [name, value] of Object.entries(computed)) {
      const json = JSON.stringify(value);
      if (json === undefined) continue;
      out += `${first ? '' : ','}${JSON.stringify(name)}:${json}`;
      first = false;
    }
    return `${out}}`;
  }

  /** A read request checked and turned into its query, selection and arguments; every refusal at once. */
  private readPlan(def: ResourceDefinition, principal: Principal, id: string, raw: RawQuery, inVariant: boolean) {
    assertAccess(def.access.read, principal, def.name);
    const asked = parse(raw);
    // What the detail page always loads comes only as far as the caller may read it; what it asks for must be allowed.
    const implied = (def.readWith ?? []).filter((name) => !asked.with.includes(name) && mayUse(relationAccess(own(def.relations, name)!), principal));
    const query = { ...asked, with: [...asked.with, ...implied] };
    const errors = new FieldErrorCollector();
    const select = this.select(def, query, errors, principal);
    errors.throwIfAny();
    return { query, select, args: { where: this.rowWhere(def, principal, id, inVariant), select: select.prisma } };
  }

  /** A row by id, within the caller's clients; `inVariant` also asks it to meet the variant's base condition. */
  private async readRow(def: ResourceDefinition, principal: Principal, id: string, raw: RawQuery, inVariant: boolean): Promise<Row> {
    return this.readFrom(def, principal, id, this.readPlan(def, principal, id, raw, inVariant));
  }

  private async readFrom(def: ResourceDefinition, principal: Principal, id: string, plan: ReturnType<ResourceEngine['readPlan']>): Promise<Row> {
    const { query, select, args } = plan;
    const direct = await this.reader?.findFirst(def.model, args);
    const row = direct !== undefined ? direct : await this.delegate(def).findFirst({ relationLoadStrategy: this.relationLoadStrategy, ...args });
    if (!row) throw notFound(def, id);
    return this.output(def, row, query, select.transient, principal, await this.loadAppends(def, query, [row], principal));
  }

  /** `within`: as for `update`, the transaction of a larger write (an import) this create joins. */
  async create(principal: Principal, name: string, body: unknown, within?: TransactionClient): Promise<Row> {
    const def = this.definition(name);
    assertAccess(def.access.create, principal, def.name);
    assertWritable(def, 'create');
    const created = await this.transaction(async (tx) => {
      const data = await this.checkCreate(def, principal, body, tx);
      const row = await delegateOf(tx, def.model).create({ data });
      await this.recordHistory(tx, def, principal, { id: row[def.primaryKey], changes: [CREATED], before: null, after: row });
      await def.hooks?.afterCreate?.({ principal, row, tx });
      return row;
    }, within);
    if (within) return serializeRow(this.catalog, def.model, created, hiddenOf(def));
    return this.readRow(def, principal, String(created[def.primaryKey]), {}, false);
  }

  /**
   * Creates many records with the meaning of one `create` each, in a fixed number of statements: each
   * body is checked by the same rules (the definition's, its hooks', the table's), each refused one
   * answers the error its own create would have thrown, and the accepted ones are inserted in batches,
   * each with its `created` history entry. An item's `then` is what an `update` of the new record
   * would set right after (an import's mileage and price): checked by the update rules against the
   * record as it is about to be written, and written in the same insert, with the history entries that
   * update would record. The rules see the database as it was before the first insert (reads of the
   * same question are asked once, see readOnce), which is what a create's rules read for resources
   * whose rules do not depend on the other records being created. A batch the database refuses (a
   * constraint) is inserted again one record at a time, so only the records it refuses are refused.
   * `within`: the transaction of the larger write this joins; without one the batch is its own.
   */
  async createMany(
    principal: Principal,
    name: string,
    items: readonly CreateManyItem[],
    within?: TransactionClient,
    /** `keysOnly`: each created record answered by its key alone (an import of thousands keeps no copies of them). */
    options: { batchSize?: number; progress?: (done: number) => unknown; keysOnly?: boolean } = {},
  ): Promise<CreateManyOutcome[]> {
    const def = this.definition(name);
    assertAccess(def.access.create, principal, def.name);
    assertWritable(def, 'create');
    if (items.some((item) => item.then !== undefined)) {
      assertAccess(def.access.update, principal, def.name);
      assertWritable(def, 'update');
      if (def.hooks?.afterUpdate) throw new Error(`${def.name} runs a hook after each update: create and update its records one at a time`);
    }
    const batchSize = options.batchSize ?? CREATE_BATCH;
    return this.transaction(
      async (tx) => {
        const outcomes: CreateManyOutcome[] = new Array(items.length);
        const accepted: Array<{ index: number; data: Row; changes: Change[] }> = [];
        const reads = readOnce(tx);
        for (const [index, item] of items.entries()) {
          if (index % RECORDS_PER_TURN === RECORDS_PER_TURN - 1) await otherWorkTurn();
          try {
            const data = await this.checkCreate(def, principal, item.body, reads);
            const changes: Change[] = [CREATED];
            if (item.then !== undefined) {
              // The record as its create writes it; the database's own defaults and key come with the insert.
              const before = { ...data };
              const more = await this.checkUpdate(def, principal, item.then, before, reads);
              Object.assign(data, more);
              changes.push(...historyChanges(def, more, before));
            }
            accepted.push({ index, data, changes });
          } catch (error) {
            outcomes[index] = { ok: false, error: translatePrismaError(error) };
          }
        }
        for (let start = 0; start < accepted.length; start += batchSize) {
          const batch = accepted.slice(start, start + batchSize);
          const written = await this.insertBatch(
            tx,
            def,
            batch.map((b) => b.data),
          );
          const history: RecordChanges[] = [];
          for (const [i, entry] of batch.entries()) {
            const one = written[i]!;
            if ('refused' in one) {
              outcomes[entry.index] = { ok: false, error: one.refused };
              continue;
            }
            const result = one.row;
            history.push({ id: result[def.primaryKey], changes: entry.changes, before: null, after: result });
            await def.hooks?.afterCreate?.({ principal, row: result, tx });
            outcomes[entry.index] = {
              ok: true,
              row: options.keysOnly ? { [def.primaryKey]: result[def.primaryKey] } : serializeRow(this.catalog, def.model, result, hiddenOf(def)),
            };
          }
          await this.recordHistoryMany(tx, def, principal, history);
          // Written and recorded: the batch's records need not stay in memory while the next ones are written.
          for (let i = start; i < start + batch.length; i++) accepted[i]!.data = WRITTEN;
          await options.progress?.(Math.min(items.length, Math.round(((start + batch.length) / accepted.length) * items.length)));
        }
        if (accepted.length === 0) await options.progress?.(items.length);
        return outcomes;
      },
      within,
      BULK_TIMEOUT_MS,
    );
  }

  /**
   * One insert for the batch; when the database refuses it, each record on its own through Prisma's
   * create, so only the refused ones fail, each with the refusal its create gives. A record written
   * is answered as sent, with its key: the batch is not read back.
   */
  private async insertBatch(tx: TransactionClient, def: ResourceDefinition, data: Row[]): Promise<Array<{ row: Row } | { refused: unknown }>> {
    const key = def.primaryKey;
    const model = this.catalog.model(def.model);
    const delegate = delegateOf(tx, def.model);
    const raw = tx as unknown as { $executeRawUnsafe(sql: string): Promise<number> };
    await raw.$executeRawUnsafe('SAVEPOINT engine_create_many');
    try {
      let keys: unknown[];
      if (data.length === 1) keys = [(await delegate.create({ data: data[0] }))[key]];
      else if (insertableAsJson(model, data)) keys = await insertRows(tx, model, key, data);
      else keys = (await delegate.createManyAndReturn({ data, select: { [key]: true } })).map((row) => row[key]);
      await raw.$executeRawUnsafe('RELEASE SAVEPOINT engine_create_many');
      return data.map((row, i) => ({ row: { ...row, [key]: keys[i] } }));
    } catch (error) {
      await raw.$executeRawUnsafe('ROLLBACK TO SAVEPOINT engine_create_many');
      if (data.length === 1) return [{ refused: translatePrismaError(error) }];
    }
    const written: Array<{ row: Row } | { refused: unknown }> = [];
    for (const one of data) written.push(...(await this.insertBatch(tx, def, [one])));
    return written;
  }

  /**
   * Everything a create checks before it writes, in the order a create checks it: the body against
   * the declaration, the caller's scope, the hooks' rules, the links, the table's demands. Answers the
   * data to insert; throws the create's refusal.
   */
  private async checkCreate(def: ResourceDefinition, principal: Principal, body: unknown, db: TransactionClient): Promise<Row> {
    const errors = new FieldErrorCollector();
    const data = { ...(def.createDefaults?.(principal) ?? {}), ...this.writeData(def, prepared(def, body, principal), 'create', errors) };
    this.applyStamps(def, principal, data, errors);
    // A client user's rows belong to its client unless it names one of its others.
    if (!isStaff(principal) && 'field' in def.scope && !('relation' in def.scope) && data[def.scope.field] === undefined && principal.clientid !== null) {
      data[def.scope.field] = principal.clientid;
    }
    checkRequired(def, data, errors, 'create');
    errors.throwIfAny();
    await this.applyScopeOnWrite(def, principal, data, db);
    // The links the caller sent, before any rule reads them: a rule's own refusal (an agent of another
    // client than the vehicle's) would tell another client's record from one that does not exist.
    await this.checkForeignKeys(def, principal, data, db);
    const sent = { ...data };
    // The rules read inside the write's transaction: what they check is what is written.
    await def.hooks?.beforeCreate?.({ principal, data, db });
    // After the hooks, which may set links of their own (a client's default agent): they obey the same scope.
    await this.checkForeignKeys(def, principal, data, db, sent);
    checkColumns(this.catalog.model(def.model), data, 'create');
    return data;
  }

  /** Everything an update checks before it writes, as `checkCreate`; answers only what really changes. */
  private async checkUpdate(def: ResourceDefinition, principal: Principal, body: unknown, before: Row, db: TransactionClient): Promise<Row> {
    const errors = new FieldErrorCollector();
    const data = this.writeData(def, prepared(def, body, principal), 'update', errors, before);
    checkRequired(def, data, errors, 'update');
    errors.throwIfAny();
    await this.applyScopeOnWrite(def, principal, data, db);
    // The caller's links first, as on create; then any a rule set.
    await this.checkForeignKeys(def, principal, data, db, before);
    const sent = { ...before, ...data };
    await def.hooks?.beforeUpdate?.({ principal, data, before, db });
    await this.checkForeignKeys(def, principal, data, db, sent);
    checkColumns(this.catalog.model(def.model), data, 'update');
    // Only what really changes is written and recorded.
    for (const key of Object.keys(data)) if (sameValue(before[key], data[key])) delete data[key];
    return data;
  }

  /**
   * `within`: the transaction of a larger write (a mass update with its note) that this update joins;
   * it then commits or rolls back with that write, and the answer is the row as written in it.
   */
  async update(principal: Principal, name: string, id: string, body: unknown, within?: TransactionClient): Promise<Row> {
    const def = this.definition(name);
    assertAccess(def.access.update, principal, def.name);
    assertWritable(def, 'update');
    const before = await delegateOf(within ?? this.prisma, def.model).findFirst({ where: this.rowWhere(def, principal, id) });
    if (!before) throw notFound(def, id);
    let written: Row = before;
    await this.transaction(async (tx) => {
      const data = await this.checkUpdate(def, principal, body, before, tx);
      if (Object.keys(data).length || def.hooks?.afterUpdate) {
        const key = { [def.primaryKey]: before[def.primaryKey] };
        const row = Object.keys(data).length ? await delegateOf(tx, def.model).update({ where: key, data }) : before;
        await this.recordHistory(tx, def, principal, { id: before[def.primaryKey], changes: historyChanges(def, data, before), before, after: row });
        await def.hooks?.afterUpdate?.({ principal, row, before, tx });
        written = row;
      }
    }, within);
    if (within) return serializeRow(this.catalog, def.model, written, hiddenOf(def));
    // The change may take the row out of a named variant (a note marked complete leaves the open notes):
    // the answer is the row as written, still only within the caller's clients.
    return this.readRow(def, principal, id, {}, false);
  }

  /** `within`: as for `update`, the transaction of a larger write (an import's undo) this delete joins. */
  async delete(principal: Principal, name: string, id: string, within?: TransactionClient): Promise<Row> {
    const def = this.definition(name);
    assertAccess(def.access.delete, principal, def.name);
    const before = await delegateOf(within ?? this.prisma, def.model).findFirst({ where: this.rowWhere(def, principal, id) });
    if (!before) throw notFound(def, id);
    await this.transaction(async (tx) => {
      await def.hooks?.beforeDelete?.({ principal, before, db: tx });
      await delegateOf(tx, def.model).delete({ where: { [def.primaryKey]: before[def.primaryKey] } });
      await this.recordHistory(tx, def, principal, { id: before[def.primaryKey], changes: [DELETED], before, after: null });
    }, within);
    return serializeRow(this.catalog, def.model, before, hiddenOf(def));
  }

  /**
   * Deletes records by key in a fixed number of statements, each with the `deleted` history entry
   * `delete` records: bulk work that must finish within a request (undoing an import of a thousand
   * vehicles), where a statement or three per record would not. Only for resources without a hook
   * before delete, which is written for one record. Answers the keys deleted: a key the caller may not
   * see, or that does not exist, is left out.
   */
  async deleteMany(principal: Principal, name: string, ids: readonly number[], within?: TransactionClient): Promise<number[]> {
    const def = this.definition(name);
    assertAccess(def.access.delete, principal, def.name);
    if (def.hooks?.beforeDelete) throw new Error(`${def.name} runs a hook before each delete: delete its records one at a time`);
    const key = def.primaryKey;
    const scope = this.scopeWhere(def, principal);
    const where = { AND: [...(scope ? [scope] : []), { [key]: { in: [...ids] } }] };
    // The linked records' histories name what leaves them (a vehicle's VIN on its load's history).
    const links = def.history?.links ?? [];
    const select = Object.fromEntries([key, ...links.flatMap((link) => [link.field, link.label])].map((field) => [field, true]));
    return this.transaction(async (tx) => {
      const rows = await delegateOf(tx, def.model).findMany({ where, select });
      const keys = rows.map((row) => Number(row[key]));
      if (keys.length === 0) return [];
      await delegateOf(tx, def.model).deleteMany({ where: { [key]: { in: keys } } });
      await this.recordHistoryMany(
        tx,
        def,
        principal,
        rows.map((row) => ({ id: row[key], changes: [DELETED], before: row, after: null })),
      );
      return keys;
    }, within);
  }

  /**
   * Inserts many records of a use case's own model (an import's log lines), which no resource
   * declares and no rule checks, in a statement per kind of record rather than Prisma's bound value
   * per field. Answers their keys, in order.
   */
  async insertRecords(within: TransactionClient, modelName: string, rows: readonly Row[]): Promise<unknown[]> {
    const model = this.catalog.model(modelName);
    const key = model.primaryKey ?? 'id';
    if (rows.length === 0) return [];
    if (insertableAsJson(model, rows)) return insertRows(within, model, key, rows);
    return (await delegateOf(within, modelName).createManyAndReturn({ data: rows, select: { [key]: true } })).map((row) => row[key]);
  }

  /** The scope condition alone, for use cases that query a resource's model outside the generic calls. */
  scopeWhere(def: ResourceDefinition, principal: Principal): Where | undefined {
    if (isStaff(principal) || 'none' in def.scope) return undefined;
    const ids = principal.clientIds;
    if ('relation' in def.scope) return { [def.scope.relation]: { is: { [def.scope.field]: { in: ids } } } };
    return { [def.scope.field]: { in: ids } };
  }

  /**
   * How to find the exact number of rows `where` matches: summed from the resource's counts table when the
   * query and the caller's scope name only its dimensions (the same condition, on the same column names,
   * picks the groups), otherwise counted.
   */
  private totalQuery(def: ResourceDefinition, principal: Principal, query: ListQuery, where: Where): TotalQuery {
    const scoped = this.scopeWhere(def, principal) !== undefined;
    if (!scoped && !def.baseWhere) {
      const parts = partsTotal(def, this.catalog, query);
      if (parts) return parts;
    }
    if (!totalFromCounts(def.counts, query, scopeFields(def, scoped))) return { model: def.model, where };
    const { model, sum, countsBase } = def.counts;
    // A table that counts only the rows meeting the base condition is asked without it: its columns are the dimensions alone.
    return { model, sum, where: countsBase ? this.where(def, principal, query, new FieldErrorCollector(), false) : where };
  }

  /** The total alone: for a page read through Prisma, or one whose total the page's statement did not write. */
  private async total({ model, where, sum, distinct }: TotalQuery): Promise<number> {
    if (distinct !== undefined) {
      const direct = await this.reader?.count(model, where, distinct);
      if (direct !== undefined) return direct;
      return (await delegateOf(this.prisma, model).findMany({ where, distinct: [distinct], select: { [distinct]: true } })).length;
    }
    if (sum === undefined) return (await this.reader?.count(model, where)) ?? delegateOf(this.prisma, model).count({ where });
    const direct = await this.reader?.sum(model, where, sum);
    if (direct !== undefined) return direct ?? 0;
    const answer = await delegateOf(this.prisma, model).aggregate({ where, _sum: { [sum]: true } });
    return Number(answer._sum[sum] ?? 0);
  }

  /** A page of rows: read directly when the reader writes the shape, else through Prisma. */
  private async findMany(def: ResourceDefinition, args: Record<string, unknown>): Promise<Row[]> {
    return (await this.reader?.findMany(def.model, args)) ?? this.delegate(def).findMany({ relationLoadStrategy: this.relationLoadStrategy, ...args });
  }

  /** `withBase`: false leaves the base condition out (a counts table that counts only its rows). */
  private where(def: ResourceDefinition, principal: Principal, query: ListQuery, errors: FieldErrorCollector, withBase = true): Where {
    const parts: Where[] = [];
    const base = typeof def.baseWhere === 'function' ? def.baseWhere(principal) : def.baseWhere;
    if (base && withBase) parts.push(base);
    const scope = this.scopeWhere(def, principal);
    if (scope) parts.push(scope);
    const fail = (key: string, reason: string) => errors.add(key, reason);
    const allowed = (spec: RelationSpec) => mayUse(relationAccess(spec), principal);
    for (const clause of query.filters) {
      const w = clauseWhere(def, this.catalog, clause, fail, allowed);
      if (w) parts.push(w);
    }
    for (const group of query.groups) {
      const w = groupWhere(def, this.catalog, group, fail, allowed);
      if (w) parts.push(w);
    }
    return parts.length ? { AND: parts } : {};
  }

  private rowWhere(def: ResourceDefinition, principal: Principal, id: string, inVariant = true): Where {
    // An id the key's column cannot hold (past a 32-bit integer) names no row.
    const key = this.catalog.model(def.model).scalars.get(def.primaryKey);
    if (!/^\d+$/.test(id) || !Number.isSafeInteger(Number(id)) || (key && boundsReason(key, Number(id)))) throw notFound(def, id);
    const parts: Where[] = [{ [def.primaryKey]: Number(id) }];
    const base = typeof def.baseWhere === 'function' ? def.baseWhere(principal) : def.baseWhere;
    if (base && inVariant) parts.push(base);
    const scope = this.scopeWhere(def, principal);
    if (scope) parts.push(scope);
    return { AND: parts };
  }

  /**
   * The scalars to load, the relations asked for, and what the appends need (loaded, used, then dropped).
   * A selection depends only on the resource, the query's fields, relations and appends, whether the caller
   * is staff, the fields its view sends and, where a to-many relation is limited to them, a client user's
   * clients: the same question gets the same selection object back, never changed after it is made, so the
   * compiler writes its SQL once (ReadCompiler). Only a selection without refusals is kept.
   */
  private select(def: ResourceDefinition, query: ListQuery, errors: FieldErrorCollector, principal: Principal): Selection {
    const narrow = fieldsOf(def, principal);
    const staff = isStaff(principal);
    const key = JSON.stringify([
      def.name,
      staff,
      !staff && this.selectsClients(def.relations, query.with, principal) ? principal.clientIds : null,
      identityOf(narrow),
      query.fields ?? null,
      query.with,
      query.appends,
    ]);
    const known = this.selections.get(key);
    if (known) return known;
    const refusals = new FieldErrorCollector();
    const made = this.makeSelect(def, query, refusals, principal, narrow);
    if (!refusals.empty) {
      errors.merge(refusals.fields);
      return made;
    }
    if (this.selections.size >= SELECTIONS_KEPT) this.selections.clear();
    this.selections.set(key, made);
    return made;
  }

  private makeSelect(
    def: ResourceDefinition,
    query: ListQuery,
    errors: FieldErrorCollector,
    principal: Principal,
    narrow: readonly string[] | undefined,
  ): Selection {
    const model = this.catalog.model(def.model);
    const hidden = hiddenOf(def);
    const select: Where = {};
    const sent = [...(narrow ?? model.scalars.keys())].filter((name) => !hidden.has(name) && name !== 'password');
    if (query.fields?.length) {
      for (const name of query.fields) {
        const source = own(def.aliases, name) ?? name;
        if (sent.includes(source)) select[source] = true;
        else errors.add('fields', `"${name}" is not a field of ${def.name}`);
      }
    } else {
      for (const name of sent) select[name] = true;
    }
    // A narrow view sends only what it names, the key included.
    if (!narrow) select[def.primaryKey] = true;
    for (const name of query.with) {
      const spec = own(def.relations, name);
      if (!spec) {
        errors.add('with', `"${name}" is not a relation of ${def.name}; allowed: ${Object.keys(def.relations ?? {}).join(', ') || 'none'}`);
        continue;
      }
      if (!mayUse(relationAccess(spec), principal)) throw new ForbiddenError(`${name} of ${def.name} is not available to you`);
      select[spec.field ?? name] = this.relationArgs(model, spec.field ?? name, spec, principal);
    }
    // `_count` only ever feeds computed fields (images_count): it never leaves the service.
    const transient = new Set<string>(['_count']);
    for (const name of query.appends) {
      const spec = own(def.appends, name);
      if (!spec) {
        errors.add('appends', `"${name}" is not a computed field of ${def.name}; allowed: ${Object.keys(def.appends ?? {}).join(', ') || 'none'}`);
        continue;
      }
      if (!mayUse(appendAccess(spec), principal)) throw new ForbiddenError(`${name} of ${def.name} is not available to you`);
      for (const field of spec.needs ?? []) {
        if (!(field in select)) {
          select[field] = true;
          transient.add(field);
        }
      }
      for (const [key, value] of Object.entries(spec.include ?? {})) {
        if (key === '_count' && select._count) {
          // A new object: the first append's `_count` is its definition's own, not to be changed.
          const merged = select._count as { select: Where };
          select._count = { ...merged, select: { ...merged.select, ...(value as { select: Where }).select } };
          continue;
        }
        if (!(key in select)) {
          select[key] = value;
          transient.add(key);
        } else if (isSelectArgs(select[key]) && isSelectArgs(value)) {
          // The relation is in with[] too (or another append's): the append's fields join its select, and leave
          // the answer once computed. A copy: the select may be another append's definition.
          const present = select[key] as { select: Where };
          const asked = { ...present.select };
          for (const [field, args] of Object.entries((value as { select: Where }).select)) {
            if (field in asked) continue;
            asked[field] = args;
            transient.add(`${key}.${field}`);
          }
          select[key] = { ...present, select: asked };
        }
      }
    }
    return { prisma: select, transient };
  }

  private relationArgs(model: ModelInfo, field: string, spec: RelationSpec, principal: Principal): Where {
    const target = this.catalog.model(model.relations.get(field)!.type);
    const hidden = new Set(spec.hidden ?? []);
    const select: Where = {};
    for (const name of spec.select ?? [...target.scalars.keys()]) if (!hidden.has(name) && name !== 'password') select[name] = true;
    for (const [nestedName, nestedSpec] of Object.entries(spec.nested ?? {})) {
      // A nested relation the caller may not read is left out of the answer, not refused: it was not asked for.
      if (!mayUse(relationAccess(nestedSpec), principal)) continue;
      select[nestedSpec.field ?? nestedName] = this.relationArgs(target, nestedSpec.field ?? nestedName, nestedSpec, principal);
    }
    const args: Where = { select };
    // A related row of a client-scoped resource obeys the caller's scope as that resource's own list does:
    // to-many rows are filtered in the query; a to-one row is judged on its client and left out (null) in `output`.
    const scopeField = this.relatedScopeField(spec, principal);
    if (scopeField && !spec.many) select[scopeField] = true;
    if (spec.many) {
      const inScope = scopeField ? { [scopeField]: { in: principal.clientIds } } : undefined;
      if (spec.where || inScope) args.where = spec.where && inScope ? { AND: [spec.where, inScope] } : (spec.where ?? inScope);
      if (spec.orderBy) args.orderBy = spec.orderBy;
      // One row never drags an unbounded list with it: a relation's own cap (a load's 1000 vehicles) is
      // honoured up to a page's size; one without a cap loads RELATION_TAKE rows.
      args.take = Math.min(spec.take ?? RELATION_TAKE, MAX_PAGE_SIZE);
    }
    return args;
  }

  private orderBy(def: ResourceDefinition, query: ListQuery, errors: FieldErrorCollector, principal: Principal): Where[] {
    const clauses = query.order_by.length ? query.order_by : def.defaultOrder;
    const out: Where[] = [];
    for (const { field, direction } of clauses) {
      const key = own(def.sortKeys, field);
      if (key) {
        if (!mayUse(key.access, principal)) throw new ForbiddenError(`sorting ${def.name} by ${field} is not available to you`);
        out.push(key.orderBy(direction));
        continue;
      }
      const resolved = resolveFieldPath(def, this.catalog, field, 'sort', (spec) => mayUse(relationAccess(spec), principal));
      if ('error' in resolved) {
        errors.add('order_by', resolved.error);
        continue;
      }
      out.push(resolved.relation ? { [resolved.relation.name]: { [resolved.relation.field]: direction } } : { [field]: direction });
    }
    // The key breaks ties, so paging never shows a row twice or skips one; in the sort's own direction,
    // so one index on (field, key) serves the sort both ways.
    const last = clauses[clauses.length - 1];
    if (!clauses.some((c) => c.field === def.primaryKey)) out.push({ [def.primaryKey]: last?.direction ?? 'desc' });
    return out;
  }

  /** The client field of the resource a relation reaches, when it is scoped by one and the caller is a client user. */
  private relatedScopeField(spec: RelationSpec, principal: Principal): string | undefined {
    if (isStaff(principal) || !spec.resource) return undefined;
    const target = this.definitions.get(spec.resource);
    if (!target || !('field' in target.scope) || 'relation' in target.scope) return undefined;
    return target.scope.field;
  }

  /** Whether a selection of these relations holds the caller's clients: a to-many relation, at any depth, limited to them (relationArgs). */
  private selectsClients(relations: Record<string, RelationSpec> | undefined, names: readonly string[], principal: Principal): boolean {
    return names.some((name) => {
      const spec = own(relations, name);
      if (!spec) return false;
      if (spec.many && this.relatedScopeField(spec, principal)) return true;
      return this.selectsClients(spec.nested, Object.keys(spec.nested ?? {}), principal);
    });
  }

  /** Whether pruneOutOfScope would judge a loaded to-one related row, at any depth, on its client for this caller. */
  private judgesRelatedRows(relations: Record<string, RelationSpec> | undefined, names: readonly string[], principal: Principal): boolean {
    return names.some((name) => {
      const spec = own(relations, name);
      if (!spec) return false;
      if (!spec.many && this.relatedScopeField(spec, principal)) return true;
      return this.judgesRelatedRows(spec.nested, Object.keys(spec.nested ?? {}), principal);
    });
  }

  /** Leaves out (null) each loaded to-one related row, at any depth, that belongs to a client outside the caller's. */
  private pruneOutOfScope(row: Row, relations: Record<string, RelationSpec> | undefined, names: readonly string[], principal: Principal): void {
    for (const name of names) {
      const spec = own(relations, name);
      const key = spec?.field ?? name;
      if (!spec || !(key in row)) continue;
      const related = (spec.many ? row[key] : [row[key]]) as Array<Row | null> | null;
      const scopeField = this.relatedScopeField(spec, principal);
      for (const item of related ?? []) {
        if (!item || typeof item !== 'object') continue;
        if (scopeField && !spec.many && !principal.clientIds.includes(item[scopeField] as number)) {
          row[key] = null;
          continue;
        }
        if (scopeField && !spec.many && spec.select && !spec.select.includes(scopeField)) delete item[scopeField];
        this.pruneOutOfScope(item, spec.nested, Object.keys(spec.nested ?? {}), principal);
      }
    }
  }

  /** Each asked append's `load`, once for all the rows of an answer. */
  private async loadAppends(def: ResourceDefinition, query: ListQuery, rows: readonly Row[], principal: Principal): Promise<Map<string, unknown>> {
    const loaded = new Map<string, unknown>();
    const now = this.now();
    for (const name of query.appends) {
      const load = own(def.appends, name)?.load;
      if (load) loaded.set(name, await load(rows, { principal, now, db: this.prisma }));
    }
    return loaded;
  }

  private output(def: ResourceDefinition, row: Row, query: ListQuery, transient: Set<string>, principal: Principal, loaded: Map<string, unknown>): Row {
    this.pruneOutOfScope(row, def.relations, query.with, principal);
    const computed = this.computed(def, query, row, principal, loaded);
    for (const path of transient) {
      const [key, field] = path.split('.');
      if (field === undefined || transient.has(key!)) continue;
      const related = row[key!];
      for (const item of Array.isArray(related) ? related : [related]) if (item && typeof item === 'object') delete (item as Row)[field];
    }
    // One pass over the row: what was loaded only for a computed field, and the counts, are skipped, not copied out first.
    const out = serializeRow(this.catalog, def.model, row, hiddenOf(def), transient);
    for (const [alias, source] of Object.entries(def.aliases ?? {})) if (source in out) out[alias] = out[source];
    for (const name of Object.keys(computed)) out[name] = computed[name];
    return out;
  }

  /** The computed fields the query asks for, from the row and what their loaders read for the answer. */
  private computed(def: ResourceDefinition, query: ListQuery, row: Row, principal: Principal, loaded: Map<string, unknown>): Row {
    const now = this.now();
    const values: Row = {};
    for (const name of query.appends) values[name] = own(def.appends, name)!.compute(row, { principal, now, loaded: loaded.get(name) });
    return values;
  }

  /** Checks and converts a request body; every refusal is reported at once and nothing is written. */
  private writeData(def: ResourceDefinition, body: unknown, mode: 'create' | 'update', errors: FieldErrorCollector, before?: Row): Row {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw ValidationError.field('body', 'must be a JSON object');
    const model = this.catalog.model(def.model);
    const writable = new Set(mode === 'create' ? (def.creatable ?? []) : (def.updatable ?? []));
    const data: Row = {};
    for (const [key, value] of Object.entries(body as Row)) {
      if (value === undefined) continue;
      // Read views sent back with a save (the key alias, relations, computed fields) are not data.
      if (key === 'id' || key === def.primaryKey || model.relations.has(key) || own(def.relations, key) || own(def.appends, key) || own(def.aliases, key))
        continue;
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
      const outOfBounds = boundsReason(scalar, coerced.value);
      if (outOfBounds) {
        errors.add(key, outOfBounds);
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

  /** Who entered a record comes from the signed-in user; a body naming someone else is refused. */
  private applyStamps(def: ResourceDefinition, principal: Principal, data: Row, errors: FieldErrorCollector): void {
    for (const [field, stamp] of Object.entries(def.stamps ?? {})) {
      const value = stamp(principal);
      if (data[field] !== undefined && data[field] !== null && !sameValue(data[field], value))
        errors.add(field, 'is set to the signed-in user and cannot be sent');
      data[field] = value;
    }
  }

  /**
   * Every link a client user writes must point at a row it may see: another client's load, agent,
   * driver or client looks exactly like one that does not exist, and both are a record not found (404,
   * by field), as another client's record is everywhere (document 1 §6). Reference data (statuses,
   * states, auctions) belongs to no client and is left to the database's own foreign keys. `checked`:
   * values already checked (the row before an update, or what the caller sent); only the others are.
   */
  private async checkForeignKeys(def: ResourceDefinition, principal: Principal, data: Row, db: object, checked?: Row): Promise<void> {
    if (isStaff(principal)) return;
    const model = this.catalog.model(def.model);
    const errors = new FieldErrorCollector();
    for (const [field, value] of Object.entries(data)) {
      const key = model.foreignKeys.get(field);
      // 0 is the portal's "none" on several link columns.
      if (!key || value === null || value === undefined || value === 0) continue;
      if (checked && sameValue(checked[field], value)) continue;
      const target = this.catalog.model(key.model);
      if (!target.clientKey) continue;
      const found = await delegateOf(db, key.model).count({
        where: { AND: [{ [key.references]: value }, { [target.clientKey]: { in: principal.clientIds } }] },
      });
      if (found === 0) errors.add(field, 'refers to a record that does not exist');
    }
    errors.throwIfAnyNotFound();
  }

  /** A client user's writes stay within its own clients. */
  private async applyScopeOnWrite(def: ResourceDefinition, principal: Principal, data: Row, db: object): Promise<void> {
    if (isStaff(principal) || 'none' in def.scope) return;
    if ('relation' in def.scope) {
      const { relation, field, foreignKey } = def.scope;
      if (data[foreignKey] === undefined || data[foreignKey] === null) return;
      // The parent must be one of the principal's rows; another client's parent looks like no parent at all.
      const parentModel = this.catalog.model(this.catalog.model(def.model).relations.get(relation)!.type);
      const parentDelegate = delegateOf(db, parentModel.name);
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
  private async transaction<T>(fn: (tx: TransactionClient) => Promise<T>, within?: TransactionClient, timeout?: number): Promise<T> {
    try {
      if (within) return await fn(within);
      type Transactional = { $transaction<R>(fn: (tx: TransactionClient) => Promise<R>, options?: { timeout?: number }): Promise<R> };
      return await (this.prisma as Transactional).$transaction(fn, timeout ? { timeout } : undefined);
    } catch (error) {
      throw translatePrismaError(error);
    }
  }

  private async recordHistory(tx: object, def: ResourceDefinition, principal: Principal, record: RecordChanges): Promise<void> {
    await this.recordHistoryMany(tx, def, principal, [record]);
  }

  /**
   * The records' own history lines, and those of the records each joins or leaves through a declared link
   * (`history.links`), written in few statements (writeHistory).
   */
  private async recordHistoryMany(tx: object, def: ResourceDefinition, principal: Principal, records: readonly RecordChanges[]): Promise<void> {
    if (!def.history) return;
    const model = this.catalog.model(def.model);
    const text = (field: string, value: unknown) => {
      if (value === null || value === undefined) return null;
      const v = serializeValue(value, model.scalars.get(field)?.dateOnly ?? false);
      return typeof v === 'string' ? v : JSON.stringify(v);
    };
    const objectType = def.history.objectType;
    const links = def.history.links ?? [];
    const entries: HistoryEntry[] = records.flatMap(({ id, changes, before, after }) => [
      ...changes.map((c) => ({
        target_field: c.field,
        value: text(c.field, c.value),
        old_value: text(c.field, c.old),
        object_type: objectType,
        object_type_id: Number(id),
      })),
      ...linkEntries(links, def.primaryKey, before, after),
    ]);
    await writeHistory(tx, principal, entries, this.catalog);
  }
}

/** What a read loads (Prisma's select) and what of it leaves before the answer (see `select`). */
interface Selection {
  prisma: Where;
  transient: Set<string>;
}

/**
 * Selections kept per engine; all are dropped when it is full. The screens ask a few dozen questions all day,
 * and client users have selections of their own only where their clients are in them. A vehicle's
 * selection, with the SQL written for it, is some 20 KB.
 */
const SELECTIONS_KEPT = 500;

const NO_ALIASES: Readonly<Record<string, string>> = Object.freeze({});

/** A definition's hidden fields as a set, built once per definition rather than once per row. */
const hiddenSets = new WeakMap<ResourceDefinition, ReadonlySet<string>>();

function hiddenOf(def: ResourceDefinition): ReadonlySet<string> {
  let hidden = hiddenSets.get(def);
  if (!hidden) hiddenSets.set(def, (hidden = new Set(def.hidden ?? [])));
  return hidden;
}

/** What PostgreSQL needs to write an answer whole: the fields it leaves out, those added after it, and the names it renames. */
function answerShape(def: ResourceDefinition, select: Selection): AnswerShape {
  return { hidden: hiddenOf(def), transient: select.transient, aliases: def.aliases ?? NO_ALIASES };
}

function prepared(def: ResourceDefinition, body: unknown, principal: Principal): unknown {
  if (!def.hooks?.prepare || typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return def.hooks.prepare({ ...(body as Row) }, principal);
}

/** What an update records: each changed field the definition does not leave out of the history. */
function historyChanges(def: ResourceDefinition, data: Row, before: Row): Change[] {
  const ignore = new Set(def.history?.ignore ?? []);
  return Object.keys(data)
    .filter((field) => !ignore.has(field))
    .map((field) => ({ field, value: data[field], old: before[field] }));
}

/** A model's delegate on a client or a transaction. */
function delegateOf(client: object, modelName: string): Delegate {
  const key = modelName.charAt(0).toLowerCase() + modelName.slice(1);
  const delegate = (client as Record<string, Delegate>)[key];
  if (!delegate) throw new Error(`The Prisma client has no model ${modelName}`);
  return delegate;
}

/**
 * What the table itself demands, after the definition's rules and hooks had their say: a never-null
 * column is never emptied, and a create gives one without a default a value. Otherwise the database
 * would refuse the write as a failure of ours, not the caller's.
 */
function checkColumns(model: ModelInfo, data: Row, mode: 'create' | 'update'): void {
  const errors = new FieldErrorCollector();
  for (const [name, column] of model.scalars) {
    if (!column.notNull) continue;
    const missing = mode === 'create' && data[name] === undefined && !column.hasDefault;
    if (data[name] === null || missing) errors.add(name, 'is required');
  }
  errors.throwIfAny();
}

/** On create every required field needs a value; on update a required field may not be emptied. */
function checkRequired(def: ResourceDefinition, data: Row, errors: FieldErrorCollector, mode: 'create' | 'update'): void {
  for (const field of def.required ?? []) {
    if (mode === 'update' && !(field in data)) continue;
    const v = data[field];
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) errors.add(field, 'is required');
  }
}

/** A declared entry by name: names such as `constructor` or `__proto__` are never inherited properties. */
function own<T>(record: Readonly<Record<string, T>> | undefined, name: string): T | undefined {
  return record && Object.hasOwn(record, name) ? record[name] : undefined;
}

function fieldsOf(def: ResourceDefinition, principal: Principal): readonly string[] | undefined {
  return typeof def.fields === 'function' ? def.fields(principal) : def.fields;
}

/** The access a relation obeys: its own declared view's, or the read rule of the resource it reaches. */
export function relationAccess(spec: RelationSpec): Access {
  if (spec.access) return spec.access;
  const route = spec.resource && Object.hasOwn(RESOURCE_ROUTES, spec.resource) ? RESOURCE_ROUTES[spec.resource] : undefined;
  return route?.access.read ?? 'none';
}

function appendAccess(spec: AppendSpec): Access {
  return spec.access ?? 'signed-in';
}

function mayUse(access: Access, principal: Principal): boolean {
  return access === 'signed-in' || (access === 'staff' && isStaff(principal));
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

/**
 * A definition without `creatable` (or `updatable`) is read-only for that action, whatever its route
 * lets a role call: refused like an action nobody may take, never a write of whatever the defaults hold.
 */
function assertWritable(def: ResourceDefinition, action: 'create' | 'update'): void {
  if ((action === 'create' ? def.creatable : def.updatable) === undefined) throw new ForbiddenError(`This action is not allowed on ${def.name}`);
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
    [
      'fields',
      typeof def.fields === 'function'
        ? [
            ...def.fields({ userid: 0, username: '', roleid: 2, clientid: null, clientIds: [] }),
            ...def.fields({ userid: 0, username: '', roleid: 1, clientid: 0, clientIds: [0] }),
          ]
        : def.fields,
    ],
  ];
  for (const [list, fields] of scalarLists) for (const f of fields ?? []) if (!model.scalars.has(f)) problems.push(`${list}: ${f}`);
  for (const [name, spec] of Object.entries(def.relations ?? {})) checkRelation(catalog, model, name, spec, problems);
  for (const [name, spec] of Object.entries(def.appends ?? {})) {
    if (spec.include && !spec.access) problems.push(`append ${name} reads relations: declare its access`);
    if (spec.load && !spec.access) problems.push(`append ${name} reads other tables: declare its access`);
  }
  if (def.pageSize.max > MAX_PAGE_SIZE) problems.push(`pageSize.max: at most ${MAX_PAGE_SIZE}`);
  for (const field of Object.keys(def.stamps ?? {})) if (!model.scalars.has(field)) problems.push(`stamps: ${field}`);
  for (const name of def.readWith ?? []) if (!own(def.relations, name)) problems.push(`readWith: ${name}`);
  if ('field' in def.scope && !('relation' in def.scope) && !model.scalars.has(def.scope.field)) problems.push(`scope: ${def.scope.field}`);
  if ('relation' in def.scope) {
    if (!model.relations.has(def.scope.relation)) problems.push(`scope relation: ${def.scope.relation}`);
    if (!model.scalars.has(def.scope.foreignKey)) problems.push(`scope foreignKey: ${def.scope.foreignKey}`);
  }
  if (problems.length) throw new Error(`Resource ${def.name} names fields ${def.model} does not have: ${problems.join('; ')}`);
  const countsIssues = countsProblems(def, catalog);
  if (countsIssues.length) throw new Error(`Resource ${def.name}: ${countsIssues.join('; ')}`);
}

function checkRelation(catalog: ModelCatalog, model: ModelInfo, name: string, spec: RelationSpec, problems: string[]): void {
  const field = spec.field ?? name;
  const relation = model.relations.get(field);
  if (!relation) {
    problems.push(`relation: ${name}`);
    return;
  }
  const target = catalog.model(relation.type);
  if (spec.resource && !Object.hasOwn(RESOURCE_ROUTES, spec.resource)) problems.push(`relation ${name}: unknown resource ${spec.resource}`);
  if (!spec.resource && !(spec.access && spec.select))
    problems.push(`relation ${name}: name the resource it reaches, or declare its access and the fields it exposes (select)`);
  for (const f of [...(spec.filterable ?? []), ...(spec.sortable ?? []), ...(spec.select ?? [])]) if (!target.scalars.has(f)) problems.push(`${name}.${f}`);
  for (const [nestedName, nestedSpec] of Object.entries(spec.nested ?? {})) checkRelation(catalog, target, nestedName, nestedSpec, problems);
}

/** Prisma arguments of a relation read with a `select` of its own. */
function isSelectArgs(value: unknown): value is { select: Where } {
  return typeof value === 'object' && value !== null && typeof (value as { select?: unknown }).select === 'object';
}
