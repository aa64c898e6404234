// The triples of each custom call of the catalog: its path parameters filled with the caller's own
// record, another client's and one that does not exist (each path id apart when there are two), the same
// for the record inputs of its query and body the catalog declares (`refs`), and the answer judged by the
// call's access: a success only on the caller's own data, its text (a PDF's and a workbook's too) free
// of another client's names and VINs.
import assert from 'node:assert/strict';
import { fillPath, pathParams } from '@portal/contracts';
import { MODEL_META } from '@portal/db';
import { CALLS as TABLE } from '../entries.mjs';
import { answerText, readableKind } from '../binary-text.mjs';
import { REFUSED, assertStatus, gate } from '../expect.mjs';
import { PNG, send } from '../http.mjs';
import { delegateOf } from '../owners.mjs';
import { planRefs, refTargets, refValue } from './ref-inputs.mjs';

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
    if (declared?.value) params[name] = { value: declared.value, other: declared.other, missing: declared.missing };
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
  const refs = planRefs(call, byName);
  problems.push(...refs.problems);
  return { call, entry, params, refs: refs.refs, problems };
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
  const targets = [...pathTargets(params, owned, children), ...valueTargets(params), ...plan.refs.flatMap(refTargets)];
  if (!targets.length) targets.push({ name: 'call' });
  const clientOf = (which) => (which === 'own' ? role.own : role.other);

  return targets.map((target) => ({
    name: target.name,
    run: async (label) => {
      const path = target.mixedOther ? ['own', 'other'] : target.path ? [target.path] : [];
      const clients = [...path, ...(target.ref ? target.clients : [])].map(clientOf).filter((client) => client != null);
      const foreign = clients.some((client) => role.scope !== null && !role.scope.includes(client)) || (target.valueOther && role.scope !== null);
      const passes = !refusal && !target.missing && !target.valueMissing && !target.childOf && !foreign;
      // Every write, refused or not, works on records of its own: triples run side by side, and one that
      // succeeds must never change a record another, refused one is watching.
      const ids = await fillIds(ctx, plan, role, target, { throwaway: writes });
      if (!target.missing || target.ref) await prepared(ctx, plan, ids);
      await fillChildren(ctx, plan, ids, target, role, writes);
      const input = target.ref ? await refInput(ctx, target, clientOf, { throwaway: writes }) : undefined;
      if (input && target.ref.part === 'params') ids[target.ref.field] = input.value;
      const [primary] = owned;
      // A refused write leaves the record it aimed at as it was: the path's record, or the foreign record of an input.
      const watched = input?.foreign ?? (primary && !target.missing && !target.valueMissing ? [primary[1].info.model, ids[primary[0]]] : undefined);
      const watch = writes && watched ? () => footprint(ctx, ...watched) : undefined;
      const before = await watch?.();
      const query = { ...(entry.query?.(ctx) ?? {}), ...(input && target.ref.part === 'query' ? { [target.ref.field]: input.value } : {}) };
      const search = Object.keys(query).length ? `?${new URLSearchParams(query)}` : '';
      const req = await request(ctx, plan, role);
      if (input && target.ref.part === 'body') req.body = { ...req.body, [target.ref.field]: input.value };
      const res = await send(role.api, call.method, `${fillPath(call.path, ids)}${search}`, req);
      if (!passes) {
        assertStatus(res, refusal ?? refusedAs(role, target), label);
        if (watch) assert.deepEqual(await watch(), before, `${label}: a refused call changed the record or its children`);
        return;
      }
      // Staff may reach both records of a mixed pair; linking two clients' records may be bad input all the same.
      assertStatus(res, target.mixedOther ? [ok, 422] : ok, label);
      if (res.status === ok) await judgeText(ctx, role, res, label);
    },
  }));
}

/** What a caller who gets through is answered for another client's record or a missing one. */
function refusedAs(role, target) {
  // A client user's record input that names nothing it may reach is refused like another client's (403 or
  // 404, so the two cannot be told apart); staff naming a record that does not exist sent bad input or
  // asked for nothing found, 422 or 404 alike.
  if (target.ref && target.missing) return role.scope === null ? [404, 422] : REFUSED;
  return target.missing || target.valueMissing ? 404 : REFUSED;
}

/** A success's text, read from a PDF or a workbook too, names nothing of another client's. */
async function judgeText(ctx, role, res, label) {
  const text = await answerText(res);
  if (text === undefined) return;
  if (!res.text) ctx.binaryAnswersRead?.add(`${readableKind(res)} ${label}`);
  await ctx.check.noCanary(role, text, label);
}

/**
 * The path's cases: its records all of the caller's own client, all of another's, missing, and with two
 * records, each of the other client while the rest are the caller's own (own load, another client's vehicle).
 */
function pathTargets(params, owned, children) {
  if (!owned.length) return [];
  const mixed = owned.length > 1 ? owned.map(([name]) => ({ name: `own records with another client's :${name}`, mixedOther: name })) : [];
  return [
    { name: 'own client', path: 'own' },
    { name: 'another client', path: 'other' },
    { name: 'missing record', missing: true },
    ...mixed,
    ...(children.length ? [{ name: "own record with another client's child", path: 'own', childOf: 'other' }] : []),
  ];
}

/** A declared value parameter (a job id) with a record of another client's, or none, to aim at. */
function valueTargets(params) {
  return Object.entries(params).flatMap(([name, param]) => [
    ...(param.value && param.other ? [{ name: `another client's :${name}`, valueOther: name }] : []),
    ...(param.value && param.missing ? [{ name: `missing :${name}`, valueMissing: name }] : []),
  ]);
}

/** The value of a record input: records of the target's clients (a throwaway copy for a write), or one that does not exist. */
async function refInput(ctx, target, clientOf, { throwaway }) {
  const { ref } = target;
  const { info } = ref;
  if (target.missing) return { value: refValue(ref, [await ctx.fixtures.missingKey(info.model)]) };
  const keys = [];
  let foreign;
  for (const which of target.clients) {
    const client = clientOf(which);
    // A client is a record of its own, never copied; any other record a write may change is a copy.
    const row =
      throwaway && info.model !== 'Client'
        ? await ctx.fixtures.makeRow(info.model, client, ctx.baseOf(info, ctx.staffPrincipal))
        : await ctx.fixtures.sample(info, client, { principal: ctx.staffPrincipal });
    keys.push(row[info.pk]);
    if (which === 'other') foreign = [info.model, row[info.pk]];
  }
  return { value: refValue(ref, keys), foreign };
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
    if (param.value) {
      const make = target.valueOther === name ? param.other : target.valueMissing === name ? param.missing : param.value;
      ids[name] = await make(ctx, role);
    }
    if (!param.info || param.parentParam) continue;
    const { info } = param;
    // A record input's cases aim the path at the caller's own records.
    const which = target.mixedOther ? (target.mixedOther === name ? 'other' : 'own') : (target.path ?? 'own');
    const client = info.owner ? (which === 'own' ? role.own : role.other) : null;
    if (target.missing) {
      if (!target.ref) ids[name] = await ctx.fixtures.missingKey(info.model);
      else ids[name] = (await ctx.fixtures.sample(info, client, { principal: role.principal ?? ctx.staffPrincipal }))[info.pk];
    } else if (throwaway) ids[name] = (await ctx.fixtures.makeRow(info.model, client, ctx.baseOf(info, ctx.staffPrincipal)))[info.pk];
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
async function fillChildren(ctx, plan, ids, target, role, writes) {
  for (const [name, param] of Object.entries(plan.params)) {
    if (!param.parentParam) continue;
    const parentInfo = plan.params[param.parentParam].info;
    const link = Object.entries(MODEL_META[param.info.model].foreignKeys).find(([, key]) => key.model === parentInfo.model);
    assert.ok(link, `${plan.call.name}: ${param.info.model} has no link to ${parentInfo.model}`);
    let parentKey = ids[param.parentParam];
    if (target.childOf !== undefined) {
      const client = target.childOf === 'other' ? role.other : role.own;
      // A write's other parent is a copy of its own too: a shared sample could be one a successful write removes.
      const parent = writes
        ? await ctx.fixtures.makeRow(parentInfo.model, client, ctx.baseOf(parentInfo, ctx.staffPrincipal))
        : await ctx.fixtures.sample(parentInfo, client, { principal: ctx.staffPrincipal });
      parentKey = parent[parentInfo.pk];
      await prepared(ctx, plan, { ...ids, [param.parentParam]: parentKey });
    }
    const child = await delegateOf(ctx.prisma, param.info.model).findFirst({ where: { [link[0]]: parentKey }, orderBy: { [param.info.pk]: 'desc' } });
    ids[name] = child ? child[param.info.pk] : await ctx.fixtures.missingKey(param.info.model);
  }
}
