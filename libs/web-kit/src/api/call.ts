import { fillPath, type CallAnswer, type CallEntry, type CallInput, type CallRoute } from '@portal/contracts/call-routes';
import type { ApiClient } from './client.js';

/** A catalog call as the browser names it: its route (zod-free), or the entry itself. */
export type CallTarget<E extends CallEntry = CallEntry> = CallRoute<E> | E;

/** What a call takes: `{params?, query?, body?}` as its entry's request schema reads them. */
export type CallArgs<E extends CallEntry> = CallInput<E>;

type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

interface LooseInput {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: unknown;
}

export interface CallOptions {
  signal?: AbortSignal;
}

/**
 * Makes a catalog call through `api`: the path filled from `input.params`, the query string from
 * `input.query`, the JSON body from `input.body`. It goes through the client's `request`, so the
 * bearer token, its renewal, the end of a session and the error mapping are those of every call.
 */
export async function call<E extends CallEntry>(api: ApiClient, target: CallTarget<E>, input: CallArgs<E>, options: CallOptions = {}): Promise<CallAnswer<E>> {
  const { params, query, body } = input as LooseInput;
  return api.request<CallAnswer<E>>({ method: target.method, path: callPath(target, params, query), body, signal: options.signal });
}

/** The path of a call with its placeholders filled and its query string (absent values left out; `''` is a bare flag). */
export function callPath(target: Pick<CallRoute, 'path'>, params?: Record<string, string | number>, query?: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one === undefined || one === null) continue;
      search.append(name, String(one));
    }
  }
  const text = search.toString();
  return text ? `${fillPath(target.path, params)}?${text}` : fillPath(target.path, params);
}
