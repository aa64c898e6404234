/** Operators of the generic list grammar (document 1 §7.2). */
export type FilterOp = 'eq' | 'neq' | 'like' | 'in' | 'notin' | '>' | '<' | '>=' | '<=' | 'isnull' | 'notnull';

export type FilterValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

export interface Filter {
  field: string;
  op: FilterOp;
  value: FilterValue;
  /** Clauses sharing a group label are OR'ed by the server (`label:field|op|value`). */
  group?: string;
}

export type SortDirection = 'asc' | 'desc';

export interface Order {
  field: string;
  direction?: SortDirection;
}

export interface ListQuery {
  page?: number;
  per_page?: number;
  filters?: ReadonlyArray<Filter>;
  with?: ReadonlyArray<string>;
  order_by?: ReadonlyArray<Order>;
  appends?: ReadonlyArray<string>;
}

/** The list envelope every generic list answers with. */
export interface ListEnvelope<T> {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
}

/** `field|op|value` (with its group prefix), or undefined when the clause must not be sent. */
export function filterClause(filter: Filter): string | undefined {
  const prefix = filter.group ? `${filter.group}:` : '';
  if (filter.op === 'isnull' || filter.op === 'notnull') {
    // The server only knows "is (not) null"; a false or empty flag means "no condition".
    return isTrue(filter.value) ? `${prefix}${filter.field}|${filter.op}|true` : undefined;
  }
  const value = valueText(filter.value);
  return value === undefined ? undefined : `${prefix}${filter.field}|${filter.op}|${value}`;
}

/** The query parameters of a list call, in a stable order, as [key, value] pairs (not encoded). */
export function listParams(query: ListQuery = {}): Array<[string, string]> {
  const params: Array<[string, string]> = [];
  if (query.per_page !== undefined) params.push(['per_page', String(query.per_page)]);
  if (query.page !== undefined) params.push(['page', String(query.page)]);
  for (const filter of query.filters ?? []) {
    const clause = filterClause(filter);
    if (clause !== undefined) params.push(['filters[]', clause]);
  }
  for (const relation of query.with ?? []) if (relation) params.push(['with[]', relation]);
  for (const order of query.order_by ?? []) {
    if (order.field) params.push(['order_by[]', `${order.field}|${order.direction === 'desc' ? 'desc' : 'asc'}`]);
  }
  for (const append of query.appends ?? []) if (append) params.push(['appends[]', append]);
  return params;
}

/** `per_page=10&page=1&filters[]=...`: keys keep their brackets, values are percent-encoded. */
export function listQueryString(query: ListQuery = {}): string {
  return listParams(query)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
}

function valueText(value: FilterValue): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) {
    const items = value.map((item) => String(item).trim()).filter((item) => item !== '');
    return items.length ? items.join(',') : undefined;
  }
  const text = String(value);
  return text.trim() === '' ? undefined : text;
}

function isTrue(value: FilterValue): boolean {
  return value === true || value === 1 || value === 'true' || value === '1';
}
