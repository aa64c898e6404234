import { makeStyles } from '@fluentui/react-components';
import { PortalProviders, type ApiClient } from '@portal/web-kit';
import { BrowserRouter } from 'react-router';
import { RegisterVehicleHost } from '../register-vehicle/register-vehicle-host.js';
import { ShellRoutes } from './shell-routes.js';

const useStyles = makeStyles({
  // The frame fills the window; its drawer and content scroll on their own.
  root: { height: '100%' },
});

/** The shell's React root. */
export function ShellApp({ api }: { api?: ApiClient }) {
  const styles = useStyles();
  return (
    <PortalProviders idPrefix="shell-" api={api} className={styles.root}>
      <BrowserRouter>
        <ShellRoutes />
        <RegisterVehicleHost />
      </BrowserRouter>
    </PortalProviders>
  );
}
