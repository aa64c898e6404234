/**
 * The VIN register dialog belongs to the shell, but remotes offer it too (/vehicles/new): they ask
 * for it with a window event, since each bundle has its own copy of this module.
 */
export const REGISTER_VEHICLE_EVENT = 'portal:register-vehicle';

/** Opens the shell's VIN register dialog. */
export function requestVehicleRegistration(): void {
  window.dispatchEvent(new CustomEvent(REGISTER_VEHICLE_EVENT));
}

/** For the shell: calls `listener` whenever some app asks for the dialog. Returns the unsubscribe. */
export function onVehicleRegistrationRequest(listener: () => void): () => void {
  window.addEventListener(REGISTER_VEHICLE_EVENT, listener);
  return () => window.removeEventListener(REGISTER_VEHICLE_EVENT, listener);
}
