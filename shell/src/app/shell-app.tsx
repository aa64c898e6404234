import { PortalProviders, type ApiClient } from '@portal/web-kit';
import { BrowserRouter } from 'react-router';
import { RegisterVehicleHost } from '../register-vehicle/register-vehicle-host.js';
import { ShellRoutes } from './shell-routes.js';

/** The shell's React root. */
export function ShellApp({ api }: { api?: ApiClient }) {
  // The frame fills the window (public/index.html); its drawer and content scroll on their own.
  return (
    <PortalProviders idPrefix="shell-" api={api}>
      <BrowserRouter>
        <ShellRoutes />
        <RegisterVehicleHost />
      </BrowserRouter>
    </PortalProviders>
  );
}
