import { defineFace } from './route.js';

// The HTTP faces of the live streams the gateway serves; `catalog/live.calls.ts` completes each one.
export const LIVE_FACES = {
  watchVehicleChanges: defineFace({ name: 'vehicles.live.changes', method: 'GET', path: '/api/live/vehicles' }),
  watchLoadBayChanges: defineFace({ name: 'loads.live.bay-changes', method: 'GET', path: '/api/live/client_loads/:id' }),
};
