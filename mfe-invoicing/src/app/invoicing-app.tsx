import { makeStyles, tokens } from '@fluentui/react-components';
import { PortalProviders, type ApiClient } from '@portal/web-kit';
import { BrowserRouter } from 'react-router';
import { InvoicingRoutes } from './invoicing-routes.js';

const useStyles = makeStyles({
  root: { backgroundColor: 'transparent', color: tokens.colorNeutralForeground1 },
});

export interface InvoicingAppProps {
  api?: ApiClient;
}

/** The remote's React root, inside the shell's content area; its own id prefix keeps Fluent's styles apart from the shell's. */
export function InvoicingApp({ api }: InvoicingAppProps) {
  const styles = useStyles();
  return (
    <PortalProviders idPrefix="mfe-invoicing-" api={api} className={styles.root}>
      <BrowserRouter>
        <InvoicingRoutes />
      </BrowserRouter>
    </PortalProviders>
  );
}
