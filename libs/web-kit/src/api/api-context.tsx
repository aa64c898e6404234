import { createContext, useContext, type ReactNode } from 'react';
import { navigateTo } from '../navigation/navigate.js';
import { createApiClient, type ApiClient } from './client.js';

/** Where a person goes when the server no longer accepts the stored token (it expired, or was revoked). */
export const SESSION_ENDED_PATH = '/login?expired=1';

function endSession(): void {
  // The sign-in page signs out as it opens. Signing out here would wake the login guard before the
  // router has moved, and it would send the person to a plain /login without the reason.
  if (!window.location.pathname.startsWith('/login')) navigateTo(SESSION_ENDED_PATH);
}

let defaultClient: ApiClient | undefined;

/** The client bound to the runtime config and the stored token, created on first use. */
export function getDefaultApi(): ApiClient {
  defaultClient ??= createApiClient({ onSessionEnded: endSession });
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
