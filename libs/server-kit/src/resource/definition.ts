import type { Access, ListQuery, OrderClause, Principal, ResourceAccess } from '@portal/contracts';
import type { Prisma } from '@portal/db';
import type { HistoryLink } from './history.js';

/** The database as hooks see it: the write's own transaction. */
export type TransactionClient = Prisma.TransactionClient;

export type { Access };

/**
 * A relation `with[]` may load and filters may reach. It obeys an access rule, so it never shows what
 * the caller could not read directly: either the read rule of the resource it reaches (`resource`),
 * or its own (`access`) for a narrow view it declares field by field (`select`), such as a vehicle's
 * client's name for a client user who may not read the clients admin.
 */
export interface RelationSpec {
  /** The resource whose read access applies (`RESOURCE_ROUTES[resource].access.read`). */
  resource?: string;
  /** Who may load this declared view, when it is not a resource's whole read. Needs `select`. */
  access?: Access;
  /** The Prisma relation field; defaults to the `with[]` name. */
  field?: string;
  /** A to-many relation (filters match when some related row matches). */
  many?: boolean;
  /** Related fields that may be filtered as `relation.field`. */
  filterable?: readonly string[];
  /** Related fields that may be sorted as `relation.field` (to-one relations only). */
  sortable?: readonly string[];
  /** Only these related fields are sent; default every scalar field the related model has. */
  select?: readonly string[];
  /** Related fields that must never be sent (password hashes, tokens). */
  hidden?: readonly string[];
  /** Nested relations always loaded with this one, e.g. `title_application_types: { nested: { state: {} } }`. */
  nested?: Record<string, RelationSpec>;
  /** For to-many relations: the order and cap of the loaded rows (100 when not given, at most 1000). */
  orderBy?: Record<string, 'asc' | 'desc'>;
  take?: number;
  /** Extra condition on loaded to-many rows (e.g. only images not deleted). */
  where?: Record<string, unknown>;
}

export interface AppendContext {
  principal: Principal;
  now: Date;
  /** What the append's `load` answered for the rows of this answer (a page, or the one row read). */
  loaded?: unknown;
}

/** What an append's `load` is given: the rows of the answer, and the service's database to read from. */
export interface AppendLoadContext {
  principal: Principal;
  now: Date;
  db: object;
}

export interface AppendSpec {
  /**
   * Who may ask for it; required when it reads relations (`include`), since it then shows what
   * those hold (amounts of staff-only rack rates, counts of staff-only notes, ...).
   */
  access?: Access;
  /** Relations or counts the computation needs, merged into the query's select. */
  include?: Record<string, unknown>;
  /** Scalar fields the computation reads, loaded even when a narrow `fields` list leaves them out. */
  needs?: readonly string[];
  /**
   * Reads what the computation needs for all the rows at once (a page of 50 is a few queries, not 50),
   * before `compute` runs per row with the result as `ctx.loaded`, e.g. the rate tables for fees.
   */
  load?: (rows: readonly Record<string, unknown>[], ctx: AppendLoadContext) => Promise<unknown>;
  compute: (row: Record<string, unknown>, ctx: AppendContext) => unknown;
}

export interface SortKeySpec {
  access: Access;
  orderBy: (direction: 'asc' | 'desc') => Record<string, unknown>;
}

/** Where the client a row belongs to is found, for scoping client users. */
export type ClientScope =
  | { field: string }
  /** Scoped through a parent row, e.g. a note through its vehicle; `foreignKey` is the column pointing at it. */
  | { relation: string; field: string; foreignKey: string }
  | { none: true; reason: string };

/**
 * A table the database keeps of how many rows each group of the resource holds (by triggers, in the
 * write's own transaction), so a list's exact total is a sum over a few groups rather than a count
 * of every matching row. Each counts row stands for `sum` rows of the resource sharing its
 * dimension values; the columns carry the resource's field names and types. A list whose every
 * condition (filters, groups, the client scope) names only dimensions is totalled from it; any other
 * falls back to counting.
 */
export interface CountsSpec {
  /** The Prisma model of the counts table. */
  model: string;
  /** The resource's fields the table groups by; the client scope field must be one of them. */
  dimensions: readonly string[];
  /** The column holding how many rows a counts row stands for. */
  sum: string;
  /**
   * The table counts only the rows meeting the resource's base condition (its triggers hold the same
   * condition in SQL, see migration 0022): lists are then totalled from it as for a resource without
   * one. Only for a base condition that is the same for every caller (an object, not a function).
   */
  countsBase?: true;
}

export interface WriteContext {
  principal: Principal;
  /** Values after coercion, ready for Prisma. Hooks may change them. */
  data: Record<string, unknown>;
  /** The row as it was, for updates. */
  before?: Record<string, unknown>;
  /** The write's transaction: what a rule reads and writes here commits or rolls back with the write. */
  db: TransactionClient;
}

export interface AfterWriteContext {
  principal: Principal;
  /** The row as written. */
  row: Record<string, unknown>;
  /** The row as it was (updates). */
  before?: Record<string, unknown>;
  /** The write's transaction: anything done with it commits or rolls back with the write. */
  tx: TransactionClient;
}

export interface ResourceDefinition {
  /** The name in the path: `/api/{name}`. */
  name: string;
  /** The Prisma model it reads and writes. */
  model: string;
  primaryKey: string;
  /** Scalar fields never loaded nor sent, in any answer. */
  hidden?: readonly string[];
  /** When set, only these scalar fields are loaded and sent; per principal for a view that shows staff more. */
  fields?: readonly string[] | ((principal: Principal) => readonly string[]);
  /** Extra names for a field in every answer, e.g. `client_id` beside `clientid`. */
  aliases?: Record<string, string>;
  filterable: readonly string[];
  sortable: readonly string[];
  /**
   * Sorts by what is not a column, each named as `order_by[]` names it: a Prisma order clause per
   * direction (a relation's `_count`, ...), and who may sort by it, since the order tells what it counts.
   */
  sortKeys?: Record<string, SortKeySpec>;
  /** Fields a create may set; omit for a read-only resource. */
  creatable?: readonly string[];
  /** Fields an update may set; omit for a read-only resource. */
  updatable?: readonly string[];
  /** Fields a create must carry (a non-empty value). */
  required?: readonly string[];
  /** Values a create starts from before the body is applied (placeholders such as NEW CLIENT). */
  createDefaults?: (principal: Principal) => Record<string, unknown>;
  /**
   * Fields a create takes from the caller, never from the body (who entered a record): a body that
   * sends another value is refused.
   */
  stamps?: Record<string, (principal: Principal) => unknown>;
  relations?: Record<string, RelationSpec>;
  /** Relations a read by id always loads (a detail page's whole record), beside any `with[]` asked. */
  readWith?: readonly string[];
  appends?: Record<string, AppendSpec>;
  /** Exact totals from a counts table for the list shapes it covers (see CountsSpec). */
  counts?: CountsSpec;
  /** A named variant's fixed condition, e.g. clients_active: clientactive = 2. */
  baseWhere?: Record<string, unknown> | ((principal: Principal) => Record<string, unknown>);
  defaultOrder: readonly OrderClause[];
  pageSize: { default: number; max: number };
  /** Normally `RESOURCE_ROUTES[name].access`, the table the gateway enforces too. */
  access: ResourceAccess;
  scope: ClientScope;
  hooks?: {
    /** Checks a parsed list query beyond the declaration (a view that answers only exact questions). */
    beforeList?: (query: ListQuery, principal: Principal) => void;
    /** Reads the raw body before any field is converted (e.g. a decoder's "UNKNOWN" year meaning no year). */
    prepare?: (body: Record<string, unknown>, principal: Principal) => Record<string, unknown>;
    /** Business rules before a create; throw a DomainError to refuse. */
    beforeCreate?: (ctx: WriteContext) => void | Promise<void>;
    beforeUpdate?: (ctx: WriteContext & { before: Record<string, unknown> }) => void | Promise<void>;
    /** Rules before a delete, in its transaction (an empty load only); throw a DomainError to refuse. */
    beforeDelete?: (ctx: { principal: Principal; before: Record<string, unknown>; db: TransactionClient }) => void | Promise<void>;
    /** Follow-up writes in the same transaction (a note on a new vehicle, a timer, ...). */
    afterCreate?: (ctx: AfterWriteContext) => void | Promise<void>;
    afterUpdate?: (ctx: AfterWriteContext & { before: Record<string, unknown> }) => void | Promise<void>;
  };
  /**
   * Record every change in history_items (who, when, field, old and new value) under this object
   * type, in the same transaction as the write. Fields in `ignore` are not recorded. A record that joins
   * or leaves another through one of `links` is recorded in the other's history too (a vehicle added to
   * or removed from a load, in the load's), in the same transaction.
   */
  history?: { objectType: string; ignore?: readonly string[]; links?: readonly HistoryLink[] };
}

/** Checks a definition while typing it, without widening its literal types. */
export function defineResource<const T extends ResourceDefinition>(definition: T): T {
  return definition;
}
