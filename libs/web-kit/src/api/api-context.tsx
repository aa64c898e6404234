import { createContext, useContext, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from './client.js';

let defaultClient: ApiClient | undefined;

/** The client bound to the runtime config and the stored token, created on first use. */
export function getDefaultApi(): ApiClient {
  defaultClient ??= createApiClient();
  return defaultClient;
}

const ApiContext = createContext<ApiClient | undefined>(undefined);

export function ApiProvider({ api, children }: { api: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

/** The api given by the nearest ApiProvider, else the default one. */
export function useApi(): ApiClient {
  return useContext(ApiContext) ?? getDefaultApi();
}
