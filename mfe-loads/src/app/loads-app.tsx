import { makeStyles, tokens } from '@fluentui/react-components';
import { PortalProviders, type ApiClient } from '@portal/web-kit';
import { BrowserRouter } from 'react-router';
import { LoadsRoutes } from './loads-routes.js';

const useStyles = makeStyles({
  root: { backgroundColor: 'transparent', color: tokens.colorNeutralForeground1 },
});

export interface LoadsAppProps {
  api?: ApiClient;
}

/** The remote's React root, inside the shell's content area; its own id prefix keeps Fluent's styles apart from the shell's. */
export function LoadsApp({ api }: LoadsAppProps) {
  const styles = useStyles();
  return (
    <PortalProviders idPrefix="mfe-loads-" api={api} className={styles.root}>
      <BrowserRouter>
        <LoadsRoutes />
      </BrowserRouter>
    </PortalProviders>
  );
}
