// The read triples of a resource: its list (rows, total, CSV export, each relation, each append, an OR
// group and relation filters that reach for another client) and its read by id (own, other, missing).
import assert from 'node:assert/strict';
import { RESOURCE_ROUTES } from '@portal/contracts';
import { assertStatus, gate, mayUse, relationAccess } from '../expect.mjs';
import { and } from '../fixtures.mjs';
import { csvFirstColumn, listUrl, send } from '../http.mjs';
import { delegateOf } from '../owners.mjs';
import { expectedTotal, visible } from '../visibility.mjs';

/** A list answer: the status, then every row the caller's, then the total as the database counts it. */
async function checkList(ctx, info, role, res, what, { refusal, allowed = 200, extra, exactQuestions = false }) {
  if (refusal) return assertStatus(res, refusal, what);
  // A view that answers only one exact question may refuse anything added to it.
  if (exactQuestions && res.status === 422) return assertStatus(res, 422, what);
  assertStatus(res, allowed, what);
  if (res.status !== 200) return;
  await ctx.check.rows(info, role, res.body.data, what);
  assert.equal(res.body.total, await expectedTotal(ctx, info, role, extra), `${what}: total`);
}

export function listCases(ctx, info, role) {
  const refusal = gate(role, info.access('list'));
  const query = info.kind === 'unscoped' ? info.unscoped.query(ctx) : {};
  // The plain list checks a page of every row; the variants a smaller one, their totals counting the rest.
  const per_page = Math.min(info.def.pageSize.max, 50);
  const exactQuestions = typeof info.def.hooks?.beforeList === 'function';
  const list = (more = {}) =>
    send(role.api, 'GET', listUrl(info.name, { ...query, per_page, ...more, filters: [...(query.filters ?? []), ...(more.filters ?? [])] }));
  const cases = [
    { name: 'rows', run: async (what) => checkList(ctx, info, role, await list({ per_page: Math.min(info.def.pageSize.max, 500) }), what, { refusal }) },
    { name: 'export', run: (what) => exportCase(ctx, info, role, what, { refusal, query, exactQuestions }) },
    {
      name: 'or-group',
      run: async (what) => {
        const filters = await ctx.memo(['or-group', info.name, role.other], () => orGroup(ctx, info, role));
        await checkList(ctx, info, role, await list({ filters }), what, { refusal, exactQuestions });
      },
    },
  ];
  for (const [name, spec] of Object.entries(info.def.relations ?? {})) {
    const allowed = mayUse(role, relationAccess(spec, RESOURCE_ROUTES)) ? 200 : 403;
    cases.push({
      name: `with[]=${name}`,
      run: async (what) => checkList(ctx, info, role, await list({ with: [name] }), what, { refusal, allowed, exactQuestions }),
    });
    if (spec.filterable?.length) {
      cases.push({
        name: `filter ${name}.${spec.filterable[0]} of another client`,
        run: async (what) => {
          const filter = await ctx.memo(['relation filter', info.name, name, role.other], () => relationFilter(ctx, info, name, spec, role.other));
          const res = await list({ filters: [filter.clause] });
          await checkList(ctx, info, role, res, what, { refusal, allowed: allowed === 200 ? 200 : 422, extra: filter.where, exactQuestions });
        },
      });
    }
  }
  for (const [name, spec] of Object.entries(info.def.appends ?? {})) {
    const allowed = mayUse(role, spec.access ?? 'signed-in') ? 200 : 403;
    cases.push({
      name: `appends[]=${name}`,
      run: async (what) => checkList(ctx, info, role, await list({ appends: [name] }), what, { refusal, allowed, exactQuestions }),
    });
  }
  return cases;
}

/** The CSV export: every line the caller's, as many as the list counts. */
async function exportCase(ctx, info, role, what, { refusal, query, exactQuestions }) {
  const narrow = info.kind === 'unscoped' && role.scope !== null;
  const column = narrow ? info.unscoped.clientFields[0] : info.pk;
  const res = await send(role.api, 'GET', listUrl(info.name, { ...query, columns: [`${column}|key`] }, '/export.csv'));
  if (refusal) return assertStatus(res, refusal, what);
  // An export reads pages bigger than a view of one exact question answers: it may be refused.
  if (exactQuestions && res.status === 422) return assertStatus(res, 422, what);
  assertStatus(res, 200, what);
  const values = csvFirstColumn(res.text);
  const total = await expectedTotal(ctx, info, role);
  assert.equal(Number(res.headers.get('x-export-total')), total, `${what}: X-Export-Total`);
  assert.equal(values.length, Math.min(total, 10_000), `${what}: rows in the file`);
  const rows = values.map((v) => ({ [column]: narrow ? v : Number(v) }));
  await ctx.check.rows(info, role, rows, what);
  await ctx.check.noCanary(role, res.text, what);
}

/**
 * An OR group whose first clause reaches for another client's rows and whose second matches every
 * row: the caller's scope must still hold around the whole group.
 */
async function orGroup(ctx, info, role) {
  const path = info.owner;
  let reach;
  if (path && 'field' in path && (path.field === info.pk || info.def.filterable.includes(path.field))) reach = `${path.field}|eq|${role.other}`;
  if (!reach && path && 'fk' in path) {
    const parentField = ctx.owners.path(path.parent).field;
    const relation = Object.entries(info.def.relations ?? {}).find(
      ([name, spec]) => (spec.field ?? name) === path.relation && spec.filterable?.includes(parentField),
    );
    if (relation) reach = `${relation[0]}.${parentField}|eq|${role.other}`;
  }
  if (!reach) {
    // Looked up, never made: a row written now would move the totals the other list cases compare.
    const owned = path ? ctx.owners.where(info.model, [role.other]) : undefined;
    const other = await delegateOf(ctx.prisma, info.model).findFirst({ where: and(owned), orderBy: { [info.pk]: 'desc' } });
    reach = `${info.pk}|eq|${other?.[info.pk] ?? (await ctx.fixtures.missingKey(info.model))}`;
  }
  return [`reach:${reach}`, `reach:${info.pk}|notnull|true`];
}

/** A filter on a relation's field, with a value taken from another client's related row. */
async function relationFilter(ctx, info, name, spec, otherClient) {
  const relationField = spec.field ?? name;
  const field = spec.filterable[0];
  const target = ctx.catalog.model(ctx.catalog.model(info.model).relations.get(relationField).type);
  const select = { [relationField]: spec.many ? { select: { [field]: true }, take: 1 } : { select: { [field]: true } } };
  const delegate = delegateOf(ctx.prisma, info.model);
  const owned = info.owner ? ctx.owners.where(info.model, [otherClient]) : undefined;
  const candidates = [...(await delegate.findMany({ where: and(owned), select, take: 50 })), ...(await delegate.findMany({ select, take: 50 }))];
  const has = (row) => (spec.many ? row[relationField]?.length > 0 : row[relationField]);
  const row = candidates.find(has);
  const related = spec.many ? row?.[relationField]?.[0] : row?.[relationField];
  const value = related?.[field];
  const condition = value === null || value === undefined ? { NOT: { [field]: null } } : { [field]: { equals: value } };
  const clause = value === null || value === undefined ? `${name}.${field}|notnull|true` : `${name}.${field}|eq|${asText(value, target.scalars.get(field))}`;
  return { clause, where: { [relationField]: spec.many ? { some: condition } : { is: condition } } };
}

function asText(value, scalar) {
  if (value instanceof Date) return scalar?.dateOnly ? value.toISOString().slice(0, 10) : value.toISOString();
  return String(value);
}

/** Reads by id: the caller's own row, another client's, and one that does not exist. */
export function readCases(ctx, info, role) {
  const refusal = gate(role, info.access('read'));
  const principal = role.principal ?? ctx.staffPrincipal;
  const own = () => ctx.fixtures.sample(info, info.owner ? role.own : null, { principal });
  const other = async () => ctx.fixtures.sample(info, info.owner ? role.other : null, { principal, notKey: (await own())[info.pk] });
  // Whether the row is the caller's to see is counted in the database, whatever the case meant to aim at.
  const readCase = (name, target) => ({
    name,
    run: async (what) => {
      const key = (await target())[info.pk];
      const res = await send(role.api, 'GET', `/api/${info.name}/${key}`);
      if (refusal) return assertStatus(res, refusal, what);
      assertStatus(res, (await visible(ctx, info, role, key)) ? 200 : 404, what);
      if (res.status === 200) await ctx.check.rows(info, role, [res.body], what);
    },
  });
  return [
    readCase('own record', own),
    readCase("another client's record", other),
    {
      name: 'missing record',
      run: async (what) => assertStatus(await send(role.api, 'GET', `/api/${info.name}/${await ctx.fixtures.missingKey(info.model)}`), refusal ?? 404, what),
    },
  ];
}
