import type { ApiClient } from '../api/client.js';
import type { ListEnvelope, ListQuery } from '../api/list-query.js';
import { useRefetchOn, useResourceList } from '../data/use-data.js';

export interface ListData<T> {
  loading: boolean;
  error?: string;
  page?: ListEnvelope<T>;
}

/**
 * One page of the table's list, the last page kept on screen while the next loads. A new
 * `reloadToken` reads the page again (a write the table's owner made).
 */
export function useListData<T>(api: ApiClient, resource: string, query: ListQuery, reloadToken: unknown): ListData<T> {
  const list = useResourceList<T>(resource, query, { keepPrevious: true, api });
  useRefetchOn(reloadToken, list.refetch);
  return { loading: list.fetching, error: list.errorText, page: list.errorText ? undefined : list.data };
}
