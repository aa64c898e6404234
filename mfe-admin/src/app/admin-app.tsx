import { makeStyles, tokens } from '@fluentui/react-components';
import { PortalProviders, type ApiClient } from '@portal/web-kit';
import { BrowserRouter } from 'react-router';
import { AdminRoutes } from './admin-routes.js';

const useStyles = makeStyles({
  root: { backgroundColor: 'transparent', color: tokens.colorNeutralForeground1 },
});

export interface AdminAppProps {
  api?: ApiClient;
}

/** The remote's React root, inside the shell's content area (the shell's admin guard runs first). */
export function AdminApp({ api }: AdminAppProps) {
  const styles = useStyles();
  return (
    <PortalProviders idPrefix="mfe-admin-" api={api} className={styles.root}>
      <BrowserRouter>
        <AdminRoutes />
      </BrowserRouter>
    </PortalProviders>
  );
}
