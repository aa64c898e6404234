export const FILTER_OPERATORS = ['eq', 'neq', 'like', 'in', 'notin', '>', '<', '>=', '<=', 'isnull', 'notnull'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** One `field|op|value` clause; `field` may name a declared relation's field as `relation.field`. */
export interface FilterClause {
  field: string;
  op: FilterOperator;
  /** Raw text as sent; `in`/`notin` split it on commas. */
  value: string;
}

/** Clauses sent with the same `label:` prefix; any one of them may match. */
export interface FilterGroup {
  label: string;
  clauses: FilterClause[];
}

export interface OrderClause {
  field: string;
  direction: 'asc' | 'desc';
}

export interface ListQuery {
  page?: number;
  per_page?: number;
  filters: FilterClause[];
  groups: FilterGroup[];
  with: string[];
  order_by: OrderClause[];
  appends: string[];
  /** Only these fields of the row itself (relations and appends come as asked); empty means all. */
  fields?: string[];
}

/** The list envelope of document 1 §3. */
export interface ListEnvelope<T> {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
}

/** Query parameters as the HTTP layer hands them over: repeated keys become arrays. */
export type RawQuery = Record<string, string | string[] | undefined>;
