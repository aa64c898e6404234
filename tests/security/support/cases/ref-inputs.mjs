// The inputs beside a call's path ids that name a record (the catalog's `refs`: a client in the query, the
// vehicles of a body, ids joined by commas in a path), and the values the matrix sends in them.

/** The shape an input takes, read from its schema: one id or a list, as a number or as text. */
function formOf(schema) {
  const takes = (value) => schema.safeParse(value).success;
  if (takes([1])) return { list: 'array', number: true };
  if (takes(['1'])) return { list: 'array', number: false };
  // Ids joined by commas parse into a list; a single id does not.
  const joined = schema.safeParse('1,2');
  if (joined.success && Array.isArray(joined.data)) return { list: 'commas', number: false };
  return { list: null, number: takes(1) && !takes('1') };
}

/**
 * The call's declared record inputs: where each arrives, the resource whose record it names and its form;
 * `problems` names a declaration the matrix cannot use.
 */
export function planRefs(call, byName) {
  const refs = [];
  const problems = [];
  for (const [input, resource] of Object.entries(call.refs ?? {})) {
    const [part, field] = input.split('.');
    const schema = call.request.shape?.[part]?.shape?.[field];
    if (!schema || !byName.has(resource)) {
      problems.push(`${call.name}: refs['${input}'] names ${schema ? `no resource "${resource}"` : 'no input of the request'}`);
      continue;
    }
    refs.push({ input, part, field, info: byName.get(resource), ...formOf(schema) });
  }
  return { refs, problems };
}

/**
 * The cases of one record input: the caller's own record, another client's, one that does not exist and,
 * for a list, the caller's own beside another client's. A path's ids are already varied one at a time,
 * so a path list adds only the mixed case.
 */
export function refTargets(ref) {
  const mixed = ref.list ? [{ name: `own and another client's ${ref.input}`, ref, clients: ['own', 'other'] }] : [];
  if (ref.part === 'params') return mixed;
  return [
    { name: `own ${ref.input}`, ref, clients: ['own'] },
    { name: `another client's ${ref.input}`, ref, clients: ['other'] },
    { name: `missing ${ref.input}`, ref, clients: [], missing: true },
    ...mixed,
  ];
}

/** The value sent in the input for `keys`: one id, an array or ids joined by commas, numbers or text as the schema takes them. */
export function refValue(ref, keys) {
  const ids = keys.map((key) => (ref.number ? Number(key) : String(key)));
  if (ref.list === 'array') return ids;
  if (ref.list === 'commas') return ids.join(',');
  return ids[0];
}
