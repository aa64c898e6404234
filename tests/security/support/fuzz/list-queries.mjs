// Generated list queries in the grammar of document 1 §7.2 (`filters[]=field|op|value`, `label:` groups,
// `with[]`, `order_by[]`, `appends[]`, `fields[]`, `per_page`, `page`): near-valid ones built from each
// resource's real declaration with wrong values, and garbage at every level of the query string.
import fc from 'fast-check';
import { FILTER_OPERATORS } from '@portal/contracts';
import { generatedRequest } from './property.mjs';
import { edgeTextFor, hostileText, nestedBrackets, textFor } from './values.mjs';

const ODD_NAMES = ['zz', 'password', 'token_version', '__proto__', 'constructor', 'constructor.name', 'a.b.c', 'client.password', '', '1abc', 'id', 'ID'];
const ODD_OPERATORS = ['EQ', 'Like', 'contains', '=', '!=', '~', 'between', 'regex', '', 'in ', ' eq', 'isnull ', '>>', '=<'];
const LABELS = ['g:', 'g1:', 'or:', '1:', '_:', 'a-b:', ':', 'g::'];
const PAGE_SIZES = [
  '1',
  '5',
  '25',
  '100',
  '1000',
  '1001',
  '10000',
  '1000000',
  '2147483648',
  '99999999999',
  '-1',
  '0',
  '1.5',
  'abc',
  '',
  '١٠',
  '1e3',
  ' 10',
  '0x10',
];
const PAGES = ['1', '2', '0', '-1', '-99999', '10000000', '10000001', '9007199254740991', '1e308', 'abc', '', '1.0', '٢'];

/** Query-string garbage written as is: broken escapes, brackets nested deep, keys that abuse parsers. */
const RAW_GARBAGE = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%00',
  '&&&',
  '=',
  '==',
  'filters[]',
  'filters[]=',
  'filters[][][]=x',
  'filters[a][b]=c',
  'filters[__proto__]=x',
  '__proto__[x]=1',
  'constructor[prototype][x]=1',
  'per_page[]=1&per_page[]=2',
  'page=1&page=2',
  '%2525',
  '+',
  ';',
  'with[]=client&with[]=client',
  'filters%5B%5D=vehicleid%7Ceq%7C1',
];

/** Percent-encodes text; a lone surrogate goes as the bytes a careless encoder writes for it (not UTF-8). */
export function encodeText(text) {
  return text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]|[^\uD800-\uDFFF]+/g, (part) => {
    if (part.length !== 1 || !/[\uD800-\uDFFF]/.test(part)) return encodeURIComponent(part);
    const unit = part.charCodeAt(0);
    return [0xed, 0xa0 | ((unit >> 6) & 0x1f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
  });
}

const safeKey = (key) => (/^[\w[\]]*$/.test(key) ? key : encodeText(key));
export const encodePairs = (pairs) => pairs.map(([k, v]) => (v === undefined ? safeKey(k) : `${safeKey(k)}=${encodeText(v)}`));

/** A field to filter or sort on, with its type when it is a real one. */
function fieldOf(grammar, fieldPool, purpose) {
  const own = purpose === 'filter' ? grammar.filterable : grammar.sortable;
  const related = Object.entries(grammar.relations).flatMap(([name, r]) =>
    (purpose === 'filter' ? r.filterable : r.sortable).map((f) => ({ name: `${name}.${f}`, type: r.types.get(f) })),
  );
  const choices = [
    { weight: 1, arbitrary: fc.constantFrom(...fieldPool).map((name) => ({ name, type: grammar.types.get(name) })) },
    { weight: 1, arbitrary: fc.constantFrom(...ODD_NAMES).map((name) => ({ name })) },
    { weight: 1, arbitrary: hostileText({ maxLength: 80 }).map((name) => ({ name })) },
  ];
  if (own.length) choices.push({ weight: 16, arbitrary: fc.constantFrom(...own).map((name) => ({ name, type: grammar.types.get(name) })) });
  if (related.length) choices.push({ weight: 5, arbitrary: fc.constantFrom(...related) });
  if (grammar.rowFields.length)
    choices.push({ weight: 1, arbitrary: fc.constantFrom(...grammar.rowFields).map((name) => ({ name, type: grammar.types.get(name) })) });
  return fc.oneof(...choices);
}

function operator() {
  return fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...FILTER_OPERATORS) }, { weight: 1, arbitrary: fc.constantFrom(...ODD_OPERATORS) });
}

const clauseValues = new Map();

/** The value of a clause for its operator and field type (built once per pair: drawn inside `chain`). */
function clauseValue(op, type) {
  const key = `${op}|${type?.type}`;
  if (!clauseValues.has(key)) clauseValues.set(key, buildClauseValue(op, type));
  return clauseValues.get(key);
}

function buildClauseValue(op, type) {
  if (op === 'in' || op === 'notin')
    return fc.oneof(
      fc.array(textFor(type), { maxLength: 12 }).map((items) => items.join(',')),
      fc.integer({ min: 100, max: 400 }).map((n) => Array.from({ length: n }, (_, i) => String(i)).join(',')),
    );
  if (op === 'isnull' || op === 'notnull') return fc.option(fc.oneof(fc.constantFrom('', 'true', 'false', '0', '1', 'yes'), hostileText()), { nil: undefined });
  return textFor(type);
}

/** One `[label:]field|op|value` clause, near-valid or broken. */
function clause(grammar, fieldPool) {
  const shaped = fc
    .tuple(fc.option(fc.constantFrom(...LABELS), { freq: 3, nil: '' }), fieldOf(grammar, fieldPool, 'filter'), operator())
    .chain(([label, field, op]) => clauseValue(op, field.type).map((value) => `${label}${field.name}|${op}${value === undefined ? '' : `|${value}`}`));
  return fc.oneof(
    { weight: 9, arbitrary: shaped },
    { weight: 1, arbitrary: hostileText() },
    { weight: 1, arbitrary: fc.tuple(shaped, hostileText({ maxLength: 40 })).map(([c, extra]) => `${c}|${extra}`) },
  );
}

function orderClause(grammar, fieldPool) {
  const direction = fc.oneof(fc.constantFrom('asc', 'desc', 'DESC', 'sideways', '', 'asc|desc', 'desc nulls first'), hostileText({ maxLength: 20 }));
  return fc.oneof(
    { weight: 6, arbitrary: fc.tuple(fieldOf(grammar, fieldPool, 'sort'), direction).map(([f, d]) => `${f.name}|${d}`) },
    { weight: 1, arbitrary: hostileText({ maxLength: 60 }) },
  );
}

/** Mostly `usual`, one time in five `odd`: a query keeps most of its parts valid, so it reaches deep. */
function mostly(usual, odd) {
  return fc.oneof({ weight: 4, arbitrary: usual }, { weight: 1, arbitrary: odd });
}

/** A name from a declared list mostly, else a real field of something else or garbage. */
function nameOf(declared, fieldPool) {
  const odd = fc.oneof(fc.constantFrom(...ODD_NAMES), fc.constantFrom(...fieldPool), hostileText({ maxLength: 40 }));
  return declared.length ? fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...declared) }, { weight: 1, arbitrary: odd }) : odd;
}

const repeated = (key, arb, maxLength) => fc.array(arb, { maxLength }).map((values) => values.map((v) => [key, v]));

/** The pairs of a near-valid query: each part of the grammar, present or not, mostly well formed. */
function nearValidPairs(grammar, fieldPool) {
  const filterKey = fc.oneof(
    { weight: 8, arbitrary: fc.constant('filters[]') },
    { weight: 1, arbitrary: fc.constantFrom('filters', 'filters[0]', 'filters[7]') },
  );
  const manyClauses = fc
    .tuple(fc.integer({ min: 45, max: 60 }), clause(grammar, fieldPool))
    .map(([n, c]) => Array.from({ length: n }, () => ['filters[]', c.slice(0, 40)]));
  return fc
    .tuple(
      fc.option(
        fc.tuple(fc.constantFrom('per_page', 'per_page', 'perPage'), mostly(fc.integer({ min: 1, max: 50 }).map(String), fc.constantFrom(...PAGE_SIZES))),
        {
          nil: undefined,
        },
      ),
      fc.option(mostly(fc.integer({ min: 1, max: 30 }).map(String), fc.constantFrom(...PAGES)), { nil: undefined }),
      fc.oneof(
        { weight: 12, arbitrary: fc.tuple(filterKey, fc.array(clause(grammar, fieldPool), { maxLength: 5 })).map(([k, cs]) => cs.map((c) => [k, c])) },
        { weight: 1, arbitrary: manyClauses },
      ),
      repeated('with[]', nameOf(Object.keys(grammar.relations), fieldPool), 3),
      repeated('order_by[]', orderClause(grammar, fieldPool), 3),
      repeated('appends[]', nameOf(grammar.appends, fieldPool), 2),
      repeated('fields[]', nameOf(grammar.rowFields, fieldPool), 4),
      fc.option(hostileText({ maxLength: 200 }), { freq: 6, nil: undefined }),
      fc.array(fc.tuple(hostileText({ maxLength: 20 }), hostileText({ maxLength: 60 })), { maxLength: 2 }),
    )
    .map(([perPage, page, filters, withs, orders, appends, fields, search, unknown]) => [
      ...(perPage === undefined ? [] : [perPage]),
      ...(page === undefined ? [] : [['page', page]]),
      ...filters,
      ...withs,
      ...orders,
      ...appends,
      ...fields,
      ...(search === undefined ? [] : [['search', search]]),
      ...unknown,
    ]);
}

/**
 * The pairs of a well-formed query: only declared names and operators and pages in range, with values of
 * the right form at the edges of their types. It passes the grammar's checks, so the engine builds a
 * query from it and the database runs it.
 */
function deepPairs(grammar) {
  const own = grammar.filterable.map((name) => ({ name, type: grammar.types.get(name) }));
  const related = Object.entries(grammar.relations).flatMap(([name, r]) => r.filterable.map((f) => ({ name: `${name}.${f}`, type: r.types.get(f) })));
  const fields = [...own, ...related];
  if (!fields.length) return fc.constant([]);
  const clause = fc
    .tuple(fc.option(fc.constantFrom('g:', 'h:'), { freq: 4, nil: '' }), fc.constantFrom(...fields), fc.constantFrom(...FILTER_OPERATORS))
    .chain(([label, field, op]) => deepValue(op, field.type).map((value) => `${label}${field.name}|${op}|${value}`));
  const sortable = [...grammar.sortable, ...Object.entries(grammar.relations).flatMap(([name, r]) => r.sortable.map((f) => `${name}.${f}`))];
  const some = (key, names, max) => (names.length ? repeated(key, fc.constantFrom(...names), max) : fc.constant([]));
  return fc
    .tuple(
      fc.option(fc.oneof(fc.integer({ min: 1, max: 100 }), fc.constantFrom(1000)).map(String), { nil: undefined }),
      fc.option(fc.oneof(fc.integer({ min: 1, max: 5 }), fc.constantFrom(10_000)).map(String), { nil: undefined }),
      repeated('filters[]', clause, 4),
      some('with[]', Object.keys(grammar.relations), 2),
      sortable.length
        ? repeated(
            'order_by[]',
            fc.tuple(fc.constantFrom(...sortable), fc.constantFrom('asc', 'desc')).map(([f, d]) => `${f}|${d}`),
            2,
          )
        : fc.constant([]),
      some('appends[]', grammar.appends, 2),
      fc.option(some('fields[]', grammar.rowFields, 3), { freq: 3, nil: [] }),
    )
    .map(([perPage, page, ...parts]) => [...(perPage ? [['per_page', perPage]] : []), ...(page ? [['page', page]] : []), ...parts.flat()]);
}

const deepValues = new Map();

function deepValue(op, type) {
  const key = `${op}|${type?.type}`;
  if (!deepValues.has(key)) {
    const one = edgeTextFor(type).filter((v) => !v.includes(','));
    const value =
      op === 'in' || op === 'notin'
        ? fc.array(one, { minLength: 1, maxLength: 6 }).map((items) => items.join(','))
        : op === 'isnull' || op === 'notnull'
          ? fc.constantFrom('', 'true', '1')
          : op === 'like'
            ? fc.oneof(
                edgeTextFor(type),
                edgeTextFor(type).map((v) => `%${v}`),
                edgeTextFor(type).map((v) => `${v}%`),
              )
            : edgeTextFor(type);
    deepValues.set(key, value);
  }
  return deepValues.get(key);
}

/** Raw query text a browser would never send. */
function garbageQuery() {
  return fc.oneof(
    fc.array(fc.constantFrom(...RAW_GARBAGE), { minLength: 1, maxLength: 4 }).map((parts) => parts.join('&')),
    fc.tuple(fc.constantFrom('filters', 'with', 'a', 'order_by'), fc.integer({ min: 1, max: 2000 })).map(([k, n]) => `${k}${'['.repeat(n)}=1`),
    nestedBrackets(900).map((b) => `filters[]=${encodeURIComponent(`vehicleid|in|${b}`)}`),
    fc
      .array(fc.tuple(hostileText({ maxLength: 30 }), hostileText({ maxLength: 80 })), { minLength: 1, maxLength: 4 })
      .map((pairs) => encodePairs(pairs).join('&')),
  );
}

/** A query string in the list grammar for a resource: near-valid mostly, else garbage or both. */
export function listQuery(grammar, fieldPool) {
  return fc.oneof(
    { weight: 8, arbitrary: deepPairs(grammar).map((pairs) => encodePairs(pairs).join('&')) },
    { weight: 5, arbitrary: nearValidPairs(grammar, fieldPool).map((pairs) => encodePairs(pairs).join('&')) },
    { weight: 1, arbitrary: garbageQuery() },
    { weight: 1, arbitrary: fc.tuple(nearValidPairs(grammar, fieldPool), garbageQuery()).map(([p, g]) => [...encodePairs(p), g].join('&')) },
  );
}

/**
 * GET list requests for the given resources (each with a learnt grammar); a few name no resource at all.
 * `weightOf(resource)` says how often each is aimed at (more often those the caller may list).
 * @param {{ grammars: Map<string, object>, resources: string[], fieldPool: string[], weightOf?: (resource: string) => number }} o
 */
export function listRequests({ grammars, resources, fieldPool, weightOf = () => 1 }) {
  const known = fc.oneof(
    ...resources.map((resource) => ({
      weight: weightOf(resource),
      arbitrary: listQuery(grammars.get(resource), fieldPool).map((query) => ({ resource, query })),
    })),
  );
  const unknown = fc
    .tuple(
      fc.constantFrom('zz_unknown', '__proto__', 'constructor', 'vehicles.json', 'VEHICLES', 'vehicles%00', '%2e%2e', 'vehicles;drop', 'vehicles%2Fexport.csv'),
      garbageQuery(),
    )
    .map(([resource, query]) => ({ resource, query }));
  return fc
    .oneof({ weight: 30, arbitrary: known }, { weight: 1, arbitrary: unknown })
    .map(({ resource, query }) => generatedRequest({ aim: `list ${resource}`, method: 'GET', path: `/api/${resource}${query ? `?${query}` : ''}` }));
}
