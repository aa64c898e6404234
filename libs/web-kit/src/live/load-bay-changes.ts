import { watchLoadBayChanges as watchRoute } from '@portal/contracts/call-routes';
import type { ApiClient } from '../api/client.js';
import { watchEvents, type WatchOptions } from './event-stream.js';

/**
 * Calls `onChange` when what the bay holds for the load changed (another user's bay action, a change on
 * the partner's side), through the gateway's event stream `GET /api/live/client_loads/{id}`. Returns the stop.
 */
export function watchLoadBayChanges(api: ApiClient, loadId: number, onChange: () => void, options: WatchOptions = {}): () => void {
  return watchEvents(api, watchRoute.path.replace(':id', encodeURIComponent(String(loadId))), 'bay', onChange, options);
}
