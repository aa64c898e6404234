// Sorts every routed resource by how its rows belong to clients, from the route table, the engine's
// definition and the schema. What cannot be sorted is a problem naming what to declare.
import { CALLS, RESOURCE_ACTIONS, RESOURCE_ROUTES } from '@portal/contracts';
import { MODEL_META } from '@portal/db';
import { RESOURCES } from './entries.mjs';

const TABLE = 'tests/security/support/entries.mjs';
const GENERIC = { list: ['GET', ''], read: ['GET', '/:id'], create: ['POST', ''], update: ['PUT', '/:id'], delete: ['DELETE', '/:id'] };
const shape = (path) => path.replace(/:\w+/g, ':');

/** The custom call that answers an action's HTTP route instead of the generic one, if any. */
function servedByCall(name, action) {
  const [method, suffix] = GENERIC[action];
  return CALLS.find((call) => call.method === method && shape(call.path) === shape(`/api/${name}${suffix}`));
}

/**
 * - `scoped`: the engine limits client users to their clients' rows (`scope.field` or `scope.relation`);
 * - `shared`: reference data, rows of no client, which every allowed caller reads whole;
 * - `staff-only`: no client user may take any action, so whose rows they are never reaches one;
 * - `unscoped`: deliberately not limited, and declared in the table with what a client user may see.
 */
export function classifyResources(definitions, owners, routes = RESOURCE_ROUTES) {
  const resources = [];
  const problems = [];
  for (const [name, route] of Object.entries(routes)) {
    const found = definitions.get(name);
    if (!found) {
      problems.push(`${name}: routed to the ${route.service} service, whose app.module exports no definition named ${name}`);
      continue;
    }
    const { def, service } = found;
    if (service !== route.service) problems.push(`${name}: routed to ${route.service} but defined by ${service}`);
    for (const action of RESOURCE_ACTIONS) {
      if (def.access[action] !== route.access[action])
        problems.push(`${name}: ${action} is "${route.access[action]}" in RESOURCE_ROUTES but "${def.access[action]}" in its definition`);
    }
    const info = describe(name, route, def, owners, problems);
    if (info) resources.push(info);
  }
  return { resources, problems };
}

function describe(name, route, def, owners, problems) {
  const entry = RESOURCES[name] ?? {};
  const base = {
    name,
    route,
    def,
    entry,
    model: def.model,
    pk: def.primaryKey,
    /** A catalog call on the same method and path answers instead: the matrix covers it with the calls. */
    servedBy: (action) => servedByCall(name, action),
    /** The access the action really has: a definition with no writable field takes no create or update. */
    access: (action) => {
      if (action === 'create' && def.creatable === undefined) return 'none';
      if (action === 'update' && def.updatable === undefined) return 'none';
      return route.access[action];
    },
  };
  const clientsReachIt = RESOURCE_ACTIONS.some((action) => base.access(action) === 'signed-in');
  if (!('none' in def.scope)) {
    const mismatch = scopeMismatch(def, owners);
    if (mismatch) {
      problems.push(`${name}: ${mismatch}`);
      return undefined;
    }
    return { ...base, kind: 'scoped', owner: owners.path(def.model) };
  }
  let modelPath;
  try {
    modelPath = owners.path(def.model);
    if (modelPath?.ambiguous) throw new Error(`${def.model} could belong to a client through ${modelPath.ambiguous.join(' or ')}`);
  } catch (error) {
    if (clientsReachIt || entry.unscoped) {
      problems.push(`${name}: ${error.message}; declare its scope in its definition`);
      return undefined;
    }
    return { ...base, kind: 'staff-only', owner: null };
  }
  if (!clientsReachIt) return { ...base, kind: 'staff-only', owner: modelPath };
  if (modelPath === null) return { ...base, kind: 'shared', owner: null };
  if (entry.unscoped) return { ...base, kind: 'unscoped', owner: modelPath, unscoped: entry.unscoped };
  problems.push(
    `${name}: scope "none" (${def.scope.reason}) although ${def.model} rows belong to clients and client users may call it; ` +
      `scope it in its definition, or declare RESOURCES.${name}.unscoped in ${TABLE}`,
  );
  return undefined;
}

/** The engine's scope must name the model's client column, or a foreign key to a parent scoped by it. */
function scopeMismatch(def, owners) {
  const meta = MODEL_META[def.model];
  if (!meta) return `unknown model ${def.model}`;
  const info = owners.catalog.model(def.model);
  if (!('relation' in def.scope)) {
    return info.clientKey === def.scope.field ? undefined : `scoped by ${def.scope.field}, but ${def.model}'s client column is ${info.clientKey ?? 'none'}`;
  }
  const key = meta.foreignKeys[def.scope.foreignKey];
  if (!key || key.relation !== def.scope.relation)
    return `scope ${def.scope.relation} through ${def.scope.foreignKey}, which is no such foreign key of ${def.model}`;
  const parentKey = owners.catalog.model(key.model).clientKey;
  return parentKey === def.scope.field
    ? undefined
    : `scope ${def.scope.relation}.${def.scope.field}, but ${key.model}'s client column is ${parentKey ?? 'none'}`;
}
