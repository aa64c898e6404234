// Generated inputs for the catalog's custom calls: path parameters, query and body shaped by each entry's
// own request schema, and broken in the same ways as the resource bodies.
import fc from 'fast-check';
import { pathParams } from '@portal/contracts';
import { bodyAround } from './bodies.mjs';
import { encodePairs, encodeText, listQuery } from './list-queries.mjs';
import { generatedRequest } from './property.mjs';
import { fromSchema, jsonSchemaOf } from './schema-values.mjs';
import { JsonObject, hostileText, jsonText } from './values.mjs';
import { requestParts, takesInput } from './targets.mjs';

const ODD_PARAMS = ['0', '-1', '2147483648', '99999999999', 'abc', '1.5', '%00', '%2e%2e', '..', '%2F', '%D9%A1', ' ', 'null'];

/** A path parameter: a real value mostly (`values` says which), else a wrong one. */
function paramValue(values) {
  const odd = fc.oneof(
    fc.constantFrom(...ODD_PARAMS),
    hostileText({ maxLength: 40 })
      .filter((t) => t !== '')
      .map(encodeText),
  );
  return values.length ? fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...values.map((v) => encodeText(String(v)))) }, { weight: 1, arbitrary: odd }) : odd;
}

/** A query string for the entry's query schema: its named keys with odd values, or the list grammar for a record. */
function queryFor(schema, grammar, fieldPool) {
  if (!schema) return fc.constant('');
  const json = jsonSchemaOf(schema);
  if (!json.properties && grammar) return listQuery(grammar, fieldPool);
  return fromSchema({ ...json, type: 'object' }).map((value) => {
    const entries = value instanceof JsonObject ? value.entries : [];
    const pairs = entries.flatMap(([key, v]) => (Array.isArray(v) ? v : [v]).map((item) => [key, typeof item === 'string' ? item : jsonText(item)]));
    return encodePairs(pairs).join('&');
  });
}

/**
 * Requests for the given calls. `paramValues(call, name)` lists real values of a path parameter (ids this
 * caller may see); `grammarFor(call)` is the list grammar of a call whose query is the list grammar.
 * @param {{ calls: object[], paramValues: (call: object, name: string) => unknown[], grammarFor: (call: object) => object | undefined,
 *           fieldPool: string[] }} o
 */
export function callRequests(o) {
  const perCall = callRequestsEach(o);
  // A call that takes input is aimed at more often: there is more to get wrong in it.
  return fc.oneof(...perCall.map((arbitrary, i) => ({ weight: takesInput(o.calls[i]) ? 3 : 1, arbitrary })));
}

/** One generator of requests per call, in the order of `calls`. */
export function callRequestsEach({ calls, paramValues, grammarFor, fieldPool }) {
  return calls.map((call) => {
    const parts = requestParts(call);
    const names = pathParams(call.path);
    const params = fc.tuple(...names.map((name) => paramValue(paramValues(call, name))));
    const query = queryFor(parts.query, grammarFor(call), fieldPool);
    const body = parts.body ? bodyAround(fromSchema(jsonSchemaOf(parts.body)).map(jsonText)) : fc.constant({ contentType: undefined, body: undefined });
    return fc.tuple(params, query, body).map(([values, q, { contentType, body: text }]) => {
      let i = 0;
      const path = call.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, () => values[i++]);
      return generatedRequest({ aim: call.name, method: call.method, path: `${path}${q ? `?${q}` : ''}`, contentType, body: text });
    });
  });
}
