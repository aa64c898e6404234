import { noFieldErrors, type FieldErrors } from '../errors.js';
import { hasControlCharacters } from '../field-limits.js';
import { FILTER_OPERATORS, type FilterClause, type FilterGroup, type FilterOperator, type ListQuery, type OrderClause, type RawQuery } from './types.js';

export type ParseResult = { ok: true; query: ListQuery } | { ok: false; errors: FieldErrors };

const GROUP_LABEL = /^([A-Za-z0-9_]+):/;
const FIELD_PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)?$/;
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Bounds on what one query may ask, so no query costs more to read than to refuse. */
export const LIST_QUERY_LIMITS = { maxPage: 10_000_000, maxClauses: 50, maxValueLength: 1000 } as const;

/**
 * Reads the list grammar of document 1 §7.2 from query parameters:
 * `per_page`, `page`, `filters[]=field|op|value` (a `label:` prefix groups clauses into one OR),
 * `with[]`, `order_by[]=field|asc|desc` (any other direction means asc), `appends[]`, `fields[]`
 * (only these fields of each row: an export that writes four columns does not carry forty).
 * Field names are checked against a resource definition later; this only checks the shape.
 */
export function parseListQuery(raw: RawQuery): ParseResult {
  const errors = noFieldErrors();
  const fail = (key: string, message: string) => {
    (errors[key] ??= []).push(message);
  };
  const values = normalize(raw);

  const query: ListQuery = { filters: [], groups: [], with: [], order_by: [], appends: [], fields: [] };

  const page = single(values, 'page');
  if (page !== undefined && page !== '') {
    const n = positiveInt(page);
    if (n === undefined) fail('page', `page must be a whole number from 1 to ${LIST_QUERY_LIMITS.maxPage}, got "${page.slice(0, 30)}"`);
    else query.page = n;
  }
  const perPage = single(values, 'per_page') ?? single(values, 'perPage');
  if (perPage !== undefined && perPage !== '') {
    const n = positiveInt(perPage);
    if (n === undefined) fail('per_page', `per_page must be a positive whole number, got "${perPage.slice(0, 30)}"`);
    else query.per_page = n;
  }

  const filterTexts = values.get('filters') ?? [];
  if (filterTexts.length > LIST_QUERY_LIMITS.maxClauses) fail('filters', `at most ${LIST_QUERY_LIMITS.maxClauses} filters`);
  for (const [key, list] of values) {
    if (list.some(hasControlCharacters)) fail(key, `${key} must not contain control characters`);
  }
  if (Object.keys(errors).length) return { ok: false, errors };

  const groups = new Map<string, FilterGroup>();
  for (const text of filterTexts) {
    // A label sits before the field name, so only the text before the first `|` can carry one.
    const labelled = GROUP_LABEL.exec(text.split('|', 1)[0] ?? '');
    const clause = parseClause(labelled ? text.slice(labelled[1].length + 1) : text, fail);
    if (!clause) continue;
    if (labelled) {
      const label = labelled[1];
      const group = groups.get(label) ?? { label, clauses: [] };
      group.clauses.push(clause);
      groups.set(label, group);
    } else {
      query.filters.push(clause);
    }
  }
  query.groups = [...groups.values()];

  for (const text of values.get('order_by') ?? []) {
    const [field, direction] = text.split('|');
    if (!field || !FIELD_PATH.test(field)) {
      fail('order_by', `"${text}" is not field|asc or field|desc`);
      continue;
    }
    const order: OrderClause = { field, direction: direction?.toLowerCase() === 'desc' ? 'desc' : 'asc' };
    query.order_by.push(order);
  }

  for (const key of ['with', 'appends', 'fields'] as const) {
    for (const name of values.get(key) ?? []) {
      if (name === '') continue;
      if (!NAME.test(name)) fail(key, `"${name}" is not a valid name`);
      else if (!query[key]!.includes(name)) query[key]!.push(name);
    }
  }

  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, query };
}

function parseClause(text: string, fail: (key: string, message: string) => void): FilterClause | undefined {
  const first = text.indexOf('|');
  const second = first < 0 ? -1 : text.indexOf('|', first + 1);
  if (first < 0) {
    fail('filters', `"${text}" is not field|operator|value`);
    return undefined;
  }
  const field = text.slice(0, first);
  const op = (second < 0 ? text.slice(first + 1) : text.slice(first + 1, second)).toLowerCase();
  const value = second < 0 ? '' : text.slice(second + 1);
  if (value.length > LIST_QUERY_LIMITS.maxValueLength) {
    fail('filters', `the value for "${field.slice(0, 60)}" is longer than ${LIST_QUERY_LIMITS.maxValueLength} characters`);
    return undefined;
  }
  if (!FIELD_PATH.test(field)) {
    fail('filters', `"${field}" is not a valid field name`);
    return undefined;
  }
  if (!(FILTER_OPERATORS as readonly string[]).includes(op)) {
    fail('filters', `unknown operator "${op}" in "${text}"; allowed: ${FILTER_OPERATORS.join(', ')}`);
    return undefined;
  }
  const needsValue = op !== 'isnull' && op !== 'notnull';
  if (needsValue && second < 0) {
    fail('filters', `"${text}" has no value`);
    return undefined;
  }
  return { field, op: op as FilterOperator, value };
}

/** Accepts `filters[]`, `filters[0]`, `filters` alike, and single or repeated values. */
function normalize(raw: RawQuery): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    const name = key.replace(/\[\d*\]$/, '');
    const list = out.get(name) ?? [];
    list.push(...(Array.isArray(value) ? value : [value]));
    out.set(name, list);
  }
  return out;
}

function single(values: Map<string, string[]>, key: string): string | undefined {
  const list = values.get(key);
  return list ? list[list.length - 1] : undefined;
}

function positiveInt(text: string): number | undefined {
  if (!/^\d{1,9}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= 1 && n <= LIST_QUERY_LIMITS.maxPage ? n : undefined;
}
