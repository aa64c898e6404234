// Real rows each caller may see, so generated writes and calls aim mostly at records that exist and are
// the caller's own, and reach the rules behind the first checks.

/**
 * The rows of each resource a session lists (a page of 20), leaving out the fuzzing accounts' own user
 * rows: a write to those would end the sessions the fuzzer runs on.
 * @returns {Promise<Map<string, Record<string, unknown>[]>>}
 */
export async function visibleRows(session, resources, protectedUsernames) {
  const rows = new Map();
  for (const resource of resources) {
    const list = await session.get(`/api/${resource}?per_page=20`);
    const data = list.status === 200 ? list.body.data : [];
    rows.set(
      resource,
      data.filter((row) => !protectedUsernames.includes(row.username)),
    );
  }
  return rows;
}

/**
 * The ids a caller's writes aim at: its own rows, less the rows `spare` sees (staff leaves the client
 * user's rows alone, so the client user's writes still find them as they were).
 */
export function targetIds(grammars, rows, spare = new Map()) {
  const ids = new Map();
  for (const [resource, list] of rows) {
    const key = grammars.get(resource)?.primaryKey ?? 'id';
    const spared = new Set((spare.get(resource) ?? []).map((row) => row[key]));
    const own = list.map((row) => row[key]).filter((id) => id !== undefined);
    const kept = own.filter((id) => !spared.has(id));
    ids.set(resource, kept.length ? kept : own);
  }
  return ids;
}

/** The resource a path segment names: itself, or the one it ends (`users` is `web_users`, `images` is `vehicle_images`). */
export function resourceOfSegment(segment, resources) {
  return resources.find((r) => r === segment) ?? resources.find((r) => r.endsWith(`_${segment}`));
}

/**
 * Real values of a call's path parameter: the ids of the resource the path names before it, else the
 * values of fields whose name holds the parameter's (`:vin` takes `vehiclevin`s).
 */
export function paramValuesFrom(rows, ids, resources) {
  return (call, name) => {
    const segments = call.path.split('/');
    const resource = resourceOfSegment(segments[segments.indexOf(`:${name}`) - 1], resources);
    if (resource && ids.get(resource)?.length) return ids.get(resource);
    const values = [...rows.values()].flat().flatMap((row) =>
      Object.entries(row)
        .filter(([key, value]) => key.toLowerCase().includes(name.toLowerCase()) && (typeof value === 'string' || typeof value === 'number'))
        .map(([, value]) => value),
    );
    return [...new Set(values)].slice(0, 20);
  };
}
