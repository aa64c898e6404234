import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { alertError } from '../alerts/alerts.js';
import { useApi } from '../api/api-context.js';
import { call, type CallArgs, type CallTarget } from '../api/call.js';
import type { ApiClient, Id } from '../api/client.js';
import { messageOf } from '../api/errors.js';
import type { ListEnvelope, ListQuery } from '../api/list-query.js';
import type { CallAnswer, CallEntry } from '@portal/contracts/call-routes';
import { queryClientFor } from './query-client.js';
import { callKey, resourceKey, resourceListKey, resourceRecordKey } from './query-keys.js';

export interface DataOptions {
  /** False holds the call back (an input is not known yet). */
  enabled?: boolean;
  /** Keeps showing the last answer while a new input loads (paging, filtering). */
  keepPrevious?: boolean;
  /** An api other than the context's (a component given one as a prop). */
  api?: ApiClient;
}

/** What a screen reads of a call: the answer, whether it is on its way, why it failed. */
export interface DataState<T> {
  data: T | undefined;
  /** True until the answer (or failure) for this input arrives, while an earlier one may still show. */
  loading: boolean;
  /** True whenever a call is on its way, a refetch included. */
  fetching: boolean;
  /** The failure, to match by `code`/`status`; undefined when the last call answered. */
  error: unknown;
  /** The failure as the text to show. */
  errorText: string | undefined;
  refetch(): Promise<{ data?: T; error: unknown }>;
}

function dataState<T>(query: UseQueryResult<T>): DataState<T> {
  return {
    data: query.data,
    loading: query.isLoading || query.isPlaceholderData,
    fetching: query.isFetching,
    error: query.error ?? undefined,
    errorText: query.error ? messageOf(query.error) : undefined,
    refetch: query.refetch,
  };
}

/** The query cache of the api the component uses. */
function useCache(given?: ApiClient) {
  const context = useApi();
  const api = given ?? context;
  return { api, client: queryClientFor(api) };
}

/** A catalog call's answer, cached by the call's name and its input. */
export function useCall<E extends CallEntry>(target: CallTarget<E>, input: CallArgs<E>, options: DataOptions = {}): DataState<CallAnswer<E>> {
  const { api, client } = useCache(options.api);
  const query = useQuery(
    {
      queryKey: callKey(target, input),
      queryFn: ({ signal }) => call(api, target, input, { signal }),
      enabled: options.enabled ?? true,
      placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    },
    client,
  );
  return dataState(query);
}

/** One page of a generic resource list (document 1 §7.2). */
export function useResourceList<T = Record<string, unknown>>(resource: string, query: ListQuery = {}, options: DataOptions = {}): DataState<ListEnvelope<T>> {
  const { api, client } = useCache(options.api);
  const result = useQuery(
    {
      queryKey: resourceListKey(resource, query),
      queryFn: ({ signal }) => api.listResource<T>(resource, query, signal),
      enabled: options.enabled ?? true,
      placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    },
    client,
  );
  return dataState(result);
}

/** One record of a generic resource, with the relations and appends asked for. */
export function useResourceRecord<T = Record<string, unknown>>(
  resource: string,
  id: Id | undefined,
  query: Pick<ListQuery, 'with' | 'appends'> = {},
  options: DataOptions = {},
): DataState<T> {
  const { api, client } = useCache(options.api);
  const result = useQuery(
    {
      queryKey: resourceRecordKey(resource, id ?? '', query),
      queryFn: ({ signal }) => api.getResource<T>(resource, id!, query, signal),
      enabled: (options.enabled ?? true) && id !== undefined && id !== '',
    },
    client,
  );
  return dataState(result);
}

/** Any read that is neither a catalog call nor a resource (several lookups at once), cached under `key`. */
export function useLoad<T>(key: readonly unknown[], load: (signal: AbortSignal) => Promise<T>, options: DataOptions = {}): DataState<T> {
  const { client } = useCache(options.api);
  const result = useQuery({ queryKey: ['load', ...key], queryFn: ({ signal }) => load(signal), enabled: options.enabled ?? true }, client);
  return dataState(result);
}

/**
 * Marks answers stale after a write so whatever shows them reads again: a resource name reaches its
 * records and lists, a call reaches every input it was made with. Answers the refetches.
 */
export function useInvalidate(): (...what: Array<string | Pick<CallEntry, 'name'>>) => Promise<void> {
  const { client } = useCache();
  return useCallback(
    async (...what) => {
      await Promise.all(what.map((one) => client.invalidateQueries({ queryKey: typeof one === 'string' ? resourceKey(one) : callKey(one) })));
    },
    [client],
  );
}

/** Calls `refetch` whenever `token` changes after the first render (a write the owner made). */
export function useRefetchOn(token: unknown, refetch: () => Promise<unknown>): void {
  const seen = useRef(token);
  useEffect(() => {
    if (Object.is(seen.current, token)) return;
    seen.current = token;
    void refetch();
  }, [token, refetch]);
}

/**
 * Raises an alert when a read fails. A list that did not load is not the outcome of an action, so a
 * later outcome must not hide it (`group: null`).
 */
export function useFailureAlert(read: Pick<DataState<unknown>, 'error' | 'errorText'>): void {
  const { error, errorText } = read;
  useEffect(() => {
    if (error && errorText) alertError(errorText, { group: null });
  }, [error, errorText]);
}
