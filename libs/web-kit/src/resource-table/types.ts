import type { CsvFormat } from '@portal/contracts/csv';
import type { ReactNode } from 'react';
import type { ApiClient } from '../api/client.js';
import type { Filter } from '../api/list-query.js';

export type CellValue = string | number | boolean | null | undefined;

export interface Column<T> {
  key: string;
  header: string;
  /** The plain value: shown when there is no `render`, and written to the CSV. */
  value?: (row: T) => CellValue;
  render?: (row: T) => ReactNode;
  /** Field sent in `order_by[]` when the header is clicked; the column is not sortable without it. */
  sortField?: string;
  /**
   * What the CSV (written by the server) holds: a row's field path (`client.clientname`), or
   * `{field, format}` with fallback paths and the format the table shows (`usDate`, `currency`,
   * `yesNo`, labels). False keeps the column out of the CSV.
   */
  csv?: false | CsvSpec;
}

export type CsvSpec = string | { field: string | ReadonlyArray<string>; format?: Exclude<CsvFormat['kind'], 'labels'> | CsvFormat };

export interface Option {
  value: string;
  label: string;
}

export type OptionsLoader = (api: ApiClient) => Promise<Option[]>;

interface FilterBase {
  /** Key of the value in the filter state (and in saved filters). */
  key: string;
  label: string;
  field: string;
}

/** Free text; `like` (contains) unless told otherwise. */
export interface TextFilter extends FilterBase {
  kind: 'text';
  op?: 'like' | 'eq';
  placeholder?: string;
  maxLength?: number;
  /**
   * The clause sent for the trimmed text, when it is not simply `field|op|text` (a shape an index can
   * answer, say); null sends nothing yet.
   */
  clause?: (text: string) => Filter | null;
  /** True when the text is complete (a whole VIN): it is sent at once, without the typing delay. */
  complete?: (text: string) => boolean;
  /** A note under the input for what is typed (why nothing is sent yet, say). */
  hint?: (text: string) => string | undefined;
}

/** One of a list of options, sent as `eq`, or as `in` when an option stands for several values ("21,23"). */
export interface ChoiceFilter extends FilterBase {
  kind: 'choice';
  op?: 'eq' | 'in';
  options?: Option[];
  loadOptions?: OptionsLoader;
}

/** From and to dates, sent as `>=` and `<=`. */
export interface DateRangeFilter extends FilterBase {
  kind: 'dateRange';
  /** The field is a stamp, not a calendar date: the bounds become the first and last second of those days. */
  stamp?: boolean;
}

export type FilterDef = TextFilter | ChoiceFilter | DateRangeFilter;

export interface DateRangeValue {
  from?: string;
  to?: string;
}

export type FilterInput = string | DateRangeValue;

export type FilterValues = Record<string, FilterInput | undefined>;
