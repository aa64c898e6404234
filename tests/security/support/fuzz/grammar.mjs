// What each resource declares (fields it filters and sorts, relations, appends, its key), learnt from the
// running portal, and the type of each field from the Prisma schema, so the fuzzer sends near-valid
// queries and bodies that get past the first check and reach the engine, not only garbage.
import { MODEL_META } from '@portal/db';

/** A name no resource declares: asking for it makes the engine list what is declared. */
const PROBE = 'zz_probe';

/** The list after `allowed: ` (or `allowed on rel: `) in a refusal, or [] when there is none. */
function allowedIn(reason) {
  const match = /allowed(?: on \w+)?: (.*)$/.exec(reason ?? '');
  if (!match || match[1].trim() === 'none') return [];
  return match[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

function query(pairs) {
  const params = new URLSearchParams();
  for (const [key, value] of pairs) params.append(key, value);
  return params.toString();
}

/** The model a resource reads: the one holding every name the resource declares and sends. */
function matchModel(models, names) {
  let best;
  for (const [name, model] of Object.entries(models)) {
    const scalars = new Set(model.fields.filter((f) => f.kind !== 'object').map((f) => f.name));
    const hits = names.filter((n) => scalars.has(n)).length;
    const score = hits * 1000 - scalars.size;
    if (hits > 0 && (!best || score > best.score)) best = { name, score };
  }
  return best?.name;
}

/** Each scalar of a model with its type and the bounds MODEL_META knows (text length, decimal scale, calendar date). */
function fieldTypes(models, modelName) {
  const types = new Map();
  const model = models[modelName];
  if (!model) return types;
  const meta = MODEL_META[modelName] ?? {};
  for (const field of model.fields) {
    if (field.kind === 'object') continue;
    types.set(field.name, {
      type: field.kind === 'enum' ? 'Enum' : field.type,
      maxLength: meta.varchar?.[field.name],
      decimal: meta.decimal?.[field.name],
      dateOnly: meta.dateOnly?.includes(field.name) ?? false,
    });
  }
  return types;
}

/**
 * @param {{ get(path: string): Promise<{ status: number, body: any }> }} staff a staff session (sees every declaration)
 * @param {string[]} resources the resources to learn
 * @param {{ _runtimeDataModel: { models: Record<string, { fields: { name: string, kind: string, type: string }[] }> } }} prisma
 */
export async function learnGrammars(staff, resources, prisma) {
  const models = prisma._runtimeDataModel.models;
  const grammars = new Map();
  for (const resource of resources) {
    const list = await staff.get(`/api/${resource}?per_page=20`);
    const rows = list.status === 200 ? list.body.data : [];
    const probe = await staff.get(
      `/api/${resource}?${query([
        ['filters[]', `${PROBE}|eq|1`],
        ['order_by[]', `${PROBE}|asc`],
        ['with[]', PROBE],
        ['appends[]', PROBE],
      ])}`,
    );
    const errors = probe.body?.errors ?? {};
    const filterable = allowedIn(errors.filters?.[0]);
    const grammar = {
      resource,
      primaryKey: filterable[0],
      filterable,
      sortable: allowedIn(errors.order_by?.[0]),
      relations: Object.fromEntries(allowedIn(errors.with?.[0]).map((name) => [name, { filterable: [], sortable: [], types: new Map() }])),
      appends: allowedIn(errors.appends?.[0]),
      rowFields: [...new Set(rows.flatMap((row) => Object.keys(row)))],
      rows,
    };
    grammar.model = matchModel(models, [...filterable, ...grammar.rowFields]);
    grammar.types = fieldTypes(models, grammar.model);
    await learnRelations(staff, grammar, models);
    grammars.set(resource, grammar);
  }
  return grammars;
}

/** What each relation of a resource may be filtered and sorted on, in one request per resource. */
async function learnRelations(staff, grammar, models) {
  const names = Object.keys(grammar.relations);
  if (!names.length) return;
  const probe = await staff.get(
    `/api/${grammar.resource}?${query([...names.map((r) => ['filters[]', `${r}.${PROBE}|eq|1`]), ...names.map((r) => ['order_by[]', `${r}.${PROBE}|asc`])])}`,
  );
  const errors = probe.body?.errors ?? {};
  const owner = models[grammar.model];
  for (const [key, list] of [
    ['filterable', errors.filters],
    ['sortable', errors.order_by],
  ]) {
    for (const reason of list ?? []) {
      const relation = /^"(\w+)\./.exec(reason)?.[1];
      if (relation && grammar.relations[relation]) grammar.relations[relation][key] = allowedIn(reason);
    }
  }
  for (const [name, relation] of Object.entries(grammar.relations)) {
    const target = owner?.fields.find((f) => f.kind === 'object' && f.name === name)?.type;
    relation.types = fieldTypes(models, target ?? matchModel(models, relation.filterable));
  }
}

/** Every scalar name of every model: real field names, mostly of some other resource. */
export function allFieldNames(prisma) {
  const names = Object.values(prisma._runtimeDataModel.models).flatMap((m) => m.fields.filter((f) => f.kind !== 'object').map((f) => f.name));
  return [...new Set(names)].sort();
}
