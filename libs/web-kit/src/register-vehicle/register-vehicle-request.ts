/**
 * The VIN register dialog belongs to the shell, but remotes offer it too (/vehicles/new, the photo
 * search): they ask for it with a window event, since each bundle has its own copy of this module.
 */
export const REGISTER_VEHICLE_EVENT = 'portal:register-vehicle';

/** Where the new vehicle opens once registered: its detail page, or its photo page (the photo search's flow). */
export type RegisteredVehicleOpens = 'vehicle' | 'photos';

export interface VehicleRegistrationRequest {
  /** A VIN to start from: the dialog shows it and looks it up at once. */
  vin?: string;
  opens?: RegisteredVehicleOpens;
}

/** Opens the shell's VIN register dialog. */
export function requestVehicleRegistration(request: VehicleRegistrationRequest = {}): void {
  window.dispatchEvent(new CustomEvent<VehicleRegistrationRequest>(REGISTER_VEHICLE_EVENT, { detail: { vin: request.vin, opens: request.opens } }));
}

/** The request as sent, read defensively: anything but a VIN text and a known destination is left out. */
export function registrationRequestOf(detail: unknown): Required<Pick<VehicleRegistrationRequest, 'opens'>> & Pick<VehicleRegistrationRequest, 'vin'> {
  const { vin, opens } = (detail ?? {}) as { vin?: unknown; opens?: unknown };
  return { vin: typeof vin === 'string' && vin.trim() ? vin.trim() : undefined, opens: opens === 'photos' ? 'photos' : 'vehicle' };
}

/** For the shell: calls `listener` whenever some app asks for the dialog. Returns the unsubscribe. */
export function onVehicleRegistrationRequest(listener: (request: ReturnType<typeof registrationRequestOf>) => void): () => void {
  const heard = (event: Event) => listener(registrationRequestOf((event as CustomEvent<unknown>).detail));
  window.addEventListener(REGISTER_VEHICLE_EVENT, heard);
  return () => window.removeEventListener(REGISTER_VEHICLE_EVENT, heard);
}

/** The page a newly registered vehicle opens on. */
export function registeredVehiclePath(vehicleid: number, opens: RegisteredVehicleOpens): string {
  return opens === 'photos' ? `/photoupload/${vehicleid}` : `/vehicles/${vehicleid}`;
}
