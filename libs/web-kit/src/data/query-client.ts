import { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client.js';
import { ApiError } from '../api/errors.js';

/** A busy or slow service may answer the next time; any other failure would only repeat. */
export function retriesOnce(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && error instanceof ApiError && (error.status === 503 || error.status === 504);
}

export function createPortalQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Screens read again when they open or after a write, not when the window regains focus:
      // a refetch under an open form would be a surprise.
      queries: { retry: retriesOnce, refetchOnWindowFocus: false, staleTime: 0 },
      mutations: { retry: false },
    },
  });
}

// One cache per api: answers of one api (a test's fake, another base URL) never show through another.
const clients = new WeakMap<ApiClient, QueryClient>();

/** The query cache that goes with `api`, made on first use. */
export function queryClientFor(api: ApiClient): QueryClient {
  let client = clients.get(api);
  if (!client) {
    client = createPortalQueryClient();
    clients.set(api, client);
  }
  return client;
}
