import { FluentProvider, IdPrefixProvider, webLightTheme, type Theme } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { ApiProvider } from '../api/api-context.js';
import type { ApiClient } from '../api/client.js';

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

/** The one FluentProvider of a React root, with its id prefix and (optionally) an api. */
export function PortalProviders({ idPrefix, api, theme = webLightTheme, className, children }: PortalProvidersProps) {
  const content = api ? <ApiProvider api={api}>{children}</ApiProvider> : children;
  return (
    <IdPrefixProvider value={idPrefix}>
      <FluentProvider theme={theme} className={className}>
        {content}
      </FluentProvider>
    </IdPrefixProvider>
  );
}
