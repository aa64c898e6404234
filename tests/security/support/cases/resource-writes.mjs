// The write triples of a resource: create, update and delete aimed at the caller's own client, another
// client and a record that does not exist. A write that may succeed works on a throwaway row; after a
// refusal the database is read again and must hold exactly what it held before.
import assert from 'node:assert/strict';
import { REFUSED, assertStatus, gate } from '../expect.mjs';
import { send } from '../http.mjs';
import { delegateOf } from '../owners.mjs';
import { visible } from '../visibility.mjs';

const TAG = () => Math.random().toString(36).slice(2, 8).toUpperCase();

/**
 * The targets of a write: whose record it is (null: a record of no client), or none at all. A record
 * that is its own client (a client) is created as a new one: no body can make it another's.
 */
function targets(info, role, action) {
  const ownsItself = info.owner && info.owner.field === info.pk;
  if (!info.owner || (action === 'create' && ownsItself)) return [{ name: 'new record', client: null }];
  return [
    { name: 'own client', client: role.own },
    { name: 'another client', client: role.other },
    { name: 'missing record', missing: true },
  ];
}

/** Whether the role's create for this client should succeed once past the gate. */
function mayCreateFor(role, client) {
  return role.scope === null || client === null || role.scope.includes(client);
}

export function createCases(ctx, info, role) {
  const refusal = gate(role, info.access('create'));
  return targets(info, role, 'create').map((target) => ({
    name: target.name,
    run: async (what) => {
      // One row per owner: the create is aimed at a client that has none yet.
      const aim = info.entry.create?.freshOwner && !target.missing ? { ...target, client: (await ctx.fixtures.makeRow('Client', null)).clientid } : target;
      const body = await createBody(ctx, info, aim, role);
      const count = () => delegateOf(ctx.prisma, info.model).count();
      const before = await count();
      const res = await send(role.api, 'POST', `/api/${info.name}`, { body });
      if (refusal || aim.missing || !mayCreateFor(role, aim.client)) {
        // Staff naming an owner that does not exist sent bad input (422) or asked for nothing found (404); a
        // client user's missing owner must read like another client's (403 or 404).
        const refused = aim.missing && role.scope === null ? [404, 422] : REFUSED;
        assertStatus(res, refusal ?? refused, what);
        assert.equal(await count(), before, `${what}: a refused create wrote a row`);
        return;
      }
      assertStatus(res, 201, what);
      const key = res.body[info.pk] ?? res.body.id;
      assert.ok(await ctx.fixtures.snapshot(info.model, key), `${what}: the created row is not in the database`);
      if (aim.client !== null) {
        const owner = (await ctx.owners.owners(info.model, [key])).get(key);
        assert.equal(owner, aim.client, `${what}: the created row belongs to client ${owner}`);
      }
    },
  }));
}

/**
 * A body a create accepts: the table's fields, the owner link pointed at the target, and every
 * required field generated from its column type (a link takes a row of the target client).
 */
export async function createBody(ctx, info, target, role) {
  const body = { ...((await info.entry.create?.body?.(ctx)) ?? {}) };
  const model = ctx.catalog.model(info.model);
  const path = info.owner;
  const client = target.missing ? null : (target.client ?? role.own);
  if (path && 'field' in path && path.field !== info.pk) body[path.field] = target.missing ? await ctx.fixtures.missingKey('Client') : target.client;
  if (path && 'fk' in path) {
    const references = model.foreignKeys.get(path.fk).references;
    body[path.fk] = target.missing ? await ctx.fixtures.missingKey(path.parent) : (await ctx.fixtures.rowOf(path.parent, target.client))[references];
  }
  for (const field of info.def.required ?? []) {
    if (body[field] !== undefined) continue;
    const key = model.foreignKeys.get(field);
    if (key) {
      const owned = ctx.owners.path(key.model) !== null;
      body[field] = (await ctx.fixtures.rowOf(key.model, owned ? client : null))[key.references];
    } else body[field] = generated(model.scalars.get(field));
  }
  return body;
}

function generated(scalar) {
  switch (scalar.type) {
    case 'String':
      return `Matrix ${TAG()}`.slice(0, scalar.maxLength ?? 60);
    case 'Boolean':
      return false;
    case 'DateTime':
      return new Date().toISOString().slice(0, 10);
    case 'Json':
      return {};
    default:
      return 1;
  }
}

/** The field a successful update changes: the table's, else the first updatable text, flag or number. */
export function updateField(info, ctx) {
  if (info.entry.update?.field) return info.entry.update.field;
  const model = ctx.catalog.model(info.model);
  const plain = (info.def.updatable ?? []).filter((f) => !model.foreignKeys.has(f) && f !== info.pk);
  for (const type of ['String', 'Boolean', 'Int']) {
    const field = plain.find((f) => model.scalars.get(f)?.type === type);
    if (field) return field;
  }
  return undefined;
}

function changed(value, scalar) {
  if (scalar.type === 'Boolean') return !value;
  if (scalar.type === 'Int') return (value ?? 0) + 1;
  // A date the row did not hold: the day after its own (or a fixed one).
  if (scalar.type === 'DateTime') return new Date((value ? new Date(value).getTime() : Date.UTC(2020, 0, 1)) + 86_400_000).toISOString().slice(0, 10);
  return `Matrix ${TAG()}`.slice(0, scalar.maxLength ?? 60);
}

export function updateCases(ctx, info, role) {
  const refusal = gate(role, info.access('update'));
  const field = updateField(info, ctx);
  return targets(info, role, 'update').map((target) => ({
    name: target.name,
    run: async (what) => {
      if (!refusal) assert.ok(field, `${what}: no field to change; declare RESOURCES.${info.name}.update.field in the entries table`);
      const key = await targetKey(ctx, info, role, target, refusal);
      const writes = !refusal && !target.missing && (await visible(ctx, info, role, key));
      const before = await ctx.fixtures.snapshot(info.model, key);
      const scalar = ctx.catalog.model(info.model).scalars.get(field ?? info.pk);
      const res = await send(role.api, 'PUT', `/api/${info.name}/${key}`, { body: field ? { [field]: changed(before?.[field], scalar) } : {} });
      const after = await ctx.fixtures.snapshot(info.model, key);
      if (!writes) {
        assertStatus(res, refusal ?? 404, what);
        assert.deepEqual(after, before, `${what}: a refused update changed the row`);
        return;
      }
      assertStatus(res, 200, what);
      assert.notDeepEqual(after[field], before[field], `${what}: ${field} was not changed`);
    },
  }));
}

export function deleteCases(ctx, info, role) {
  const refusal = gate(role, info.access('delete'));
  return targets(info, role, 'delete').map((target) => ({
    name: target.name,
    run: async (what) => {
      const key = await targetKey(ctx, info, role, target, refusal);
      const writes = !refusal && !target.missing && (await visible(ctx, info, role, key));
      const before = await ctx.fixtures.snapshot(info.model, key);
      const res = await send(role.api, 'DELETE', `/api/${info.name}/${key}`);
      const after = await ctx.fixtures.snapshot(info.model, key);
      if (!writes) {
        assertStatus(res, refusal ?? 404, what);
        assert.deepEqual(after, before, `${what}: a refused delete changed the row`);
        return;
      }
      assertStatus(res, 200, what);
      assert.equal(after, null, `${what}: the row is still there`);
    },
  }));
}

/**
 * The record a write aims at: none for a missing one; a throwaway copy once past the gate (the write
 * may succeed, or wrongly succeed); else the resource's sample row, which the refusal must leave alone.
 */
async function targetKey(ctx, info, role, target, refusal) {
  if (target.missing) return ctx.fixtures.missingKey(info.model);
  const principal = role.principal ?? ctx.staffPrincipal;
  if (refusal) return (await ctx.fixtures.sample(info, target.client, { principal }))[info.pk];
  const row = await ctx.fixtures.makeRow(info.model, target.client, ctx.baseOf(info, principal));
  return row[info.pk];
}
