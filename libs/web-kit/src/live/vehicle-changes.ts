import { watchVehicleChanges as watchRoute } from '@portal/contracts/call-routes';
import type { ApiClient } from '../api/client.js';
import { watchEvents, type WatchOptions } from './event-stream.js';

export type { WatchOptions } from './event-stream.js';

/**
 * Calls `onChange` when vehicles of the signed-in user's clients changed on the server (any user's save,
 * an import, a mass update), through the gateway's event stream `GET /api/live/vehicles`. Returns the stop.
 */
export function watchVehicleChanges(api: ApiClient, onChange: () => void, options: WatchOptions = {}): () => void {
  return watchEvents(api, watchRoute.path, 'vehicles', onChange, options);
}
