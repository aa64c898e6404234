import { FluentProvider, IdPrefixProvider, webLightTheme, type Theme } from '@fluentui/react-components';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiProvider, getDefaultApi } from '../api/api-context.js';
import type { ApiClient } from '../api/client.js';
import { BUILD_ID } from '../config/build-id.js';
import { queryClientFor } from '../data/query-client.js';

export interface PortalProvidersProps {
  /**
   * Unique per React root. The shell and each remote render separate roots; without distinct
   * prefixes their generated ids (and Fluent's theme class names) collide.
   */
  idPrefix: string;
  api?: ApiClient;
  theme?: Theme;
  /**
   * Fluent copies the provider's classes onto each of the root's portals (dialogs, menus, tooltips),
   * which cover the page from its top: a class that sizes the element would lay its background over
   * the page whenever one opens. Colours only; size the root from outside.
   */
  className?: string;
  children: ReactNode;
}

/**
 * The one FluentProvider of a React root, with its id prefix, (optionally) an api, and the query
 * cache of that api. Each root (the shell, each remote) has its own cache: see the README. Its
 * element names the build that rendered it (`data-portal-build`).
 */
export function PortalProviders({ idPrefix, api, theme = webLightTheme, className, children }: PortalProvidersProps) {
  const content = api ? <ApiProvider api={api}>{children}</ApiProvider> : children;
  return (
    <IdPrefixProvider value={idPrefix}>
      <FluentProvider theme={theme} className={className} data-portal-build={BUILD_ID}>
        <QueryClientProvider client={queryClientFor(api ?? getDefaultApi())}>{content}</QueryClientProvider>
      </FluentProvider>
    </IdPrefixProvider>
  );
}
