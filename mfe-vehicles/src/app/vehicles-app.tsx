import { makeStyles, tokens } from '@fluentui/react-components';
import { PortalProviders, type ApiClient } from '@portal/web-kit';
import { BrowserRouter } from 'react-router';
import { VehiclesRoutes } from './vehicles-routes.js';

const useStyles = makeStyles({
  root: { backgroundColor: 'transparent', color: tokens.colorNeutralForeground1 },
});

export interface VehiclesAppProps {
  api?: ApiClient;
}

/** The remote's React root, inside the shell's content area. */
export function VehiclesApp({ api }: VehiclesAppProps) {
  const styles = useStyles();
  return (
    <PortalProviders idPrefix="mfe-vehicles-" api={api} className={styles.root}>
      <BrowserRouter>
        <VehiclesRoutes />
      </BrowserRouter>
    </PortalProviders>
  );
}
