// The triples of each custom call of the catalog: its path parameters filled with the caller's own
// record, another client's and one that does not exist, and the answer judged by the call's access.
import assert from 'node:assert/strict';
import { fillPath, pathParams } from '@portal/contracts';
import { MODEL_META } from '@portal/db';
import { CALLS as TABLE } from '../entries.mjs';
import { REFUSED, assertStatus, gate } from '../expect.mjs';
import { PNG, send } from '../http.mjs';
import { delegateOf } from '../owners.mjs';

const ENTRIES = 'tests/security/support/entries.mjs';

/** How to call each catalog entry, or the problem that stops the generator from knowing. */
export function planCall(call, resources) {
  const entry = TABLE[call.name] ?? {};
  const problems = [];
  const params = {};
  const byName = new Map(resources.map((info) => [info.name, info]));
  for (const name of pathParams(call.path)) {
    const declared = entry.params?.[name];
    const derived = name === 'id' ? /^\/api\/([a-z_]+)\/:id(\/|$)/.exec(call.path)?.[1] : undefined;
    const resource = declared?.resource ?? (declared ? undefined : derived);
    if (declared?.value) params[name] = { value: declared.value };
    else if (resource && byName.has(resource)) params[name] = { info: byName.get(resource), parentParam: declared?.parentParam };
    else problems.push(`${call.name}: declare what :${name} of ${call.path} is, in CALLS['${call.name}'].params of ${ENTRIES}`);
  }
  if (call.access === 'public' && !entry.public)
    problems.push(`${call.name}: a public call; declare the request every caller sends in CALLS['${call.name}'].public of ${ENTRIES}`);
  // A public upload is sent the form its `public` entry declares, the same for every caller.
  if (call.transport === 'upload' && !entry.upload && !entry.public?.form)
    problems.push(`${call.name}: an upload; declare its file in CALLS['${call.name}'].upload of ${ENTRIES}`);
  const bodySchema = call.request.shape?.body;
  if (bodySchema && !entry.body && !entry.upload && !entry.public && !bodySchema.safeParse({}).success)
    problems.push(`${call.name}: {} is not a valid body; declare CALLS['${call.name}'].body in ${ENTRIES}`);
  return { call, entry, params, problems };
}

/** Records whose children a refused write must leave as they were: each model pointing at the record's model. */
async function footprint(ctx, model, key) {
  const counts = { row: await ctx.fixtures.snapshot(model, key) };
  for (const [child, meta] of Object.entries(MODEL_META)) {
    for (const [fk, link] of Object.entries(meta.foreignKeys)) {
      if (link.model === model) counts[`${child}.${fk}`] = await delegateOf(ctx.prisma, child).count({ where: { [fk]: key } });
    }
  }
  return counts;
}

export function callCases(ctx, plan, role) {
  const { call, entry, params } = plan;
  if (entry.public) {
    return [
      {
        name: 'any caller',
        run: async (label) => {
          // A public call's path parameters are values that belong to nobody (a reset token nobody holds).
          const values = Object.fromEntries(Object.entries(params).map(([name, param]) => [name, param.value ? param.value(ctx, role) : `:${name}`]));
          const request = entry.public.form ? { form: entry.public.form } : { body: entry.public.body };
          assertStatus(await send(role.api, call.method, fillPath(call.path, values), request), entry.public.status, label);
        },
      },
    ];
  }
  const refusal = gate(role, call.access);
  const owned = Object.entries(params).filter(([, p]) => p.info && !p.parentParam);
  const children = Object.entries(params).filter(([, p]) => p.parentParam);
  const ok = call.status ?? 200;
  const writes = call.method !== 'GET';
  const targets = owned.length
    ? [
        { name: 'own client', client: role.own },
        { name: 'another client', client: role.other },
        { name: 'missing record', missing: true },
        ...(children.length ? [{ name: "own record with another client's child", client: role.own, childOf: role.other }] : []),
      ]
    : [{ name: 'call', client: null }];

  return targets.map((target) => ({
    name: target.name,
    run: async (label) => {
      const passes = !refusal && !target.missing && !target.childOf && (role.scope === null || target.client === null || role.scope.includes(target.client));
      // Every write, refused or not, works on records of its own: triples run side by side, and one that
      // succeeds must never change a record another, refused one is watching.
      const ids = await fillIds(ctx, plan, role, target, { throwaway: writes });
      if (!target.missing) await prepared(ctx, plan, ids);
      await fillChildren(ctx, plan, ids, target);
      const [primary] = owned;
      const watch = writes && primary && !target.missing ? () => footprint(ctx, primary[1].info.model, ids[primary[0]]) : undefined;
      const before = await watch?.();
      const query = entry.query ? `?${new URLSearchParams(entry.query(ctx))}` : '';
      const res = await send(role.api, call.method, `${fillPath(call.path, ids)}${query}`, await request(ctx, plan, role));
      if (!passes) {
        assertStatus(res, refusal ?? (target.missing ? 404 : REFUSED), label);
        if (watch) assert.deepEqual(await watch(), before, `${label}: a refused call changed the record or its children`);
        return;
      }
      assertStatus(res, ok, label);
      if (res.text) await ctx.check.noCanary(role, res.text, label);
    },
  }));
}

async function request(ctx, plan, role) {
  const { entry, call } = plan;
  if (entry.upload) return { form: { file: { bytes: PNG, ...entry.upload }, fields: { note: 'matrix', type: '0' } } };
  if (call.method === 'GET' || call.method === 'DELETE') return {};
  return { body: entry.body ? await entry.body(ctx, role) : {} };
}

/** The owned path parameters: the target client's record (a throwaway copy for a write), or one that does not exist. */
async function fillIds(ctx, plan, role, target, { throwaway }) {
  const ids = {};
  for (const [name, param] of Object.entries(plan.params)) {
    if (param.value) ids[name] = await param.value(ctx, role);
    if (!param.info || param.parentParam) continue;
    const { info } = param;
    const client = info.owner ? target.client : null;
    if (target.missing) ids[name] = await ctx.fixtures.missingKey(info.model);
    else if (throwaway) ids[name] = (await ctx.fixtures.makeRow(info.model, client, ctx.baseOf(info, ctx.staffPrincipal)))[info.pk];
    else ids[name] = (await ctx.fixtures.sample(info, client, { principal: role.principal ?? ctx.staffPrincipal }))[info.pk];
  }
  return ids;
}

const preparations = new Map();

/** What must exist before the call can succeed (an upload to download), made once per set of records. */
function prepared(ctx, plan, ids) {
  if (!plan.entry.prepare) return undefined;
  const key = JSON.stringify([plan.call.name, ids]);
  if (!preparations.has(key)) {
    preparations.set(
      key,
      plan.entry.prepare(ctx, ids).then((res) => assert.ok(res.status < 300, `preparing ${plan.call.name}: ${res.status} ${res.text}`)),
    );
  }
  return preparations.get(key);
}

/** A child parameter: the newest child row of its parent (or of another client's record of the same kind). */
async function fillChildren(ctx, plan, ids, target) {
  for (const [name, param] of Object.entries(plan.params)) {
    if (!param.parentParam) continue;
    const parentInfo = plan.params[param.parentParam].info;
    const link = Object.entries(MODEL_META[param.info.model].foreignKeys).find(([, key]) => key.model === parentInfo.model);
    assert.ok(link, `${plan.call.name}: ${param.info.model} has no link to ${parentInfo.model}`);
    let parentKey = ids[param.parentParam];
    if (target.childOf !== undefined) {
      parentKey = (await ctx.fixtures.sample(parentInfo, target.childOf, { principal: ctx.staffPrincipal }))[parentInfo.pk];
      await prepared(ctx, plan, { ...ids, [param.parentParam]: parentKey });
    }
    const child = await delegateOf(ctx.prisma, param.info.model).findFirst({ where: { [link[0]]: parentKey }, orderBy: { [param.info.pk]: 'desc' } });
    ids[name] = child ? child[param.info.pk] : await ctx.fixtures.missingKey(param.info.model);
  }
}
