// Hostile values: text, numbers and dates a careless or malicious caller sends. None carries a leak
// signature of answer-check.mjs (SQL is written in lower case, paths avoid the server's folders), so such a
// signature in an answer can only come from the server.
import fc from 'fast-check';
import { hasControlCharacters } from '@portal/contracts';
import { carriesSignature } from './answer-check.mjs';

const SQL = [
  "' or '1'='1",
  '1 or 1=1',
  "'; drop table vehicles; --",
  '1); delete from web_users where (1=1',
  "' union all select null, current_user --",
  "1' and pg_sleep(3) is null --",
  '$$ || version() || $$',
  "\\'; --",
  "admin'--",
  '" or ""="',
  "1;copy web_users to program 'id'",
  "%' or vehiclevin like '%",
  "E'\\x00'",
  '/**/or/**/1=1',
  'chr(39)||chr(39)',
  '"vehicles"."vehicleid"',
  '?::int',
  '$1',
];

const JSON_FRAGMENTS = [
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '[1,2',
  '{"a":',
  'null',
  'NaN',
  '-Infinity',
  '1e999',
  '{"$where":"1"}',
  '{"$gt":""}',
  '"\\u0000"',
  '{"a":{"b":{"c":{}}}}',
  '}{',
  ']',
];

const UNICODE = [
  '🚗💥',
  '👨‍👩‍👧‍👦',
  '\u202Egnp.exe',
  'Z̴̡͓̈́a̶l̷g̵o̵',
  'ＡＢＣ１２３',
  'İıſK',
  'ß',
  '\uFEFFvehicle',
  'a\u200Bb',
  '\uD800',
  '\uDFFF\uD800',
  'a\u0000b',
  '\u2028\u2029',
  '\uFFFF\uFFFE',
  '車両登録',
  '١٢٣',
  '१२३',
  'ǅǈ',
  '\t\n\r',
  '\u001b[31mred',
];

const MISC = [
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  'C:\\Windows\\win.ini',
  'file:///etc/passwd',
  '\\\\server\\share',
  '%s%s%s%n',
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  '%',
  '%%',
  '_',
  '\\',
  '|',
  '||',
  ',',
  ',,,',
  ':',
  'g:',
  '',
  ' ',
  'null',
  'undefined',
  'true',
];

export const NUMBER_TEXTS = [
  '-1',
  '0',
  '-0',
  '1',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740991',
  '9007199254740993',
  '99999999999999999999999',
  '1e308',
  '1e-400',
  '1.5',
  '0.0000001',
  'NaN',
  'Infinity',
  '0x1F',
  '1_000',
  '1,000',
  '$1,000.00',
  ' 1',
  '1 ',
  '00000001',
  '+1',
  '١٢',
  '１２',
  '1e3',
  '.5',
  '5.',
];

export const DATE_TEXTS = [
  '2024-02-30',
  '2023-02-29',
  '0000-01-01',
  '0001-01-01',
  '9999-12-31',
  '2024-13-01',
  '2024-00-10',
  '2024-1-1',
  '2024-01-01T25:00',
  '2024-01-01T23:59:60',
  '2024-01-01T10:00:00+99:99',
  '2024-01-01T10:00:00-14:01',
  '2024-03-10T02:30',
  '2024-11-03 01:30:00',
  '1970-01-01T00:00:00Z',
  '1900-01-01T00:00:00.123456-05:00',
  '1969-12-31',
  '2024-01-01T00:00:00.1234567Z',
  '24-01-01',
  '01/02/2024',
  'yesterday',
  '1717171717',
];

export const BOOLEAN_TEXTS = ['true', 'false', '1', '0', 'TRUE', 'False', 'yes', 'no', '2', '-1', 'on', ''];

const safe = (arb) => arb.filter((s) => !carriesSignature(s));

/**
 * Builds each arbitrary once per key: generators call these inside `chain`, and a string arbitrary costs
 * far more to build than to draw from.
 */
function memoized(build) {
  const cache = new Map();
  return (key) => {
    if (!cache.has(key)) cache.set(key, build(key));
    return cache.get(key);
  };
}

/** Brackets nested up to `max` deep, balanced or not. */
export function nestedBrackets(max) {
  return fc.tuple(fc.integer({ min: 1, max }), fc.constantFrom('[', '{', '(', '[{', '{"a":['), fc.boolean()).map(([depth, open, balanced]) => {
    const close = [...open]
      .reverse()
      .map((c) => ({ '[': ']', '{': '}', '(': ')' })[c] ?? '')
      .join('');
    return open.repeat(depth) + (balanced ? close.repeat(depth) : '');
  });
}

/** Free text of every kind: random, unicode, SQL and JSON fragments, brackets, lengths at and past the limits. */
export function hostileText({ maxLength = 1200 } = {}) {
  return hostileTextUpTo(maxLength);
}

const hostileTextUpTo = memoized((maxLength) => {
  const limits = [254, 255, 256, 999, 1000, 1001].filter((n) => n <= maxLength);
  return fc.oneof(
    { weight: 3, arbitrary: safe(fc.string({ maxLength: 40 })) },
    { weight: 2, arbitrary: safe(fc.string({ unit: 'binary', maxLength: 30 })) },
    { weight: 2, arbitrary: safe(fc.string({ unit: 'grapheme', maxLength: 20 })) },
    { weight: 3, arbitrary: fc.constantFrom(...SQL) },
    { weight: 2, arbitrary: fc.constantFrom(...JSON_FRAGMENTS) },
    { weight: 3, arbitrary: fc.constantFrom(...UNICODE) },
    { weight: 3, arbitrary: fc.constantFrom(...MISC) },
    { weight: 1, arbitrary: nestedBrackets(Math.min(maxLength, 600)) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: maxLength }).map((n) => 'x'.repeat(n)) },
    ...(limits.length ? [{ weight: 1, arbitrary: fc.constantFrom(...limits).map((n) => 'é'.repeat(n)) }] : []),
  );
});

/** Text a field of this type might be sent as in a query: mostly near its type, sometimes anything. */
export function textFor(field) {
  return textOfType(field?.type);
}

const textOfType = memoized((type) => {
  const hostile = hostileText();
  const byType = {
    Int: fc.oneof(fc.constantFrom(...NUMBER_TEXTS), fc.integer().map(String), fc.integer({ min: 0, max: 50 }).map(String)),
    BigInt: fc.oneof(fc.constantFrom(...NUMBER_TEXTS), fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String)),
    Float: fc.oneof(fc.constantFrom(...NUMBER_TEXTS), fc.double().map(String)),
    Decimal: fc.oneof(
      fc.constantFrom(...NUMBER_TEXTS),
      fc.double({ noNaN: true }).map(String),
      fc.constantFrom('12.345', '0.005', '9999999999.99', '10000000000'),
    ),
    Boolean: fc.constantFrom(...BOOLEAN_TEXTS),
    DateTime: fc.oneof(
      fc.constantFrom(...DATE_TEXTS),
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
    ),
    String: hostile,
  }[type];
  return byType ? fc.oneof({ weight: 3, arbitrary: byType }, { weight: 1, arbitrary: hostile }) : hostile;
});

const EDGE_INTS = ['0', '-0', '-1', '2147483647', '2147483648', '-2147483648', '-2147483649', '9007199254740991'];
const EDGE_NUMBERS = ['1e308', '-1e308', '1e-400', '0.005', '12.345', '99999999999.99', '0.1', '-0'];
const EDGE_DATES = [
  '0000-01-01',
  '0001-01-01',
  '9999-12-31',
  '1969-12-31',
  '2024-02-29',
  '2024-03-10T02:30',
  '2024-11-03 01:30:00',
  '2024-01-01T00:00:00+14:00',
];

/** Printable text (the list grammar refuses control characters at once), hostile in every other way. */
const printable = memoized(() => hostileText({ maxLength: 300 }).filter((t) => !hasControlCharacters(t)));

/**
 * Text of the right form for a field's type, at the edges of what the type holds: such a value passes the
 * checks of the query's shape and reaches the engine and the database.
 */
export function edgeTextFor(field) {
  return edgeTextOfType(field?.type);
}

const edgeTextOfType = memoized((type) => {
  const byType = {
    Int: fc.oneof(fc.integer({ min: -5, max: 400 }).map(String), fc.constantFrom(...EDGE_INTS)),
    BigInt: fc.oneof(fc.integer({ min: -5, max: 400 }).map(String), fc.constantFrom(...EDGE_INTS, '9223372036854775807')),
    Float: fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }).map(String), fc.constantFrom(...EDGE_NUMBERS)),
    Decimal: fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }).map(String), fc.constantFrom(...EDGE_NUMBERS)),
    Boolean: fc.constantFrom('true', 'false', '1', '0', 'TRUE'),
    DateTime: fc.oneof(
      fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }).map((d) => d.toISOString()),
      fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
      fc.constantFrom(...EDGE_DATES),
    ),
  }[type];
  return byType ?? printable(null);
});

/** A JSON value of the right type for a field, at the edges of what its column holds. */
export function edgeJsonFor(field) {
  return edgeJsonOfType(`${field?.type}:${field?.maxLength ?? 255}`);
}

const edgeJsonOfType = memoized((key) => {
  const [type, maxText] = key.split(':');
  const max = Number(maxText);
  const byType = {
    Int: fc.oneof(fc.integer({ min: -5, max: 400 }), fc.constantFrom(...EDGE_INTS.map(Number))),
    BigInt: fc.oneof(fc.integer({ min: -5, max: 400 }), fc.constantFrom(...EDGE_INTS.map(Number))),
    Float: fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(...EDGE_NUMBERS.map(Number))),
    Decimal: fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(...EDGE_NUMBERS.map(Number)), fc.constantFrom('$1,234.50', '1e3')),
    Boolean: fc.oneof(fc.boolean(), fc.constantFrom(0, 1, 'true', 'false')),
    DateTime: edgeTextOfType('DateTime'),
    String: fc.oneof(
      printable(null),
      fc.constantFrom(max - 1, max, max + 1).map((n) => 'w'.repeat(Math.max(0, n))),
      fc.constant(null),
    ),
    Json: hostileJson(),
  }[type];
  return byType ?? hostileJson();
});

/** Raw JSON text placed into a body as is (a number JSON.stringify cannot write, say). */
export class RawJson {
  constructor(text) {
    this.text = text;
  }
}

/** A JSON object written entry by entry, so keys may repeat or be `__proto__`. */
export class JsonObject {
  constructor(entries) {
    this.entries = entries;
  }
}

/** Writes a generated value as JSON text. */
export function jsonText(value) {
  if (value instanceof RawJson) return value.text;
  if (value instanceof JsonObject) return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`).join(',')}}`;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  return JSON.stringify(value) ?? 'null';
}

const RAW_NUMBERS = ['1e999', '-1e999', '1e-999', '-0', '123456789012345678901234567890', '0.1e1', '1E+2'].map((t) => new RawJson(t));

/** Any JSON value, of any type, nested a little. */
export function hostileJson() {
  return anyJson(null);
}

const anyJson = memoized(() => {
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      { weight: 4, arbitrary: hostileText({ maxLength: 300 }) },
      {
        weight: 2,
        arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2)),
      },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_NUMBERS) },
      { weight: 2, arbitrary: fc.constantFrom(null, true, false) },
      { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
      { weight: 1, arbitrary: fc.array(fc.tuple(hostileKey(), tie('value')), { maxLength: 4 }).map((entries) => new JsonObject(entries)) },
    ),
  }));
  return value;
});

const hostileKey = memoized(() =>
  fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', '', ' ', '$where', 'a.b', 'a[b]'), safe(fc.string({ maxLength: 12 }))),
);

/** A JSON value a field of this type might be written with: mostly near its type, sometimes anything. */
export function jsonFor(field) {
  return jsonOfType(`${field?.type}:${field?.maxLength ?? 255}`);
}

const jsonOfType = memoized((key) => {
  const [type, maxText] = key.split(':');
  const max = Number(maxText);
  const byType = {
    Int: fc.oneof(
      fc.integer(),
      fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1.5, -0, '12', '12abc', ' 7 ', '', true),
      fc.constantFrom(...RAW_NUMBERS),
    ),
    BigInt: fc.oneof(fc.integer(), fc.constantFrom(2 ** 63, 2 ** 53 + 2, '99999999999999999999', ''), fc.constantFrom(...RAW_NUMBERS)),
    Float: fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom('1.5', 'NaN', ''), fc.constantFrom(...RAW_NUMBERS)),
    Decimal: fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.constantFrom('$1,000.00', '12.345', '0.005', 1e10, 9999999999.99, 1e-7, '1e5', 'abc'),
      fc.constantFrom(...RAW_NUMBERS),
    ),
    Boolean: fc.oneof(fc.boolean(), fc.constantFrom(0, 1, 2, 'true', 'no', '', null)),
    DateTime: fc.oneof(
      fc.constantFrom(...DATE_TEXTS),
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      fc.constantFrom(0, 1717171717, ''),
    ),
    String: fc.oneof(
      hostileText({ maxLength: max + 2 }),
      fc.constantFrom(max, max + 1).map((n) => 'v'.repeat(n)),
      fc.constantFrom(10_000, 10_001).map((n) => 'n'.repeat(n)),
    ),
    Json: hostileJson(),
  }[type];
  return byType ? fc.oneof({ weight: 3, arbitrary: byType }, { weight: 1, arbitrary: hostileJson() }) : hostileJson();
});
