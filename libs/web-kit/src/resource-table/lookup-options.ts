import type { ApiClient } from '../api/client.js';
import type { ListQuery } from '../api/list-query.js';
import type { Option, OptionsLoader } from './types.js';

/** Dropdown lookups fetch up to 1000 items (document 1 §9). */
export const LOOKUP_PAGE_SIZE = 1000;

/** Loads the options of a choice filter from a generic list. */
export function lookupOptions(resource: string, valueField: string, labelField: string, query: ListQuery = {}): OptionsLoader {
  return async (api: ApiClient): Promise<Option[]> => {
    const page = await api.listResource<Record<string, unknown>>(resource, { per_page: LOOKUP_PAGE_SIZE, ...query });
    return page.data
      .filter((row) => row[valueField] !== null && row[valueField] !== undefined)
      .map((row) => ({ value: String(row[valueField]), label: String(row[labelField] ?? row[valueField]) }));
  };
}
