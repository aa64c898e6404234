import { createContext, useContext, type ReactNode } from 'react';
import { navigateTo } from '../navigation/navigate.js';
import { announceSessionEnding } from '../session/drafts.js';
import { createApiClient, type ApiClient } from './client.js';

/** Where a person goes when the server no longer accepts the session (it expired, or was ended). */
export const SESSION_ENDED_PATH = '/login?expired=1';

/** The sign-in address that brings the person back to `returnTo` afterwards. */
export function sessionEndedPath(returnTo: string): string {
  return `${SESSION_ENDED_PATH}&returnTo=${encodeURIComponent(returnTo)}`;
}

function endSession(): void {
  // The sign-in page signs out as it opens. Signing out here would wake the login guard before the
  // router has moved, and it would send the person to a plain /login without the reason.
  if (window.location.pathname.startsWith('/login')) return;
  announceSessionEnding();
  navigateTo(sessionEndedPath(`${window.location.pathname}${window.location.search}`));
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
