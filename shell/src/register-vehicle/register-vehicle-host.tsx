import {
  alertSuccess,
  isSignedIn,
  lazyComponent,
  onVehicleRegistrationRequest,
  registeredVehiclePath,
  useSession,
  type RegisteredVehicleOpens,
} from '@portal/web-kit';
import { Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { VEHICLE_REGISTERED } from './register-wording.js';

// Loaded the first time someone asks for it: most visits never open the dialog.
const RegisterVehicleDialog = lazyComponent(() => import('./register-vehicle-dialog.js'), 'RegisterVehicleDialog');

/**
 * Opens the register dialog whenever an app asks for it (the top bar's Add Vehicle, /vehicles/new, the
 * photo search with the VIN it did not find), and after a registration opens the new vehicle: its
 * detail page, or its photo page when the photo search asked. Mount it after the routes: the success notice is
 * raised once the vehicle page is reached, after route changes have cleared the old alerts.
 */
export function RegisterVehicleHost() {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [request, setRequest] = useState<{ vin?: string; opens: RegisteredVehicleOpens } | null>(null);
  const [arriving, setArriving] = useState<string | null>(null);

  // Signed out, a request is ignored rather than kept for whoever signs in next.
  useEffect(() => onVehicleRegistrationRequest((asked) => setRequest(isSignedIn() ? asked : null)), []);

  useEffect(() => {
    if (arriving && pathname === arriving) {
      alertSuccess(VEHICLE_REGISTERED);
      setArriving(null);
    }
  }, [arriving, pathname]);

  if (!request || !isSignedIn(session)) return null;
  return (
    <Suspense fallback={null}>
      <RegisterVehicleDialog
        // A new request (another VIN) starts a fresh dialog.
        key={request.vin ?? ''}
        initialVin={request.vin}
        onClose={() => setRequest(null)}
        onRegistered={(vehicleid) => {
          const path = registeredVehiclePath(vehicleid, request.opens);
          setRequest(null);
          setArriving(path);
          navigate(path);
        }}
      />
    </Suspense>
  );
}
