import { useEffect, useState } from 'react';
import type { ApiClient } from '../api/client.js';
import { messageOf } from '../api/errors.js';
import { listQueryString, type ListEnvelope, type ListQuery } from '../api/list-query.js';

export interface ListData<T> {
  loading: boolean;
  error?: string;
  page?: ListEnvelope<T>;
}

/** Fetches one page whenever the query changes; answers to superseded queries are dropped. */
export function useListData<T>(api: ApiClient, resource: string, query: ListQuery, reloadToken: unknown): ListData<T> {
  const [state, setState] = useState<ListData<T>>({ loading: true });
  const key = `${resource}?${listQueryString(query)}`;

  useEffect(() => {
    let active = true;
    const controller = new AbortController();
    setState((previous) => ({ loading: true, page: previous.page }));
    api.listResource<T>(resource, query, controller.signal).then(
      (page) => {
        if (active) setState({ loading: false, page });
      },
      (error: unknown) => {
        if (active) setState({ loading: false, error: messageOf(error) });
      },
    );
    return () => {
      active = false;
      controller.abort();
    };
    // The query is represented by its text form; the object itself is rebuilt on every render.
  }, [api, key, reloadToken]);

  return state;
}
