// Checks that what an answer holds is the caller's: every row, and every related row loaded with it,
// belongs to one of the caller's clients (or to no client), judged by the database, not by the answer.
import assert from 'node:assert/strict';
import { MODEL_META } from '@portal/db';

export class ScopeCheck {
  #canaries = new Map();

  constructor(prisma, catalog, owners) {
    this.prisma = prisma;
    this.catalog = catalog;
    this.owners = owners;
  }

  allowed(role, owner) {
    return role.scope === null || role.scope.includes(owner);
  }

  /** Every row of a list or read answer is the caller's; then every related row it carries. */
  async rows(info, role, rows, what) {
    if (role.scope === null) return;
    if (info.kind === 'unscoped') return this.#unscopedRows(info, role, rows, what);
    if (info.owner) {
      const keys = rows.map((row) => row[info.pk] ?? row.id);
      assert.ok(
        keys.every((k) => k !== undefined),
        `${what}: rows without their key ${info.pk}; declare how to tell whose they are`,
      );
      const owners = await this.owners.owners(info.model, keys);
      for (const key of keys) {
        assert.ok(this.allowed(role, owners.get(key)), `${what}: row ${info.pk}=${key} belongs to client ${owners.get(key)}, outside ${role.scope}`);
      }
    }
    await this.related(info.model, info.def.relations ?? {}, rows, role, what);
    await this.noCanary(role, JSON.stringify(rows), what);
  }

  /** A declared exact-question view: another client's rows show only the declared fields. */
  async #unscopedRows(info, role, rows, what) {
    for (const row of rows) {
      const extra = Object.keys(row).filter((f) => !info.unscoped.clientFields.includes(f));
      assert.deepEqual(extra, [], `${what}: ${info.name} shows a client user more than ${info.unscoped.clientFields.join(', ')}`);
    }
  }

  /** The related rows of `parents` (and theirs, for nested relations), each attributed to a client. */
  async related(model, relations, parents, role, what) {
    for (const [name, spec] of Object.entries(relations)) {
      const field = spec.field ?? name;
      const pairs = parents.flatMap((parent) => {
        const value = parent?.[field];
        if (value === undefined || value === null) return [];
        return (Array.isArray(value) ? value : [value]).map((item) => ({ parent, item }));
      });
      if (pairs.length === 0) continue;
      const target = this.catalog.model(model).relations.get(field).type;
      const owners = await this.#ownersOfRelated(model, field, target, pairs, `${what} ${name}`);
      owners.forEach((owner, i) => {
        assert.ok(
          owner === null || this.allowed(role, owner),
          `${what}: ${name} (${target}) of client ${owner}, outside ${role.scope}: ${JSON.stringify(pairs[i].item)}`,
        );
      });
      await this.related(
        target,
        spec.nested ?? {},
        pairs.map((p) => p.item),
        role,
        what,
      );
    }
  }

  /** Whose each related row is: its client column, its key looked up, or the parent it hangs from. */
  async #ownersOfRelated(model, field, target, pairs, what) {
    const path = this.owners.path(target);
    const none = () => pairs.map(() => null);
    if (path === null) return none();
    const pk = this.catalog.model(target).primaryKey;
    const items = pairs.map((p) => p.item);
    if ('field' in path && items.every((item) => path.field in item)) return items.map((item) => item[path.field]);
    if (items.every((item) => pk in item)) {
      const owners = await this.owners.owners(
        target,
        items.map((item) => item[pk]),
      );
      return items.map((item) => owners.get(item[pk]) ?? null);
    }
    // Hanging from the parent (a vehicle's timers): they are the parent's, and the parent was checked.
    if ('fk' in path && path.parent === model) return none();
    // The client's own one-row children (its defaults) point back at the client checked as the parent.
    if ('field' in path && MODEL_META[target]?.foreignKeys[path.field]?.model === model) return none();
    const link = Object.entries(MODEL_META[model]?.foreignKeys ?? {}).find(([, key]) => key.relation === field);
    if (link && pairs.every((p) => p.parent[link[0]] !== undefined)) {
      const owners = await this.owners.owners(
        target,
        pairs.map((p) => p.parent[link[0]]),
        link[1].references,
      );
      return pairs.map((p) => owners.get(p.parent[link[0]]) ?? null);
    }
    throw new assert.AssertionError({ message: `${what}: cannot tell whose ${target} rows are; select their key ${pk} or ${path.field ?? path.fk}` });
  }

  /** No name or VIN of a client outside the caller's scope appears anywhere in the text. */
  async noCanary(role, text, what) {
    if (role.scope === null) return;
    const { vins, names } = await this.canaries(role);
    const leaked = (text.match(/(?<![A-Z0-9])[A-Z0-9]{17}(?![A-Z0-9])/g) ?? []).find((vin) => vins.has(vin)) ?? names.find((name) => text.includes(name));
    assert.equal(leaked, undefined, `${what}: the answer names "${leaked}", which belongs to a client outside ${role.scope}`);
  }

  /** The VINs and names of the clients outside the role's scope (less any an own client shares, as copies may). */
  canaries(role) {
    const key = JSON.stringify(role.scope);
    if (!this.#canaries.has(key)) {
      const read = async (where) => ({
        names: (await this.prisma.client.findMany({ where, select: { clientname: true } })).map((c) => c.clientname),
        vins: (await this.prisma.vehicle.findMany({ where, select: { vehiclevin: true } })).map((v) => v.vehiclevin),
      });
      this.#canaries.set(
        key,
        (async () => {
          const own = await read({ clientid: { in: role.scope } });
          const outside = await read({ clientid: { notIn: role.scope } });
          const vins = outside.vins.filter((vin) => vin && !own.vins.includes(vin));
          // Whole VINs are looked up; any other text (a name, an odd VIN) is searched for.
          const texts = [...outside.names.filter((name) => name && !own.names.includes(name)), ...vins.filter((vin) => vin.length !== 17)];
          return { vins: new Set(vins.filter((vin) => vin.length === 17)), names: texts.filter((t) => t.length >= 8) };
        })(),
      );
    }
    return this.#canaries.get(key);
  }
}
