// Rows the matrix points at: a resource's row of a given client, a throwaway copy for a write that
// may succeed, an id no row has. Written straight to the database, never through the API under test.
import { translatePrismaError } from '@portal/server-kit';
import { delegateOf } from './owners.mjs';

const TAG = () => Math.random().toString(36).slice(2, 8).toUpperCase();

/** A definition's base condition (named variants such as clients_active) for a principal. */
export function baseWhere(def, principal) {
  return typeof def.baseWhere === 'function' ? def.baseWhere(principal) : def.baseWhere;
}

export function and(...parts) {
  const present = parts.filter(Boolean);
  return present.length ? { AND: present } : {};
}

export class Fixtures {
  #samples = new Map();

  constructor(prisma, catalog, owners) {
    this.prisma = prisma;
    this.catalog = catalog;
    this.owners = owners;
  }

  /** A row of the resource owned by `clientId` (null: any row; `notKey`: another than that one), made when none exists. */
  async sample(info, clientId, { principal, notKey } = {}) {
    const base = baseWhere(info.def, principal);
    const key = JSON.stringify([info.model, clientId, base, notKey]);
    if (!this.#samples.has(key)) this.#samples.set(key, this.#findOrMake(info.model, clientId, base, notKey));
    return this.#samples.get(key);
  }

  /** A row of `model` owned by `clientId` (null: any row), made when none exists. */
  rowOf(model, clientId) {
    const key = JSON.stringify([model, clientId]);
    if (!this.#samples.has(key)) this.#samples.set(key, this.#findOrMake(model, clientId));
    return this.#samples.get(key);
  }

  async #findOrMake(model, clientId, base, notKey) {
    const pk = this.owners.primaryKey(model);
    const owned = clientId === null ? undefined : this.owners.where(model, [clientId]);
    const other = notKey === undefined ? undefined : { NOT: { [pk]: notKey } };
    const delegate = delegateOf(this.prisma, model);
    const found = await delegate.findFirst({ where: and(base, owned, other), orderBy: { [pk]: 'asc' } });
    if (found) return found;
    // A client's own row (the client itself) cannot be copied for it: its row outside the variant is used.
    if (clientId !== null && this.owners.path(model)?.field === pk) return delegate.findFirstOrThrow({ where: and(owned, other) });
    return this.makeRow(model, clientId, base);
  }

  /**
   * A new row of `model` owned by `clientId` (null: of no client in particular), copied from an
   * existing one with its owner link pointed at that client. Unique text columns get a fresh value;
   * a unique link (one row per client) gets a fresh parent, so the copy's owner is read back.
   */
  async makeRow(model, clientId, base) {
    const delegate = delegateOf(this.prisma, model);
    const info = this.catalog.model(model);
    const pk = info.primaryKey;
    const owned = clientId === null ? undefined : this.owners.where(model, [clientId]);
    const matching =
      (await delegate.findFirst({ where: and(base, owned), orderBy: { [pk]: 'asc' } })) ??
      (await delegate.findFirst({ where: and(base), orderBy: { [pk]: 'asc' } }));
    const template = matching ?? (await delegate.findFirst({ orderBy: { [pk]: 'asc' } }));
    if (!template) throw new Error(`no ${model} row to copy for a fixture: the demo data needs one`);
    const data = {};
    for (const [name, scalar] of info.scalars) {
      if (name === pk || (scalar.type === 'Json' && template[name] === null)) continue;
      data[name] = template[name];
    }
    Object.assign(data, equalities(base, Boolean(matching)));
    const path = clientId === null ? null : this.owners.path(model);
    if (path && 'field' in path && path.field !== pk) data[path.field] = clientId;
    if (path && 'fk' in path) {
      const parent = await this.rowOf(path.parent, clientId);
      data[path.fk] = parent[info.foreignKeys.get(path.fk).references];
    }
    if (clientId !== null) await this.#dropForeignLinks(info, data, clientId, path && 'fk' in path ? path.fk : undefined);
    return this.#create(model, data);
  }

  /**
   * The copy of another client's row keeps no link to that client's records (its transporter, its lot): a
   * client's own record links only to its own, so what a test then points at another client is a change.
   */
  async #dropForeignLinks(info, data, clientId, ownerLink) {
    for (const [field, key] of info.foreignKeys) {
      if (field === ownerLink || data[field] === null || data[field] === undefined || info.scalars.get(field)?.notNull) continue;
      const target = this.catalog.model(key.model);
      if (!target.clientKey || key.model === 'Client') continue;
      const linked = await delegateOf(this.prisma, key.model).findFirst({ where: { [key.references]: data[field] }, select: { [target.clientKey]: true } });
      if (linked && linked[target.clientKey] !== clientId) data[field] = null;
    }
  }

  async #create(model, data, attempts = 4) {
    try {
      return await delegateOf(this.prisma, model).create({ data });
    } catch (error) {
      // A column the database computes (a VIN's last six) takes no value.
      const generated = /non-DEFAULT value into column "(\w+)"/.exec(error?.message ?? '')?.[1];
      if (generated && generated in data && attempts > 0) {
        delete data[generated];
        return this.#create(model, data, attempts - 1);
      }
      const named = Object.keys(translatePrismaError(error)?.errors ?? {});
      if (error?.code !== 'P2002' || attempts === 0 || named.length === 0) throw error;
      const info = this.catalog.model(model);
      // A unique index over several columns is named after them: a fresh parent for its first link makes it new.
      const fields = named.flatMap((name) => (info.scalars.has(name) ? [name] : [...info.foreignKeys.keys()].filter((fk) => name.includes(fk)).slice(0, 1)));
      for (const field of fields) {
        const scalar = info.scalars.get(field);
        const key = info.foreignKeys.get(field);
        if (scalar?.type === 'String') data[field] = fresh(data[field], scalar.maxLength);
        else if (key) data[field] = (await this.makeRow(key.model, null))[key.references];
        else throw error;
      }
      return this.#create(model, data, attempts - 1);
    }
  }

  /** An id above every row's: the record that does not exist. */
  async missingKey(model) {
    const pk = this.owners.primaryKey(model);
    const last = await delegateOf(this.prisma, model).findFirst({ orderBy: { [pk]: 'desc' }, select: { [pk]: true } });
    return (last?.[pk] ?? 0) + 1_000_000;
  }

  /** The whole row as stored, to compare before and after a refused write. */
  async snapshot(model, key) {
    const pk = this.owners.primaryKey(model);
    return delegateOf(this.prisma, model).findUnique({ where: { [pk]: key } });
  }
}

/**
 * `{ complete: false, roleid: 1 }` of a base condition. Any other condition (a range, a relation, a NOT)
 * cannot be copied into a row: it holds only when the row was copied from one that meets the condition.
 */
function equalities(base, copiedFromMatch) {
  if (!base) return {};
  const plain = Object.entries(base).filter(([, value]) => value === null || typeof value !== 'object');
  if (plain.length < Object.keys(base).length && !copiedFromMatch) throw new Error(`cannot build a row for the base condition ${JSON.stringify(base)}`);
  return Object.fromEntries(plain);
}

function fresh(value, maxLength = 60) {
  const tag = TAG();
  return `${String(value ?? '').slice(0, Math.max(0, maxLength - tag.length - 1))}-${tag}`.slice(-maxLength);
}
