/** Scalar types as Prisma names them. */
export type ScalarType = 'Int' | 'BigInt' | 'Float' | 'Decimal' | 'String' | 'Boolean' | 'DateTime' | 'Json' | 'Bytes';

export interface ScalarField {
  kind: 'scalar' | 'enum';
  name: string;
  type: ScalarType | string;
  /** Stored as a calendar date (`@db.Date`): read and written as YYYY-MM-DD. */
  dateOnly: boolean;
  /** A stamp stored with a zone (`@db.Timestamptz`); other stamps hold UTC without one. */
  zoned?: boolean;
  /** A declared text length (`@db.VarChar(n)`). */
  maxLength?: number;
  /** Precision and scale of a decimal column (`@db.Decimal(p, s)`). */
  decimal?: readonly [number, number];
  /** Never null (no `?` in the schema): Prisma refuses a null condition or value for it. */
  notNull?: boolean;
  /** The database fills it when a create leaves it out (a default, an update stamp). */
  hasDefault?: boolean;
  /**
   * A text whose every suffix of three characters or more, lower-cased, the database keeps as rows of a
   * relation (`relation`, its text in `field`): the rows whose text holds a part are those with a suffix
   * starting with it, found by the suffixes' key without reading the rows (migration 0023).
   */
  parts?: { relation: string; field: string };
}

/** The scalar that points at another model's row. */
export interface ForeignKey {
  /** The relation field it backs, e.g. `client_load`. */
  relation: string;
  /** The model it points at. */
  model: string;
  /** The column of that model it holds. */
  references: string;
}

export interface RelationField {
  kind: 'object';
  name: string;
  /** The related model's name. */
  type: string;
  /** Prisma's name of the relation, the same on both of its sides. */
  relationName?: string;
  /** A to-many relation (the field holds a list). */
  list: boolean;
}

export interface ModelInfo {
  name: string;
  /** Its table (`@@map`), for the few statements the engine writes itself. */
  table: string;
  /** Each scalar's column, where the schema stores it under another name (`@map`). */
  columns: ReadonlyMap<string, string>;
  primaryKey?: string;
  scalars: Map<string, ScalarField>;
  relations: Map<string, RelationField>;
  /** Foreign-key scalar → what it points at. */
  foreignKeys: Map<string, ForeignKey>;
  /**
   * The column holding the client a row belongs to: the key of a client itself, else its `clientid`
   * or `client_id`. Undefined for reference data, which belongs to no client.
   */
  clientKey?: string;
}

/** What Prisma's runtime model leaves out: the key, the calendar-date and never-null columns of each model, and more. */
export type ModelMeta = Record<
  string,
  {
    primaryKey?: string;
    dateOnly?: readonly string[];
    zoned?: readonly string[];
    varchar?: Readonly<Record<string, number>>;
    decimal?: Readonly<Record<string, readonly [number, number]>>;
    foreignKeys?: Readonly<Record<string, ForeignKey>>;
    notNull?: readonly string[];
    defaulted?: readonly string[];
    columns?: Readonly<Record<string, string>>;
    lists?: readonly string[];
    parts?: Readonly<Record<string, { relation: string; field: string }>>;
  }
>;

/** The model of the clients themselves: its key is the client a client row belongs to. */
const CLIENT_MODEL = 'Client';

interface RuntimeDataModel {
  models: Record<string, { dbName?: string | null; fields: { name: string; kind: string; type: string; relationName?: string }[] }>;
}

/**
 * Field names and types of every model, read from the generated Prisma client so resource
 * definitions never repeat them. Prisma's runtime model does not carry native types, so the
 * calendar-date columns are passed in separately.
 */
export class ModelCatalog {
  private readonly models = new Map<string, ModelInfo>();

  constructor(runtime: RuntimeDataModel, meta: ModelMeta = {}) {
    for (const [name, model] of Object.entries(runtime.models)) {
      const m = meta[name] ?? {};
      const info: ModelInfo = {
        name,
        table: model.dbName ?? name,
        columns: new Map(Object.entries(m.columns ?? {})),
        primaryKey: m.primaryKey,
        scalars: new Map(),
        relations: new Map(),
        foreignKeys: new Map(Object.entries(m.foreignKeys ?? {})),
      };
      const dates = new Set(m.dateOnly ?? []);
      const zoned = new Set(m.zoned ?? []);
      const notNull = new Set(m.notNull ?? []);
      const defaulted = new Set(m.defaulted ?? []);
      const lists = new Set(m.lists ?? []);
      for (const field of model.fields) {
        if (field.kind === 'object') {
          info.relations.set(field.name, { kind: 'object', name: field.name, type: field.type, relationName: field.relationName, list: lists.has(field.name) });
          continue;
        }
        const scalar: ScalarField = { kind: field.kind === 'enum' ? 'enum' : 'scalar', name: field.name, type: field.type, dateOnly: dates.has(field.name) };
        if (zoned.has(field.name)) scalar.zoned = true;
        if (m.varchar && Object.hasOwn(m.varchar, field.name)) scalar.maxLength = m.varchar[field.name];
        if (m.decimal && Object.hasOwn(m.decimal, field.name)) scalar.decimal = m.decimal[field.name];
        if (notNull.has(field.name)) scalar.notNull = true;
        if (defaulted.has(field.name)) scalar.hasDefault = true;
        if (m.parts && Object.hasOwn(m.parts, field.name)) scalar.parts = m.parts[field.name];
        info.scalars.set(field.name, scalar);
      }
      info.clientKey = name === CLIENT_MODEL ? m.primaryKey : ['clientid', 'client_id'].find((f) => info.scalars.has(f));
      this.models.set(name, info);
    }
  }

  static fromClient(client: unknown, meta?: ModelMeta): ModelCatalog {
    const runtime = (client as { _runtimeDataModel?: RuntimeDataModel })._runtimeDataModel;
    if (!runtime) throw new Error('The Prisma client exposes no runtime data model');
    return new ModelCatalog(runtime, meta);
  }

  model(name: string): ModelInfo {
    const info = this.models.get(name);
    if (!info) throw new Error(`Unknown model ${name}`);
    return info;
  }

  has(name: string): boolean {
    return this.models.has(name);
  }

  all(): Iterable<ModelInfo> {
    return this.models.values();
  }
}
