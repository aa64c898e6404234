// Whose row is it? The client a row of any model belongs to, worked out from the schema's metadata
// (each model's client column and foreign keys) and the engine's scope declarations, and read from the
// database, never from what the API answers.
import { ACTOR_MODELS } from './entries.mjs';

/** A model's Prisma delegate (`VehicleNote` → `prisma.vehicleNote`). */
export function delegateOf(prisma, model) {
  return prisma[model.charAt(0).toLowerCase() + model.slice(1)];
}

/**
 * An owner path is `{ field }` (the row's own client column), `{ relation, fk, parent }` (the client of
 * the parent row it points at), `null` (the model belongs to no client: reference data) or
 * `{ ambiguous }` (several links could make it a client's; the engine's scope declaration must say).
 */
export class Owners {
  #paths = new Map();

  constructor(prisma, catalog, definitions) {
    this.prisma = prisma;
    this.catalog = catalog;
    this.definitions = [...definitions.values()].map((d) => d.def);
  }

  path(model) {
    if (!this.#paths.has(model)) this.#paths.set(model, this.#declared(model) ?? this.#derived(model, new Set()));
    return this.#paths.get(model);
  }

  /** What the engine's definitions of this model say, when one of them scopes it. */
  #declared(model) {
    const def = this.definitions.find((d) => d.model === model && !('none' in d.scope));
    if (!def) return undefined;
    if (!('relation' in def.scope)) return { field: def.scope.field };
    const parent = this.catalog.model(model).relations.get(def.scope.relation)?.type;
    return { relation: def.scope.relation, fk: def.scope.foreignKey, parent };
  }

  #derived(model, seen) {
    const info = this.catalog.model(model);
    if (info.clientKey) return { field: info.clientKey };
    seen.add(model);
    const links = [];
    for (const [fk, key] of info.foreignKeys) {
      if (ACTOR_MODELS.includes(key.model) || seen.has(key.model)) continue;
      const parentPath = this.#paths.get(key.model) ?? this.#declared(key.model) ?? this.#derived(key.model, new Set(seen));
      if (parentPath && !parentPath.ambiguous) links.push({ relation: key.relation, fk, parent: key.model });
    }
    if (links.length === 0) return null;
    if (links.length === 1) return links[0];
    return { ambiguous: links.map((l) => l.fk) };
  }

  primaryKey(model) {
    return this.catalog.model(model).primaryKey;
  }

  /** A Prisma condition: rows owned by one of `clientIds`; undefined for a model of no client. */
  where(model, clientIds) {
    const path = this.#usable(model);
    if (!path) return undefined;
    if ('field' in path) return { [path.field]: { in: clientIds } };
    return { [path.relation]: { is: this.where(path.parent, clientIds) } };
  }

  /** The Prisma select that reads a row's owner. */
  select(model) {
    const path = this.#usable(model);
    const select = { [this.primaryKey(model)]: true };
    if (!path) return select;
    if ('field' in path) select[path.field] = true;
    else select[path.relation] = { select: this.select(path.parent) };
    return select;
  }

  /** The owner of a row read with `select(model)`. */
  ownerOfRow(model, row) {
    const path = this.#usable(model);
    if (!path || !row) return null;
    if ('field' in path) return row[path.field] ?? null;
    return this.ownerOfRow(path.parent, row[path.relation]);
  }

  /** pk → owner (null: belongs to no client) of the given rows of `model`, read from the database. */
  async owners(model, keys, column = this.primaryKey(model)) {
    const wanted = [...new Set(keys.filter((k) => k !== null && k !== undefined))];
    const found = new Map();
    if (wanted.length === 0) return found;
    const rows = await delegateOf(this.prisma, model).findMany({ where: { [column]: { in: wanted } }, select: { ...this.select(model), [column]: true } });
    for (const row of rows) found.set(row[column], this.ownerOfRow(model, row));
    return found;
  }

  #usable(model) {
    const path = this.path(model);
    if (path?.ambiguous) {
      throw new Error(`${model} could belong to a client through ${path.ambiguous.join(' or ')}: scope a resource of it, or list the actor in ACTOR_MODELS`);
    }
    return path;
  }
}
