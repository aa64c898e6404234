// Writes that try to reach across clients, generated for every resource a client user may create or
// update: the row's owner link set to another client (create it there, or move it there), and every
// link to another client-owned model (a load, an agent, a driver, a bill-to client, a user) pointed at
// another client's row. Plus every write call aimed at another client's record. Each must be refused
// with the database read back unchanged, or (a link the server stamps itself) leave no such link.
import assert from 'node:assert/strict';
import { MODEL_META } from '@portal/db';
import { REFUSED, assertStatus } from '../expect.mjs';
import { send } from '../http.mjs';
import { delegateOf } from '../owners.mjs';
import { createBody } from './resource-writes.mjs';

/** The links of a model a client user could point at another client's row: the owner link first. */
function crossLinks(ctx, info) {
  const links = [];
  const path = info.owner;
  if (path?.field && path.field !== info.pk) {
    links.push({ field: path.field, client: true });
    // The same column under the name the API also shows (client_id beside clientid) must not be a way round.
    const alias = path.field === 'clientid' ? 'client_id' : path.field === 'client_id' ? 'clientid' : undefined;
    if (alias && !ctx.catalog.model(info.model).scalars.has(alias)) links.push({ field: alias, client: true, alias: true });
  }
  for (const [field, key] of Object.entries(MODEL_META[info.model].foreignKeys)) {
    if (links.some((l) => l.field === field) || ctx.owners.path(key.model) === null) continue;
    links.push({ field, model: key.model, references: key.references });
  }
  return links;
}

/** The value that points a link at `client`: its id, or one of its rows of the linked model. */
async function linkValue(ctx, link, client) {
  if (link.client) return client;
  const owned = ctx.owners.path(link.model);
  const where = owned?.field ? ctx.owners.where(link.model, [client]) : undefined;
  const row = where ? await delegateOf(ctx.prisma, link.model).findFirst({ where }) : undefined;
  return (row ?? (await ctx.fixtures.rowOf(link.model, client)))[link.references];
}

/** The write of one link value, on a create or on an update of a fresh row of the caller's own. */
async function writeLink(ctx, info, action, role, field, value) {
  if (action === 'create') {
    const body = { ...(await createBody(ctx, info, { client: role.own }, role)), [field]: value };
    return { res: await send(role.api, 'POST', `/api/${info.name}`, { body }) };
  }
  const before = await ctx.fixtures.makeRow(info.model, role.own, ctx.baseOf(info, role.principal));
  const key = before[info.pk];
  return { res: await send(role.api, 'PUT', `/api/${info.name}/${key}`, { body: { [field]: value } }), key, before };
}

/** What the engine answers a link to no record the caller may reach: as a 422 it would be the 404 of document 1 §6. */
const NOT_FOUND_REASON = 'refers to a record that does not exist';

/**
 * Another client's record is refused as forbidden or not found (document 1 §6). A 422 is bad input, not an
 * answer about that record, only when a record that does not exist in the same field is answered the
 * same (a field the role may not set at all), and its reason is not that the record was not found.
 */
async function assertRefusedForOwner(ctx, info, action, role, link, res, what) {
  if (res.status !== 422) return assertStatus(res, REFUSED, what);
  const reasons = res.body?.errors?.[link.field];
  assert.ok(reasons && !reasons.includes(NOT_FOUND_REASON), `${what}: another client's record answered 422 (${res.text.slice(0, 200)}): expected 403 or 404`);
  const missing = await ctx.fixtures.missingKey(link.client ? 'Client' : link.model);
  const control = (await writeLink(ctx, info, action, role, link.field, missing)).res;
  assert.deepEqual(
    [control.status, control.body?.errors?.[link.field]],
    [422, reasons],
    `${what}: another client's record answered 422 ${JSON.stringify(reasons)}, one that does not exist ${control.status}: the two must not differ`,
  );
}

/** The resources a client user may write, with each action it may take on them. */
export function writableByClients(ctx) {
  return [...ctx.resources.values()].flatMap((info) =>
    ['create', 'update']
      .filter((action) => info.kind === 'scoped' && info.access(action) === 'signed-in' && !info.servedBy(action))
      .map((action) => ({ info, action })),
  );
}

/**
 * Each link set to another client's value, on a create and on an update of the caller's own row. The
 * request is refused and nothing is written; or, where the server stamps a link itself (a note's
 * author), it is accepted and the row read back does not point at the other client's row.
 */
export function crossClientCases(ctx, info, action, role) {
  return crossLinks(ctx, info).map((link) => ({
    name: `${link.field} of another client`,
    run: async (what) => {
      const value = await linkValue(ctx, link, role.other);
      const count = () => delegateOf(ctx.prisma, info.model).count();
      const rows = action === 'create' ? await count() : undefined;
      const written = await writeLink(ctx, info, action, role, link.field, value);
      const { res } = written;
      const key = action === 'create' ? (res.body?.[info.pk] ?? res.body?.id) : written.key;
      const before = action === 'create' ? rows : written.before;
      await ctx.check.noCanary(role, res.text, what);
      if (res.status < 300) {
        const stored = await ctx.fixtures.snapshot(info.model, key);
        if (!link.alias)
          assert.notEqual(stored[link.field], value, `${what}: accepted, and the row now points at the other client's ${link.model ?? 'client'}`);
        assert.ok(role.scope.includes((await ctx.owners.owners(info.model, [key])).get(key)), `${what}: the row left the caller's clients`);
        return;
      }
      if (action === 'create') assert.equal(await count(), before, `${what}: a refused create wrote a row`);
      else assert.deepEqual(await ctx.fixtures.snapshot(info.model, key), before, `${what}: a refused update changed the row`);
      // After the read back: the control write of the caller's own record may add a row of its own.
      await assertRefusedForOwner(ctx, info, action, role, link, res, what);
    },
  }));
}
