// Generated bodies for every create and update: objects of real field names with wrong values, a real row
// sent back with a few fields spoilt, other JSON values, broken JSON, the wrong content type, too much.
import fc from 'fast-check';
import { generatedRequest } from './property.mjs';
import { JsonObject, RawJson, edgeJsonFor, hostileJson, hostileText, jsonFor, jsonText, nestedBrackets } from './values.mjs';

const ODD_IDS = ['0', '-1', '2147483648', '99999999999', 'abc', '1.5', '%00', '%D9%A1', '1e3', '00001', '%20', '__proto__', 'null'];
const ODD_KEYS = ['__proto__', 'constructor', 'prototype', 'id', 'password', 'token_version', '', ' ', 'a.b', 'a[b]', '$where'];
const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/JSON',
  'application/json; charset=latin1',
  '',
  'application/*',
  undefined,
];
/** Just over the gateway's 1 MB body limit. */
const OVERSIZED = `{"note":"${'a'.repeat(1_048_600)}"}`;
/** Far over it: the gateway answers before the body has arrived and must still be heard. */
const FLOOD = `{"note":"${'a'.repeat(24_000_000)}"}`;

/** A key of a body: a real field of the resource mostly, else a real field of something else or nonsense. */
function bodyKey(grammar, fieldPool) {
  const own = [...new Set([...grammar.types.keys(), ...grammar.rowFields, ...Object.keys(grammar.relations), ...grammar.appends])];
  const choices = [
    { weight: 1, arbitrary: fc.constantFrom(...fieldPool) },
    { weight: 1, arbitrary: fc.constantFrom(...ODD_KEYS) },
    { weight: 1, arbitrary: hostileText({ maxLength: 40 }) },
  ];
  if (own.length) choices.push({ weight: 20, arbitrary: fc.constantFrom(...own) });
  return fc.oneof(...choices);
}

/** An object of real field names, each with a value near or far from its type. */
function nearValidObject(grammar, fieldPool) {
  const entry = bodyKey(grammar, fieldPool).chain((key) => jsonFor(grammar.types.get(key)).map((value) => [key, value]));
  return fc.array(entry, { minLength: 1, maxLength: 8 }).map((entries) => new JsonObject(entries));
}

/** An object of the resource's own columns, each with a value of its type at the edge of what the column holds. */
function edgeObject(grammar, fieldPool) {
  const columns = [...grammar.types.keys()];
  if (!columns.length) return nearValidObject(grammar, fieldPool);
  const entry = fc.constantFrom(...columns).chain((key) => edgeJsonFor(grammar.types.get(key)).map((value) => [key, value]));
  return fc.array(entry, { minLength: 1, maxLength: 6 }).map((entries) => new JsonObject(entries));
}

/** A row as the resource sent it, with one to three fields spoilt: the save of a whole record gone wrong. */
function spoiltRow(grammar, fieldPool) {
  if (!grammar.rows.length) return nearValidObject(grammar, fieldPool);
  const value = (key) => fc.oneof({ weight: 2, arbitrary: edgeJsonFor(grammar.types.get(key)) }, { weight: 1, arbitrary: jsonFor(grammar.types.get(key)) });
  const spoil = bodyKey(grammar, fieldPool).chain((key) => value(key).map((v) => [key, v]));
  return fc.tuple(fc.constantFrom(...grammar.rows), fc.array(spoil, { minLength: 1, maxLength: 3 })).map(([row, spoils]) => {
    const entries = Object.entries(row).filter(([, v]) => v === null || typeof v !== 'object');
    for (const [key, value] of spoils) {
      const at = entries.findIndex(([k]) => k === key);
      if (at >= 0) entries[at] = [key, value];
      else entries.push([key, value]);
    }
    return new JsonObject(entries);
  });
}

/** JSON text that is not JSON, or not what a body should be. */
function brokenJson(valid) {
  return fc.oneof(
    fc.tuple(valid, fc.nat()).map(([text, n]) => text.slice(0, text.length > 1 ? 1 + (n % (text.length - 1)) : 0)),
    valid.map((text) => text.replace(/}$/, ',}')),
    valid.map((text) => text.replace(/"/g, "'")),
    valid.map((text) => `\uFEFF${text}`),
    valid.map((text) => `${text}${text}`),
    valid.map((text) => `/* note */${text}`),
    fc.constantFrom(
      '',
      ' ',
      '{',
      '}',
      '{"a":}',
      '{"a":NaN}',
      '{"a":undefined}',
      '{"a":"\u0000"}',
      '{"note":"\\u0000"}',
      '{"note":"\\ud800"}',
      '{a:1}',
      '"',
      'nul',
      '[',
      'tru',
      '{"a":"\\ud800"}',
    ),
    fc.integer({ min: 33, max: 5000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
    fc.integer({ min: 33, max: 3000 }).map((n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`),
    nestedBrackets(5000),
  );
}

/** Any body text for a resource write, with its content type. */
function bodyOf(grammar, fieldPool) {
  const object = fc.oneof(
    { weight: 4, arbitrary: edgeObject(grammar, fieldPool) },
    { weight: 3, arbitrary: spoiltRow(grammar, fieldPool) },
    { weight: 2, arbitrary: nearValidObject(grammar, fieldPool) },
  );
  return bodyAround(object.map(jsonText));
}

/**
 * Bodies around a near-valid JSON text: mostly that text, else other JSON values, broken JSON, the wrong
 * content type, no body, or too much body. Each as `{ contentType, body }`.
 */
export function bodyAround(valid) {
  const json = (text) => ({ contentType: 'application/json', body: text });
  return fc.oneof(
    { weight: 60, arbitrary: valid.map(json) },
    { weight: 5, arbitrary: fc.oneof(hostileJson(), fc.array(hostileJson(), { maxLength: 3 })).map((v) => json(jsonText(v))) },
    { weight: 5, arbitrary: fc.constantFrom(...['1e999', '-0', 'null', 'true', '"text"', '[]', '{}'].map((t) => new RawJson(t))).map((v) => json(v.text)) },
    { weight: 15, arbitrary: brokenJson(valid).map(json) },
    { weight: 5, arbitrary: fc.tuple(valid, fc.constantFrom(...CONTENT_TYPES)).map(([body, contentType]) => ({ contentType, body })) },
    { weight: 5, arbitrary: fc.constantFrom('application/json', 'text/plain').map((contentType) => ({ contentType, body: undefined })) },
    { weight: 1, arbitrary: fc.constantFrom(json(OVERSIZED), json(FLOOD)) },
  );
}

/**
 * POST and PUT requests for the given writes. `ids` gives, per resource, the rows this caller may
 * change (an update aims at one of them mostly, else at an id that is wrong in some way); `weightOf`
 * how often each write is aimed at (more often those the caller may make).
 * @param {{ targets: { resource: string, action: 'create' | 'update' }[], grammars: Map<string, object>, ids: Map<string, unknown[]>,
 *           fieldPool: string[], weightOf?: (target: object) => number }} o
 */
export function writeRequests({ targets, grammars, ids, fieldPool, weightOf = () => 1 }) {
  const bodies = new Map();
  const bodyFor = (resource) => {
    if (!bodies.has(resource)) bodies.set(resource, bodyOf(grammars.get(resource) ?? emptyGrammar(resource), fieldPool));
    return bodies.get(resource);
  };
  const idFor = (resource) => {
    const own = (ids.get(resource) ?? []).map(String);
    const odd = fc.constantFrom(...ODD_IDS);
    return own.length ? fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...own) }, { weight: 1, arbitrary: odd }) : odd;
  };
  return fc.oneof(
    ...targets.map((target) => {
      const { resource, action } = target;
      const path = action === 'create' ? fc.constant(`/api/${resource}`) : idFor(resource).map((id) => `/api/${resource}/${id}`);
      const request = fc
        .tuple(path, bodyFor(resource))
        .map(([p, { contentType, body }]) =>
          generatedRequest({ aim: `${action} ${resource}`, method: action === 'create' ? 'POST' : 'PUT', path: p, contentType, body }),
        );
      return { weight: weightOf(target), arbitrary: request };
    }),
  );
}

/** A resource nobody may list has no learnt grammar: its bodies come from other resources' field names. */
function emptyGrammar(resource) {
  return { resource, types: new Map(), rowFields: [], relations: {}, appends: [], rows: [] };
}
