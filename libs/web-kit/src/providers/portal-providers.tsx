import { FluentProvider, IdPrefixProvider, webLightTheme, type Theme } from '@fluentui/react-components';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiProvider, getDefaultApi } from '../api/api-context.js';
import type { ApiClient } from '../api/client.js';
import { queryClientFor } from '../data/query-client.js';

export interface PortalProvidersProps {
  /**
   * Unique per React root. The shell and each remote render separate roots; without distinct
   * prefixes their generated ids (and Fluent's theme class names) collide.
   */
  idPrefix: string;
  api?: ApiClient;
  theme?: Theme;
  className?: string;
  children: ReactNode;
}

/**
 * The one FluentProvider of a React root, with its id prefix, (optionally) an api, and the query
 * cache of that api. Each root (the shell, each remote) has its own cache: see the README.
 */
export function PortalProviders({ idPrefix, api, theme = webLightTheme, className, children }: PortalProvidersProps) {
  const content = api ? <ApiProvider api={api}>{children}</ApiProvider> : children;
  return (
    <IdPrefixProvider value={idPrefix}>
      <FluentProvider theme={theme} className={className}>
        <QueryClientProvider client={queryClientFor(api ?? getDefaultApi())}>{content}</QueryClientProvider>
      </FluentProvider>
    </IdPrefixProvider>
  );
}
