import { alertSuccess, isSignedIn, lazyComponent, onVehicleRegistrationRequest, useSession } from '@portal/web-kit';
import { Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { VEHICLE_REGISTERED } from './register-wording.js';

// Loaded the first time someone asks for it: most visits never open the dialog.
const RegisterVehicleDialog = lazyComponent(() => import('./register-vehicle-dialog.js'), 'RegisterVehicleDialog');

/**
 * Opens the register dialog whenever an app asks for it (the top bar's Add Vehicle, /vehicles/new),
 * and after a registration opens the new vehicle. Mount it after the routes: the success notice is
 * raised once the vehicle page is reached, after route changes have cleared the old alerts.
 */
export function RegisterVehicleHost() {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [arriving, setArriving] = useState<string | null>(null);

  // Signed out, a request is ignored rather than kept for whoever signs in next.
  useEffect(() => onVehicleRegistrationRequest(() => setOpen(isSignedIn())), []);

  useEffect(() => {
    if (arriving && pathname === arriving) {
      alertSuccess(VEHICLE_REGISTERED);
      setArriving(null);
    }
  }, [arriving, pathname]);

  if (!open || !isSignedIn(session)) return null;
  return (
    <Suspense fallback={null}>
      <RegisterVehicleDialog
        onClose={() => setOpen(false)}
        onRegistered={(vehicleid) => {
          const path = `/vehicles/${vehicleid}`;
          setOpen(false);
          setArriving(path);
          navigate(path);
        }}
      />
    </Suspense>
  );
}
