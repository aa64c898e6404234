/** Scalar types as Prisma names them. */
export type ScalarType = 'Int' | 'BigInt' | 'Float' | 'Decimal' | 'String' | 'Boolean' | 'DateTime' | 'Json' | 'Bytes';

export interface ScalarField {
  kind: 'scalar' | 'enum';
  name: string;
  type: ScalarType | string;
  /** Stored as a calendar date (`@db.Date`): read and written as YYYY-MM-DD. */
  dateOnly: boolean;
}

export interface RelationField {
  kind: 'object';
  name: string;
  /** The related model's name. */
  type: string;
}

export interface ModelInfo {
  name: string;
  primaryKey?: string;
  scalars: Map<string, ScalarField>;
  relations: Map<string, RelationField>;
}

/** What Prisma's runtime model leaves out: the key and the calendar-date columns of each model. */
export type ModelMeta = Record<string, { primaryKey?: string; dateOnly?: readonly string[] }>;

interface RuntimeDataModel {
  models: Record<string, { fields: { name: string; kind: string; type: string }[] }>;
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
      const info: ModelInfo = { name, primaryKey: meta[name]?.primaryKey, scalars: new Map(), relations: new Map() };
      const dates = new Set(meta[name]?.dateOnly ?? []);
      for (const field of model.fields) {
        if (field.kind === 'object') info.relations.set(field.name, { kind: 'object', name: field.name, type: field.type });
        else info.scalars.set(field.name, { kind: field.kind === 'enum' ? 'enum' : 'scalar', name: field.name, type: field.type, dateOnly: dates.has(field.name) });
      }
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
}
